import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { FuelEntry, FuelEntryInput, FuelEntryPatch, FuelStats } from '@ww/contracts';
import { apiFetch, type ApiRequestError } from '../../../shared/lib/api-client.ts';
import { useAuth } from '../../../shared/lib/auth.tsx';
import { travelKeys } from './travel-keys.ts';

// The log, its figures and the maintenance odometer all read the fill-ups.
const invalidateFuel = (queryClient: QueryClient) => {
  void queryClient.invalidateQueries({ queryKey: travelKeys.fuelLog.all() });
  void queryClient.invalidateQueries({ queryKey: [...travelKeys.all(), 'maintenance'] });
};

const vehicleQuery = (vehicleId: string | null) => (vehicleId ? `?vehicle_id=${encodeURIComponent(vehicleId)}` : '');

/** Fill-ups newest first, of one rig or all. */
export function useFuelLog(vehicleId: string | null) {
  const { status } = useAuth();
  return useQuery<FuelEntry[], ApiRequestError>({
    queryKey: travelKeys.fuelLog.list(vehicleId),
    enabled: status === 'signed_in',
    queryFn: async ({ signal }) => (await apiFetch<{ data: FuelEntry[] }>(`/fuel-log${vehicleQuery(vehicleId)}`, { signal })).data,
  });
}

/** Consumption between full fills, cost per km, totals and the monthly series, computed by the server. */
export function useFuelStats(vehicleId: string | null) {
  const { status } = useAuth();
  return useQuery<FuelStats, ApiRequestError>({
    queryKey: travelKeys.fuelLog.stats(vehicleId),
    enabled: status === 'signed_in',
    queryFn: async ({ signal }) => (await apiFetch<{ data: FuelStats }>(`/fuel-log/stats${vehicleQuery(vehicleId)}`, { signal })).data,
  });
}

export function useCreateFuelEntry() {
  const queryClient = useQueryClient();
  return useMutation<FuelEntry, ApiRequestError, FuelEntryInput>({
    mutationFn: async (input) => (await apiFetch<{ data: FuelEntry }>('/fuel-log', { method: 'POST', json: input })).data,
    onSuccess: () => invalidateFuel(queryClient),
  });
}

export function useUpdateFuelEntry() {
  const queryClient = useQueryClient();
  return useMutation<FuelEntry, ApiRequestError, { id: string; patch: FuelEntryPatch }>({
    mutationFn: async ({ id, patch }) => (await apiFetch<{ data: FuelEntry }>(`/fuel-log/${id}`, { method: 'PATCH', json: patch })).data,
    onSuccess: () => invalidateFuel(queryClient),
  });
}

export function useDeleteFuelEntry() {
  const queryClient = useQueryClient();
  return useMutation<void, ApiRequestError, { id: string; deleteExpense: boolean }>({
    mutationFn: async ({ id, deleteExpense }) => void (await apiFetch(`/fuel-log/${id}?delete_expense=${deleteExpense}`, { method: 'DELETE' })),
    onSuccess: () => invalidateFuel(queryClient),
  });
}
