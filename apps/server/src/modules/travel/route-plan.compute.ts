import { SAFE_RANGE_MARGIN, TRIP_LIMITS } from '@ww/contracts';
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

/** A polyline with the running great-circle length at each vertex, so points along it are found by bisection. */
type MeasuredLine = { line: readonly Coordinate[]; cumulative: Float64Array };

function measure(line: readonly Coordinate[]): MeasuredLine {
  const cumulative = new Float64Array(line.length);
  for (let i = 1; i < line.length; i++) cumulative[i] = cumulative[i - 1]! + haversineKm(toPoint(line[i - 1]!), toPoint(line[i]!));
  return { line, cumulative };
}

function pointAlongMeasured({ line, cumulative }: MeasuredLine, share: number): LatLon {
  if (line.length < 2) return toPoint(line[0]!);
  const total = cumulative[line.length - 1]!;
  const target = Math.min(Math.max(share, 0), 1) * total;
  // The first segment whose end reaches the target.
  let lo = 0;
  let hi = line.length - 2;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cumulative[mid + 1]! >= target) hi = mid;
    else lo = mid + 1;
  }
  const len = cumulative[lo + 1]! - cumulative[lo]!;
  const f = len === 0 ? 0 : Math.min((target - cumulative[lo]!) / len, 1);
  const [lon0, lat0] = line[lo]!;
  const [lon1, lat1] = line[lo + 1]!;
  return { lat: round(lat0 + (lat1 - lat0) * f, 5), lon: round(lon0 + (lon1 - lon0) * f, 5) };
}

/** The point a given share (0..1) of the way along a polyline, by great-circle length. */
export function pointAlong(line: readonly Coordinate[], share: number): LatLon {
  return pointAlongMeasured(measure(line), share);
}

/** A day ending on an intermediate stop with less than this share of the limit left stops there for the night. */
export const END_AT_STOP_SHARE = 0.2;

export type RawDay = {
  start: LatLon & { stopIndex: number | null };
  end: LatLon & { stopIndex: number | null };
  distance_km: number;
  duration_min: number;
};

/** A route that needs more days than TRIP_LIMITS.maxPlanDays at the given daily limit. */
export class TooManyDaysError extends Error {
  constructor(readonly maxDays: number) {
    super(`The plan would need more than ${maxDays} days`);
    this.name = 'TooManyDaysError';
  }
}

/**
 * Driving days of at most `limitKm`. A leg longer than what is left of the day is cut where the limit is
 * reached (the overnight point, interpolated along the leg's geometry by the share of the leg's road distance).
 * A day also ends on reaching a stop when less than END_AT_STOP_SHARE of the limit is left, since a named
 * place beats a lay-by a few kilometres on. Throws TooManyDaysError past `maxDays` days, so no limit (however
 * small, even one that no longer moves a floating-point sum) can keep it looping.
 */
export function splitDays(
  stops: readonly LatLon[],
  legs: readonly Leg[],
  slices: readonly Coordinate[][],
  limitKm: number,
  maxDays: number = TRIP_LIMITS.maxPlanDays,
): RawDay[] {
  if (!(limitKm > 0) || !Number.isFinite(limitKm)) throw new RangeError(`The daily limit must be a positive number of km, got ${limitKm}`);
  const days: RawDay[] = [];
  let start: RawDay['start'] = { ...stops[0]!, stopIndex: 0 };
  let dayKm = 0;
  let dayMin = 0;
  const close = (end: RawDay['end']) => {
    if (days.length >= maxDays) throw new TooManyDaysError(maxDays);
    days.push({ start, end, distance_km: round(dayKm, 1), duration_min: Math.round(dayMin) });
    start = { lat: end.lat, lon: end.lon, stopIndex: end.stopIndex };
    dayKm = 0;
    dayMin = 0;
  };
  legs.forEach((leg, i) => {
    const minPerKm = leg.distance_km > 0 ? leg.duration_min / leg.distance_km : 0;
    let measured: MeasuredLine | undefined;
    let done = 0;
    // 1 km of slack: a leg that ends just past the limit does not start a day of its own.
    while (leg.distance_km - done > limitKm - dayKm + 1) {
      const drive = limitKm - dayKm;
      done += drive;
      dayKm += drive;
      dayMin += drive * minPerKm;
      measured ??= measure(slices[i]!);
      const point = pointAlongMeasured(measured, leg.distance_km > 0 ? done / leg.distance_km : 1);
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
