import type { Feature, FeatureCollection, LineString, MultiLineString, MultiPolygon, Point, Polygon } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/** A point shown on the map; `label` and `detail` are plain text (never HTML). */
export interface MapPoint {
  lat: number;
  lon: number;
  label: string;
  detail?: string;
}

/** Extra points drawn in their own colour: campground suggestions, overnight points, search results. */
export interface MapPointGroup {
  id: string;
  color: string;
  points: MapPoint[];
}

/** [west, south, east, north] in degrees. */
export type Bounds = [number, number, number, number];

export const NATURAL_EARTH_ATTRIBUTION = 'Basemap: Natural Earth';

/** world-atlas's countries TopoJSON: country shapes and the land they make up. */
export type CountriesTopology = Topology<{ countries: GeometryCollection; land: GeometryCollection }>;

export interface Basemap {
  land: FeatureCollection<Polygon | MultiPolygon>;
  borders: Feature<MultiLineString>;
}

/** Land polygons and country borders from the world-atlas TopoJSON: an offline basemap needing no tiles. */
export function basemapFromTopology(topology: CountriesTopology): Basemap {
  const land = feature(topology, topology.objects.land);
  const landCollection: FeatureCollection<Polygon | MultiPolygon> =
    land.type === 'FeatureCollection'
      ? (land as FeatureCollection<Polygon | MultiPolygon>)
      : { type: 'FeatureCollection', features: [land as unknown as Feature<Polygon | MultiPolygon>] };
  // Shared arcs only (a !== b): borders between countries, not coastlines.
  const borders: Feature<MultiLineString> = {
    type: 'Feature',
    properties: {},
    geometry: mesh(topology, topology.objects.countries, (a, b) => a !== b),
  };
  return { land: landCollection, borders };
}

/** Numbered stops as points carrying their number (1-based) and name for the symbol layer and popups. */
export function stopFeatures(stops: readonly MapPoint[]): FeatureCollection<Point> {
  return {
    type: 'FeatureCollection',
    features: stops.map((stop, index) => ({
      type: 'Feature',
      properties: { number: String(index + 1), label: stop.label, detail: stop.detail ?? '' },
      geometry: { type: 'Point', coordinates: [stop.lon, stop.lat] },
    })),
  };
}

export function pointFeatures(points: readonly MapPoint[]): FeatureCollection<Point> {
  return {
    type: 'FeatureCollection',
    features: points.map((point) => ({
      type: 'Feature',
      properties: { label: point.label, detail: point.detail ?? '' },
      geometry: { type: 'Point', coordinates: [point.lon, point.lat] },
    })),
  };
}

/** The route as one line; fewer than two positions draw nothing. */
export function routeFeature(geometry: ReadonlyArray<readonly [number, number]>): FeatureCollection<LineString> {
  if (geometry.length < 2) return { type: 'FeatureCollection', features: [] };
  return {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        properties: {},
        geometry: { type: 'LineString', coordinates: geometry.map(([lon, lat]) => [lon, lat]) },
      },
    ],
  };
}

/**
 * The box holding every stop, route position and extra point, or null when there is nothing to show.
 * A single point gets a small box around it so the map does not zoom in to street level.
 */
export function boundsOf(
  stops: readonly MapPoint[],
  geometry: ReadonlyArray<readonly [number, number]>,
  groups: readonly MapPointGroup[] = [],
): Bounds | null {
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  const add = (lon: number, lat: number) => {
    if (!Number.isFinite(lon) || !Number.isFinite(lat)) return;
    west = Math.min(west, lon);
    east = Math.max(east, lon);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  };
  for (const stop of stops) add(stop.lon, stop.lat);
  for (const [lon, lat] of geometry) add(lon, lat);
  for (const group of groups) for (const point of group.points) add(point.lon, point.lat);
  if (west === Infinity) return null;
  const minSpan = 0.05;
  if (east - west < minSpan) {
    const mid = (east + west) / 2;
    west = mid - minSpan / 2;
    east = mid + minSpan / 2;
  }
  if (north - south < minSpan) {
    const mid = (north + south) / 2;
    south = mid - minSpan / 2;
    north = mid + minSpan / 2;
  }
  return [west, Math.max(-90, south), east, Math.min(90, north)];
}

/** GeoNames asks for this credit (CC BY 4.0) wherever its place names are shown. */
export const GEONAMES_ATTRIBUTION = 'Place names: GeoNames';

/** A town the offline map can label; towns come largest first. */
export interface Town {
  name: string;
  lon: number;
  lat: number;
  population: number;
}

/** The towns data file (apps/web/scripts/build-map-towns.mjs): rows of [name, lon, lat, population]; bad rows are skipped. */
export function parseTowns(body: unknown): Town[] {
  const rows =
    typeof body === 'object' && body !== null && 'towns' in body && Array.isArray(body.towns)
      ? (body.towns as unknown[])
      : [];
  const towns: Town[] = [];
  for (const row of rows) {
    if (!Array.isArray(row)) continue;
    const [name, lon, lat, population] = row as unknown[];
    if (
      typeof name !== 'string' ||
      typeof lon !== 'number' ||
      typeof lat !== 'number' ||
      typeof population !== 'number'
    )
      continue;
    towns.push({ name, lon, lat, population });
  }
  return towns;
}

/** From this zoom in the offline map draws Natural Earth's 1:10 million coastlines and borders, and labels towns. */
export const REGIONAL_ZOOM = 4;

/** The zoom from which a town of this size gets a label: cities from regional zoom, towns of 15,000 from zoom 7. */
export function labelMinZoom(population: number): number {
  if (population >= 500_000) return REGIONAL_ZOOM;
  if (population >= 100_000) return 5;
  if (population >= 40_000) return 6;
  return 7;
}

export interface PlacedLabel {
  town: Town;
  x: number;
  y: number;
}

export interface LabelView {
  zoom: number;
  width: number;
  height: number;
  /** The geographic box on screen, to skip most towns before projecting them. */
  bounds: Bounds;
  /** Screen position of [lon, lat] in pixels from the map's top left. */
  project: (lon: number, lat: number) => { x: number; y: number };
  /** Screen positions the labels must leave clear: the stop and point markers. */
  obstacles?: ReadonlyArray<{ x: number; y: number }>;
}

/** Roughly the box a label of this name takes at 12 px, centred on its town. */
const labelBox = (name: string, x: number, y: number) => {
  const half = (name.length * 6.5) / 2 + 4;
  return { left: x - half, right: x + half, top: y - 9, bottom: y + 9 };
};

/**
 * The towns to label in this view: largest first, on screen, big enough for the zoom, and no label over another
 * label or a marker. At most `max` labels, so a dense region stays readable and the page stays light.
 */
export function selectLabels(towns: readonly Town[], view: LabelView, max = 60): PlacedLabel[] {
  const [west, south, east, north] = view.bounds;
  const placed: PlacedLabel[] = [];
  const boxes: Array<ReturnType<typeof labelBox>> = [];
  const obstacles = (view.obstacles ?? []).map(({ x, y }) => ({
    left: x - 14,
    right: x + 14,
    top: y - 14,
    bottom: y + 14,
  }));
  for (const town of towns) {
    if (placed.length >= max) break;
    if (labelMinZoom(town.population) > view.zoom) continue;
    if (town.lon < west || town.lon > east || town.lat < south || town.lat > north) continue;
    const { x, y } = view.project(town.lon, town.lat);
    const box = labelBox(town.name, x, y);
    if (box.left < 0 || box.top < 0 || box.right > view.width || box.bottom > view.height) continue;
    const overlaps = (other: typeof box) =>
      box.left < other.right && other.left < box.right && box.top < other.bottom && other.top < box.bottom;
    if (boxes.some(overlaps) || obstacles.some(overlaps)) continue;
    boxes.push(box);
    placed.push({ town, x, y });
  }
  return placed;
}
