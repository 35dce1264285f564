import { z } from 'zod';
import { CurrencySchema, RegionSchema } from '../../shared/http/contract-kit.js';

/** The admin console's dashboard: figures about a period of UTC days, each counted by the database. */

const DaySchema = z.iso.date({ error: 'must be a date written YYYY-MM-DD' });
const count = z.number().int().nonnegative();

export const DashboardQuerySchema = z.object({
  from: DaySchema.optional().describe('The first UTC day of the period; by default 29 days before `to`'),
  to: DaySchema.optional().describe('The last UTC day of the period, included; by default today'),
});

const FixRateSchema = z.object({
  fixed: count,
  partly: count,
  notFixed: count,
  answers: count,
  rate: z.number().min(0).max(1).describe('The weighted share of fixes, to four decimals; 0 without answers'),
  enoughAnswers: z.boolean().describe('False: too few answers to judge'),
});

export const AdminDashboardSchema = z
  .object({
    period: z.object({ from: DaySchema, to: DaySchema }).describe('UTC days, both included, at most 366'),
    newUsersPerDay: z
      .array(z.object({ day: DaySchema, count }))
      .describe('Accounts created on each day of the period (0 on days without any); deleted accounts are gone'),
    repairsPerDay: z
      .array(
        z.object({
          day: DaySchema,
          completed: count.describe('Completed with steps to follow'),
          needsMoreDetail: count.describe('Completed with only a request for more detail: nothing delivered'),
          safetyStops: count.describe("Completed with an emergency's safety advice instead of steps"),
          failed: count,
          other: count,
        }),
      )
      .describe('Repair requests made on each day of the period by where they stand now; other: still processing'),
    conversion: z
      .object({
        signedUp: count.describe('Accounts created in the period'),
        paid: count.describe(
          'Of those, the accounts that completed a paid checkout for a repair credit or a Basic or Unlimited plan ' +
            'by the end of the period (the contractor plan is not counted)',
        ),
        rate: z.number().min(0).max(1).describe('paid ÷ signedUp, to four decimals; 0 when nobody signed up'),
      })
      .describe('Conversion from free to paid of the people who signed up in the period'),
    revenueByPlanAndRegion: z
      .array(
        z.object({
          plan: z
            .string()
            .describe(
              'pay_per_repair: one-time repair credits; a plan id of GET /api/catalogue (basic, pro in the seed) or ' +
                'contractor: subscription invoices by the plan their subscription is on now; other: invoices of a ' +
                'subscription replaced since',
            ),
          region: RegionSchema,
          currency: CurrencySchema,
          amountCents: count.describe('Minor units of the currency, taxes included'),
          payments: count.describe('Succeeded one-time payments and paid invoices making up the amount'),
        }),
      )
      .describe('Money received in the period'),
    activeSubscriptions: z
      .record(z.string(), count)
      .describe(
        'Subscriptions active now (status active, current period not over), by plan: every plan of GET ' +
          '/api/catalogue by id, and contractor',
      ),
    contractorsByStatus: z
      .object({ pending: count, approved: count, rejected: count, suspended: count })
      .describe('Contractor applications as they stand now'),
    leads: z
      .object({
        sent: count.describe('Leads sent in the period'),
        accepted: count,
        declined: count,
        expired: count.describe('Not answered within 48 hours of being sent'),
      })
      .describe('Leads sent in the period and how they were answered so far'),
    fixRates: z
      .object({
        weights: z
          .object({ fixed: z.number(), partly: z.number(), notFixed: z.number() })
          .describe('What each answer counts for in a rate: fixed 1, partly 0.5, not fixed 0'),
        minimumAnswers: count.describe('Fewer answers than this are too few to judge'),
        byGuide: z
          .array(
            FixRateSchema.extend({
              guideId: z.string().nullable().describe('Null: repairs written without a guide, per category'),
              guideTitle: z.string().nullable(),
              category: z.string().nullable(),
            }),
          )
          .describe('Guides with enough answers first, the worst rate first; then those with too few'),
        byCategory: z.array(FixRateSchema.extend({ category: z.string().nullable() })).describe('Worst rate first'),
      })
      .describe('Answers to "Did this fix it?" given in the period (the last answer of each repair)'),
  })
  .meta({ id: 'AdminDashboard' });

export type AdminDashboard = z.input<typeof AdminDashboardSchema>;
export type DashboardQuery = z.input<typeof DashboardQuerySchema>;
