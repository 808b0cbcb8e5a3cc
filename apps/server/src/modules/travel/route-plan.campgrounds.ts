import { findCampgroundsNear } from './campgrounds.repository.ts';
import type { OvernightFinder } from './route-plan.service.ts';

/** How far from a day's end a campground still counts as "on the way", and how many to offer. */
export const OVERNIGHT_RADIUS_KM = 25;
export const OVERNIGHT_SUGGESTIONS = 5;

/**
 * Campgrounds nearest a day's end that take the rig (sites with a known maximum length below it are left out).
 * The overnight point lies on the route, so the distance from it is the distance off the route.
 */
export const overnightCampgrounds: OvernightFinder = async (tx, point, rigLengthM) => {
  const rows = await findCampgroundsNear(tx, {
    lat: point.lat,
    lon: point.lon,
    radius_km: OVERNIGHT_RADIUS_KM,
    filters: rigLengthM ? { min_length_m: rigLengthM } : {},
    limit: OVERNIGHT_SUGGESTIONS,
  });
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    lat: Number(r.lat),
    lon: Number(r.lon),
    distance_off_route_km: Math.round(Number(r.distance_km) * 10) / 10,
    free: r.free,
    max_length_m: r.max_length_m == null ? null : Number(r.max_length_m),
  }));
};
