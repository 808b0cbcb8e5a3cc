import type { FuelEntry, FuelStats, Language, VolumeUnit } from '@ww/contracts';
import {
  FINANCE_LIMITS,
  FUEL_LOG_LIMITS,
  fuelEntryInputSchema,
  fuelEntryPatchSchema,
  pricePerVolumeToPerLitre,
  todayIn,
  VOLUME_UNITS,
  volumeToLitres,
} from '@ww/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '#db/schema.ts';
import { withUserTx, type Tx } from '#db/with-user-tx.ts';
import { notFound, validationError } from '#platform/errors.ts';
import { throwIfChanged, type Expected } from '#platform/preconditions.ts';
import { deleteRecordedExpense, financePreferences, syncRecordedExpense } from '#modules/finance/index.ts';
import { readSettings } from '#modules/settings/index.ts';
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
  entered_unit: r.entered_unit as VolumeUnit | null,
  entered_volume: r.entered_volume === null ? null : Number(r.entered_volume),
  entered_price: r.entered_price === null ? null : Number(r.entered_price),
  currency: r.currency.trim(),
  full_tank: r.full_tank,
  odometer_reset: r.odometer_reset,
  place: r.place,
  expense_id: r.expense_id,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

/** A fill as typed: its volume and price per unit (null when a total was typed) in litres, US or imperial gallons. */
interface TypedFill {
  unit: VolumeUnit;
  volume: number;
  price: number | null;
}

const litresPer = (unit: VolumeUnit) => volumeToLitres(1, unit);
const asUnit = (unit: string | null): VolumeUnit => VOLUME_UNITS.find((u) => u === unit) ?? 'L';
const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** volume × price to the cent, half up, as a pump computes it (both to 0.001, exactly in integers). */
function totalOf(volume: number, price: number): number {
  const product = BigInt(Math.round(volume * 1000)) * BigInt(Math.round(price * 1000));
  return Number((product + 5_000n) / 10_000n) / 100;
}

/**
 * What a fill holds and costs, from what was typed: the typed figures kept as typed, litres (to 0.01) and a price per
 * litre (to 0.001) for the statistics, and the total as a pump computes it from the typed volume and price, or the
 * price from a typed total. Problems are named on the fields the client sent (`litres`: volume_l and price_per_l).
 */
function measure(typed: TypedFill, total: number | undefined, litresGiven: boolean) {
  const volumeField = litresGiven ? 'volume_l' : 'volume';
  const priceField = litresGiven ? 'price_per_l' : 'price_per_unit';
  const volumeL = round(typed.volume * litresPer(typed.unit), 2);
  if (volumeL <= 0) throw validationError({ [volumeField]: 'too_small' });
  if (volumeL > FUEL_LOG_LIMITS.maxVolumeL) throw validationError({ [volumeField]: 'too_large' });
  const entered = { entered_unit: typed.unit, entered_volume: typed.volume };
  if (total !== undefined) {
    const price = priceFromTotal(volumeL, total);
    if (price <= 0) throw validationError({ total_cost: 'too_small' });
    return { ...entered, entered_price: null, volume_l: volumeL, price_per_l: price, total_cost: total };
  }
  const price = typed.price!;
  const pricePerL = typed.unit === 'L' ? price : round(pricePerVolumeToPerLitre(price, typed.unit), 3);
  if (pricePerL > FUEL_LOG_LIMITS.maxPricePerL) throw validationError({ [priceField]: 'too_large' });
  const totalCost = typed.unit === 'L' && litresGiven ? totalFromPrice(volumeL, price) : totalOf(typed.volume, price);
  if (totalCost > FINANCE_LIMITS.maxAmount) throw validationError({ total_cost: 'amount_too_large' });
  if (totalCost <= 0 || pricePerL <= 0) throw validationError({ [priceField]: 'too_small' });
  return { ...entered, entered_price: price, volume_l: volumeL, price_per_l: pricePerL, total_cost: totalCost };
}

/** A saved fill as it was typed, or (logged before units were kept) its litres, expressed in `unit`. */
function typedInUnit(row: FuelEntryRow, unit: VolumeUnit): TypedFill {
  if (row.entered_unit === unit && row.entered_volume !== null) {
    const price = row.entered_price === null ? null : Number(row.entered_price);
    return {
      unit,
      volume: Number(row.entered_volume),
      price: price ?? round(Number(row.price_per_l) * litresPer(unit), 3),
    };
  }
  return {
    unit,
    volume: round(Number(row.volume_l) / litresPer(unit), 3),
    price: round(Number(row.price_per_l) * litresPer(unit), 3),
  };
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

const FUEL: Record<Language, { alone: string; at: (place: string) => string }> = {
  en: { alone: 'Fuel', at: (place) => `Fuel: ${place}` },
  es: { alone: 'Combustible', at: (place) => `Combustible: ${place}` },
  fr: { alone: 'Carburant', at: (place) => `Carburant : ${place}` },
};

/**
 * The expense's description in the user's language (their settings when it is written), with the place when one was
 * given: 'Combustible: Repsol', 'Carburant : Total'. A place may be a station or a town, so it follows a colon rather
 * than 'at'/'en'/'chez'. Made here, so a fill-up added from the Fuel Log or through Pam reads the same.
 */
const expenseDescription = (language: Language, place: string) => {
  const words = FUEL[language];
  return place ? words.at(place) : words.alone;
};

/** Keeps the linked expense in step with its fill-up: total, currency, date and place. */
const syncExpense = async (t: Tx, row: FuelEntryRow, budgetAlerts: boolean) =>
  syncRecordedExpense(
    t,
    row.expense_id,
    {
      amount: Number(row.total_cost),
      currency: row.currency.trim(),
      category: 'fuel',
      date: row.filled_on,
      description: expenseDescription((await readSettings(t)).display_preferences.language, row.place),
    },
    { budgetAlerts },
  );

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
        const litresGiven = input.unit === undefined;
        const typed: TypedFill = litresGiven
          ? { unit: 'L', volume: input.volume_l!, price: input.price_per_l ?? null }
          : { unit: input.unit!, volume: input.volume!, price: input.price_per_unit ?? null };
        let row = await repo.insert(t, {
          ...placed,
          ...measure(typed, input.total_cost, litresGiven),
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

    /** With `expected` (If-Match), only while the row is still the version the client saw: else 412. */
    update: (userId: string, id: string, patch: z.output<typeof fuelEntryPatchSchema>, expected?: Expected) =>
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
        const { price_per_l, total_cost, volume_l, unit, volume, price_per_unit, ...fields } = patch;
        const litresGiven = volume_l !== undefined || price_per_l !== undefined;
        const priced = litresGiven || [total_cost, unit, volume, price_per_unit].some((v) => v !== undefined);
        let measured = {};
        if (priced) {
          // What was not given is kept as it was typed, in the unit now used.
          const kept = typedInUnit(current, litresGiven ? 'L' : (unit ?? asUnit(current.entered_unit)));
          const typed: TypedFill = {
            unit: kept.unit,
            volume: volume_l ?? volume ?? kept.volume,
            price: price_per_l ?? price_per_unit ?? kept.price,
          };
          measured = measure(typed, total_cost, litresGiven);
        }
        // The precondition is decided by the UPDATE itself; a refusal rolls back the checks above with it.
        const updated = await repo.update(t, id, { ...fields, ...measured }, expected);
        if (!updated) {
          await throwIfChanged(t, 'fuel_log', { id }, expected);
          throw notFound();
        }
        let row = updated;
        const touchesExpense = [
          'volume_l',
          'price_per_l',
          'total_cost',
          'unit',
          'volume',
          'price_per_unit',
          'currency',
          'filled_on',
          'place',
        ].some((k) => k in patch);
        if (row.expense_id && touchesExpense) await syncExpense(t, row, (await financePreferences(t)).budgetAlerts);
        row = (await repo.get(t, id))!;
        return toFuelEntry(row);
      }),

    /** The expense it created is kept unless asked: money spent is not undone by tidying the log. */
    remove: (userId: string, id: string, deleteExpense: boolean, expected?: Expected) =>
      tx(userId, async (t) => {
        const removed = await repo.remove(t, id, expected);
        if (!removed) {
          await throwIfChanged(t, 'fuel_log', { id }, expected);
          throw notFound();
        }
        if (deleteExpense && removed.expense_id) await deleteRecordedExpense(t, removed.expense_id);
      }),
  };
}
export type FuelLogService = ReturnType<typeof createFuelLogService>;
