import { SAFE_RANGE_MARGIN } from '@ww/contracts';
import { haversineKm, type LatLon } from '../../providers/geocoding/geo.ts';

export type Coordinate = [number, number]; // [lon, lat]
export type Leg = { distance_km: number; duration_min: number };

const toPoint = (c: Coordinate): LatLon => ({ lat: c[1], lon: c[0] });
export const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;

/**
 * The geometry cut into one polyline per leg. Routers snap waypoints to the road, so each waypoint is matched
 * to the nearest geometry vertex at or after the previous waypoint's vertex (a route never runs backwards).
 */
export function legSlices(geometry: readonly Coordinate[], waypoints: readonly LatLon[]): Coordinate[][] {
  if (geometry.length < 2) return waypoints.slice(1).map((b, i) => [[waypoints[i]!.lon, waypoints[i]!.lat], [b.lon, b.lat]]);
  const at: number[] = [0];
  for (let w = 1; w < waypoints.length; w++) {
    if (w === waypoints.length - 1) {
      at.push(geometry.length - 1);
      break;
    }
    let best = at[w - 1]!;
    let bestKm = Infinity;
    for (let i = at[w - 1]!; i < geometry.length; i++) {
      const km = haversineKm(toPoint(geometry[i]!), waypoints[w]!);
      if (km < bestKm) {
        bestKm = km;
        best = i;
      }
    }
    at.push(best);
  }
  return at.slice(1).map((end, i) => {
    const slice = geometry.slice(at[i], end + 1) as Coordinate[];
    return slice.length >= 2 ? slice : [geometry[at[i]!]!, geometry[end]!];
  });
}

/** The point a given share (0..1) of the way along a polyline, by great-circle length. */
export function pointAlong(line: readonly Coordinate[], share: number): LatLon {
  const lengths = line.slice(1).map((c, i) => haversineKm(toPoint(line[i]!), toPoint(c)));
  const total = lengths.reduce((a, b) => a + b, 0);
  let target = Math.min(Math.max(share, 0), 1) * total;
  for (let i = 0; i < lengths.length; i++) {
    const len = lengths[i]!;
    if (target <= len || i === lengths.length - 1) {
      const f = len === 0 ? 0 : Math.min(target / len, 1);
      const [lon0, lat0] = line[i]!;
      const [lon1, lat1] = line[i + 1]!;
      return { lat: round(lat0 + (lat1 - lat0) * f, 5), lon: round(lon0 + (lon1 - lon0) * f, 5) };
    }
    target -= len;
  }
  return toPoint(line[0]!);
}

/** A day ending on an intermediate stop with less than this share of the limit left stops there for the night. */
export const END_AT_STOP_SHARE = 0.2;

export type RawDay = {
  start: LatLon & { stopIndex: number | null };
  end: LatLon & { stopIndex: number | null };
  distance_km: number;
  duration_min: number;
};

/**
 * Driving days of at most `limitKm`. A leg longer than what is left of the day is cut where the limit is
 * reached (the overnight point, interpolated along the leg's geometry by the share of the leg's road distance).
 * A day also ends on reaching a stop when less than END_AT_STOP_SHARE of the limit is left, since a named
 * place beats a lay-by a few kilometres on.
 */
export function splitDays(stops: readonly LatLon[], legs: readonly Leg[], slices: readonly Coordinate[][], limitKm: number): RawDay[] {
  const days: RawDay[] = [];
  let start: RawDay['start'] = { ...stops[0]!, stopIndex: 0 };
  let dayKm = 0;
  let dayMin = 0;
  const close = (end: RawDay['end']) => {
    days.push({ start, end, distance_km: round(dayKm, 1), duration_min: Math.round(dayMin) });
    start = { lat: end.lat, lon: end.lon, stopIndex: end.stopIndex };
    dayKm = 0;
    dayMin = 0;
  };
  legs.forEach((leg, i) => {
    const minPerKm = leg.distance_km > 0 ? leg.duration_min / leg.distance_km : 0;
    let done = 0;
    // 1 km of slack: a leg that ends just past the limit does not start a day of its own.
    while (leg.distance_km - done > limitKm - dayKm + 1) {
      const drive = limitKm - dayKm;
      done += drive;
      dayKm += drive;
      dayMin += drive * minPerKm;
      const point = pointAlong(slices[i]!, leg.distance_km > 0 ? done / leg.distance_km : 1);
      close({ ...point, stopIndex: null });
    }
    const rest = leg.distance_km - done;
    dayKm += rest;
    dayMin += rest * minPerKm;
    const last = i === legs.length - 1;
    if (last || limitKm - dayKm < limitKm * END_AT_STOP_SHARE) close({ ...stops[i + 1]!, stopIndex: i + 1 });
  });
  return days;
}

/** Kilometres a full tank lasts with the safety margin; null when tank or consumption is unknown. */
export function safeRangeKm(tankL: number | null, consumptionLPer100: number | null): number | null {
  if (!tankL || !consumptionLPer100) return null;
  return round((tankL / consumptionLPer100) * 100 * SAFE_RANGE_MARGIN, 1);
}

export const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
