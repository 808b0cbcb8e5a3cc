import type { FuelEntry, FuelStats } from '@ww/contracts';
import { FINANCE_LIMITS, fuelEntryInputSchema, fuelEntryPatchSchema, todayIn } from '@ww/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '#db/schema.ts';
import { withUserTx, type Tx } from '#db/with-user-tx.ts';
import { notFound, validationError } from '#platform/errors.ts';
import {
  deleteRecordedExpense,
  financePreferences,
  recordExpense,
  updateRecordedExpense,
} from '#modules/finance/index.ts';
import { fuelLogRepository as repo, type FuelEntryRow } from './fuel-log.repository.ts';
import { fuelStats, priceFromTotal, totalFromPrice } from './fuel-log.stats.ts';

export const toFuelEntry = (r: FuelEntryRow): FuelEntry => ({
  id: r.id,
  user_id: r.user_id,
  vehicle_id: r.vehicle_id,
  filled_on: r.filled_on,
  odometer_km: r.odometer_km === null ? null : Number(r.odometer_km),
  volume_l: Number(r.volume_l),
  price_per_l: Number(r.price_per_l),
  total_cost: Number(r.total_cost),
  currency: r.currency.trim(),
  full_tank: r.full_tank,
  odometer_reset: r.odometer_reset,
  place: r.place,
  expense_id: r.expense_id,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

/** The price and total of a fill: whichever was given, and the other computed from the volume. */
function pricing(volumeL: number, given: { price_per_l?: number; total_cost?: number }, fallbackPrice: number) {
  if (given.total_cost !== undefined) {
    const price = priceFromTotal(volumeL, given.total_cost);
    if (price <= 0) throw validationError({ total_cost: 'too_small' });
    return { price_per_l: price, total_cost: given.total_cost };
  }
  const price = given.price_per_l ?? fallbackPrice;
  const total = totalFromPrice(volumeL, price);
  if (total > FINANCE_LIMITS.maxAmount) throw validationError({ total_cost: 'amount_too_large' });
  if (total <= 0) throw validationError({ price_per_l: 'too_small' });
  return { price_per_l: price, total_cost: total };
}

/**
 * A fill-up must make sense where it sits: not dated after today (in the user's time zone), and its reading at or
 * above the same rig's fill-up before it (unless the odometer was reset or it is a new rig) and at or below the one
 * after it (unless that one starts a new segment).
 */
async function checkPlace(
  t: Tx,
  entry: {
    id?: string;
    vehicle_id: string | null;
    filled_on: string;
    odometer_km: number | null;
    odometer_reset: boolean;
  },
  timezone: string,
  dateChanged: boolean,
) {
  if (dateChanged && entry.filled_on > todayIn(timezone)) throw validationError({ filled_on: 'date_in_future' });
  if (entry.odometer_km === null) return;
  const { previous, next } = await repo.neighbours(t, entry.vehicle_id, entry.filled_on, entry.id);
  if (previous && !entry.odometer_reset && entry.odometer_km < Number(previous.odometer_km)) {
    throw validationError({ odometer_km: 'odometer_below_previous' });
  }
  if (next && !next.odometer_reset && entry.odometer_km > Number(next.odometer_km)) {
    throw validationError({ odometer_km: 'odometer_above_next' });
  }
}

const expenseDescription = (place: string) => (place ? `Fuel: ${place}` : 'Fuel');

/** Keeps the linked expense in step with its fill-up: total, currency, date and place. */
async function syncExpense(t: Tx, row: FuelEntryRow, budgetAlerts: boolean) {
  const values = {
    amount: Number(row.total_cost),
    currency: row.currency.trim(),
    category: 'fuel',
    date: row.filled_on,
    description: expenseDescription(row.place),
  };
  const prefs = { budgetAlerts };
  return row.expense_id ? updateRecordedExpense(t, row.expense_id, values, prefs) : recordExpense(t, values, prefs);
}

export function createFuelLogService(deps: { db: Kysely<Database> }) {
  const tx = <T>(userId: string, fn: Parameters<typeof withUserTx<T>>[2]) => withUserTx(deps.db, { userId }, fn);
  return {
    list: (userId: string, vehicleId?: string) =>
      tx(userId, async (t) => (await repo.list(t, vehicleId)).map(toFuelEntry)),

    stats: (userId: string, vehicleId?: string): Promise<FuelStats> =>
      tx(userId, async (t) => fuelStats((await repo.list(t, vehicleId)).map(toFuelEntry))),

    create: (userId: string, input: z.output<typeof fuelEntryInputSchema>) =>
      tx(userId, async (t) => {
        const prefs = await financePreferences(t);
        const placed = {
          vehicle_id: input.vehicle_id ?? null,
          filled_on: input.filled_on,
          odometer_km: input.odometer_km ?? null,
          odometer_reset: input.odometer_reset,
        };
        await checkPlace(t, placed, prefs.timezone, true);
        let row = await repo.insert(t, {
          ...placed,
          volume_l: input.volume_l,
          ...pricing(input.volume_l, input, 0),
          currency: input.currency ?? prefs.currency,
          full_tank: input.full_tank,
          place: input.place,
          expense_id: null,
        });
        if (input.add_expense) {
          const expenseId = await syncExpense(t, row, prefs.budgetAlerts);
          row = (await repo.update(t, row.id, { expense_id: expenseId }))!;
        }
        return toFuelEntry(row);
      }),

    update: (userId: string, id: string, patch: z.output<typeof fuelEntryPatchSchema>) =>
      tx(userId, async (t) => {
        const current = await repo.get(t, id);
        if (!current) throw notFound();
        const merged = {
          id,
          vehicle_id: patch.vehicle_id !== undefined ? patch.vehicle_id : current.vehicle_id,
          filled_on: patch.filled_on ?? current.filled_on,
          odometer_km:
            patch.odometer_km !== undefined
              ? patch.odometer_km
              : current.odometer_km === null
                ? null
                : Number(current.odometer_km),
          odometer_reset: patch.odometer_reset ?? current.odometer_reset,
        };
        const placeChanged = (['vehicle_id', 'filled_on', 'odometer_km', 'odometer_reset'] as const).some(
          (k) => k in patch,
        );
        if (placeChanged) await checkPlace(t, merged, (await financePreferences(t)).timezone, 'filled_on' in patch);
        const { price_per_l, total_cost, ...fields } = patch;
        const volume = patch.volume_l ?? Number(current.volume_l);
        const priced = price_per_l !== undefined || total_cost !== undefined || patch.volume_l !== undefined;
        let row = (await repo.update(t, id, {
          ...fields,
          ...(priced ? pricing(volume, { price_per_l, total_cost }, Number(current.price_per_l)) : {}),
        }))!;
        const touchesExpense = ['volume_l', 'price_per_l', 'total_cost', 'currency', 'filled_on', 'place'].some(
          (k) => k in patch,
        );
        if (row.expense_id && touchesExpense) await syncExpense(t, row, (await financePreferences(t)).budgetAlerts);
        row = (await repo.get(t, id))!;
        return toFuelEntry(row);
      }),

    /** The expense it created is kept unless asked: money spent is not undone by tidying the log. */
    remove: (userId: string, id: string, deleteExpense: boolean) =>
      tx(userId, async (t) => {
        const removed = await repo.remove(t, id);
        if (!removed) throw notFound();
        if (deleteExpense && removed.expense_id) await deleteRecordedExpense(t, removed.expense_id);
      }),
  };
}
export type FuelLogService = ReturnType<typeof createFuelLogService>;
