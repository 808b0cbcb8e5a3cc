import type { ImportedCampgroundValues, ImportSite } from './sites.ts';

export const OSM_ID_PATTERN = /^(node|way|relation)\/[0-9]+$/;
/** The id of an OSM waypoint published without its OSM id: a hash of its position and name (decision 047). */
export const WAYPOINT_ID_PATTERN = /^wpt\/[0-9a-f]{20}$/;

/**
 * OSM's amenity values are 'yes', 'no' and many ways of saying yes ('hot', 'customers', 'designated', 'cee_17_blue',
 * a count...): anything but a no or 'unknown' means the site has it.
 */
function has(value: string | undefined): boolean | null {
  if (value === undefined) return null;
  const v = value.trim().toLowerCase();
  if (v === '' || v === 'unknown') return null;
  return !(v === 'no' || v === 'none' || v === 'false' || v === '0');
}

/** fee=no (or free / 0) is a free site; any other fee value (yes, £10, donation) is not. */
function isFree(fee: string | undefined): boolean | null {
  if (fee === undefined || fee.trim() === '') return null;
  const v = fee.trim().toLowerCase();
  return v === 'no' || v === 'free' || v === '0';
}

/** maxlength in metres ('8', '8.5 m') or feet and inches ("25'", "25'6\""); other forms are left unknown. */
export function parseLengthM(value: string | undefined): number | null {
  if (!value) return null;
  const v = value.trim();
  const metres = /^(\d+(?:\.\d+)?)\s*m?$/i.exec(v);
  if (metres) return Number(metres[1]) > 0 ? Number(metres[1]) : null;
  const feet = /^(\d+)\s*'\s*(?:(\d+)\s*")?$/.exec(v);
  if (feet) return Math.round((Number(feet[1]) * 0.3048 + Number(feet[2] ?? 0) * 0.0254) * 100) / 100 || null;
  return null;
}

function address(tags: Record<string, string>): string | null {
  if (tags['addr:full']) return tags['addr:full'];
  const street = [tags['addr:housenumber'], tags['addr:street']].filter(Boolean).join(' ');
  const parts = [street, tags['addr:city'] ?? tags['addr:town'] ?? tags['addr:village'], tags['addr:postcode']].filter(
    Boolean,
  );
  return parts.length ? parts.join(', ') : null;
}

const orNull = (v: string | undefined) => (v && v.trim() ? v.trim() : null);

export function campgroundValuesFromOsm(site: ImportSite): ImportedCampgroundValues {
  const t = site.tags;
  const capacity = t.capacity && /^\d+$/.test(t.capacity.trim()) ? Number(t.capacity.trim()) : null;
  return {
    source: 'osm',
    source_id: site.source_id,
    osm_id: OSM_ID_PATTERN.test(site.source_id) ? site.source_id : null,
    name: site.name?.slice(0, 200) || null,
    lat: site.lat,
    lon: site.lon,
    ele: site.ele,
    power: has(t.power_supply),
    water: has(t.drinking_water ?? t.water_point),
    dump_station: has(t.sanitary_dump_station),
    showers: has(t.shower),
    toilets: has(t.toilets),
    pets: has(t.dog),
    free: isFree(t.fee),
    max_length_m: parseLengthM(t.maxlength),
    caravans: has(t.caravans),
    motorhome: has(t.motorhome),
    tents: has(t.tents),
    fee: orNull(t.fee),
    capacity: capacity !== null && capacity <= 2_147_483_647 ? capacity : null,
    website: orNull(t.website ?? t['contact:website']),
    phone: orNull(t.phone ?? t['contact:phone']),
    opening_hours: orNull(t.opening_hours),
    address: address(t),
    tags: t,
  };
}
