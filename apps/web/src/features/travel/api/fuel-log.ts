import { useQuery, type QueryKey } from '@tanstack/react-query';
import {
  DEFAULT_SETTINGS,
  LITRES_PER_US_GALLON,
  type FuelEntry,
  type FuelEntryInput,
  type FuelEntryPatch,
} from '@ww/contracts';
import { useAuth } from '#shared/lib/auth.tsx';
import { routeWrite, useOutboxWrite } from '#shared/lib/outbox/index.ts';
import { useSettings } from '#shared/lib/settings.ts';
import { useUnsentRows } from '#shared/lib/outbox/index.ts';
import { insertRow, patchRow, updateCachedLists, withoutRow } from './offline-rows.ts';
import { travelQueries } from './queries.ts';

// The log, its figures and the maintenance odometer all read the fill-ups.
const FUEL_INVALIDATES = [travelQueries.fuelLog.all(), travelQueries.maintenance.all()] as const;
const LISTS = [...travelQueries.fuelLog.all(), 'list'] as const;

/** Fill-ups newest first, of one rig or all. */
export function useFuelLog(vehicleId: string | null) {
  const { status } = useAuth();
  return useQuery({ ...travelQueries.fuelLog.list(vehicleId), enabled: status === 'signed_in' });
}

/** Consumption between full fills, cost per km, totals and the monthly series, computed by the server. */
export function useFuelStats(vehicleId: string | null) {
  const { status } = useAuth();
  return useQuery({ ...travelQueries.fuelLog.stats(vehicleId), enabled: status === 'signed_in' });
}

/** Fill-ups the server does not have yet (created, changed or deleted offline), by id. */
export const useUnsentFuelEntries = () => useUnsentRows('fuel_entry');

/** Whether a cached list (one rig's, or 'all') shows fill-ups of `vehicleId`. */
const listShows = (key: QueryKey, vehicleId: string | null | undefined) =>
  key[3] === 'all' || key[3] === (vehicleId ?? null);

/** The outbox panel's words for a fill-up: its date, volume as typed and place ("2026-03-02 · 45 L · Shell"). */
function fuelSummary(fill: { filled_on: string; place?: string }, volume: string | null) {
  return [fill.filled_on, volume, fill.place?.trim() || null].filter(Boolean).join(' · ');
}
const typedVolume = (input: Pick<FuelEntryInput, 'unit' | 'volume' | 'volume_l'>) =>
  input.volume !== undefined
    ? `${input.volume} ${input.unit ?? 'L'}`
    : input.volume_l !== undefined
      ? `${input.volume_l} L`
      : null;

/**
 * A fill-up logged offline, as the list shows it until the server has it: what was typed (volume and price or total in
 * their unit). Its litres are the typed volume converted; the total the server works out from a typed price (to the
 * cent, as a pump does) and the statistics are not shown for it while it waits.
 */
function pendingFuelEntry(input: FuelEntryInput, id: string, userId: string, currency: string): FuelEntry {
  const unit = input.unit ?? 'L';
  const volume = input.volume ?? input.volume_l ?? 0;
  const litresPerUnit = unit === 'gal' ? LITRES_PER_US_GALLON : 1;
  const price = input.price_per_unit ?? input.price_per_l ?? null;
  const volumeL = Math.round(volume * litresPerUnit * 100) / 100;
  const now = new Date().toISOString();
  return {
    id,
    user_id: userId,
    vehicle_id: input.vehicle_id ?? null,
    filled_on: input.filled_on,
    odometer_km: input.odometer_km ?? null,
    volume_l: volumeL,
    price_per_l: price !== null ? price / litresPerUnit : volumeL > 0 ? (input.total_cost ?? 0) / volumeL : 0,
    total_cost: input.total_cost ?? (price !== null ? volume * price : 0),
    entered_unit: unit,
    entered_volume: volume,
    entered_price: price,
    currency: input.currency ?? currency,
    full_tank: input.full_tank ?? true,
    odometer_reset: input.odometer_reset ?? false,
    place: input.place?.trim() ?? '',
    expense_id: null,
    created_at: now,
    updated_at: now,
  };
}

/** A fill-up with an edit made offline: the fields as typed; a new price or total replaces the other. */
export function patchedFuelEntry(entry: FuelEntry, patch: FuelEntryPatch): FuelEntry {
  const { unit, volume, price_per_unit, total_cost, volume_l, price_per_l, ...fields } = patch;
  const priced = price_per_unit ?? price_per_l;
  return {
    ...entry,
    ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
    ...(unit !== undefined ? { entered_unit: unit } : {}),
    ...(volume !== undefined ? { entered_volume: volume } : {}),
    ...(volume_l !== undefined ? { volume_l, entered_unit: 'L', entered_volume: volume_l } : {}),
    ...(priced !== undefined ? { entered_price: priced } : {}),
    ...(total_cost !== undefined ? { total_cost, entered_price: null } : {}),
  };
}

/**
 * Logs a fill-up; offline it shows at once in the log (under its Idempotency-Key as id) and is sent when the
 * connection returns.
 */
export function useCreateFuelEntry() {
  const { user } = useAuth();
  // What the server fills in when the input names no currency.
  const currency = (useSettings().data?.regional_preferences ?? DEFAULT_SETTINGS.regional_preferences).currency;
  return useOutboxWrite<FuelEntryInput, { data: FuelEntry }>({
    toWrite: (input) => ({
      kind: 'fuel_entry',
      summary: fuelSummary(input, typedVolume(input)),
      ...routeWrite('POST /fuel-log', { json: input }),
      invalidate: FUEL_INVALIDATES,
    }),
    optimistic: (queryClient, input, key) =>
      updateCachedLists<FuelEntry>(queryClient, LISTS, (rows, listKey) =>
        listShows(listKey, input.vehicle_id)
          ? insertRow(
              rows,
              pendingFuelEntry(input, key, user?.id ?? '', currency),
              (row, other) => row.filled_on >= other.filled_on,
            )
          : rows,
      ),
  });
}

/** Changes a fill-up the server has; offline it is changed in the log at once and sent with the version seen. */
export function useUpdateFuelEntry() {
  return useOutboxWrite<{ entry: FuelEntry; patch: FuelEntryPatch }, { data: FuelEntry }>({
    toWrite: ({ entry, patch }) => ({
      kind: 'fuel_entry',
      summary: fuelSummary({ ...entry, ...patch }, typedVolume({ unit: entry.entered_unit ?? 'L', ...patch })),
      ...routeWrite('PATCH /fuel-log/{id}', { params: { id: entry.id }, json: patch }),
      baseVersion: entry.updated_at,
      invalidate: FUEL_INVALIDATES,
    }),
    optimistic: (queryClient, { entry, patch }) => {
      const changed = patchedFuelEntry(entry, patch);
      return updateCachedLists<FuelEntry>(queryClient, LISTS, (rows, listKey) =>
        // A fill-up moved to another rig leaves that rig's list; the lists are read again once it is sent.
        listShows(listKey, changed.vehicle_id)
          ? patchRow<FuelEntry>(entry.id, () => changed)(rows)
          : withoutRow<FuelEntry>(entry.id)(rows),
      );
    },
  });
}

/** Deletes a fill-up (and its expense when asked); offline it leaves the log at once. */
export function useDeleteFuelEntry() {
  return useOutboxWrite<{ entry: FuelEntry; deleteExpense: boolean }, undefined>({
    toWrite: ({ entry, deleteExpense }) => ({
      kind: 'fuel_entry',
      summary: fuelSummary(entry, null),
      ...routeWrite('DELETE /fuel-log/{id}', {
        params: { id: entry.id },
        query: { delete_expense: deleteExpense ? 'true' : 'false' },
      }),
      baseVersion: entry.updated_at,
      invalidate: FUEL_INVALIDATES,
    }),
    optimistic: (queryClient, { entry }) => updateCachedLists(queryClient, LISTS, withoutRow<FuelEntry>(entry.id)),
  });
}
