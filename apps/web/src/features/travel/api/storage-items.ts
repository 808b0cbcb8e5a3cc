import { useQuery } from '@tanstack/react-query';
import type { StorageItem, StorageItemInput, StorageItemPatch } from '@ww/contracts';
import { useAuth } from '#shared/lib/auth.tsx';
import { routeWrite, useOutboxWrite } from '#shared/lib/outbox/index.ts';
import { useUnsentRows } from '#shared/lib/outbox/index.ts';
import { insertRow, patchRow, updateCachedLists, withoutRow } from './offline-rows.ts';
import { travelQueries } from './queries.ts';

/** Items by location then name; `q` is searched by the server in name, location and notes. */
export function useStorageItems(q: string, vehicleId: string | null) {
  const { status } = useAuth();
  return useQuery({ ...travelQueries.storage.list(q, vehicleId), enabled: status === 'signed_in' });
}

export function useStorageSummary(vehicleId: string | null) {
  const { status } = useAuth();
  return useQuery({ ...travelQueries.storage.summary(vehicleId), enabled: status === 'signed_in' });
}

/** The lists and the weight summary, read again once the server has an item write. */
const STORAGE_INVALIDATES = [travelQueries.storage.all()] as const;
const LISTS = [...travelQueries.storage.all(), 'list'] as const;

/** Storage items the server does not have yet (created, changed or deleted offline), by id. */
export const useUnsentStorageItems = () => useUnsentRows('storage_item');

/** The outbox panel's words for an item: its name and where it is ("Spare fuses · Front locker"). */
const itemSummary = (item: { name?: string; location?: string }) =>
  [item.name?.trim() || null, item.location?.trim() || null].filter(Boolean).join(' · ');

/** Whether a cached list (a search, one rig's or every item) holds an item: unsearched lists of its rig or all. */
const listShows = (key: readonly unknown[], item: StorageItem) =>
  key[3] === '' && (key[4] === 'all' || key[4] === item.vehicle_id);

/** By location then name, as the server orders them. */
const itemFirst = (row: StorageItem, other: StorageItem) =>
  row.location.localeCompare(other.location) < 0 ||
  (row.location === other.location && row.name.localeCompare(other.name) <= 0);

/** An item added offline, as typed, until the server has it (its weight counts in the summary once sent). */
function pendingItem(input: StorageItemInput, id: string, userId: string): StorageItem {
  const now = new Date().toISOString();
  return {
    id,
    user_id: userId,
    vehicle_id: input.vehicle_id ?? null,
    name: input.name.trim(),
    location: input.location?.trim() ?? '',
    quantity: input.quantity ?? 1,
    unit_weight_kg: input.unit_weight_kg ?? null,
    notes: input.notes?.trim() ?? '',
    created_at: now,
    updated_at: now,
  };
}

const patchedItem = (item: StorageItem, patch: StorageItemPatch): StorageItem => ({
  ...item,
  ...Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)),
});

/** Adds an item; offline it shows at once in the list (under its Idempotency-Key as id) and is sent later. */
export function useCreateStorageItem() {
  const { user } = useAuth();
  return useOutboxWrite<StorageItemInput, { data: StorageItem }>({
    toWrite: (input) => ({
      kind: 'storage_item',
      summary: itemSummary(input),
      ...routeWrite('POST /storage-items', { json: input }),
      invalidate: STORAGE_INVALIDATES,
    }),
    optimistic: (queryClient, input, key) => {
      const item = pendingItem(input, key, user?.id ?? '');
      return updateCachedLists<StorageItem>(queryClient, LISTS, (rows, listKey) =>
        listShows(listKey, item) ? insertRow(rows, item, itemFirst) : rows,
      );
    },
  });
}

/** Changes an item the server has; offline it is changed in the lists at once and sent with the version seen. */
export function useUpdateStorageItem() {
  return useOutboxWrite<{ item: StorageItem; patch: StorageItemPatch }, { data: StorageItem }>({
    toWrite: ({ item, patch }) => ({
      kind: 'storage_item',
      summary: itemSummary({ ...item, ...patch }),
      ...routeWrite('PATCH /storage-items/{id}', { params: { id: item.id }, json: patch }),
      baseVersion: item.updated_at,
      invalidate: STORAGE_INVALIDATES,
    }),
    optimistic: (queryClient, { item, patch }) => {
      const changed = patchedItem(item, patch);
      // An item moved to another rig leaves that rig's list; the lists are read again once it is sent.
      return updateCachedLists<StorageItem>(queryClient, LISTS, (rows, listKey) =>
        listKey[4] === 'all' || listKey[4] === changed.vehicle_id
          ? patchRow<StorageItem>(item.id, () => changed)(rows)
          : withoutRow<StorageItem>(item.id)(rows),
      );
    },
  });
}

/** Deletes an item; offline it leaves the lists at once. */
export function useDeleteStorageItem() {
  return useOutboxWrite<StorageItem, undefined>({
    toWrite: (item) => ({
      kind: 'storage_item',
      summary: itemSummary(item),
      ...routeWrite('DELETE /storage-items/{id}', { params: { id: item.id } }),
      baseVersion: item.updated_at,
      invalidate: STORAGE_INVALIDATES,
    }),
    optimistic: (queryClient, item) => updateCachedLists(queryClient, LISTS, withoutRow<StorageItem>(item.id)),
  });
}
