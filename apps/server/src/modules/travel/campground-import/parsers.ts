import { createHash } from 'node:crypto';
import { CampgroundFileError } from './file-error.ts';
import { OSM_ID_PATTERN, WAYPOINT_ID_PATTERN } from './osm-tags.ts';
import { parseRidbGeoJson, RIDB_ID_PATTERN } from './ridb.ts';
import type { ImportSite } from './sites.ts';

export { CampgroundFileError };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
function unescapeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

function attribute(attrs: string, name: string): string | undefined {
  return new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`)
    .exec(attrs)
    ?.slice(1)
    .find((v) => v !== undefined);
}

function element(body: string, name: string): string | undefined {
  const m = new RegExp(`<${name}\\b[^>]*>([\\s\\S]*?)</${name}>`).exec(body);
  return m ? unescapeXml(m[1]!.replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1')) : undefined;
}

/**
 * OSM tags written as `key=value; key=value; ...; id=node/123`, wrapped over lines at spaces. Values may themselves
 * hold "; " (opening_hours "Mo-Fr 08:00-18:00; Sa 09:00-12:00"), so a new tag starts only where `key=` follows.
 */
export function parseTagList(text: string): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const part of text
    .replace(/\s*\n\s*/g, ' ')
    .trim()
    .split(/;\s+(?=[^\s=;]+=)/)) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    tags[part.slice(0, eq).trim()] = part
      .slice(eq + 1)
      .replace(/;\s*$/, '')
      .trim();
  }
  return tags;
}

function coordinate(value: string | undefined, min: number, max: number): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= min && n <= max ? n : undefined;
}

function site(
  osmId: string,
  lat: number,
  lon: number,
  ele: number | null,
  tags: Record<string, string>,
  fallbackName?: string,
): ImportSite {
  const { id: _id, ...rest } = tags;
  const name = rest.name?.trim() || (fallbackName && fallbackName !== osmId ? fallbackName.trim() : null) || null;
  return { source: 'osm', source_id: osmId, lat, lon, ele, name, tags: rest };
}

/**
 * A stable id for an OpenStreetMap waypoint published without its OSM id (some countries' extracts): its position to
 * 1e-7° (OSM's own precision) and its name, hashed. The same waypoint in a newer extract gets the same id, so a
 * refresh updates it; one moved or renamed becomes a new site (decision 047).
 */
export function waypointId(lat: number, lon: number, name: string | null): string {
  const key = `${lat.toFixed(7)},${lon.toFixed(7)},${name ?? ''}`;
  return `wpt/${createHash('sha256').update(key).digest('hex').slice(0, 20)}`;
}

/** A GPX waypoint's OSM id: in its <desc> tags, else its <name> when the extract wrote the id there (no name). */
function gpxSourceId(tags: Record<string, string>, name: string | undefined, lat: number, lon: number): string {
  if (tags.id && OSM_ID_PATTERN.test(tags.id)) return tags.id;
  const bare = name?.trim();
  if (bare && OSM_ID_PATTERN.test(bare)) return bare;
  return waypointId(lat, lon, tags.name?.trim() || bare || null);
}

/** GPX 1.1 waypoints whose <desc> carries the OSM tags, as the gpxfeed camp site extracts are written. */
export function parseGpx(text: string): ImportSite[] {
  if (!/<gpx[\s>]/.test(text)) throw new CampgroundFileError('Not a GPX file: no <gpx> element.');
  const opened = (text.match(/<wpt[\s>]/g) ?? []).length;
  const sites: ImportSite[] = [];
  const re = /<wpt\b([^>]*?)(?:\/>|>([\s\S]*?)<\/wpt>)/g;
  let n = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    n++;
    const attrs = m[1]!;
    const body = m[2] ?? '';
    const lat = coordinate(attribute(attrs, 'lat'), -90, 90);
    const lon = coordinate(attribute(attrs, 'lon'), -180, 180);
    if (lat === undefined || lon === undefined) {
      throw new CampgroundFileError(
        `GPX waypoint ${n}: missing or invalid ${lat === undefined ? 'lat' : 'lon'} (${attrs.trim()}).`,
      );
    }
    const tags = parseTagList(element(body, 'desc') ?? '');
    const name = element(body, 'name');
    const sourceId = gpxSourceId(tags, name, lat, lon);
    const eleText = element(body, 'ele');
    const ele =
      eleText !== undefined && Number.isFinite(Number(eleText)) && eleText.trim() !== '' ? Number(eleText) : null;
    sites.push(site(sourceId, lat, lon, ele, tags, name));
  }
  if (n !== opened) throw new CampgroundFileError(`GPX waypoint ${n + 1}: <wpt> is not closed.`);
  return sites;
}

type JsonObject = Record<string, unknown>;
const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

function stringTags(value: unknown, where: string): Record<string, string> {
  if (value === undefined) return {};
  if (!isObject(value)) throw new CampgroundFileError(`${where}: tags must be an object.`);
  const tags: Record<string, string> = {};
  for (const [k, v] of Object.entries(value)) {
    if (v === null || v === undefined || k.startsWith('@')) continue;
    tags[k] = typeof v === 'string' ? v : JSON.stringify(v);
  }
  return tags;
}

const isCampSite = (tags: Record<string, string>) => tags.tourism === 'camp_site' || tags.tourism === 'caravan_site';

/**
 * Overpass API JSON (`[out:json]` with `out center`): nodes carry lat/lon, ways and relations a `center`. Elements
 * without camp site tags (e.g. a way's member nodes from a recursive query) are not sites and are left out.
 */
export function parseOverpassJson(json: unknown): ImportSite[] {
  if (!isObject(json) || !Array.isArray(json.elements))
    throw new CampgroundFileError('Not Overpass JSON: no "elements" array.');
  const sites: ImportSite[] = [];
  json.elements.forEach((el: unknown, i) => {
    const where = `Overpass element ${i + 1}`;
    if (!isObject(el)) throw new CampgroundFileError(`${where}: not an object.`);
    if (el.type !== 'node' && el.type !== 'way' && el.type !== 'relation')
      throw new CampgroundFileError(`${where}: unknown type ${JSON.stringify(el.type)}.`);
    if (typeof el.id !== 'number' || !Number.isInteger(el.id) || el.id <= 0)
      throw new CampgroundFileError(`${where}: missing or invalid id.`);
    const tags = stringTags(el.tags, where);
    if (!isCampSite(tags)) return;
    const pos = el.type === 'node' ? el : el.center;
    const lat = isObject(pos) && typeof pos.lat === 'number' && pos.lat >= -90 && pos.lat <= 90 ? pos.lat : undefined;
    const lon = isObject(pos) && typeof pos.lon === 'number' && pos.lon >= -180 && pos.lon <= 180 ? pos.lon : undefined;
    if (lat === undefined || lon === undefined) {
      throw new CampgroundFileError(
        `${where} (${el.type}/${el.id}): no position; ${el.type === 'node' ? 'lat/lon' : '"center" (query with "out center")'} missing or invalid.`,
      );
    }
    sites.push(site(`${el.type}/${el.id}`, lat, lon, null, tags));
  });
  return sites;
}

const isRidb = (features: unknown[]) =>
  features.length > 0 &&
  isObject(features[0]) &&
  isObject(features[0].properties) &&
  'ridb_facility_id' in features[0].properties;

/**
 * A GeoJSON FeatureCollection of Point features: RIDB facilities (properties with `ridb_facility_id`, ridb.ts), or
 * OpenStreetMap sites whose properties are OSM tags and whose id (or @id) is 'node/123'.
 */
export function parseGeoJson(json: unknown): ImportSite[] {
  if (!isObject(json) || json.type !== 'FeatureCollection' || !Array.isArray(json.features)) {
    throw new CampgroundFileError('Not a GeoJSON FeatureCollection: no "features" array.');
  }
  if (isRidb(json.features)) return parseRidbGeoJson(json.features);
  return json.features.map((f: unknown, i) => {
    const where = `GeoJSON feature ${i + 1}`;
    if (!isObject(f) || f.type !== 'Feature') throw new CampgroundFileError(`${where}: not a Feature.`);
    const props = isObject(f.properties) ? f.properties : {};
    const osmId = [f.id, props['@id'], props.id].find(
      (v): v is string => typeof v === 'string' && OSM_ID_PATTERN.test(v),
    );
    if (!osmId) throw new CampgroundFileError(`${where}: no OSM id; expected "id" or "@id" like "node/123".`);
    const geometry = f.geometry;
    if (!isObject(geometry) || geometry.type !== 'Point') {
      throw new CampgroundFileError(
        `${where} (${osmId}): geometry is ${isObject(geometry) ? String(geometry.type) : 'missing'}; only Point features can be imported.`,
      );
    }
    const c: unknown = geometry.coordinates;
    const [lon, lat, ele] = Array.isArray(c) ? (c as unknown[]) : [];
    if (typeof lat !== 'number' || typeof lon !== 'number' || Math.abs(lat) > 90 || Math.abs(lon) > 180) {
      throw new CampgroundFileError(`${where} (${osmId}): invalid coordinates; expected [lon, lat].`);
    }
    return site(osmId, lat, lon, typeof ele === 'number' ? ele : null, stringTags(props, where));
  });
}

const validSourceId = (source: unknown, id: unknown): id is string =>
  typeof id === 'string' &&
  (source === 'ridb' ? RIDB_ID_PATTERN.test(id) : OSM_ID_PATTERN.test(id) || WAYPOINT_ID_PATTERN.test(id));

/**
 * JSON lines of sites as the importers hand them over ({"source", "source_id", "lat", "lon", "ele", "name", "tags"}
 * a line), the form of the bundled data (campground-import/build-data.ts writes it from the published files).
 */
export function parseSiteLines(text: string): ImportSite[] {
  const sites: ImportSite[] = [];
  text.split('\n').forEach((line, i) => {
    if (!line.trim()) return;
    const where = `Line ${i + 1}`;
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch (err) {
      throw new CampgroundFileError(`${where}: not JSON (${(err as Error).message}).`);
    }
    if (!isObject(json)) throw new CampgroundFileError(`${where}: not an object.`);
    const { source, source_id: id, lat, lon, ele, name } = json;
    if (source !== 'osm' && source !== 'ridb') throw new CampgroundFileError(`${where}: source must be osm or ridb.`);
    if (!validSourceId(source, id)) throw new CampgroundFileError(`${where}: no valid ${source} source_id.`);
    if (typeof lat !== 'number' || typeof lon !== 'number' || Math.abs(lat) > 90 || Math.abs(lon) > 180) {
      throw new CampgroundFileError(`${where} (${id}): invalid lat/lon.`);
    }
    if (ele !== null && typeof ele !== 'number')
      throw new CampgroundFileError(`${where} (${id}): ele must be a number or null.`);
    if (name !== null && typeof name !== 'string')
      throw new CampgroundFileError(`${where} (${id}): name must be a string or null.`);
    sites.push({ source, source_id: id, lat, lon, ele, name, tags: stringTags(json.tags, `${where} (${id})`) });
  });
  return sites;
}

/** Reads one file by its content: GPX (XML), else JSON that is a GeoJSON FeatureCollection or Overpass output. */
export function parseCampgroundFile(text: string): ImportSite[] {
  const start = text.trimStart();
  if (start.startsWith('<')) return parseGpx(text);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    throw new CampgroundFileError(`Neither GPX nor JSON: ${(err as Error).message}.`);
  }
  if (isObject(json) && json.type === 'FeatureCollection') return parseGeoJson(json);
  if (isObject(json) && 'elements' in json) return parseOverpassJson(json);
  throw new CampgroundFileError(
    'JSON is neither a GeoJSON FeatureCollection nor Overpass output (no "features" or "elements").',
  );
}
