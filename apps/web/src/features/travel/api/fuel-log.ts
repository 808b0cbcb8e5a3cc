import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { FuelEntry, FuelEntryInput, FuelEntryPatch } from '@ww/contracts';
import { api, type ApiRequestError } from '#shared/lib/api-client.ts';
import { useAuth } from '#shared/lib/auth.tsx';
import { travelQueries } from './queries.ts';

// The log, its figures and the maintenance odometer all read the fill-ups.
const invalidateFuel = (queryClient: QueryClient) => {
  void queryClient.invalidateQueries({ queryKey: travelQueries.fuelLog.all() });
  void queryClient.invalidateQueries({ queryKey: travelQueries.maintenance.all() });
};

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

export function useCreateFuelEntry() {
  const queryClient = useQueryClient();
  return useMutation<FuelEntry, ApiRequestError, FuelEntryInput>({
    mutationFn: async (input) => (await api('POST /fuel-log', { json: input })).data,
    onSuccess: () => invalidateFuel(queryClient),
  });
}

export function useUpdateFuelEntry() {
  const queryClient = useQueryClient();
  return useMutation<FuelEntry, ApiRequestError, { id: string; patch: FuelEntryPatch }>({
    mutationFn: async ({ id, patch }) => (await api('PATCH /fuel-log/{id}', { params: { id }, json: patch })).data,
    onSuccess: () => invalidateFuel(queryClient),
  });
}

export function useDeleteFuelEntry() {
  const queryClient = useQueryClient();
  return useMutation<void, ApiRequestError, { id: string; deleteExpense: boolean }>({
    mutationFn: async ({ id, deleteExpense }) =>
      void (await api('DELETE /fuel-log/{id}', {
        params: { id },
        query: { delete_expense: deleteExpense ? 'true' : 'false' },
      })),
    onSuccess: () => invalidateFuel(queryClient),
  });
}
