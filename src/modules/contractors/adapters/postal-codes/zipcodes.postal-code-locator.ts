import type { GeoPoint } from '../../domain/geography.js';
import type { Country } from '../../domain/postal-code.js';
import type { PostalCodeLocator } from '../../ports/postal-code-locator.js';

type Zipcodes = (typeof import('zipcodes'))['default'];

/** How the data set names the countries. */
const COUNTRY_NAMES: Readonly<Record<Country, string>> = { CA: 'Canada', US: 'US' };

/**
 * Postal areas from the `zipcodes` package: about 42,500 US ZIP codes and 1,600 Canadian FSAs with the
 * latitude and longitude of their centre, shipped inside the package, read offline. Its data (about 5 MB)
 * is loaded on the first lookup, not at start.
 */
export class ZipcodesPostalCodeLocator implements PostalCodeLocator {
  private zipcodes: Promise<Zipcodes> | undefined;

  async locate(country: Country, areaCode: string): Promise<GeoPoint | null> {
    this.zipcodes ??= import('zipcodes').then((module) => module.default);
    const entry = (await this.zipcodes).lookup(areaCode);
    if (!entry || entry.country !== COUNTRY_NAMES[country]) return null;
    return { latitude: entry.latitude, longitude: entry.longitude };
  }
}
