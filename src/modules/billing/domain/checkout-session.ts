import type { Money } from '../../../shared/domain/money.js';
import type { Region } from '../../../shared/domain/region.js';
import type { Catalogue, ItemId, Plan } from './catalogue.js';

/**
 * A payment-provider checkout we sent a user to: created → completed | expired. Its fulfilment (a
 * credit, a subscription) happens exactly once, whether the provider's event or the user's return
 * reports the completion first.
 */
export const CHECKOUT_STATUSES = ['created', 'completed', 'expired'] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

/**
 * A repair credit, a homeowner plan, or the contractor plan: the monthly listing subscription that keeps
 * an approved contractor in the directory, held apart from the homeowner plans (one person may have both).
 */
export type Purchase =
  { readonly kind: 'one_time' } | { readonly kind: 'subscription'; readonly plan: Plan } | { readonly kind: 'listing' };
export type PurchaseKind = Purchase['kind'];

/** The catalogue item a purchase buys, which its price and its payment-provider product follow. */
export function itemOfPurchase(purchase: Purchase, catalogue: Catalogue): ItemId {
  if (purchase.kind === 'one_time') return catalogue.repairCredit;
  return purchase.kind === 'listing' ? catalogue.contractorListing : purchase.plan;
}

export interface CheckoutSession {
  /** The provider's session id. */
  readonly id: string;
  readonly userId: string;
  readonly purchase: Purchase;
  /** The region chosen at checkout; the currency of the price follows it. */
  readonly region: Region;
  readonly price: Money;
  readonly status: CheckoutStatus;
  readonly url: string | null;
  readonly expiresAt: Date;
  readonly createdAt: Date;
}

/** The same purchase and place: a second click can be sent to the checkout the first one opened. */
export function samePurchase(session: CheckoutSession, purchase: Purchase, region: Region): boolean {
  const plan = (p: Purchase) => (p.kind === 'subscription' ? p.plan : null);
  return (
    session.purchase.kind === purchase.kind && plan(session.purchase) === plan(purchase) && session.region === region
  );
}
