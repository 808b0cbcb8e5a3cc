import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StorageItem, StorageItemInput, StorageItemPatch, StorageSummary } from '@ww/contracts';
import { apiFetch, type ApiRequestError } from '../../../shared/lib/api-client.ts';
import { useAuth } from '../../../shared/lib/auth.tsx';
import { travelKeys } from './travel-keys.ts';

const query = (params: Record<string, string | null>) => {
  const search = new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => !!e[1])).toString();
  return search ? `?${search}` : '';
};

/** Items by location then name; `q` is searched by the server in name, location and notes. */
export function useStorageItems(q: string, vehicleId: string | null) {
  const { status } = useAuth();
  return useQuery<StorageItem[], ApiRequestError>({
    queryKey: travelKeys.storage.list(q, vehicleId),
    enabled: status === 'signed_in',
    // Keeps the list on screen while a new search is on its way.
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => (await apiFetch<{ data: StorageItem[] }>(`/storage-items${query({ q, vehicle_id: vehicleId })}`, { signal })).data,
  });
}

export function useStorageSummary(vehicleId: string | null) {
  const { status } = useAuth();
  return useQuery<StorageSummary, ApiRequestError>({
    queryKey: travelKeys.storage.summary(vehicleId),
    enabled: status === 'signed_in',
    queryFn: async ({ signal }) => (await apiFetch<{ data: StorageSummary }>(`/storage-items/summary${query({ vehicle_id: vehicleId })}`, { signal })).data,
  });
}

function useInvalidateStorage() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: travelKeys.storage.all() });
}

export function useCreateStorageItem() {
  const invalidate = useInvalidateStorage();
  return useMutation<StorageItem, ApiRequestError, StorageItemInput>({
    mutationFn: async (input) => (await apiFetch<{ data: StorageItem }>('/storage-items', { method: 'POST', json: input })).data,
    onSuccess: invalidate,
  });
}

export function useUpdateStorageItem() {
  const invalidate = useInvalidateStorage();
  return useMutation<StorageItem, ApiRequestError, { id: string; patch: StorageItemPatch }>({
    mutationFn: async ({ id, patch }) => (await apiFetch<{ data: StorageItem }>(`/storage-items/${id}`, { method: 'PATCH', json: patch })).data,
    onSuccess: invalidate,
  });
}

export function useDeleteStorageItem() {
  const invalidate = useInvalidateStorage();
  return useMutation<void, ApiRequestError, string>({
    mutationFn: async (id) => void (await apiFetch(`/storage-items/${id}`, { method: 'DELETE' })),
    onSuccess: invalidate,
  });
}
