import { z } from 'zod';
import { haversineKm, type LatLon } from '@ww/contracts';
import { getJson, HttpJsonError, serviceUrl } from '#providers/geocoding/http-json.ts';

export type RouteTable = { distance_km: number[][]; duration_min: number[][] };
export type RouteResult = {
  legs: { distance_km: number; duration_min: number }[];
  geometry: [number, number][]; /* [lon, lat] */
};

export interface RoutingProvider {
  /** True for the offline estimate (straight line × road factor), false for real road routing. */
  readonly estimated: boolean;
  table(points: readonly LatLon[]): Promise<RouteTable>;
  route(points: readonly LatLon[]): Promise<RouteResult>;
}

/**
 * The road router could not answer. reason: 'unreachable' (network, timeout, not JSON), 'no_route' (OSRM
 * found no road between the points: NoRoute, NoSegment, or a null cell in a table) or 'bad_response'
 * (any other OSRM code or shape; `code` carries OSRM's code). Callers either tell the user (no_route) or
 * fall back to createEstimatedRouting() and say the figures are estimates (unreachable / bad_response).
 */
export class RoutingUnavailableError extends Error {
  constructor(
    readonly reason: 'unreachable' | 'no_route' | 'bad_response',
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'RoutingUnavailableError';
  }
}

/** Roads are longer than the straight line; 1.25 is a common detour index for inter-town trips. */
export const ROAD_FACTOR = 1.25;
/** Average speed of a motorhome or car with caravan over a mix of roads, stops excluded. */
export const RIG_SPEED_KMH = 70;

const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;

/** Offline: great-circle distance × ROAD_FACTOR at RIG_SPEED_KMH; the "route" is the straight segments. */
export function createEstimatedRouting(): RoutingProvider {
  const leg = (a: LatLon, b: LatLon) => {
    const km = haversineKm(a, b) * ROAD_FACTOR;
    return { distance_km: round(km, 1), duration_min: round((km / RIG_SPEED_KMH) * 60, 0) };
  };
  return {
    estimated: true,
    async table(points) {
      const cells = points.map((a) => points.map((b) => leg(a, b)));
      return {
        distance_km: cells.map((row) => row.map((c) => c.distance_km)),
        duration_min: cells.map((row) => row.map((c) => c.duration_min)),
      };
    },
    async route(points) {
      if (points.length < 2) throw new RoutingUnavailableError('bad_response', 'A route needs at least two points.');
      return { legs: points.slice(1).map((b, i) => leg(points[i]!, b)), geometry: points.map((p) => [p.lon, p.lat]) };
    },
  };
}

/** OSRM's status on every answer, errors included (HTTP 400 {code, message}). */
const osrmStatusSchema = z.object({ code: z.string(), message: z.string().optional() });
const metres = z.number().finite().nonnegative();
const osrmTableSchema = z.object({
  distances: z.array(z.array(metres.nullable())),
  durations: z.array(z.array(metres.nullable())),
});
const osrmRouteSchema = z.object({
  routes: z
    .array(
      z.object({
        legs: z.array(z.object({ distance: metres, duration: metres })),
        geometry: z.object({
          coordinates: z.array(z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)])),
        }),
      }),
    )
    .min(1),
});

/** OSRM HTTP API v5, driving profile (http://project-osrm.org/docs/v5.24.0/api/). Answers are checked, never trusted. */
export function createOsrmRouting(options: { baseUrl: string; timeoutMs?: number }): RoutingProvider {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const call = async (
    service: 'table' | 'route',
    points: readonly LatLon[],
    params: Record<string, string>,
  ): Promise<unknown> => {
    if (points.length < 2) throw new RoutingUnavailableError('bad_response', 'A route needs at least two points.');
    const coords = points.map((p) => `${round(p.lon, 6)},${round(p.lat, 6)}`).join(';');
    const url = serviceUrl(options.baseUrl, `/${service}/v1/driving/${coords}`, params);
    let body: unknown;
    try {
      body = await getJson(url, { timeoutMs });
    } catch (err) {
      if (!(err instanceof HttpJsonError)) throw err;
      if (err.failure.kind === 'unreachable')
        throw new RoutingUnavailableError('unreachable', `Routing service: ${err.message}`);
      // OSRM reports its errors as HTTP 400 with {code, message}.
      body = err.failure.body;
      if (!osrmStatusSchema.safeParse(body).success)
        throw new RoutingUnavailableError('bad_response', `Routing service: ${err.message}`);
    }
    const status = osrmStatusSchema.safeParse(body);
    if (!status.success)
      throw new RoutingUnavailableError('bad_response', 'Routing service: the answer has no OSRM status code.');
    const { code, message } = status.data;
    if (code !== 'Ok') {
      const noRoute = code === 'NoRoute' || code === 'NoSegment';
      throw new RoutingUnavailableError(
        noRoute ? 'no_route' : 'bad_response',
        `Routing service: ${code}${message ? ` (${message})` : ''}`,
        code,
      );
    }
    return body;
  };
  const parse = <T>(schema: z.ZodType<T>, body: unknown, what: string): T => {
    const parsed = schema.safeParse(body);
    if (!parsed.success)
      throw new RoutingUnavailableError(
        'bad_response',
        `Routing service: malformed ${what} (${parsed.error.issues[0]?.path.join('.') || 'answer'}).`,
      );
    return parsed.data;
  };

  return {
    estimated: false,
    async table(points) {
      const body = parse(osrmTableSchema, await call('table', points, { annotations: 'distance,duration' }), 'table');
      const square = (m: unknown[][]) => m.length === points.length && m.every((row) => row.length === points.length);
      if (!square(body.distances) || !square(body.durations)) {
        throw new RoutingUnavailableError(
          'bad_response',
          `Routing service: the table is not ${points.length} × ${points.length}.`,
        );
      }
      const convert = (m: (number | null)[][], f: (v: number) => number) =>
        m.map((row) =>
          row.map((v) => {
            if (v === null)
              throw new RoutingUnavailableError(
                'no_route',
                'Routing service: some points cannot be reached by road.',
                'NoRoute',
              );
            return f(v);
          }),
        );
      return {
        distance_km: convert(body.distances, (m) => round(m / 1000, 1)),
        duration_min: convert(body.durations, (s) => round(s / 60, 0)),
      };
    },
    async route(points) {
      const body = parse(
        osrmRouteSchema,
        await call('route', points, { overview: 'full', geometries: 'geojson', steps: 'false' }),
        'route',
      );
      const best = body.routes[0]!;
      if (best.legs.length !== points.length - 1) {
        throw new RoutingUnavailableError(
          'bad_response',
          `Routing service: ${best.legs.length} legs for ${points.length} points.`,
        );
      }
      return {
        legs: best.legs.map((l) => ({
          distance_km: round(l.distance / 1000, 1),
          duration_min: round(l.duration / 60, 0),
        })),
        geometry: best.geometry.coordinates,
      };
    },
  };
}
