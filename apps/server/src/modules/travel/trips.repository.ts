import { sql } from 'kysely';
import type { Tx } from '#db/with-user-tx.ts';
import { spendingBetween } from '#modules/finance/index.ts';

export const tripColumns = [
  'id',
  'user_id',
  'name',
  'status',
  'start_date',
  'end_date',
  'stops',
  'total_distance_km',
  'estimated',
  'plan',
  'budget',
  'currency',
  'vehicle_id',
  'created_at',
  'updated_at',
] as const;

export type TripValues = {
  name: string;
  status: string;
  start_date: string | null;
  end_date: string | null;
  stops: { lat: number; lon: number; name: string }[];
  /** [[lon, lat], ...] as JSON text: a large geometry is serialised on a worker thread, never on the event loop. */
  geometryJson: string;
  total_distance_km: number | null;
  estimated: boolean;
  plan: Record<string, unknown> | null;
  budget: number | null;
  currency: string;
  vehicle_id: string | null;
};

// JSON goes in as text: the pg driver would turn a JS array into a Postgres array literal.
const toRow = ({ geometryJson, ...v }: Partial<TripValues>) => ({
  ...v,
  ...(v.stops !== undefined ? { stops: JSON.stringify(v.stops) } : {}),
  ...(geometryJson !== undefined ? { geometry: geometryJson } : {}),
  ...(v.plan !== undefined ? { plan: v.plan === null ? null : JSON.stringify(v.plan) } : {}),
});

/** Per currency, the user's expenses dated within the trip's start..end dates. */
const actualCost = spendingBetween(sql.ref('trips.start_date'), sql.ref('trips.end_date')).as('actual_cost');
/** The geometry as the text stored: the drivers would parse a json column (1 MB for 50,000 points) on the event loop. */
const geometryJson = sql<string>`trips.geometry::text`.as('geometry_json');

export const tripsRepository = {
  /** Newest first. */
  list: (tx: Tx) =>
    tx
      .selectFrom('trips')
      .select([...tripColumns, geometryJson, actualCost])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute(),

  get: (tx: Tx, id: string) =>
    tx
      .selectFrom('trips')
      .select([...tripColumns, geometryJson, actualCost])
      .where('id', '=', id)
      .executeTakeFirst(),

  /** A trip without its geometry: for the answer to a save, whose geometry the caller has. */
  getWithoutGeometry: (tx: Tx, id: string) =>
    tx
      .selectFrom('trips')
      .select([...tripColumns, actualCost])
      .where('id', '=', id)
      .executeTakeFirst(),

  /** The new trip's id (its row is read with `get`, once the write has let other requests in). */
  async insert(tx: Tx, values: TripValues): Promise<string> {
    const { id } = await tx
      .insertInto('trips')
      .values(toRow(values) as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  },

  /** False when the trip is not the user's (or gone). */
  async update(tx: Tx, id: string, values: Partial<TripValues>): Promise<boolean> {
    const res = await tx
      .updateTable('trips')
      .set({ ...toRow(values), updated_at: new Date() } as never)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  },

  async remove(tx: Tx, id: string) {
    const res = await tx.deleteFrom('trips').where('id', '=', id).executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  },
};
export type TripRow = NonNullable<Awaited<ReturnType<typeof tripsRepository.get>>>;
