import type { AuthUser, CatalogueItem } from '@repairlens/contract';

/** A monthly plan's id in the catalogue (GET /api/catalogue): basic and pro in the seed, any plan added since. */
export type Plan = string;

/** Product §4: a plan's id while a subscription of that plan is active, "free" otherwise. */
export type PlanType = string;

type PlanFields = Pick<AuthUser, 'subscriptionStatus' | 'subscriptionPlan'>;

export function planTypeOf(user: PlanFields): PlanType {
  return user.subscriptionStatus === 'active' && user.subscriptionPlan ? user.subscriptionPlan : 'free';
}

/**
 * Nothing left to pay for a repair with, as far as the shell can tell: no plan, no free repair, no credit.
 * (What is left of an allowance plan's month only the server knows; it answers an upload with 402 then.)
 */
export function hasNoRepairsLeft(user: PlanFields & Pick<AuthUser, 'freeFixesRemaining' | 'credits'>): boolean {
  return planTypeOf(user) === 'free' && user.freeFixesRemaining === 0 && user.credits === 0;
}

/** The catalogue's plans, by rank. */
export function plansOf(items: readonly CatalogueItem[]): CatalogueItem[] {
  return items.filter((item) => item.kind === 'plan').sort((a, b) => a.rank - b.rank);
}

/** Moving between two plans: a higher rank is an upgrade (charged now), a lower one a downgrade (credited). */
export function planChangeBetween(from: CatalogueItem, to: CatalogueItem): 'upgrade' | 'downgrade' {
  return to.rank > from.rank ? 'upgrade' : 'downgrade';
}
