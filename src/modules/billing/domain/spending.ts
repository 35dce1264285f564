/**
 * What paid for one repair. Spending takes the first that applies, the one that expires first:
 * an active plan without a limit (nothing counted), the active allowance plan's monthly allowance,
 * free fixes, then one-time credits, which never expire. Which plans are which is the catalogue's say.
 */
export const FUNDING_SOURCES = ['unlimited', 'basic_allowance', 'free_fixes', 'credits'] as const;
export type FundingSource = (typeof FUNDING_SOURCES)[number];

/** The balances a repair can be counted against, in the order they are spent. */
export type CountedSource = Exclude<FundingSource, 'unlimited'>;
export const SPENDING_ORDER = ['basic_allowance', 'free_fixes', 'credits'] as const satisfies readonly CountedSource[];
