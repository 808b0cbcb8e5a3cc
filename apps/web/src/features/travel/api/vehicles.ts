import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Vehicle, VehicleInput } from '@ww/contracts';
import { api, type ApiRequestError } from '#shared/lib/api-client.ts';
import { useAuth } from '#shared/lib/auth.tsx';
import { travelQueries } from './queries.ts';

// A rig's consumption feeds trip plans and its name every picker: every 'vehicles' query refetches.
const invalidateVehicles = (queryClient: QueryClient) =>
  void queryClient.invalidateQueries({ queryKey: travelQueries.vehicles.all() });

/** The user's rigs, oldest first. */
export function useVehicles() {
  const { status } = useAuth();
  return useQuery({ ...travelQueries.vehicles.list(), enabled: status === 'signed_in' });
}

export function useCreateVehicle() {
  const queryClient = useQueryClient();
  return useMutation<Vehicle, ApiRequestError, VehicleInput>({
    mutationFn: async (input) => (await api('POST /vehicles', { json: input })).data,
    onSuccess: () => invalidateVehicles(queryClient),
  });
}

export function useUpdateVehicle() {
  const queryClient = useQueryClient();
  return useMutation<Vehicle, ApiRequestError, { id: string; patch: Partial<VehicleInput> }>({
    mutationFn: async ({ id, patch }) => (await api('PATCH /vehicles/{id}', { params: { id }, json: patch })).data,
    onSuccess: () => invalidateVehicles(queryClient),
  });
}

export function useDeleteVehicle() {
  const queryClient = useQueryClient();
  return useMutation<void, ApiRequestError, string>({
    mutationFn: async (id) => void (await api('DELETE /vehicles/{id}', { params: { id } })),
    // Fill-ups of a deleted rig lose their vehicle, so the log and its figures change too.
    onSuccess: () => {
      invalidateVehicles(queryClient);
      void queryClient.invalidateQueries({ queryKey: travelQueries.fuelLog.all() });
    },
  });
}
