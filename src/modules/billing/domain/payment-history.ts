/**
 * What a user paid: one-time purchases (a repair credit) and the invoices of their subscription, shown
 * as billing history. Both are financial records, kept when the account is deleted.
 */
export interface OneTimePayment {
  readonly id: string;
  readonly userId: string;
  readonly checkoutSessionId: string;
  readonly type: 'one_time';
  /** Minor units (cents) of `currency`, taxes included. */
  readonly amountMinor: number;
  readonly currency: string;
  /** "succeeded" once paid; other provider states pass through as they are. */
  readonly status: string;
  readonly createdAt: Date;
}

export interface Invoice {
  /** The provider's invoice id. */
  readonly id: string;
  readonly userId: string;
  readonly providerSubscriptionId: string | null;
  /** As the provider says it, e.g. subscription_create, subscription_cycle, subscription_update. */
  readonly billingReason: string;
  readonly amountPaid: number;
  readonly currency: string;
  /** As the provider says it, e.g. paid, open, void. */
  readonly status: string;
  readonly createdAt: Date;
}

/** The reasons the account page tells apart; everything else (a plan switch's proration, ...) is "other". */
export const SHOWN_BILLING_REASONS = ['subscription_create', 'subscription_cycle', 'other'] as const;
export type ShownBillingReason = (typeof SHOWN_BILLING_REASONS)[number];

export function shownBillingReason(reason: string): ShownBillingReason {
  return reason === 'subscription_create' || reason === 'subscription_cycle' ? reason : 'other';
}

export const SHOWN_INVOICE_STATUSES = ['paid', 'open', 'other'] as const;
export type ShownInvoiceStatus = (typeof SHOWN_INVOICE_STATUSES)[number];

export function shownInvoiceStatus(status: string): ShownInvoiceStatus {
  return status === 'paid' || status === 'open' ? status : 'other';
}
