import { haversineKm, LOCATION } from '@ww/contracts';

export interface LatLng {
  latitude: number;
  longitude: number;
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km between two browser positions: the contracts' one haversine. */
export const distanceKm = (a: LatLng, b: LatLng): number =>
  haversineKm({ lat: a.latitude, lon: a.longitude }, { lat: b.latitude, lon: b.longitude });

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
