import type { StorageItem, StorageSummary } from '@ww/contracts';
import type { storageItemInputSchema, storageItemPatchSchema } from '@ww/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '#db/schema.ts';
import { withUserTx } from '#db/with-user-tx.ts';
import { notFound } from '#platform/errors.ts';
import { throwIfChanged, type Expected } from '#platform/preconditions.ts';
import { storageItemsRepository as repo, type StorageItemRow } from './storage-items.repository.ts';

const round2 = (n: number) => Math.round(n * 100) / 100;

export const toStorageItem = (r: StorageItemRow): StorageItem => ({
  id: r.id,
  user_id: r.user_id,
  vehicle_id: r.vehicle_id,
  name: r.name,
  location: r.location,
  quantity: r.quantity,
  unit_weight_kg: r.unit_weight_kg === null ? null : Number(r.unit_weight_kg),
  notes: r.notes,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

export function createStorageItemsService(deps: { db: Kysely<Database> }) {
  const tx = <T>(userId: string, fn: Parameters<typeof withUserTx<T>>[2]) => withUserTx(deps.db, { userId }, fn);

  return {
    list: (userId: string, filter: { q?: string; vehicle_id?: string }) =>
      tx(userId, async (t) => (await repo.list(t, filter)).map(toStorageItem)),

    create: (userId: string, input: z.output<typeof storageItemInputSchema>) =>
      tx(userId, async (t) =>
        toStorageItem(
          await repo.insert(t, {
            ...input,
            vehicle_id: input.vehicle_id ?? null,
            unit_weight_kg: input.unit_weight_kg ?? null,
          }),
        ),
      ),

    /** With `expected` (If-Match), only while the row is still the version the client saw: else 412. */
    update: (userId: string, id: string, patch: z.output<typeof storageItemPatchSchema>, expected?: Expected) =>
      tx(userId, async (t) => {
        const row = await repo.update(t, id, patch, expected);
        if (!row) {
          await throwIfChanged(t, 'storage_items', { id }, expected);
          throw notFound();
        }
        return toStorageItem(row);
      }),

    remove: (userId: string, id: string, expected?: Expected) =>
      tx(userId, async (t) => {
        if (!(await repo.remove(t, id, expected))) {
          await throwIfChanged(t, 'storage_items', { id }, expected);
          throw notFound();
        }
      }),

    /**
     * Total weight per location and overall; with a vehicle, only its items, set against its payload (gross minus
     * empty mass). A vehicle the user cannot see is a 404 rather than an empty summary.
     */
    summary: (userId: string, vehicleId: string | null) =>
      tx(userId, async (t): Promise<StorageSummary> => {
        let payload: number | null = null;
        if (vehicleId) {
          const v = await repo.vehicleMasses(t, vehicleId);
          if (!v) throw notFound();
          if (v.gross_mass_kg !== null && v.empty_mass_kg !== null)
            payload = Number(v.gross_mass_kg) - Number(v.empty_mass_kg);
        }
        const rows = await repo.byLocation(t, vehicleId);
        const by_location = rows.map((r) => ({
          location: r.location,
          quantity: Number(r.quantity),
          weight_kg: round2(Number(r.weight_kg)),
        }));
        const total = round2(rows.reduce((s, r) => s + Number(r.weight_kg), 0));
        const usable = payload !== null && payload > 0 ? payload : null;
        return {
          vehicle_id: vehicleId,
          item_count: rows.reduce((s, r) => s + Number(r.item_count), 0),
          unweighed_count: rows.reduce((s, r) => s + Number(r.unweighed_count), 0),
          total_weight_kg: total,
          by_location,
          payload_kg: usable === null ? null : round2(usable),
          payload_used_pct: usable === null ? null : Math.round((total / usable) * 1000) / 10,
          over_limit: usable !== null && total > usable,
        };
      }),
  };
}
export type StorageItemsService = ReturnType<typeof createStorageItemsService>;
