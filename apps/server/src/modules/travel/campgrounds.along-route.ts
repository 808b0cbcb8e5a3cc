import type { LatLon } from '@ww/contracts';
import { EARTH_RADIUS_KM, haversineKm, type BBox } from './campgrounds.repository.ts';

const RAD = Math.PI / 180;
/** Segments per prefilter box: long routes become a chain of boxes hugging the line instead of one huge box. */
const BOX_COUNT = 40;

function bearing(a: LatLon, b: LatLon): number {
  const φ1 = a.lat * RAD;
  const φ2 = b.lat * RAD;
  const Δλ = (b.lon - a.lon) * RAD;
  return Math.atan2(Math.sin(Δλ) * Math.cos(φ2), Math.cos(φ1) * Math.sin(φ2) - Math.sin(φ1) * Math.cos(φ2) * Math.cos(Δλ));
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
  /** Where p is off the route: the nearest distance and the route distance from the start to that nearest point. */
  locate(p: LatLon): { distance_km: number; route_position_km: number } | undefined;
};

/** Points every ≤ 25 km along each great-circle segment, so boxes drawn around the points also hold the arcs between them. */
function densify(path: LatLon[]): LatLon[] {
  const out: LatLon[] = [path[0]!];
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1]!;
    const b = path[i]!;
    const δ = haversineKm(a.lat, a.lon, b.lat, b.lon) / EARTH_RADIUS_KM;
    const steps = Math.ceil((δ * EARTH_RADIUS_KM) / 25);
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

/** Prepares a polyline for corridor searches: the prefilter boxes (each widened by the corridor) and exact measuring. */
export function indexRoute(route: LatLon[], corridorKm: number): RouteIndex {
  const path = densify(route);
  const cumulative = [0];
  for (let i = 1; i < path.length; i++) cumulative.push(cumulative[i - 1]! + haversineKm(path[i - 1]!.lat, path[i - 1]!.lon, path[i]!.lat, path[i]!.lon));
  const segments = path.length - 1;
  const perBox = Math.max(1, Math.ceil(segments / BOX_COUNT));
  // 0.05 km covers how far a 25 km arc strays from the box of its ends.
  const dLat = (corridorKm + 0.05) / EARTH_RADIUS_KM / RAD;
  const groups: { box: BBox; from: number; to: number }[] = [];
  for (let from = 0; from < segments; from += perBox) {
    const to = Math.min(segments, from + perBox);
    const pts = path.slice(from, to + 1);
    const south = Math.max(-90, Math.min(...pts.map((p) => p.lat)) - dLat);
    const north = Math.min(90, Math.max(...pts.map((p) => p.lat)) + dLat);
    const widest = Math.max(Math.abs(south), Math.abs(north));
    // Longitude degrees shrink with cos(latitude): widen by the corridor measured at the box's most polar edge.
    const dLon = widest >= 89 ? 180 : Math.min(180, dLat / Math.cos(widest * RAD));
    const west = Math.max(-180, Math.min(...pts.map((p) => p.lon)) - dLon);
    const east = Math.min(180, Math.max(...pts.map((p) => p.lon)) + dLon);
    groups.push({ box: { south, north, west, east }, from, to });
  }
  return {
    boxes: groups.map((g) => g.box),
    locate(p) {
      let best: { distance_km: number; route_position_km: number } | undefined;
      for (const g of groups) {
        const b = g.box;
        if (p.lat < b.south || p.lat > b.north || p.lon < b.west || p.lon > b.east) continue;
        for (let i = g.from; i < g.to; i++) {
          const d = distanceToSegment(p, path[i]!, path[i + 1]!);
          if (!best || d.distance_km < best.distance_km) best = { distance_km: d.distance_km, route_position_km: cumulative[i]! + d.along_km };
        }
      }
      return best && best.distance_km <= corridorKm ? best : undefined;
    },
  };
}
