import { z } from 'zod';
import { countryName, GeocoderUnavailableError, type GeocodeCandidate, type Geocoder } from './geocoder.ts';
import type { LatLon } from '@ww/contracts';
import { getJson, HttpJsonError, serviceUrl } from './http-json.ts';
import { placeReadings } from './place-qualifier.ts';

export type RemoteGeocoderOptions = { baseUrl: string; timeoutMs?: number; userAgent?: string; language?: string };

const DEFAULT_TIMEOUT_MS = 5000;

/**
 * A query as the services read qualifiers: "X in Y" becomes "X, Y" (both understand a comma, neither "in"), and a
 * tourist area ("Keswick in the Lake District", "Keswick, Lake District") becomes the bare name inside the area's
 * box, which neither service knows by name. Anything else is passed as typed ("Inverness, Scotland", "Perth WA").
 */
export function remoteQuery(query: string): { q: string; area?: { lat: number; lon: number; radius_km: number } } {
  const readings = placeReadings(query);
  const qualified = readings.find((r) => r.qualifier);
  if (!qualified?.qualifier) return { q: query };
  const [area] = qualified.qualifier.areas;
  if (area && qualified.qualifier.countries.length === 0 && qualified.qualifier.regions.length === 0) {
    return { q: qualified.place, area };
  }
  const joinedByWord =
    !query.includes(',') &&
    /^(?:in|en|dans|near|cerca de|pres de|près de) /i.test(query.trim().slice(qualified.place.length).trim());
  return { q: joinedByWord ? `${qualified.place}, ${qualified.qualifier.text}` : query };
}

/** Degrees of latitude and longitude spanning `km` around a point. */
const spanDeg = (lat: number, km: number) => ({
  lat: km / 111,
  lon: km / (111 * Math.max(0.1, Math.cos((lat * Math.PI) / 180))),
});

function toUnavailable(err: unknown): never {
  if (err instanceof HttpJsonError) {
    throw new GeocoderUnavailableError(
      err.failure.kind === 'unreachable' ? 'unreachable' : 'bad_response',
      `Geocoding service: ${err.message}`,
    );
  }
  throw err;
}

const num = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : null;
};

/** A coordinate as Nominatim writes it ("51.4538022") or as a number; anything else makes the answer malformed. */
const coordinate = (limit: number) =>
  z.union([z.string(), z.number()]).transform((v, ctx) => {
    const n = num(v);
    if (n === null || Math.abs(n) > limit) {
      ctx.addIssue({ code: 'custom', message: 'not a coordinate' });
      return z.NEVER;
    }
    return n;
  });
const tags = z.record(z.string(), z.string()).nullish();
const nominatimPlaceSchema = z.object({
  lat: coordinate(90),
  lon: coordinate(180),
  name: z.string().nullish(),
  display_name: z.string().nullish(),
  address: tags,
  extratags: tags,
});
type NominatimPlace = z.output<typeof nominatimPlaceSchema>;
/** Nominatim answers 200 with {"error":"Unable to geocode"} where there is nothing (open sea). */
const nominatimNothingSchema = z.object({ error: z.unknown().refine((v) => v !== undefined) });

const photonFeatureSchema = z.object({
  geometry: z.object({ coordinates: z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]) }),
  properties: z
    .object({
      name: z.string().optional(),
      city: z.string().optional(),
      countrycode: z.string().optional(),
      country: z.string().optional(),
      state: z.string().optional(),
      county: z.string().optional(),
      extra: z.object({ population: z.union([z.string(), z.number()]).optional() }).optional(),
    })
    .default({}),
});
type PhotonFeature = z.output<typeof photonFeatureSchema>;
const photonAnswerSchema = z.object({ features: z.array(photonFeatureSchema) });

/** The answer checked against its schema; a malformed one means the service is unusable, never a crash. */
function parseAnswer<T>(schema: z.ZodType<T>, body: unknown, what: string): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new GeocoderUnavailableError(
      'bad_response',
      `Geocoding service: malformed ${what} (${parsed.error.issues[0]?.path.join('.') || 'answer'}).`,
    );
  }
  return parsed.data;
}

function fromNominatim(place: NominatimPlace): GeocodeCandidate {
  const { lat, lon } = place;
  const a = place.address ?? {};
  const name =
    place.name || a.city || a.town || a.village || a.hamlet || place.display_name?.split(',')[0]?.trim() || '';
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
    const url = serviceUrl(options.baseUrl, path, {
      format: 'jsonv2',
      addressdetails: '1',
      extratags: '1',
      'accept-language': options.language ?? 'en',
      ...params,
    });
    return getJson(url, { timeoutMs, userAgent: options.userAgent }).catch(toUnavailable);
  };
  return {
    kind: 'nominatim',
    async search(query, opts = {}) {
      const { q, area } = remoteQuery(query);
      const params: Record<string, string> = { q, limit: String(opts.limit ?? 5) };
      // A viewbox without bounded=1 only prefers results near the point, as a proximity hint; an area's box bounds.
      if (area) {
        const span = spanDeg(area.lat, area.radius_km);
        params.viewbox = [area.lon - span.lon, area.lat + span.lat, area.lon + span.lon, area.lat - span.lat]
          .map((v) => String(Math.round(v * 1e5) / 1e5))
          .join(',');
        params.bounded = '1';
      } else if (opts.near) params.viewbox = viewbox(opts.near, 2);
      return parseAnswer(z.array(nominatimPlaceSchema), await get('/search', params), 'search answer').map(
        fromNominatim,
      );
    },
    async reverse(point) {
      const body = await get('/reverse', { lat: String(point.lat), lon: String(point.lon), zoom: '10' });
      if (nominatimNothingSchema.safeParse(body).success) return null;
      return fromNominatim(parseAnswer(nominatimPlaceSchema, body, 'reverse answer'));
    },
  };
}

const viewbox = (p: LatLon, deg: number) =>
  [p.lon - deg, p.lat + deg, p.lon + deg, p.lat - deg].map((v) => String(Math.round(v * 1e5) / 1e5)).join(',');

function fromPhoton(feature: PhotonFeature): GeocodeCandidate {
  const [lon, lat] = feature.geometry.coordinates;
  const p = feature.properties;
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
    const url = serviceUrl(options.baseUrl, path, params);
    const body = await getJson(url, { timeoutMs, userAgent: options.userAgent }).catch(toUnavailable);
    return parseAnswer(photonAnswerSchema, body, 'GeoJSON FeatureCollection').features.map(fromPhoton);
  };
  return {
    kind: 'photon',
    search: (query, opts = {}) => {
      const { q, area } = remoteQuery(query);
      const span = area && spanDeg(area.lat, area.radius_km);
      return get('/api', {
        q,
        limit: String(opts.limit ?? 5),
        lang: options.language ?? 'en',
        ...(opts.near ? { lat: String(opts.near.lat), lon: String(opts.near.lon) } : {}),
        // Photon's bbox is minLon,minLat,maxLon,maxLat and filters.
        ...(area && span
          ? {
              bbox: [area.lon - span.lon, area.lat - span.lat, area.lon + span.lon, area.lat + span.lat]
                .map((v) => String(Math.round(v * 1e5) / 1e5))
                .join(','),
            }
          : {}),
      });
    },
    async reverse(point) {
      const [first] = await get('/reverse', {
        lat: String(point.lat),
        lon: String(point.lon),
        limit: '1',
        lang: options.language ?? 'en',
      });
      return first ?? null;
    },
  };
}
