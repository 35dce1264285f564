import type { Region } from '../../../shared/domain/region.js';
import { detectRegion, regionOfCountry } from '../domain/region-detection.js';
import type { CountryLookup } from '../ports/country-lookup.js';

export interface LocationRequest {
  /** The value of the trusted edge country header; undefined unless such a header is configured and sent. */
  readonly edgeCountry: string | undefined;
  readonly clientAddress: string | undefined;
  readonly acceptLanguage: string | undefined;
}

/** Which region's prices a visitor most likely wants, for the shell's first render. */
export class DetectRegion {
  constructor(private readonly countries: CountryLookup) {}

  async execute(request: LocationRequest): Promise<Region> {
    const edgeDecides = regionOfCountry(request.edgeCountry) !== null;
    const addressCountry =
      !edgeDecides && request.clientAddress ? await this.countries.countryOf(request.clientAddress) : null;
    return detectRegion({ ...request, addressCountry });
  }
}
