import type { ItemKind, Plan } from './catalogue.js';

/**
 * A user's subscription as the payment provider last reported it. At most one per user: a new one can
 * start only once the previous one is canceled.
 */
export const SUBSCRIPTION_STATUSES = ['active', 'past_due', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export interface Subscription {
  readonly userId: string;
  readonly providerSubscriptionId: string;
  readonly plan: Plan;
  readonly status: SubscriptionStatus;
  readonly currentPeriodStart: Date;
  readonly currentPeriodEnd: Date;
}

/** The contractor plan: a contractor's directory listing subscription, one per user, without a plan. */
export type ListingSubscription = Omit<Subscription, 'plan'>;

/**
 * The kinds of catalogue item sold by subscription. A person holds at most one subscription of each kind (one
 * homeowner plan, one contractor listing): a new one of a kind starts only once the previous one is canceled.
 */
export const SUBSCRIPTION_KINDS = ['plan', 'listing'] as const satisfies readonly ItemKind[];
export type SubscriptionKind = (typeof SUBSCRIPTION_KINDS)[number];

type Billed = Pick<Subscription, 'status' | 'currentPeriodEnd'>;

/** Active means paid up for the current period; past due and canceled are not active. */
export function isActiveAt(subscription: Billed | null, at: Date): boolean {
  return subscription !== null && subscription.status === 'active' && subscription.currentPeriodEnd > at;
}

/** Still running at the provider (active or past due): starting another would charge the person twice. */
export function isLive<T extends Billed>(subscription: T | null): subscription is T {
  return subscription !== null && subscription.status !== 'canceled';
}
