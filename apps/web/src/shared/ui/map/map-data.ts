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
    features: [{ type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates: geometry.map(([lon, lat]) => [lon, lat]) } }],
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
