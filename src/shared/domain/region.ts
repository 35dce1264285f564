/** The two markets RepairLens serves; each has one currency. */
export const REGIONS = ['CA', 'US'] as const;
export type Region = (typeof REGIONS)[number];

export const CURRENCIES = ['CAD', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

const CURRENCY_BY_REGION: Readonly<Record<Region, Currency>> = { CA: 'CAD', US: 'USD' };

export const DEFAULT_REGION: Region = 'CA';

export function currencyOf(region: Region): Currency {
  return CURRENCY_BY_REGION[region];
}

export function isRegion(value: unknown): value is Region {
  return typeof value === 'string' && (REGIONS as readonly string[]).includes(value);
}
