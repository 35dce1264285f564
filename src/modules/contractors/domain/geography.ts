export interface GeoPoint {
  readonly latitude: number;
  readonly longitude: number;
}

export type DistanceUnit = 'km' | 'mi';

export const KM_PER_MILE = 1.609344;
const EARTH_RADIUS_KM = 6371.0088;

export function toKilometres(distance: number, unit: DistanceUnit): number {
  return unit === 'km' ? distance : distance * KM_PER_MILE;
}

/** Great-circle distance (haversine), in kilometres: exact enough between postal-code centroids. */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
