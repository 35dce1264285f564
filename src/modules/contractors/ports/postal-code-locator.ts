import type { GeoPoint } from '../domain/geography.js';
import type { Country } from '../domain/postal-code.js';
import { token } from '../../../shared/token.js';

/** Where a postal area is, from a data set shipped with the product (no network). */
export interface PostalCodeLocator {
  /** The centre of a Canadian FSA or a US ZIP5; null when the data set does not know it. */
  locate(country: Country, areaCode: string): Promise<GeoPoint | null>;
}

export const POSTAL_CODE_LOCATOR = token<PostalCodeLocator>('contractors.PostalCodeLocator');
