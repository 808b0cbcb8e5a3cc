import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StorageItem, StorageItemInput, StorageItemPatch } from '@ww/contracts';
import { api, type ApiRequestError } from '#shared/lib/api-client.ts';
import { useAuth } from '#shared/lib/auth.tsx';
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

function useInvalidateStorage() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: travelQueries.storage.all() });
}

export function useCreateStorageItem() {
  const invalidate = useInvalidateStorage();
  return useMutation<StorageItem, ApiRequestError, StorageItemInput>({
    mutationFn: async (input) => (await api('POST /storage-items', { json: input })).data,
    onSuccess: invalidate,
  });
}

export function useUpdateStorageItem() {
  const invalidate = useInvalidateStorage();
  return useMutation<StorageItem, ApiRequestError, { id: string; patch: StorageItemPatch }>({
    mutationFn: async ({ id, patch }) => (await api('PATCH /storage-items/{id}', { params: { id }, json: patch })).data,
    onSuccess: invalidate,
  });
}

export function useDeleteStorageItem() {
  const invalidate = useInvalidateStorage();
  return useMutation<void, ApiRequestError, string>({
    mutationFn: async (id) => void (await api('DELETE /storage-items/{id}', { params: { id } })),
    onSuccess: invalidate,
  });
}
