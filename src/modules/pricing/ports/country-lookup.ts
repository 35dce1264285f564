import { token } from '../../../shared/token.js';

/** Where an IP address is, by country (a GeoIP database). */
export interface CountryLookup {
  /** Two-letter country code, or null for private, loopback and unknown addresses. */
  countryOf(address: string): Promise<string | null>;
}

export const COUNTRY_LOOKUP = token<CountryLookup>('pricing.CountryLookup');
