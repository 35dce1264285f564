import type { Invoice, Payment } from '@repairlens/contract';

/** Billing history shows this many one-time payments (the newest), and every invoice. */
export const SHOWN_ONE_TIME_PAYMENTS = 5;

export interface BillingHistoryEntry {
  readonly id: string;
  /** A one-time repair credit, or why the invoice was made. */
  readonly kind: 'repair-credit' | Invoice['billing_reason'];
  readonly date: Date;
  /** In the currency's major unit (dollars). */
  readonly amount: number;
  readonly currency: string;
  readonly status: 'paid' | 'open' | 'unpaid';
}

/**
 * One list, newest first, of up to 5 one-time payments (the server sends them newest first) and all
 * invoices. Amounts come in cents; invoice dates in unix seconds.
 */
export function billingHistoryEntries(
  payments: readonly Payment[],
  invoices: readonly Invoice[],
): BillingHistoryEntry[] {
  const oneTime = payments.slice(0, SHOWN_ONE_TIME_PAYMENTS).map((payment): BillingHistoryEntry => ({
    id: `payment-${payment.id}`,
    kind: 'repair-credit',
    date: new Date(payment.createdAt),
    amount: payment.amount / 100,
    currency: payment.currency,
    status: payment.status === 'succeeded' ? 'paid' : 'unpaid',
  }));
  const invoiced = invoices.map((invoice): BillingHistoryEntry => ({
    id: `invoice-${invoice.id}`,
    kind: invoice.billing_reason,
    date: new Date(invoice.created * 1000),
    amount: invoice.amount_paid / 100,
    currency: invoice.currency,
    status: invoice.status === 'other' ? 'unpaid' : invoice.status,
  }));
  return [...oneTime, ...invoiced].sort((a, b) => b.date.getTime() - a.date.getTime());
}
