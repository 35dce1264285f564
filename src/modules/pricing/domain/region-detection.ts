import { preferredLanguageTags } from '../../../shared/domain/accept-language.js';
import { isRegion, type Region } from '../../../shared/domain/region.js';

/**
 * The sources that can tell where a visitor is, in the order they are believed: a country stated by our
 * own edge (CDN or load balancer), the country of the client's address, then the languages the browser
 * asks for. Each answers a region we serve or nothing; the first answer wins, and with none the region
 * is Canada.
 */
export interface LocationClues {
  /** The trusted edge's country header, when one is configured; otherwise undefined. */
  readonly edgeCountry: string | undefined;
  /** The country of the client's address from a GeoIP lookup, or null when it has none (private, unknown). */
  readonly addressCountry: string | null;
  readonly acceptLanguage: string | undefined;
}

/** A two-letter country code (any case) as a region we serve; any other country or value answers null. */
export function regionOfCountry(country: string | null | undefined): Region | null {
  const code = country?.trim().toUpperCase();
  return isRegion(code) ? code : null;
}

/**
 * The region named by the highest-weighted language tag that carries one of our countries (en-US, es-US →
 * US; en-CA, fr-CA → CA). Tags without a country (en, fr) say nothing about where someone is.
 */
export function regionOfAcceptLanguage(header: string | undefined): Region | null {
  for (const tag of preferredLanguageTags(header)) {
    const region = regionOfCountry(/^[A-Za-z]{2,3}(?:-[A-Za-z]{4})?-([A-Za-z]{2})(?:-|$)/.exec(tag)?.[1]);
    if (region) return region;
  }
  return null;
}

export const FALLBACK_REGION: Region = 'CA';

export function detectRegion(clues: LocationClues): Region {
  return (
    regionOfCountry(clues.edgeCountry) ??
    regionOfCountry(clues.addressCountry) ??
    regionOfAcceptLanguage(clues.acceptLanguage) ??
    FALLBACK_REGION
  );
}
