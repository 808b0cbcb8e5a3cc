import { tripInputSchema, tripPatchSchema, haversineKm } from '@ww/contracts';
import type { z } from 'zod';
import { AppError } from '#platform/errors.ts';
import { validationRefusal } from '#platform/openapi.ts';
import { workerTask } from '#platform/worker-pool.ts';
import { GpxError, parseGpx, type GpxPoint } from './gpx.ts';
import { round } from './route-plan.compute.ts';

/**
 * The trips' work that may take the event loop for long (decision 046): reading a GPX file and reading a trip save's
 * body with up to 50,000 points of geometry. Both run on a worker thread and hand the geometry back as JSON text,
 * ready for the database, so the main thread never walks the points.
 */

/** A GPX file read into a trip: its stops, its geometry as JSON text and the geometry's length. */
export type ImportedGpx = {
  name: string | null;
  stops: GpxPoint[];
  geometryJson: string;
  km: number;
  /** The geometry is a recorded or routed track, not straight lines between the stops. */
  fromTrack: boolean;
};

export const readGpxTask = workerTask<{ bytes: ArrayBuffer }, ImportedGpx>('travel.readGpx');

/** Reads a GPX file (UTF-8, as the web sends it); a file that cannot be imported is a 400 `invalid_gpx`. */
export function readGpx({ bytes }: { bytes: ArrayBuffer }): ImportedGpx {
  let route;
  try {
    route = parseGpx(new TextDecoder().decode(bytes));
  } catch (err) {
    // The code says it is the file; the field says what is wrong with it, for the web to word.
    if (err instanceof GpxError)
      throw new AppError(400, 'validation', err.message, 'invalid_gpx', { file: err.reason });
    throw err;
  }
  const { geometry } = route;
  let km = 0;
  for (let i = 1; i < geometry.length; i++) {
    const [[lon0, lat0], [lon1, lat1]] = [geometry[i - 1]!, geometry[i]!];
    km += haversineKm({ lat: lat0, lon: lon0 }, { lat: lat1, lon: lon1 });
  }
  return {
    name: route.name,
    stops: route.stops,
    geometryJson: JSON.stringify(geometry),
    km: round(km, 1),
    fromTrack: route.fromTrack,
  };
}

export type NewTrip = z.output<typeof tripInputSchema>;
export type TripPatch = z.output<typeof tripPatchSchema>;
/** A trip save's body as validated, its geometry (when it has one) as JSON text instead of points. */
export type TripBody<T extends { geometry?: unknown }> = Omit<T, 'geometry'> & { geometryJson: string | undefined };

function readBody<S extends typeof tripInputSchema | typeof tripPatchSchema>(
  schema: S,
  json: string,
): TripBody<z.output<S>> {
  let body: unknown;
  try {
    body = JSON.parse(json);
  } catch {
    // As the routes that Hono validates answer it.
    throw new AppError(400, 'validation', 'Malformed JSON in request body');
  }
  const result = schema.safeParse(body);
  const refusal = validationRefusal(result);
  if (refusal) throw refusal;
  const { geometry, ...values } = result.data!;
  return { ...values, geometryJson: geometry === undefined ? undefined : JSON.stringify(geometry) } as TripBody<
    z.output<S>
  >;
}

/** POST /trips's body, validated by its contract schema as the route would. */
export const readNewTrip = (json: string): TripBody<NewTrip> => readBody(tripInputSchema, json);
/** PATCH /trips/{id}'s body, likewise. */
export const readTripPatch = (json: string): TripBody<TripPatch> => readBody(tripPatchSchema, json);

export const readNewTripTask = workerTask<string, TripBody<NewTrip>>('travel.readNewTrip');
export const readTripPatchTask = workerTask<string, TripBody<TripPatch>>('travel.readTripPatch');
