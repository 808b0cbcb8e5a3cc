import { countryName, GeocoderUnavailableError, type GeocodeCandidate, type Geocoder } from './geocoder.ts';
import type { LatLon } from './geo.ts';
import { getJson, HttpJsonError, serviceUrl } from './http-json.ts';

export type RemoteGeocoderOptions = { baseUrl: string; timeoutMs?: number; userAgent?: string; language?: string };

const DEFAULT_TIMEOUT_MS = 5000;

function toUnavailable(err: unknown): never {
  if (err instanceof HttpJsonError) {
    throw new GeocoderUnavailableError(err.failure.kind === 'unreachable' ? 'unreachable' : 'bad_response', `Geocoding service: ${err.message}`);
  }
  throw err;
}

const num = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : null;
};

type NominatimPlace = {
  lat?: string;
  lon?: string;
  name?: string;
  display_name?: string;
  address?: Record<string, string | undefined>;
  extratags?: Record<string, string | undefined> | null;
};

function fromNominatim(place: NominatimPlace): GeocodeCandidate | null {
  const lat = num(place.lat);
  const lon = num(place.lon);
  if (lat === null || lon === null) return null;
  const a = place.address ?? {};
  const name = place.name || a.city || a.town || a.village || a.hamlet || place.display_name?.split(',')[0]?.trim() || '';
  const code = a.country_code?.toUpperCase();
  const population = num(place.extratags?.population);
  return {
    lat,
    lon,
    name,
    country: code ? countryName(code) : (a.country ?? ''),
    region: a.state ?? a.county ?? null,
    population: population === null ? null : Math.round(population),
  };
}

/** Nominatim (https://nominatim.org/release-docs/latest/api/Search/), JSON v2 with address details. */
export function createNominatimGeocoder(options: RemoteGeocoderOptions): Geocoder {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const get = (path: string, params: Record<string, string>) => {
    const url = serviceUrl(options.baseUrl, path);
    for (const [k, v] of Object.entries({ format: 'jsonv2', addressdetails: '1', extratags: '1', 'accept-language': options.language ?? 'en', ...params })) {
      url.searchParams.set(k, v);
    }
    return getJson(url, { timeoutMs, userAgent: options.userAgent }).catch(toUnavailable);
  };
  return {
    kind: 'nominatim',
    async search(query, opts = {}) {
      const params: Record<string, string> = { q: query, limit: String(opts.limit ?? 5) };
      // A viewbox without bounded=1 only prefers results near the point, as a proximity hint.
      if (opts.near) params.viewbox = viewbox(opts.near, 2);
      const body = await get('/search', params);
      if (!Array.isArray(body)) throw new GeocoderUnavailableError('bad_response', 'Geocoding service: search did not answer a list.');
      return (body as NominatimPlace[]).map(fromNominatim).filter((c): c is GeocodeCandidate => c !== null);
    },
    async reverse(point) {
      const body = (await get('/reverse', { lat: String(point.lat), lon: String(point.lon), zoom: '10' })) as NominatimPlace & { error?: unknown };
      // Nominatim answers 200 with {"error":"Unable to geocode"} where there is nothing (open sea).
      if (body.error !== undefined) return null;
      return fromNominatim(body);
    },
  };
}

const viewbox = (p: LatLon, deg: number) =>
  [p.lon - deg, p.lat + deg, p.lon + deg, p.lat - deg].map((v) => String(Math.round(v * 1e5) / 1e5)).join(',');

type PhotonFeature = {
  geometry?: { coordinates?: [number, number] };
  properties?: { name?: string; city?: string; countrycode?: string; country?: string; state?: string; county?: string; extra?: { population?: string } };
};

function fromPhoton(feature: PhotonFeature): GeocodeCandidate | null {
  const [lon, lat] = feature.geometry?.coordinates ?? [];
  if (typeof lat !== 'number' || typeof lon !== 'number') return null;
  const p = feature.properties ?? {};
  const population = num(p.extra?.population);
  return {
    lat,
    lon,
    name: p.name ?? p.city ?? '',
    country: p.countrycode ? countryName(p.countrycode) : (p.country ?? ''),
    region: p.state ?? p.county ?? null,
    population: population === null ? null : Math.round(population),
  };
}

/** Photon (https://github.com/komoot/photon): GeoJSON answers, with a real proximity bias (lat/lon). */
export function createPhotonGeocoder(options: RemoteGeocoderOptions): Geocoder {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const get = async (path: string, params: Record<string, string>) => {
    const url = serviceUrl(options.baseUrl, path);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    const body = (await getJson(url, { timeoutMs, userAgent: options.userAgent }).catch(toUnavailable)) as { features?: unknown };
    if (!Array.isArray(body.features)) throw new GeocoderUnavailableError('bad_response', 'Geocoding service: answer is not a GeoJSON FeatureCollection.');
    return (body.features as PhotonFeature[]).map(fromPhoton).filter((c): c is GeocodeCandidate => c !== null);
  };
  return {
    kind: 'photon',
    search: (query, opts = {}) =>
      get('/api', {
        q: query,
        limit: String(opts.limit ?? 5),
        lang: options.language ?? 'en',
        ...(opts.near ? { lat: String(opts.near.lat), lon: String(opts.near.lon) } : {}),
      }),
    async reverse(point) {
      const [first] = await get('/reverse', { lat: String(point.lat), lon: String(point.lon), limit: '1', lang: options.language ?? 'en' });
      return first ?? null;
    },
  };
}
