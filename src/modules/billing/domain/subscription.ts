import type { Plan } from './plan.js';

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

/** Active means paid up for the current period; past due and canceled are not active. */
export function isActiveAt(subscription: Subscription | null, at: Date): boolean {
  return subscription !== null && subscription.status === 'active' && subscription.currentPeriodEnd > at;
}

/** Still running at the provider (active or past due): starting another would charge the person twice. */
export function isLive(subscription: Subscription | null): subscription is Subscription {
  return subscription !== null && subscription.status !== 'canceled';
}
