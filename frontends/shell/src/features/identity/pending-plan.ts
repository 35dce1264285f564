import type { CatalogueItem } from '@repairlens/contract';
import { readStored, removeStored, writeStored } from '../../lib/browser-storage';

/**
 * What a visitor chose on the pricing page before signing in (product §4): "one-time" for a repair credit,
 * otherwise the plan's catalogue id. "unlimited", which the product also lists, is read as the pro plan.
 */
export type PlanChoice = string;

export const PENDING_PLAN_KEY = 'repairlens.pendingPlan';

const ONE_TIME = 'one-time';
const STORED_ALIASES: Readonly<Record<string, PlanChoice>> = { unlimited: 'pro' };
/** A catalogue item id's shape: anything else found under the key is not a choice. */
const PLAN_ID = /^[a-z][a-z0-9_]{0,31}$/;

export function planChoiceOf(item: CatalogueItem): PlanChoice {
  return item.kind === 'credit' ? ONE_TIME : item.id;
}

/** Where a plan choice is completed once signed in. */
export function planDestination(choice: PlanChoice): string {
  const plan = STORED_ALIASES[choice] ?? choice;
  return plan === ONE_TIME ? '/checkout' : `/subscribe?${new URLSearchParams({ plan })}`;
}

export function rememberPlanChoice(plan: PlanChoice): void {
  writeStored('local', PENDING_PLAN_KEY, plan);
}

/**
 * The page to complete a stored plan choice on, once: the choice is removed as it is read. Anything else
 * found under the key (an old value, a hand edit) is dropped. The page shows the plan and its price and
 * waits for the person's click: a choice remembered across signing in never buys or changes a plan by itself.
 */
export function takePendingPlanDestination(): string | null {
  const stored = readStored('local', PENDING_PLAN_KEY);
  if (stored === null) return null;
  removeStored('local', PENDING_PLAN_KEY);
  return stored === ONE_TIME || PLAN_ID.test(stored) ? planDestination(stored) : null;
}
