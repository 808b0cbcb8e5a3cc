import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Feature, FeatureCollection, MultiPolygon, Polygon, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { EARTH_RADIUS_KM, haversineKm, type LatLon } from '@ww/contracts';

/**
 * Legs the offline estimate cannot drive (decision 007). The world's land is Natural Earth's 1:50m land polygons
 * (world-atlas); each polygon is a landmass. A leg between two stops on the same landmass is a road trip however
 * much of its straight line lies over water (Miami to New Orleans over the Gulf). A leg between two landmasses
 * needs a ferry: when the longest stretch of open water on its straight line is at most FERRY_MAX_SEA_KM it is
 * planned with a note (Great Britain and Ireland to mainland Europe, Tasmania, the two islands of New Zealand);
 * beyond that no car ferry goes (Ontario to England), and the plan is refused naming the leg.
 */
export const FERRY_MAX_SEA_KM = 500;
/** Along a leg's straight line, a land-or-sea sample every this many km. */
const SAMPLE_KM = 10;
/** A stop on the coast may fall just outside the generalised coastline: look this far around it for land. */
const COAST_SEARCH_DEG = [0.05, 0.1, 0.2, 0.3];

type Ring = Position[];
type LandPolygon = { id: number; bbox: [number, number, number, number]; rings: Ring[] };

let land: Promise<LandPolygon[]> | undefined;

async function loadLand(): Promise<LandPolygon[]> {
  const path = createRequire(import.meta.url).resolve('world-atlas/land-50m.json');
  const topology = JSON.parse(await readFile(path, 'utf8')) as Topology<{ land: GeometryCollection }>;
  const geo = feature(topology, topology.objects.land) as FeatureCollection | Feature;
  const geometries = geo.type === 'FeatureCollection' ? geo.features.map((f) => f.geometry) : [geo.geometry];
  const polygons: Position[][][] = [];
  for (const g of geometries as (Polygon | MultiPolygon)[]) {
    if (g.type === 'Polygon') polygons.push(g.coordinates);
    else polygons.push(...g.coordinates);
  }
  return polygons.map((rings, id) => {
    let [w, s, e, n] = [Infinity, Infinity, -Infinity, -Infinity];
    for (const [x, y] of rings[0]!) {
      w = Math.min(w, x!);
      e = Math.max(e, x!);
      s = Math.min(s, y!);
      n = Math.max(n, y!);
    }
    return { id, bbox: [w, s, e, n], rings };
  });
}

function inRing(ring: Ring, lon: number, lat: number): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as [number, number];
    const [xj, yj] = ring[j] as [number, number];
    if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** The landmass a point lies on, or null over water. */
function landmassAt(polygons: LandPolygon[], p: LatLon): number | null {
  for (const poly of polygons) {
    const [w, s, e, n] = poly.bbox;
    if (p.lon < w || p.lon > e || p.lat < s || p.lat > n) continue;
    if (inRing(poly.rings[0]!, p.lon, p.lat) && !poly.rings.slice(1).some((hole) => inRing(hole, p.lon, p.lat)))
      return poly.id;
  }
  return null;
}

/** The landmass of a stop, looking a little around it when the coastline's generalisation leaves it in the sea. */
function landmassOfStop(polygons: LandPolygon[], p: LatLon): number | null {
  const here = landmassAt(polygons, p);
  if (here !== null) return here;
  for (const d of COAST_SEARCH_DEG) {
    for (const [dLat, dLon] of [
      [d, 0],
      [-d, 0],
      [0, d],
      [0, -d],
      [d, d],
      [d, -d],
      [-d, d],
      [-d, -d],
    ] as const) {
      const found = landmassAt(polygons, { lat: p.lat + dLat, lon: p.lon + dLon });
      if (found !== null) return found;
    }
  }
  return null;
}

/** A point a share of the way along the great circle from a to b. */
function alongGreatCircle(a: LatLon, b: LatLon, share: number): LatLon {
  const rad = Math.PI / 180;
  const [la1, lo1, la2, lo2] = [a.lat * rad, a.lon * rad, b.lat * rad, b.lon * rad];
  const d = haversineKm(a, b) / EARTH_RADIUS_KM;
  if (d === 0) return a;
  const A = Math.sin((1 - share) * d) / Math.sin(d);
  const B = Math.sin(share * d) / Math.sin(d);
  const x = A * Math.cos(la1) * Math.cos(lo1) + B * Math.cos(la2) * Math.cos(lo2);
  const y = A * Math.cos(la1) * Math.sin(lo1) + B * Math.cos(la2) * Math.sin(lo2);
  const z = A * Math.sin(la1) + B * Math.sin(la2);
  return { lat: Math.atan2(z, Math.hypot(x, y)) / rad, lon: Math.atan2(y, x) / rad };
}

/** The longest stretch of open water on the straight line between two points, km (sampled every SAMPLE_KM). */
function longestSeaKm(polygons: LandPolygon[], a: LatLon, b: LatLon): number {
  const km = haversineKm(a, b);
  const steps = Math.max(1, Math.ceil(km / SAMPLE_KM));
  let run = 0;
  let longest = 0;
  for (let i = 1; i < steps; i++) {
    if (landmassAt(polygons, alongGreatCircle(a, b, i / steps)) === null) {
      run += km / steps;
      longest = Math.max(longest, run);
    } else run = 0;
  }
  return Math.round(longest);
}

/** Loads the land polygons now (about 0.3 s of parsing), so the first trip planned does not wait for them. */
export async function loadWaterCheck(): Promise<void> {
  await (land ??= loadLand());
}

export type WaterCrossing = { leg_index: number; sea_km: number; drivable: boolean };

/**
 * The legs that join two landmasses, with the longest stretch of open water on each one's straight line; `drivable`
 * is false beyond FERRY_MAX_SEA_KM. A stop on no known land (far out at sea) counts as its own landmass.
 */
export async function waterCrossings(stops: readonly LatLon[]): Promise<WaterCrossing[]> {
  const polygons = await (land ??= loadLand());
  const masses = stops.map((s) => landmassOfStop(polygons, s));
  const crossings: WaterCrossing[] = [];
  for (let i = 0; i + 1 < stops.length; i++) {
    const [from, to] = [masses[i], masses[i + 1]];
    if (from !== null && from === to) continue;
    const sea = longestSeaKm(polygons, stops[i]!, stops[i + 1]!);
    if (from === null || to === null ? sea > 0 : true)
      crossings.push({ leg_index: i, sea_km: sea, drivable: sea <= FERRY_MAX_SEA_KM });
  }
  return crossings;
}
