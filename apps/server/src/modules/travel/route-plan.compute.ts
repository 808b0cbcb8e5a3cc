import { DAY_END_TOLERANCE, SAFE_RANGE_MARGIN, TRIP_LIMITS, haversineKm, type LatLon } from '@ww/contracts';

export type Coordinate = [number, number]; // [lon, lat]
export type Leg = { distance_km: number; duration_min: number };

const toPoint = (c: Coordinate): LatLon => ({ lat: c[1], lon: c[0] });
export const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;

/**
 * The geometry cut into one polyline per leg. Routers snap waypoints to the road, so each waypoint is matched
 * to the nearest geometry vertex at or after the previous waypoint's vertex (a route never runs backwards).
 */
export function legSlices(geometry: readonly Coordinate[], waypoints: readonly LatLon[]): Coordinate[][] {
  if (geometry.length < 2)
    return waypoints.slice(1).map((b, i) => [
      [waypoints[i]!.lon, waypoints[i]!.lat],
      [b.lon, b.lat],
    ]);
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
    const slice = geometry.slice(at[i], end + 1);
    return slice.length >= 2 ? slice : [geometry[at[i]!]!, geometry[end]!];
  });
}

/** A polyline with the running great-circle length at each vertex, so points along it are found by bisection. */
type MeasuredLine = { line: readonly Coordinate[]; cumulative: Float64Array };

function measure(line: readonly Coordinate[]): MeasuredLine {
  const cumulative = new Float64Array(line.length);
  for (let i = 1; i < line.length; i++)
    cumulative[i] = cumulative[i - 1]! + haversineKm(toPoint(line[i - 1]!), toPoint(line[i]!));
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

export type DayEndReason = 'stop' | 'chosen' | 'limit' | 'destination';

export type RawDay = {
  start: LatLon & { stopIndex: number | null };
  end: LatLon & { stopIndex: number | null };
  distance_km: number;
  duration_min: number;
  reason: DayEndReason;
  /** Index into the `nights` given to splitDays when the day ends at a chosen night. */
  night: number | null;
};

/**
 * A night the traveller chose, as a position along the route: `km` from the start. At a stop, `stopIndex` is its
 * index in the ordered stops; at a campground, `point` is where the route passes nearest to it.
 */
export type ChosenNight = { km: number; stopIndex: number | null; point?: LatLon };

/** A route that needs more days than TRIP_LIMITS.maxPlanDays at the given daily limit. */
export class TooManyDaysError extends Error {
  constructor(readonly maxDays: number) {
    super(`The plan would need more than ${maxDays} days`);
    this.name = 'TooManyDaysError';
  }
}

/** Where on the route `km` from its start lies: the leg and the share of it driven. */
function legAt(cumulative: readonly number[], km: number): { leg: number; share: number } {
  let leg = 0;
  while (leg < cumulative.length - 2 && cumulative[leg + 1]! < km) leg++;
  const length = cumulative[leg + 1]! - cumulative[leg]!;
  return { leg, share: length > 0 ? Math.min(Math.max((km - cumulative[leg]!) / length, 0), 1) : 1 };
}

/**
 * Where on the route the point nearest `p` lies, km from the start: each segment of the legs' geometry is searched
 * (projected on a local flat map, fine over a segment's length), and the share of the leg is priced at its road km.
 */
export function kmAlongRoute(
  legs: readonly Leg[],
  slices: readonly Coordinate[][],
  p: LatLon,
): { km: number; point: LatLon } {
  let best = { km: 0, point: p, off: Infinity };
  let before = 0;
  const kx = Math.cos((p.lat * Math.PI) / 180);
  legs.forEach((leg, i) => {
    const { line, cumulative } = measure(slices[i]!);
    const total = cumulative[line.length - 1]!;
    for (let v = 0; v + 1 < line.length; v++) {
      const [ax, ay] = line[v]!;
      const [bx, by] = line[v + 1]!;
      const dx = (bx - ax) * kx;
      const dy = by - ay;
      const len2 = dx * dx + dy * dy;
      const f = len2 === 0 ? 0 : Math.min(Math.max(((p.lon - ax) * kx * dx + (p.lat - ay) * dy) / len2, 0), 1);
      const point = { lat: round(ay + (by - ay) * f, 5), lon: round(ax + (bx - ax) * f, 5) };
      const off = haversineKm(point, p);
      if (off < best.off) {
        const along = cumulative[v]! + f * (cumulative[v + 1]! - cumulative[v]!);
        best = { km: before + (total > 0 ? along / total : 0) * leg.distance_km, point, off };
      }
    }
    before += leg.distance_km;
  });
  return { km: best.km, point: best.point };
}

/**
 * Driving days of about `limitKm` that end where a traveller would stop (decision 007, issue 10 item 9):
 * - at a night the traveller chose (`nights`, at a stop or a campground), when it is within the limit plus
 *   DAY_END_TOLERANCE; a chosen night further on gets limit days before it;
 * - else at the destination when it is within the limit plus the tolerance;
 * - else at the stop nearest the limit within ± DAY_END_TOLERANCE of it;
 * - else where the limit is reached (interpolated along the leg's geometry); the service puts that night at the
 *   nearest campground.
 * Each day's time is its share of the legs' driving times. Throws TooManyDaysError past `maxDays` days, so no limit
 * (however small, even one that no longer moves a floating-point sum) can keep it looping.
 */
export function splitDays(
  stops: readonly LatLon[],
  legs: readonly Leg[],
  slices: readonly Coordinate[][],
  limitKm: number,
  maxDays: number = TRIP_LIMITS.maxPlanDays,
  nights: readonly ChosenNight[] = [],
): RawDay[] {
  if (!(limitKm > 0) || !Number.isFinite(limitKm))
    throw new RangeError(`The daily limit must be a positive number of km, got ${limitKm}`);
  const cumulative = [0];
  const minutes = [0];
  for (const leg of legs) {
    cumulative.push(cumulative.at(-1)! + leg.distance_km);
    minutes.push(minutes.at(-1)! + leg.duration_min);
  }
  const totalKm = cumulative.at(-1)!;
  const last = stops.length - 1;
  const minutesAt = (km: number) => {
    const { leg, share } = legAt(cumulative, km);
    return minutes[leg]! + share * (minutes[leg + 1]! - minutes[leg]!);
  };
  const measured: (MeasuredLine | undefined)[] = [];
  const pointAt = (km: number): LatLon => {
    const { leg, share } = legAt(cumulative, km);
    return pointAlongMeasured((measured[leg] ??= measure(slices[leg]!)), share);
  };
  const chosen = nights
    .map((night, index) => ({ ...night, index }))
    .filter((n) => n.km > 0 && n.km < totalKm)
    .sort((a, b) => a.km - b.km);

  const days: RawDay[] = [];
  let start: RawDay['start'] = { ...stops[0]!, stopIndex: 0 };
  let at = 0;
  let nextChosen = 0;
  const slack = limitKm * DAY_END_TOLERANCE;
  while (at < totalKm || days.length === 0) {
    if (days.length >= maxDays) throw new TooManyDaysError(maxDays);
    while (nextChosen < chosen.length && chosen[nextChosen]!.km <= at) nextChosen++;
    const night = chosen[nextChosen];
    let end: { km: number; point: LatLon; stopIndex: number | null; reason: DayEndReason; night: number | null };
    if (night && night.km - at <= limitKm + slack) {
      nextChosen++;
      const point = night.stopIndex !== null ? stops[night.stopIndex]! : (night.point ?? pointAt(night.km));
      end = { km: night.km, point, stopIndex: night.stopIndex, reason: 'chosen', night: night.index };
    } else if (totalKm - at <= limitKm + slack) {
      end = { km: totalKm, point: stops[last]!, stopIndex: last, reason: 'destination', night: null };
    } else {
      let best: number | null = null;
      for (let k = 1; k < last; k++) {
        const driven = cumulative[k]! - at;
        if (
          driven >= limitKm - slack &&
          driven <= limitKm + slack &&
          (best === null || Math.abs(driven - limitKm) < Math.abs(cumulative[best]! - at - limitKm))
        ) {
          best = k;
        }
      }
      end =
        best !== null
          ? { km: cumulative[best]!, point: stops[best]!, stopIndex: best, reason: 'stop', night: null }
          : { km: at + limitKm, point: pointAt(at + limitKm), stopIndex: null, reason: 'limit', night: null };
    }
    const endPoint = { lat: end.point.lat, lon: end.point.lon, stopIndex: end.stopIndex };
    days.push({
      start,
      end: endPoint,
      distance_km: round(end.km - at, 1),
      duration_min: Math.round(minutesAt(end.km) - minutesAt(at)),
      reason: end.reason,
      night: end.night,
    });
    start = endPoint;
    // A limit too small to move the sum still ends: the day cap above throws.
    at = Math.max(end.km, at);
  }
  return days;
}

/** Kilometres a full tank lasts with the safety margin; null when tank or consumption is unknown. */
export function safeRangeKm(tankL: number | null, consumptionLPer100: number | null): number | null {
  if (!tankL || !consumptionLPer100) return null;
  return round((tankL / consumptionLPer100) * 100 * SAFE_RANGE_MARGIN, 1);
}
