import type { Trip } from '@ww/contracts';
import { tripInputSchema, tripPatchSchema, upgradeSavedPlan } from '@ww/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '#db/schema.ts';
import { withUserTx } from '#db/with-user-tx.ts';
import { AppError, notFound, validationError } from '#platform/errors.ts';
import { haversineKm } from '#providers/geocoding/geo.ts';
import { financePreferences } from '#modules/finance/index.ts';
import { buildGpx, GpxError, parseGpx } from './gpx.ts';
import { round } from './route-plan.compute.ts';
import { tripsRepository as repo, type TripRow, type TripValues } from './trips.repository.ts';

const num = (v: string | number | null) => (v === null ? null : Number(v));
const parsed = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;

export const toTrip = (r: TripRow): Trip => ({
  id: r.id,
  user_id: r.user_id,
  name: r.name,
  status: r.status as Trip['status'],
  start_date: r.start_date,
  end_date: r.end_date,
  stops: parsed(r.stops),
  geometry: parsed(r.geometry),
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

export function createTripsService(deps: { db: Kysely<Database> }) {
  const tx = <T>(userId: string, fn: Parameters<typeof withUserTx<T>>[2]) => withUserTx(deps.db, { userId }, fn);
  return {
    list: (userId: string) => tx(userId, async (t) => (await repo.list(t)).map(toTrip)),

    get: (userId: string, id: string) =>
      tx(userId, async (t) => {
        const row = await repo.get(t, id);
        if (!row) throw notFound();
        return toTrip(row);
      }),

    create: (userId: string, input: z.output<typeof tripInputSchema>) =>
      tx(userId, async (t) => {
        checkDates(input.start_date, input.end_date);
        const values: TripValues = {
          name: input.name,
          status: input.status,
          start_date: input.start_date ?? null,
          end_date: input.end_date ?? null,
          stops: input.stops,
          geometry: input.geometry,
          total_distance_km: input.total_distance_km ?? null,
          estimated: input.estimated,
          plan: (input.plan as Record<string, unknown> | null | undefined) ?? null,
          budget: input.budget ?? null,
          currency: input.currency ?? (await financePreferences(t)).currency,
          vehicle_id: input.vehicle_id ?? null,
        };
        return toTrip(await repo.insert(t, values));
      }),

    update: (userId: string, id: string, patch: z.output<typeof tripPatchSchema>) =>
      tx(userId, async (t) => {
        const current = await repo.get(t, id);
        if (!current) throw notFound();
        checkDates(
          patch.start_date === undefined ? current.start_date : patch.start_date,
          patch.end_date === undefined ? current.end_date : patch.end_date,
        );
        const row = await repo.update(t, id, patch);
        if (!row) throw notFound();
        return toTrip(row);
      }),

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

    /** A planned trip from a GPX route, track or waypoints; its distance is measured along the geometry. */
    importGpx: (userId: string, xml: string) => {
      let route;
      try {
        route = parseGpx(xml);
      } catch (err) {
        if (err instanceof GpxError) {
          // The code says it is the file; the field says what is wrong with it, for the web to word.
          throw new AppError(err.refused ? 400 : 422, 'validation', err.message, 'invalid_gpx', { file: err.reason });
        }
        throw err;
      }
      const km = route.geometry
        .slice(1)
        .reduce(
          (sum, [lon, lat], i) =>
            sum + haversineKm({ lat: route.geometry[i]![1], lon: route.geometry[i]![0] }, { lat, lon }),
          0,
        );
      const first = route.stops[0]!;
      const last = route.stops.at(-1)!;
      return tx(userId, async (t) =>
        toTrip(
          await repo.insert(t, {
            name: route.name ?? (route.stops.length > 1 ? `${first.name} – ${last.name}` : first.name),
            status: 'planned',
            start_date: null,
            end_date: null,
            stops: route.stops,
            geometry: route.geometry,
            total_distance_km: round(km, 1),
            // A track is the real road; only straight lines between stops are an estimate.
            estimated: !route.fromTrack,
            plan: null,
            budget: null,
            currency: (await financePreferences(t)).currency,
            vehicle_id: null,
          }),
        ),
      );
    },
  };
}
export type TripsService = ReturnType<typeof createTripsService>;
