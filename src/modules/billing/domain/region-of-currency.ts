import { REGIONS, currencyOf, type Region } from '../../../shared/domain/region.js';

/**
 * Each region has its own currency, so a subscription's currency tells its region: a plan switch is
 * priced in the currency the subscription already bills in (a provider customer cannot mix them).
 */
export function regionOfCurrency(currency: string): Region | null {
  return REGIONS.find((region) => currencyOf(region) === currency.toUpperCase()) ?? null;
}
