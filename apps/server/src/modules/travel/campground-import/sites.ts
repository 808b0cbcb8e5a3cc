// What every importer hands over (a site of a source, before mapping to columns) and what it maps to.
import type { LatLon } from '@ww/contracts';
import { campgroundValuesFromOsm } from './osm-tags.ts';
import { campgroundValuesFromRidb } from './ridb.ts';

/** The sources the importers read; users' own sites are not imported. */
export type ImportSource = 'osm' | 'ridb';

/**
 * A camp site as the importers hand it over, before mapping to columns: its source and id there (an OSM id, a
 * 'wpt/…' id for an OSM waypoint without one, a RIDB facility id), position, name and the source's fields as tags.
 */
export type ImportSite = {
  source: ImportSource;
  source_id: string;
  lat: number;
  lon: number;
  ele: number | null;
  name: string | null;
  tags: Record<string, string>;
};

/** The campgrounds columns an imported site fills. */
export type ImportedCampgroundValues = {
  source: ImportSource;
  source_id: string;
  /** The OpenStreetMap id, when the site is an OSM object with one. */
  osm_id: string | null;
  name: string | null;
  lat: number;
  lon: number;
  ele: number | null;
  power: boolean | null;
  water: boolean | null;
  dump_station: boolean | null;
  showers: boolean | null;
  toilets: boolean | null;
  pets: boolean | null;
  free: boolean | null;
  max_length_m: number | null;
  caravans: boolean | null;
  motorhome: boolean | null;
  tents: boolean | null;
  fee: string | null;
  capacity: number | null;
  website: string | null;
  phone: string | null;
  opening_hours: string | null;
  address: string | null;
  tags: Record<string, string>;
  /** The nearest town of a site without a name (withNearPlaces), so that it can be shown as "Campsite near …". */
  near_place?: string | null;
};

/** The columns a site fills, by its source's rules. */
export const campgroundValues = (site: ImportSite): ImportedCampgroundValues =>
  site.source === 'ridb' ? campgroundValuesFromRidb(site) : campgroundValuesFromOsm(site);

/** Finds the nearest town's name for each point, in order (nearest-place.ts, on a worker thread or in a CLI). */
export type NearPlaceFinder = (points: LatLon[]) => Promise<(string | null)[]>;

/** The sites with the nearest town of each one without a name (named sites are left as they are). */
export async function withNearPlaces(
  sites: ImportedCampgroundValues[],
  findNearPlaces: NearPlaceFinder,
): Promise<ImportedCampgroundValues[]> {
  const unnamed = sites.filter((s) => s.name === null);
  if (!unnamed.length) return sites;
  const names = await findNearPlaces(unnamed.map((s) => ({ lat: s.lat, lon: s.lon })));
  const byIndex = new Map(unnamed.map((s, i) => [s, names[i] ?? null]));
  return sites.map((s) => (byIndex.has(s) ? { ...s, near_place: byIndex.get(s)! } : s));
}
