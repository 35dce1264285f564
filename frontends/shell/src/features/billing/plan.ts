import type { AuthUser, SubscriptionCheckoutRequest } from '@repairlens/contract';

/** The monthly plans: Basic (10 repairs a month) and Unlimited, whose code name is "pro". */
export type Plan = SubscriptionCheckoutRequest['plan'];

/** Product §4: basic and pro while a subscription of that plan is active, free otherwise. */
export type PlanType = 'free' | Plan;

type PlanFields = Pick<AuthUser, 'subscriptionStatus' | 'subscriptionPlan'>;

export function planTypeOf(user: PlanFields): PlanType {
  return user.subscriptionStatus === 'active' && user.subscriptionPlan ? user.subscriptionPlan : 'free';
}

/**
 * Nothing left to pay for a repair with, as far as the shell can tell: no plan, no free repair, no credit.
 * (What is left of a Basic plan's month only the server knows; it answers an upload with 402 then.)
 */
export function hasNoRepairsLeft(user: PlanFields & Pick<AuthUser, 'freeFixesRemaining' | 'credits'>): boolean {
  return planTypeOf(user) === 'free' && user.freeFixesRemaining === 0 && user.credits === 0;
}

const PLANS = ['basic', 'pro'] as const satisfies readonly Plan[];

export function isPlan(value: unknown): value is Plan {
  return typeof value === 'string' && (PLANS as readonly string[]).includes(value);
}
