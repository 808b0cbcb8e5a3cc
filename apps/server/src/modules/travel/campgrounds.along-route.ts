import type { LatLon } from '@ww/contracts';
import { EARTH_RADIUS_KM, haversineKm, type BBox } from './campgrounds.repository.ts';

const RAD = Math.PI / 180;

function bearing(a: LatLon, b: LatLon): number {
  const φ1 = a.lat * RAD;
  const φ2 = b.lat * RAD;
  const Δλ = (b.lon - a.lon) * RAD;
  return Math.atan2(
    Math.sin(Δλ) * Math.cos(φ2),
    Math.cos(φ1) * Math.sin(φ2) - Math.sin(φ1) * Math.cos(φ2) * Math.cos(Δλ),
  );
}

/** Distance (km) from p to the great-circle segment a–b, and how far along the segment (km) its nearest point lies. */
export function distanceToSegment(p: LatLon, a: LatLon, b: LatLon): { distance_km: number; along_km: number } {
  const segment = haversineKm(a.lat, a.lon, b.lat, b.lon);
  const fromA = haversineKm(a.lat, a.lon, p.lat, p.lon);
  if (segment === 0) return { distance_km: fromA, along_km: 0 };
  const d13 = fromA / EARTH_RADIUS_KM;
  const θ = bearing(a, p) - bearing(a, b);
  // Before the segment's start: a is the nearest point.
  if (Math.cos(θ) <= 0) return { distance_km: fromA, along_km: 0 };
  const xt = Math.asin(Math.max(-1, Math.min(1, Math.sin(d13) * Math.sin(θ))));
  const along = Math.acos(Math.max(-1, Math.min(1, Math.cos(d13) / Math.cos(xt)))) * EARTH_RADIUS_KM;
  if (along >= segment) return { distance_km: haversineKm(b.lat, b.lon, p.lat, p.lon), along_km: segment };
  return { distance_km: Math.abs(xt) * EARTH_RADIUS_KM, along_km: along };
}

export type RouteIndex = {
  boxes: BBox[];
  /** Great-circle length of the route, km. */
  length_km: number;
  /** Where p is off the route: the nearest distance and the route distance from the start to that nearest point. */
  locate(p: LatLon): { distance_km: number; route_position_km: number } | undefined;
};

/** Points of a path closer than this to the line that replaces them are dropped, km. */
export const SIMPLIFY_KM = 0.05;
/** At most this many points in a row are replaced by one segment, which bounds the work per point. */
const SIMPLIFY_WINDOW = 32;

/**
 * The path without repeated points and without points that bend it by less than `toleranceKm`: every dropped point
 * lies within `toleranceKm` of the segment that replaces it, so distances measured against the result are within
 * `toleranceKm` of those against the original. One pass over a window of at most SIMPLIFY_WINDOW points: linear,
 * where Douglas–Peucker is quadratic on a zigzag.
 */
export function simplifyPath(path: readonly LatLon[], toleranceKm = SIMPLIFY_KM): LatLon[] {
  const points = path.filter((p, i) => i === 0 || p.lat !== path[i - 1]!.lat || p.lon !== path[i - 1]!.lon);
  if (points.length <= 2) return points;
  const out: LatLon[] = [points[0]!];
  let anchor = 0;
  for (let i = 1; i < points.length - 1; i++) {
    // Can the segment anchor → i+1 replace every point after the anchor up to i?
    const next = points[i + 1]!;
    let fits = i - anchor < SIMPLIFY_WINDOW;
    for (let k = anchor + 1; fits && k <= i; k++)
      fits = distanceToSegment(points[k]!, points[anchor]!, next).distance_km <= toleranceKm;
    if (!fits) {
      out.push(points[i]!);
      anchor = i;
    }
  }
  out.push(points[points.length - 1]!);
  return out;
}

/** Great-circle length of a path, km. */
export function pathLengthKm(path: readonly LatLon[]): number {
  let km = 0;
  for (let i = 1; i < path.length; i++)
    km += haversineKm(path[i - 1]!.lat, path[i - 1]!.lon, path[i]!.lat, path[i]!.lon);
  return km;
}

/** Densified segments are at most this long, km. */
const DENSIFY_KM = 25;
/** How far a DENSIFY_KM arc strays from the box of its ends, km, with room to spare. */
const ARC_SLACK_KM = 0.05;

/** Points every ≤ DENSIFY_KM along each great-circle segment, so boxes drawn around the points also hold the arcs between them. */
function densify(path: LatLon[]): LatLon[] {
  const out: LatLon[] = [path[0]!];
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1]!;
    const b = path[i]!;
    const δ = haversineKm(a.lat, a.lon, b.lat, b.lon) / EARTH_RADIUS_KM;
    // Between antipodes every great circle is as short: no one arc to follow, so the segment stays as given.
    if (Math.sin(δ) < 1e-9) {
      out.push(b);
      continue;
    }
    const steps = Math.ceil((δ * EARTH_RADIUS_KM) / DENSIFY_KM);
    for (let k = 1; k < steps; k++) {
      const f = k / steps;
      const A = Math.sin((1 - f) * δ) / Math.sin(δ);
      const B = Math.sin(f * δ) / Math.sin(δ);
      const [φ1, λ1, φ2, λ2] = [a.lat * RAD, a.lon * RAD, b.lat * RAD, b.lon * RAD];
      const x = A * Math.cos(φ1) * Math.cos(λ1) + B * Math.cos(φ2) * Math.cos(λ2);
      const y = A * Math.cos(φ1) * Math.sin(λ1) + B * Math.cos(φ2) * Math.sin(λ2);
      const z = A * Math.sin(φ1) + B * Math.sin(φ2);
      out.push({ lat: Math.atan2(z, Math.hypot(x, y)) / RAD, lon: Math.atan2(y, x) / RAD });
    }
    out.push(b);
  }
  return out;
}

/**
 * Segments by grid cell, so finding the segments near a point looks at a few cells instead of the whole route.
 * Cells are `size` degrees square; each segment (at most DENSIFY_KM long) is listed in every cell its box touches.
 */
function segmentGrid(path: readonly LatLon[], size: number) {
  const columns = Math.ceil(360 / size);
  const cells = new Map<number, number[]>();
  const row = (lat: number) => Math.floor((lat + 90) / size);
  const column = (lon: number) => ((Math.floor((lon + 180) / size) % columns) + columns) % columns;
  const add = (r: number, c: number, segment: number) => {
    const key = r * columns + c;
    const list = cells.get(key);
    if (list) list.push(segment);
    else cells.set(key, [segment]);
  };
  for (let i = 0; i + 1 < path.length; i++) {
    const a = path[i]!;
    const b = path[i + 1]!;
    const [r0, r1] = [row(Math.min(a.lat, b.lat)), row(Math.max(a.lat, b.lat))];
    // A segment across ±180° is short: it touches the columns at both ends, not the whole world between them.
    const columnRanges: [number, number][] =
      Math.abs(a.lon - b.lon) > 180
        ? [
            [column(Math.max(a.lon, b.lon)), columns - 1],
            [0, column(Math.min(a.lon, b.lon))],
          ]
        : [[column(Math.min(a.lon, b.lon)), column(Math.max(a.lon, b.lon))]];
    for (let r = r0; r <= r1; r++) for (const [c0, c1] of columnRanges) for (let c = c0; c <= c1; c++) add(r, c, i);
  }
  /** Calls `visit` once for each segment listed in a cell within `reachKm` of p. */
  return (p: LatLon, reachKm: number, visit: (segment: number) => void, seen: Int32Array, stamp: number) => {
    const dLat = reachKm / EARTH_RADIUS_KM / RAD;
    const south = Math.max(-90, p.lat - dLat);
    const north = Math.min(90, p.lat + dLat);
    const widest = Math.max(Math.abs(south), Math.abs(north));
    const dLon = widest >= 89 ? 180 : Math.min(180, dLat / Math.cos(widest * RAD));
    const span =
      dLon >= 180
        ? columns
        : Math.min(columns, Math.floor((p.lon + dLon + 180) / size) - Math.floor((p.lon - dLon + 180) / size) + 1);
    const firstColumn = dLon >= 180 ? 0 : column(p.lon - dLon);
    for (let r = row(south); r <= row(north); r++) {
      for (let k = 0; k < span; k++) {
        const list = cells.get(r * columns + ((firstColumn + k) % columns));
        if (!list) continue;
        for (const segment of list) {
          if (seen[segment] === stamp) continue;
          seen[segment] = stamp;
          visit(segment);
        }
      }
    }
  };
}

/** Prefilter boxes per this many km of route (more boxes hug a route closer), and at most this many boxes. */
const BOX_ROUTE_KM = 100;
const MAX_BOXES = 200;

/**
 * Prepares a polyline for corridor searches: the prefilter boxes (each widened by the corridor) and exact measuring
 * against a segment grid, so locating a point costs the segments near it, not the whole route.
 */
export function indexRoute(route: LatLon[], corridorKm: number): RouteIndex {
  const path = densify(simplifyPath(route));
  const cumulative = new Float64Array(path.length);
  for (let i = 1; i < path.length; i++)
    cumulative[i] = cumulative[i - 1]! + haversineKm(path[i - 1]!.lat, path[i - 1]!.lon, path[i]!.lat, path[i]!.lon);
  const lengthKm = cumulative[path.length - 1] ?? 0;
  const segments = path.length - 1;
  const boxCount = Math.max(1, Math.min(MAX_BOXES, Math.ceil(lengthKm / BOX_ROUTE_KM)));
  const perBox = Math.max(1, Math.ceil(segments / boxCount));
  const dLat = (corridorKm + ARC_SLACK_KM) / EARTH_RADIUS_KM / RAD;
  const boxes: BBox[] = [];
  for (let from = 0; from < Math.max(segments, 1); from += perBox) {
    const to = Math.min(path.length - 1, from + perBox);
    let [south, north, west, east] = [90, -90, 180, -180];
    for (let i = from; i <= to; i++) {
      const p = path[i]!;
      [south, north, west, east] = [
        Math.min(south, p.lat),
        Math.max(north, p.lat),
        Math.min(west, p.lon),
        Math.max(east, p.lon),
      ];
    }
    south = Math.max(-90, south - dLat);
    north = Math.min(90, north + dLat);
    const widest = Math.max(Math.abs(south), Math.abs(north));
    // Longitude degrees shrink with cos(latitude): widen by the corridor measured at the box's most polar edge.
    const dLon = widest >= 89 ? 180 : Math.min(180, dLat / Math.cos(widest * RAD));
    boxes.push({ south, north, west: Math.max(-180, west - dLon), east: Math.min(180, east + dLon) });
  }
  // Cells about as wide as the corridor: a point's neighbourhood is a few cells.
  const near = segmentGrid(path, Math.min(10, Math.max(0.1, (corridorKm + ARC_SLACK_KM) / EARTH_RADIUS_KM / RAD)));
  // Each segment's latitude band: a segment whose band is farther from a point than the best distance so far cannot
  // be nearer (a degree of latitude is the shortest way across it). Near the poles arcs bulge past their ends.
  const [bandSouth, bandNorth] = [new Float64Array(segments), new Float64Array(segments)];
  for (let i = 0; i < segments; i++) {
    const [a, b] = [path[i]!.lat, path[i + 1]!.lat];
    const polar = Math.max(Math.abs(a), Math.abs(b)) > 75;
    bandSouth[i] = polar ? -90 : Math.min(a, b);
    bandNorth[i] = polar ? 90 : Math.max(a, b);
  }
  const kmPerDegree = EARTH_RADIUS_KM * RAD;
  const seen = new Int32Array(Math.max(segments, 1));
  let stamp = 0;
  return {
    boxes,
    length_km: lengthKm,
    locate(p) {
      if (segments < 1) {
        const d = haversineKm(p.lat, p.lon, path[0]!.lat, path[0]!.lon);
        return d <= corridorKm ? { distance_km: d, route_position_km: 0 } : undefined;
      }
      let best: { distance_km: number; route_position_km: number } | undefined;
      near(
        p,
        // An arc strays ARC_SLACK_KM outside the cells of its ends; 1 % covers degrees of longitude versus km.
        (corridorKm + 2 * ARC_SLACK_KM) * 1.01,
        (i) => {
          const gapKm = Math.max(0, bandSouth[i]! - p.lat, p.lat - bandNorth[i]!) * kmPerDegree;
          if (gapKm > Math.min(corridorKm, best?.distance_km ?? Infinity) + ARC_SLACK_KM) return;
          const d = distanceToSegment(p, path[i]!, path[i + 1]!);
          if (
            !best ||
            d.distance_km < best.distance_km ||
            (d.distance_km === best.distance_km && cumulative[i]! + d.along_km < best.route_position_km)
          ) {
            best = { distance_km: d.distance_km, route_position_km: cumulative[i]! + d.along_km };
          }
        },
        seen,
        ++stamp,
      );
      return best && best.distance_km <= corridorKm ? best : undefined;
    },
  };
}
