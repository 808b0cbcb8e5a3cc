/**
 * The one great-circle distance of the product (issue 21): the server's searches, plans and geocoders measure on this
 * sphere, and the SQL that filters by distance uses the same radius.
 */

/** Mean earth radius (IUGG), km. */
export const EARTH_RADIUS_KM = 6371.0088;

const RAD = Math.PI / 180;

/** Great-circle distance between two points in decimal degrees, in km (haversine on the mean-radius sphere). */
export function haversineKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const h =
    Math.sin(((b.lat - a.lat) * RAD) / 2) ** 2 +
    Math.cos(a.lat * RAD) * Math.cos(b.lat * RAD) * Math.sin(((b.lon - a.lon) * RAD) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
