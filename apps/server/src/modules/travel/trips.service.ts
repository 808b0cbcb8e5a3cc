import { setImmediate } from 'node:timers/promises';
import { TRIP_LIMITS, upgradeSavedPlan, type Trip } from '@ww/contracts';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';
import { withUserTx } from '#db/with-user-tx.ts';
import { AppError, notFound, validationError } from '#platform/errors.ts';
import { createFairUse, type FairUseRule } from '#platform/fair-use.ts';
import type { Logger } from '#platform/logger.ts';
import type { WorkerPool, WorkerTask } from '#platform/worker-pool.ts';
import { financePreferences } from '#modules/finance/index.ts';
import { buildGpx } from './gpx.ts';
import { tripsRepository as repo, type TripRow } from './trips.repository.ts';
import {
  readGpxTask,
  readNewTrip,
  readNewTripTask,
  readTripPatch,
  readTripPatchTask,
  type NewTrip,
  type TripBody,
} from './trips.tasks.ts';

const num = (v: string | number | null) => (v === null ? null : Number(v));
const parsed = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;

/** Every field of a trip but its geometry. */
const tripFields = (r: TripRow): Omit<Trip, 'geometry'> => ({
  id: r.id,
  user_id: r.user_id,
  name: r.name,
  status: r.status as Trip['status'],
  start_date: r.start_date,
  end_date: r.end_date,
  stops: parsed(r.stops),
  total_distance_km: num(r.total_distance_km),
  estimated: r.estimated,
  // A plan saved before a field existed reads with its default (no chosen nights, no site fees).
  plan: upgradeSavedPlan(parsed(r.plan)),
  budget: num(r.budget),
  currency: r.currency.trim(),
  vehicle_id: r.vehicle_id,
  actual_cost: parsed<{ currency: string; total: number | string }[]>(r.actual_cost).map((c) => ({
    currency: c.currency.trim(),
    total: Number(c.total),
  })),
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

/** A trip for the server's own use (a GPX download, a shared trip's snapshot, Pam). */
export const toTrip = (r: TripRow): Trip => ({
  ...tripFields(r),
  geometry: JSON.parse(r.geometry_json) as Trip['geometry'],
});

/**
 * A trip as the API's JSON text, its geometry spliced in as the database stores it (checked JSON, written by the
 * server): a 50,000-point geometry is about 1 MB, whose parsing and serialising would hold the event loop for a
 * tenth of a second or more on every read.
 */
export type TripJson = string & { readonly tripJson: unique symbol };
export const tripJson = (r: TripRow): TripJson =>
  `${JSON.stringify(tripFields(r)).slice(0, -1)},"geometry":${r.geometry_json}}` as TripJson;

const checkDates = (start: string | null | undefined, end: string | null | undefined) => {
  if (start && end && end < start) throw validationError({ end_date: 'before_start' });
};

/** File name for a download: the trip's name reduced to safe characters. */
const gpxFileName = (name: string) =>
  `${
    name
      .normalize('NFKD')
      .replace(/[^\w\- ]+/g, '')
      .trim()
      .replace(/\s+/g, '-')
      .slice(0, 60) || 'trip'
  }.gpx`;

/** A file over TRIP_LIMITS.maxGpxBytes, refused before it is read (the route's body limit says the same). */
export const gpxTooLarge = () =>
  new AppError(
    400,
    'validation',
    `The file is larger than ${TRIP_LIMITS.maxGpxBytes / 1024 / 1024} MB.`,
    'file_too_large',
    { file: 'file_too_large' },
  );

/**
 * A save whose JSON body is larger than this (about 10,000 points of geometry; a plan from the Trip Planner stays
 * below) is read on a worker thread and counts as a large save for fair use.
 */
export const LARGE_TRIP_BODY_CHARS = 256 * 1024;

/** GPX imports per user: one at a time, a few a minute (each reads up to 5 MB and writes up to 50,000 points). */
const GPX_IMPORTS: FairUseRule = {
  name: 'gpx-import',
  busy: {
    code: 'gpx_import_in_progress',
    message: 'A GPX file of yours is still being imported. Please wait until it is done, then try again.',
  },
  what: 'GPX files',
  pointsPerMinute: 5,
  leaseSeconds: 120,
};
/** Saves of a large trip (LARGE_TRIP_BODY_CHARS) per user: likewise. */
const LARGE_SAVES: FairUseRule = {
  name: 'large-trip-save',
  busy: {
    code: 'trip_save_in_progress',
    message: 'A large trip of yours is still being saved. Please wait until it is done, then try again.',
  },
  what: 'large trips',
  pointsPerMinute: 5,
  leaseSeconds: 120,
};

export function createTripsService(deps: {
  db: Kysely<Database>;
  workers: WorkerPool;
  redis?: Redis | undefined;
  logger: Logger;
}) {
  const tx = <T>(userId: string, fn: Parameters<typeof withUserTx<T>>[2]) => withUserTx(deps.db, { userId }, fn);
  /** A trip as the API's JSON text; `geometryJson` when the caller has just written it (no need to read 1 MB back). */
  const readJson = (userId: string, id: string, geometryJson?: string) =>
    tx(userId, async (t) => {
      const fields = geometryJson === undefined ? undefined : await repo.getWithoutGeometry(t, id);
      const row =
        geometryJson === undefined ? await repo.get(t, id) : fields && { ...fields, geometry_json: geometryJson };
      if (!row) throw notFound();
      return tripJson(row);
    });
  const gpxImports = createFairUse(deps, GPX_IMPORTS);
  const largeSaves = createFairUse(deps, LARGE_SAVES);

  /**
   * Runs `save` with a save's body read: a small one on the event loop, a large one on a worker thread as the user's
   * one large save at a time. The answer is read back after a turn of the loop, so writing and reading a large
   * geometry (about 30 ms each on PGlite) never add up to one long hold.
   */
  const withBody = async <T extends { geometry?: unknown }>(
    userId: string,
    json: string,
    read: { small: (json: string) => TripBody<T>; large: WorkerTask<string, TripBody<T>> },
    save: (body: TripBody<T>) => Promise<string>,
  ): Promise<TripJson> => {
    const saved = async (body: TripBody<T>) => {
      const id = await save(body);
      await setImmediate();
      return readJson(userId, id, body.geometryJson);
    };
    if (json.length <= LARGE_TRIP_BODY_CHARS) return saved(read.small(json));
    return largeSaves.run(userId, 1, async (release) => {
      try {
        return await saved(await deps.workers.run(read.large, json));
      } finally {
        await release();
      }
    });
  };

  const insert = (userId: string, input: TripBody<NewTrip>) =>
    tx(userId, async (t) => {
      checkDates(input.start_date, input.end_date);
      return repo.insert(t, {
        name: input.name,
        status: input.status,
        start_date: input.start_date ?? null,
        end_date: input.end_date ?? null,
        stops: input.stops,
        geometryJson: input.geometryJson ?? '[]',
        total_distance_km: input.total_distance_km ?? null,
        estimated: input.estimated,
        plan: (input.plan as Record<string, unknown> | null | undefined) ?? null,
        budget: input.budget ?? null,
        currency: input.currency ?? (await financePreferences(t)).currency,
        vehicle_id: input.vehicle_id ?? null,
      });
    });

  return {
    list: (userId: string) => tx(userId, async (t) => (await repo.list(t)).map(toTrip)),

    /** GET /trips: newest first, as the API's JSON text. */
    listJson: (userId: string) => tx(userId, async (t) => (await repo.list(t)).map(tripJson)),

    /** GET /trips/{id}, as the API's JSON text. */
    getJson: (userId: string, id: string) => readJson(userId, id),

    /** A trip from a validated input (another module's copy of a shared trip, the demo account). */
    create: async (userId: string, input: NewTrip) => {
      const { geometry, ...rest } = input;
      const id = await insert(userId, { ...rest, geometryJson: JSON.stringify(geometry) });
      return tx(userId, async (t) => toTrip((await repo.get(t, id))!));
    },

    /** POST /trips: the JSON body as sent, validated here (a large one off the event loop). */
    createFromJson: (userId: string, json: string) =>
      withBody(userId, json, { small: readNewTrip, large: readNewTripTask }, (body) => insert(userId, body)),

    /** PATCH /trips/{id}: the JSON body as sent, validated here (a large one off the event loop). */
    updateFromJson: (userId: string, id: string, json: string) =>
      withBody(userId, json, { small: readTripPatch, large: readTripPatchTask }, (patch) =>
        tx(userId, async (t) => {
          const current = await repo.get(t, id);
          if (!current) throw notFound();
          checkDates(
            patch.start_date === undefined ? current.start_date : patch.start_date,
            patch.end_date === undefined ? current.end_date : patch.end_date,
          );
          if (!(await repo.update(t, id, patch))) throw notFound();
          return id;
        }),
      ),

    remove: (userId: string, id: string) =>
      tx(userId, async (t) => {
        if (!(await repo.remove(t, id))) throw notFound();
      }),

    gpx: (userId: string, id: string) =>
      tx(userId, async (t) => {
        const row = await repo.get(t, id);
        if (!row) throw notFound();
        const trip = toTrip(row);
        return { filename: gpxFileName(trip.name), xml: buildGpx(trip) };
      }),

    /**
     * A planned trip from a GPX route, track or waypoints, read on a worker thread (the file's bytes move there); its
     * distance is measured along the geometry. One import at a time per user, a few a minute.
     */
    importGpx: (userId: string, bytes: ArrayBuffer) => {
      if (bytes.byteLength === 0) throw validationError({ file: 'required' });
      if (bytes.byteLength > TRIP_LIMITS.maxGpxBytes) throw gpxTooLarge();
      return gpxImports.run(userId, 1, async (release) => {
        try {
          const route = await deps.workers.run(readGpxTask, { bytes }, { transfer: [bytes] });
          const first = route.stops[0]!;
          const last = route.stops.at(-1)!;
          const id = await tx(userId, async (t) =>
            repo.insert(t, {
              name: route.name ?? (route.stops.length > 1 ? `${first.name} – ${last.name}` : first.name),
              status: 'planned',
              start_date: null,
              end_date: null,
              stops: route.stops,
              geometryJson: route.geometryJson,
              total_distance_km: route.km,
              // A track is the real road; only straight lines between stops are an estimate.
              estimated: !route.fromTrack,
              plan: null,
              budget: null,
              currency: (await financePreferences(t)).currency,
              vehicle_id: null,
            }),
          );
          await setImmediate();
          return await readJson(userId, id, route.geometryJson);
        } finally {
          await release();
        }
      });
    },
  };
}
export type TripsService = ReturnType<typeof createTripsService>;
