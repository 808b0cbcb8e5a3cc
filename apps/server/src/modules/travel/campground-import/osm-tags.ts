/** A camp site as the importers hand it over: its OpenStreetMap id, position and tags, before mapping to columns. */
export type OsmSite = {
  osm_id: string;
  lat: number;
  lon: number;
  ele: number | null;
  name: string | null;
  tags: Record<string, string>;
};

/** The campgrounds columns an OpenStreetMap site fills. */
export type OsmCampgroundValues = {
  osm_id: string;
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
};

export const OSM_ID_PATTERN = /^(node|way|relation)\/[0-9]+$/;

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

export function campgroundValuesFromOsm(site: OsmSite): OsmCampgroundValues {
  const t = site.tags;
  const capacity = t.capacity && /^\d+$/.test(t.capacity.trim()) ? Number(t.capacity.trim()) : null;
  return {
    osm_id: site.osm_id,
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
