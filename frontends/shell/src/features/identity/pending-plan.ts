import { readStored, removeStored, writeStored } from '../../lib/browser-storage';

/** What a visitor chose on the pricing page before signing in (product §4). */
export type PlanChoice = 'one-time' | 'basic' | 'pro' | 'unlimited';

export const PENDING_PLAN_KEY = 'repairlens.pendingPlan';

const DESTINATIONS: Readonly<Record<PlanChoice, string>> = {
  'one-time': '/checkout',
  basic: '/subscribe?plan=basic',
  // "Unlimited" is the pro plan's name on screen.
  pro: '/subscribe?plan=pro',
  unlimited: '/subscribe?plan=pro',
};

/** Where a plan choice is completed once signed in. */
export function planDestination(plan: PlanChoice): string {
  return DESTINATIONS[plan];
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
  return Object.hasOwn(DESTINATIONS, stored) ? DESTINATIONS[stored as PlanChoice] : null;
}
