/** The monthly plans: Basic (10 repairs a period) and Unlimited, whose code name is "pro". */
export const PLANS = ['basic', 'pro'] as const;
export type Plan = (typeof PLANS)[number];

/** Unlimited is worth more than Basic; a switch between them is an upgrade or a downgrade. */
const RANK: Readonly<Record<Plan, number>> = { basic: 1, pro: 2 };

export type PlanChange = 'upgrade' | 'downgrade' | 'none';

export function planChange(from: Plan, to: Plan): PlanChange {
  if (RANK[to] === RANK[from]) return 'none';
  return RANK[to] > RANK[from] ? 'upgrade' : 'downgrade';
}

export function isPlan(value: unknown): value is Plan {
  return typeof value === 'string' && (PLANS as readonly string[]).includes(value);
}
