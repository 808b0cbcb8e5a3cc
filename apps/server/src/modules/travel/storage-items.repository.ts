import { sql } from 'kysely';
import type { Tx } from '#db/with-user-tx.ts';
import { unchangedSince, type Expected } from '#platform/preconditions.ts';

const columns = [
  'id',
  'user_id',
  'vehicle_id',
  'name',
  'location',
  'quantity',
  'unit_weight_kg',
  'notes',
  'created_at',
  'updated_at',
] as const;

export type StorageItemValues = {
  vehicle_id: string | null;
  name: string;
  location: string;
  quantity: number;
  unit_weight_kg: number | null;
  notes: string;
};

/** LIKE wildcards in the user's text match themselves. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const storageItemsRepository = {
  list(tx: Tx, filter: { q?: string; vehicle_id?: string }) {
    let query = tx.selectFrom('storage_items').select(columns);
    if (filter.vehicle_id) query = query.where('vehicle_id', '=', filter.vehicle_id);
    if (filter.q) {
      const p = likePattern(filter.q);
      query = query.where((eb) => eb.or([eb('name', 'ilike', p), eb('location', 'ilike', p), eb('notes', 'ilike', p)]));
    }
    return query.orderBy('location').orderBy('name').orderBy('id').execute();
  },

  get: (tx: Tx, id: string) => tx.selectFrom('storage_items').select(columns).where('id', '=', id).executeTakeFirst(),

  insert: (tx: Tx, values: StorageItemValues) =>
    tx.insertInto('storage_items').values(values).returning(columns).executeTakeFirstOrThrow(),

  /** Undefined when there is no such row, or (with `expected`) it is no longer the version the client saw. */
  update: (tx: Tx, id: string, values: Partial<StorageItemValues>, expected?: Expected) =>
    tx
      .updateTable('storage_items')
      .set({ ...values, updated_at: new Date() })
      .where('id', '=', id)
      .where(unchangedSince(expected))
      .returning(columns)
      .executeTakeFirst(),

  async remove(tx: Tx, id: string, expected?: Expected) {
    const res = await tx
      .deleteFrom('storage_items')
      .where('id', '=', id)
      .where(unchangedSince(expected))
      .executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  },

  /** Quantity and weight (quantity × unit weight) per location; numerics come back as text. */
  byLocation: (tx: Tx, vehicleId: string | null) =>
    sql<{ location: string; item_count: string; unweighed_count: string; quantity: string; weight_kg: string }>`
      select location, count(*) as item_count, count(*) filter (where unit_weight_kg is null) as unweighed_count,
             sum(quantity) as quantity, coalesce(sum(quantity * unit_weight_kg), 0) as weight_kg
      from storage_items
      where ${vehicleId === null ? sql`true` : sql`vehicle_id = ${vehicleId}`}
      group by location
      order by weight_kg desc, location
    `
      .execute(tx)
      .then((r) => r.rows),

  vehicleMasses: (tx: Tx, vehicleId: string) =>
    tx.selectFrom('vehicles').select(['gross_mass_kg', 'empty_mass_kg']).where('id', '=', vehicleId).executeTakeFirst(),
};
export type StorageItemRow = Awaited<ReturnType<typeof storageItemsRepository.insert>>;
