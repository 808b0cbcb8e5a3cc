import { haversineKm, type LatLon } from '@ww/contracts';
import { countryCentre } from './place-qualifier.ts';

export interface GeocodeCandidate {
  lat: number;
  lon: number;
  name: string;
  country: string;
  region: string | null;
  population: number | null;
}

/**
 * What a search is biased by: `near` (where the traveller is: their live location, the other stops, the map centre),
 * `country` (ISO 3166-1 alpha-2, the user's region) and `home` (where a traveller with no known position is presumed
 * to be; by default the centre of `country`'s people). None filters: a far or foreign place still comes back, lower.
 */
export type GeocodeBias = { near?: LatLon; country?: string; home?: LatLon };
/** For ranking only: each candidate measured from the nearest of these points (the stops already placed). */
type RankBias = GeocodeBias & { nearAny?: readonly LatLon[] };

export interface Geocoder {
  readonly kind: 'offline' | 'nominatim' | 'photon';
  search(query: string, options?: { limit?: number } & GeocodeBias): Promise<GeocodeCandidate[]>;
  reverse(point: LatLon): Promise<GeocodeCandidate | null>;
  /** Loads what the geocoder keeps in memory (the offline town index), so the first search does not wait for it. */
  ready?(): Promise<void>;
}

/**
 * The configured geocoding service failed: 'unreachable' (network, timeout, not JSON) or 'bad_response'
 * (an HTTP error or a document of the wrong shape). The offline geocoder never throws it.
 */
export class GeocoderUnavailableError extends Error {
  constructor(
    readonly reason: 'unreachable' | 'bad_response',
    message: string,
  ) {
    super(message);
    this.name = 'GeocoderUnavailableError';
  }
}

const englishRegions = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

/** English name of an ISO 3166-1 alpha-2 code ("GB" -> "United Kingdom"); the code itself when unknown. */
export function countryName(code: string): string {
  try {
    return englishRegions.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** A country bonus worth a tenfold population: the user's own country wins a close call, not a clear one. */
const COUNTRY_BONUS = 1;
/** How much a presumed home counts against a known position: half (Europe is nearer than Illinois to a French user). */
const HOME_WEIGHT = 0.5;

const distancePenalty = (km: number) => 2 * Math.log10(1 + km / 50);

/**
 * How likely a candidate is the place meant: bigger places first (log of the population), nearer ones first when
 * a `near` point is given (a town 50 km away loses as much as a tenth of its size, one 5,000 km away ~four
 * orders of magnitude), plus COUNTRY_BONUS in the user's country. With no position, the distance from `home` (the
 * centre of the user's country) counts half as much.
 */
export function placeScore(
  c: { lat: number; lon: number; population: number | null; country: string },
  bias: RankBias = {},
): number {
  let s = Math.log10((c.population ?? 0) + 10);
  const points = bias.nearAny?.length ? bias.nearAny : bias.near ? [bias.near] : [];
  const home = bias.home ?? countryCentre(bias.country);
  if (points.length > 0) s -= distancePenalty(Math.min(...points.map((p) => haversineKm(p, c))));
  else if (home) s -= HOME_WEIGHT * distancePenalty(haversineKm(home, c));
  if (bias.country && c.country === countryName(bias.country)) s += COUNTRY_BONUS;
  return s;
}

/** Candidates within this score of the best are as plausible as it (a tenfold population, or near vs far). */
export const PLAUSIBLE_SCORE_GAP = 1;
/** Candidates this close to one another are the same place for the traveller (a town and its district). */
const SAME_PLACE_KM = 50;

/**
 * The candidates a traveller could have meant, best first: those scoring within PLAUSIBLE_SCORE_GAP of the best,
 * at least SAME_PLACE_KM from a better one. More than one means the name is ambiguous and someone must choose.
 */
export function plausibleCandidates<T extends GeocodeCandidate>(candidates: readonly T[], bias: RankBias = {}): T[] {
  const scored = candidates.map((c) => ({ c, s: placeScore(c, bias) })).sort((a, b) => b.s - a.s);
  const best = scored[0]?.s ?? 0;
  const kept: T[] = [];
  for (const { c, s } of scored) {
    if (best - s > PLAUSIBLE_SCORE_GAP) break;
    if (kept.every((k) => haversineKm(k, c) >= SAME_PLACE_KM)) kept.push(c);
  }
  return kept;
}
