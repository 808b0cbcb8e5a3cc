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
  'geometry',
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
  geometry: [number, number][];
  total_distance_km: number | null;
  estimated: boolean;
  plan: Record<string, unknown> | null;
  budget: number | null;
  currency: string;
  vehicle_id: string | null;
};

// jsonb goes in as text: the pg driver would turn a JS array into a Postgres array literal.
const toRow = (v: Partial<TripValues>) => ({
  ...v,
  ...(v.stops !== undefined ? { stops: JSON.stringify(v.stops) } : {}),
  ...(v.geometry !== undefined ? { geometry: JSON.stringify(v.geometry) } : {}),
  ...(v.plan !== undefined ? { plan: v.plan === null ? null : JSON.stringify(v.plan) } : {}),
});

/** Per currency, the user's expenses dated within the trip's start..end dates. */
const actualCost = spendingBetween(sql.ref('trips.start_date'), sql.ref('trips.end_date')).as('actual_cost');

export const tripsRepository = {
  /** Newest first. */
  list: (tx: Tx) =>
    tx
      .selectFrom('trips')
      .select([...tripColumns, actualCost])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute(),

  get: (tx: Tx, id: string) =>
    tx
      .selectFrom('trips')
      .select([...tripColumns, actualCost])
      .where('id', '=', id)
      .executeTakeFirst(),

  async insert(tx: Tx, values: TripValues) {
    const { id } = await tx
      .insertInto('trips')
      .values(toRow(values) as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    return (await tripsRepository.get(tx, id))!;
  },

  async update(tx: Tx, id: string, values: Partial<TripValues>) {
    const res = await tx
      .updateTable('trips')
      .set({ ...toRow(values), updated_at: new Date() } as never)
      .where('id', '=', id)
      .returning('id')
      .executeTakeFirst();
    return res ? tripsRepository.get(tx, id) : undefined;
  },

  async remove(tx: Tx, id: string) {
    const res = await tx.deleteFrom('trips').where('id', '=', id).executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  },
};
export type TripRow = NonNullable<Awaited<ReturnType<typeof tripsRepository.get>>>;
