import { LOCATION } from '@ww/contracts';

export interface LatLng {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_KM = 6_371.0088;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km (haversine): exact enough for the tracking thresholds of a few hundred metres. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** SPEC §9: coordinates are shown with 4 decimals (about 11 m), in the reader's number format. */
export function formatCoordinate(value: number, locale?: string): string {
  return value.toLocaleString(locale, {
    minimumFractionDigits: LOCATION.coordinateDecimals,
    maximumFractionDigits: LOCATION.coordinateDecimals,
  });
}

/** A polygon of `points` vertices approximating a circle of `radiusM` metres on the ground, as [lon, lat] pairs. */
export function circlePolygon(center: LatLng, radiusM: number, points = 48): Array<[number, number]> {
  const latStep = radiusM / 111_320;
  // A degree of longitude shrinks with the cosine of the latitude; near the poles it is held to a sane width.
  const lonStep = radiusM / (111_320 * Math.max(Math.cos(toRadians(center.latitude)), 0.01));
  const ring: Array<[number, number]> = [];
  for (let i = 0; i <= points; i++) {
    const angle = (i / points) * 2 * Math.PI;
    ring.push([center.longitude + lonStep * Math.cos(angle), center.latitude + latStep * Math.sin(angle)]);
  }
  return ring;
}
