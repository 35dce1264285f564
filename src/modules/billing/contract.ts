import { z } from 'zod';
import { CurrencySchema, RegionSchema } from '../../shared/http/contract-kit.js';
import { CREDIT_GRANT_MAX, CREDIT_GRANT_MIN, CREDIT_GRANT_REASON_MAX_LENGTH } from './domain/credit-grant.js';
import { SHOWN_BILLING_REASONS, SHOWN_INVOICE_STATUSES } from './domain/payment-history.js';

/** The billing module's HTTP contract. Zod only (and billing's pure domain), so front ends can import its types. */

/** One item sold, as the front ends list it; its texts are theirs, keyed by its id, and its price is pricing's. */
export const CatalogueItemSchema = z
  .object({
    id: z.string().describe("The item's one name everywhere: plan ids are what checkout and subscriptions take"),
    name: z
      .object({ en: z.string(), fr: z.string() })
      .describe(
        'The item\'s name in the server\'s messages ("the {name} plan", "le forfait {name}"), for an item without texts of a front end\'s own',
      ),
    kind: z.enum(['credit', 'plan', 'listing']),
    rank: z.number().describe('Order on a price list; between plans, higher is an upgrade'),
    monthlyAllowance: z.number().int().nullable().describe('Repairs a plan allows per month; null for no limit'),
    highlighted: z.boolean().describe('Marked Most Popular, and offered when the free repairs are used up'),
  })
  .meta({ id: 'CatalogueItem' });

export const CatalogueSchema = z
  .object({ items: CatalogueItemSchema.array().describe('By rank') })
  .meta({ id: 'Catalogue', description: 'What RepairLens sells' });

const region = RegionSchema.optional().describe('The region picked in the shell; its currency is charged. Default CA');

export const OneTimeCheckoutRequestSchema = z.object({ region }).meta({ id: 'OneTimeCheckoutRequest' });

const plan = z
  .string()
  .regex(/^[a-z0-9_]{1,16}$/, 'is not a plan id')
  .describe('The id of a plan of GET /api/catalogue: basic (10 repairs a month) or pro (Unlimited) in the seed');

export const SubscriptionCheckoutRequestSchema = z
  .object({
    plan,
    region,
    confirmation: z
      .string()
      .min(1)
      .max(128)
      .optional()
      .describe(
        "Required for a subscriber's plan change: the confirmation of GET /api/billing/plan-change for this plan. " +
          'Without a valid one nothing changes (409)',
      ),
  })
  .meta({ id: 'SubscriptionCheckoutRequest' });

export const PlanChangePreviewQuerySchema = z.object({ plan, region });

const minor = (what: string) => z.number().int().describe(`${what}, in minor units (cents)`);

export const PlanChangePreviewSchema = z
  .union([
    z
      .object({
        change: z.literal('subscribe'),
        plan,
        monthlyPrice: minor('The plan per month'),
        currency: CurrencySchema,
      })
      .describe("No subscription: the plan's checkout, confirmed and paid on the payment provider's page"),
    z.object({ change: z.literal('unchanged'), plan }).describe('Already on this plan: nothing to do'),
    z
      .object({
        change: z.enum(['upgrade', 'downgrade']),
        plan,
        currentPlan: plan,
        monthlyPrice: minor('The new plan per month, from the next invoice'),
        currency: CurrencySchema,
        amountDueNow: minor('Charged when the change is confirmed, taxes included (0 for a downgrade)'),
        proration: z.object({
          charge: minor('The new plan for the rest of the current period'),
          credit: minor('The unused rest of the current plan, given back'),
        }),
        nextInvoiceAt: z.iso.datetime().describe('When the current period ends'),
        confirmation: z.string().describe('Send with the plan to POST /api/create-subscription-checkout'),
        confirmationExpiresAt: z.iso.datetime(),
      })
      .describe("A subscriber's plan change, priced by the payment provider; nothing happens until confirmed"),
  ])
  .meta({ id: 'PlanChangePreview' });

export const CheckoutRedirectSchema = z
  .object({ url: z.url().describe("The payment provider's checkout page; the browser goes there") })
  .meta({ id: 'CheckoutRedirect' });

export const PlanChangeResultSchema = z
  .object({ success: z.literal(true), message: z.string() })
  .meta({ id: 'PlanChangeResult', description: 'A subscriber asked for a plan: switched in place (or already on it)' });

export const SubscriptionCheckoutAnswerSchema = z
  .union([CheckoutRedirectSchema, PlanChangeResultSchema])
  .meta({ id: 'SubscriptionCheckoutAnswer' });

export const CheckoutSessionParamsSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_]{1,255}$/, 'is not a checkout session id'),
});

export const SessionCheckSchema = z
  .object({ success: z.boolean(), message: z.string() })
  .meta({ id: 'SessionCheck', description: 'Whether the checkout the user came back from was paid (and fulfilled)' });

export const PaymentSchema = z
  .object({
    id: z.string(),
    type: z.literal('one_time'),
    createdAt: z.iso.datetime(),
    amount: z.number().int().describe('Minor units (cents), taxes included'),
    currency: z.string().describe('ISO code, upper case'),
    status: z.string().describe('succeeded, or the provider state'),
  })
  .meta({ id: 'Payment' });

export const InvoiceSchema = z
  .object({
    id: z.string(),
    billing_reason: z.enum(SHOWN_BILLING_REASONS),
    created: z.number().int().describe('Unix seconds'),
    amount_paid: z.number().int().describe('Minor units (cents)'),
    currency: z.string().describe('ISO code, upper case'),
    status: z.enum(SHOWN_INVOICE_STATUSES),
  })
  .meta({ id: 'Invoice' });

export const WebhookReceiptSchema = z.object({ received: z.literal(true) });

export const CreditGrantParamsSchema = z.object({ id: z.uuid('is not a user id') });

export const CreditGrantRequestSchema = z
  .strictObject({
    credits: z
      .number({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a number') })
      .int('must be a whole number')
      .min(CREDIT_GRANT_MIN, `must be at least ${CREDIT_GRANT_MIN}`)
      .max(CREDIT_GRANT_MAX, `must be at most ${CREDIT_GRANT_MAX}`),
    reason: z
      .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
      .trim()
      .min(1, 'must not be empty')
      .max(CREDIT_GRANT_REASON_MAX_LENGTH, `must be at most ${CREDIT_GRANT_REASON_MAX_LENGTH} characters`),
  })
  .meta({ id: 'CreditGrantRequest', description: 'One-time credits an admin gives; the reason goes to the ledger' });

export const CreditGrantReceiptSchema = z
  .object({
    granted: z.number().int(),
    creditsBefore: z.number().int(),
    creditsAfter: z.number().int().describe("The user's credit balance now"),
  })
  .meta({ id: 'CreditGrantReceipt' });

export type OneTimeCheckoutRequest = z.infer<typeof OneTimeCheckoutRequestSchema>;
export type SubscriptionCheckoutRequest = z.infer<typeof SubscriptionCheckoutRequestSchema>;
export type PlanChangePreviewQuery = z.infer<typeof PlanChangePreviewQuerySchema>;
export type PlanChangePreview = z.infer<typeof PlanChangePreviewSchema>;
export type CheckoutRedirect = z.infer<typeof CheckoutRedirectSchema>;
export type PlanChangeResult = z.infer<typeof PlanChangeResultSchema>;
export type SubscriptionCheckoutAnswer = z.infer<typeof SubscriptionCheckoutAnswerSchema>;
export type SessionCheck = z.infer<typeof SessionCheckSchema>;
export type Payment = z.infer<typeof PaymentSchema>;
export type Invoice = z.infer<typeof InvoiceSchema>;
export type CreditGrantRequest = z.infer<typeof CreditGrantRequestSchema>;
export type CreditGrantReceipt = z.infer<typeof CreditGrantReceiptSchema>;
export type CatalogueItem = z.infer<typeof CatalogueItemSchema>;
export type Catalogue = z.infer<typeof CatalogueSchema>;
