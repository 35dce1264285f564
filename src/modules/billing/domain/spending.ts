/**
 * What paid for one repair. Spending takes the first that applies, the one that expires first:
 * an active Unlimited plan (nothing counted), the active Basic plan's monthly allowance, free fixes,
 * then one-time credits, which never expire.
 */
export const FUNDING_SOURCES = ['unlimited', 'basic_allowance', 'free_fixes', 'credits'] as const;
export type FundingSource = (typeof FUNDING_SOURCES)[number];

/** The Basic plan's allowance, renewed each paid period. */
export const BASIC_REPAIRS_PER_PERIOD = 10;
