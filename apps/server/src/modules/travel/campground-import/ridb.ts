import { CampgroundFileError } from './file-error.ts';
import type { ImportedCampgroundValues, ImportSite } from './sites.ts';

/**
 * US federal campgrounds from the Recreation Information Database (RIDB, recreation.gov), condensed to one GeoJSON
 * point a facility: `ridb_facility_id`, `name` (upper case as published), `state`, `phone`, `campsites`,
 * `electric_sites`, `water_hookup_sites`, `sewer_hookup_sites`, `max_site_length_ft`, `pets_allowed`. Public domain.
 */
export const RIDB_ID_PATTERN = /^[0-9]{1,12}$/;

const STATES = new Set(
  (
    'AK AL AR AZ CA CO CT DC DE FL GA HI IA ID IL IN KS KY LA MA MD ME MI MN MO MS MT NC ND NE NH NJ NM NV NY OH OK ' +
    'OR PA PR RI SC SD TN TX UT VA VI VT WA WI WV WY GU AS MP'
  ).split(' '),
);
/** Agencies and abbreviations that stay upper case inside a name. */
const ACRONYMS = new Set(['RV', 'USFS', 'BLM', 'NRA', 'COE', 'NF', 'NP', 'NPS', 'KOA', 'OHV', 'ATV', 'YMCA', 'USA']);
const ROMAN = /^(?:I{1,3}|IV|VI{0,3}|IX|X{1,2})$/;
const SMALL_WORDS = new Set(['a', 'an', 'and', 'at', 'by', 'de', 'del', 'for', 'in', 'of', 'on', 'or', 'the', 'to']);

const capitalise = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

/**
 * RIDB names are mostly upper case ("LOWER PINES", "CRESCENT MOON RANCH (AZ)", "TUNNEL MILLS II"): read as a
 * traveller writes them ("Lower Pines", "Crescent Moon Ranch (AZ)", "Tunnel Mills II"). A name already in mixed
 * case is kept as published.
 */
export function titleCase(name: string): string {
  if (/[a-z]/.test(name)) return name;
  return name.replace(/[A-Z]+(?:'[A-Z]+)?/g, (word, offset: number, whole: string) => {
    const inParens = whole[offset - 1] === '(' && whole[offset + word.length] === ')';
    if (ACRONYMS.has(word) || ROMAN.test(word) || (inParens && STATES.has(word))) return word;
    const lower = word.toLowerCase();
    if (offset > 0 && SMALL_WORDS.has(lower) && whole[offset - 1] === ' ') return lower;
    // O'NEIL → O'Neil, but BEAR'S → Bear's; MCCALL → McCall.
    if (/^[a-z]'[a-z]/.test(lower)) return `${lower[0]!.toUpperCase()}'${capitalise(lower.slice(2))}`;
    if (/^mc[a-z]{2,}/.test(lower)) return `Mc${capitalise(lower.slice(2))}`;
    return capitalise(lower);
  });
}

type JsonObject = Record<string, unknown>;
const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The features of a RIDB GeoJSON FeatureCollection as sites; the properties become the site's tags (as text). */
export function parseRidbGeoJson(features: unknown[]): ImportSite[] {
  return features.map((f, i) => {
    const where = `RIDB feature ${i + 1}`;
    if (!isObject(f) || f.type !== 'Feature' || !isObject(f.properties))
      throw new CampgroundFileError(`${where}: not a Feature with properties.`);
    const props = f.properties;
    const id = typeof props.ridb_facility_id === 'number' ? String(props.ridb_facility_id) : props.ridb_facility_id;
    if (typeof id !== 'string' || !RIDB_ID_PATTERN.test(id))
      throw new CampgroundFileError(`${where}: no ridb_facility_id.`);
    const c: unknown = isObject(f.geometry) && f.geometry.type === 'Point' ? f.geometry.coordinates : undefined;
    const [lon, lat] = Array.isArray(c) ? (c as unknown[]) : [];
    if (typeof lat !== 'number' || typeof lon !== 'number' || Math.abs(lat) > 90 || Math.abs(lon) > 180)
      throw new CampgroundFileError(`${where} (RIDB ${id}): no Point geometry with [lon, lat].`);
    const tags: Record<string, string> = {};
    for (const [k, v] of Object.entries(props)) {
      if (v !== null && v !== undefined && k !== 'name') tags[k] = typeof v === 'string' ? v : JSON.stringify(v);
    }
    const name = typeof props.name === 'string' && props.name.trim() ? titleCase(props.name.trim()) : null;
    return { source: 'ridb', source_id: id, lat, lon, ele: null, name, tags };
  });
}

/** A count of sites from its tag; null when absent or not a whole number. */
function count(value: string | undefined): number | null {
  return value !== undefined && /^\d{1,9}$/.test(value) ? Number(value) : null;
}

/**
 * Hookups as amenities: electric sites give power (none: no power), water hookups water and sewer hookups a dump
 * (none: unknown, as a campground without hookups may still have a tap or a dump station); the site count is the
 * capacity, the longest site the rig length; pets as published (unknown when not said).
 */
export function campgroundValuesFromRidb(site: ImportSite): ImportedCampgroundValues {
  const t = site.tags;
  const some = (v: string | undefined) => (count(v) ?? 0) > 0;
  const electric = count(t.electric_sites);
  const lengthFt = Number(t.max_site_length_ft);
  return {
    source: 'ridb',
    source_id: site.source_id,
    osm_id: null,
    name: site.name?.slice(0, 200) || null,
    lat: site.lat,
    lon: site.lon,
    ele: site.ele,
    power: electric === null ? null : electric > 0,
    water: some(t.water_hookup_sites) ? true : null,
    dump_station: some(t.sewer_hookup_sites) ? true : null,
    showers: null,
    toilets: null,
    pets: t.pets_allowed === 'true' ? true : t.pets_allowed === 'false' ? false : null,
    free: null,
    max_length_m: Number.isFinite(lengthFt) && lengthFt > 0 ? Math.round(lengthFt * 0.3048 * 100) / 100 : null,
    caravans: null,
    motorhome: null,
    tents: null,
    fee: null,
    capacity: count(t.campsites),
    website: null,
    phone: t.phone?.trim() || null,
    opening_hours: null,
    address: null,
    tags: t,
  };
}
