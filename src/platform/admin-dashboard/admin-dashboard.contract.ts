import { z } from 'zod';
import { CurrencySchema, RegionSchema } from '../../shared/http/contract-kit.js';

/** The admin console's dashboard: figures about a period of UTC days, each counted by the database. */

const DaySchema = z.iso.date({ error: 'must be a date written YYYY-MM-DD' });
const count = z.number().int().nonnegative();

export const DashboardQuerySchema = z.object({
  from: DaySchema.optional().describe('The first UTC day of the period; by default 29 days before `to`'),
  to: DaySchema.optional().describe('The last UTC day of the period, included; by default today'),
});

export const REVENUE_PLANS = ['pay_per_repair', 'basic', 'pro', 'contractor', 'other'] as const;

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
            .enum(REVENUE_PLANS)
            .describe(
              'pay_per_repair: one-time repair credits; basic, pro, contractor: subscription invoices by the plan ' +
                'their subscription is on now; other: invoices of a subscription replaced since',
            ),
          region: RegionSchema,
          currency: CurrencySchema,
          amountCents: count.describe('Minor units of the currency, taxes included'),
          payments: count.describe('Succeeded one-time payments and paid invoices making up the amount'),
        }),
      )
      .describe('Money received in the period'),
    activeSubscriptions: z
      .object({ basic: count, pro: count, contractor: count })
      .describe('Subscriptions active now (status active, current period not over), by plan'),
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
  })
  .meta({ id: 'AdminDashboard' });

export type AdminDashboard = z.input<typeof AdminDashboardSchema>;
export type DashboardQuery = z.input<typeof DashboardQuerySchema>;
