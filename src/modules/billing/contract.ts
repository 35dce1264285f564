import { z } from 'zod';
import { RegionSchema } from '../../shared/http/contract-kit.js';
import { CREDIT_GRANT_MAX, CREDIT_GRANT_MIN, CREDIT_GRANT_REASON_MAX_LENGTH } from './domain/credit-grant.js';
import { SHOWN_BILLING_REASONS, SHOWN_INVOICE_STATUSES } from './domain/payment-history.js';
import { PLANS } from './domain/plan.js';

/** The billing module's HTTP contract. Zod only (and billing's pure domain), so front ends can import its types. */

const region = RegionSchema.optional().describe('The region picked in the shell; its currency is charged. Default CA');

export const OneTimeCheckoutRequestSchema = z.object({ region }).meta({ id: 'OneTimeCheckoutRequest' });

export const SubscriptionCheckoutRequestSchema = z
  .object({ plan: z.enum(PLANS).describe('basic (10 repairs a month) or pro (Unlimited)'), region })
  .meta({ id: 'SubscriptionCheckoutRequest' });

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
export type CheckoutRedirect = z.infer<typeof CheckoutRedirectSchema>;
export type PlanChangeResult = z.infer<typeof PlanChangeResultSchema>;
export type SubscriptionCheckoutAnswer = z.infer<typeof SubscriptionCheckoutAnswerSchema>;
export type SessionCheck = z.infer<typeof SessionCheckSchema>;
export type Payment = z.infer<typeof PaymentSchema>;
export type Invoice = z.infer<typeof InvoiceSchema>;
export type CreditGrantRequest = z.infer<typeof CreditGrantRequestSchema>;
export type CreditGrantReceipt = z.infer<typeof CreditGrantReceiptSchema>;
