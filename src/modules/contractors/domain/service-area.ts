import { distanceKm, toKilometres, type DistanceUnit, type GeoPoint } from './geography.js';

/**
 * Where a contractor works, around the business's postal code: everywhere within a travel radius, or
 * only in the listed areas (Canadian FSAs, US ZIP5s).
 */
export type ServiceArea =
  | { readonly kind: 'radius'; readonly radius: number; readonly unit: DistanceUnit }
  | { readonly kind: 'codes'; readonly codes: readonly string[] };

export const MAX_RADIUS: Readonly<Record<DistanceUnit, number>> = { km: 250, mi: 155 };
export const MAX_SERVICE_CODES = 100;

export interface Searcher {
  /** FSA or ZIP5. */
  readonly areaCode: string;
  readonly point: GeoPoint;
}

/**
 * How far a contractor based at `business` is from the searcher, in kilometres, when the service area
 * covers the searcher, or when the business lies within the searcher's widened radius (`withinKm`, null for
 * none); null when neither.
 */
export function reach(
  area: ServiceArea,
  business: GeoPoint,
  searcher: Searcher,
  withinKm: number | null = null,
): number | null {
  const distance = distanceKm(business, searcher.point);
  if (withinKm !== null && distance <= withinKm) return distance;
  if (area.kind === 'radius') return distance <= toKilometres(area.radius, area.unit) ? distance : null;
  return area.codes.includes(searcher.areaCode) ? distance : null;
}

/** "Within 40 km of M5V 3L9" or "M5V, M5W, M6J": the area as a profile card shows it. */
export function describeServiceArea(area: ServiceArea, postalCode: string): string {
  if (area.kind === 'radius') return `Within ${area.radius} ${area.unit} of ${postalCode}`;
  const shown = area.codes.slice(0, 8).join(', ');
  return area.codes.length > 8 ? `${shown} and ${area.codes.length - 8} more` : shown;
}
