import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Vehicle, VehicleInput } from '@ww/contracts';
import { apiFetch, type ApiRequestError } from '../../../shared/lib/api-client.ts';
import { useAuth } from '../../../shared/lib/auth.tsx';
import { travelKeys } from './travel-keys.ts';

// A rig's consumption feeds trip plans and its name every picker: every 'vehicles' query refetches.
const invalidateVehicles = (queryClient: QueryClient) => void queryClient.invalidateQueries({ queryKey: travelKeys.vehicles.all() });

/** The user's rigs, oldest first. */
export function useVehicles() {
  const { status } = useAuth();
  return useQuery<Vehicle[], ApiRequestError>({
    queryKey: travelKeys.vehicles.list(),
    enabled: status === 'signed_in',
    queryFn: async ({ signal }) => (await apiFetch<{ data: Vehicle[] }>('/vehicles', { signal })).data,
  });
}

export function useCreateVehicle() {
  const queryClient = useQueryClient();
  return useMutation<Vehicle, ApiRequestError, VehicleInput>({
    mutationFn: async (input) => (await apiFetch<{ data: Vehicle }>('/vehicles', { method: 'POST', json: input })).data,
    onSuccess: () => invalidateVehicles(queryClient),
  });
}

export function useUpdateVehicle() {
  const queryClient = useQueryClient();
  return useMutation<Vehicle, ApiRequestError, { id: string; patch: Partial<VehicleInput> }>({
    mutationFn: async ({ id, patch }) => (await apiFetch<{ data: Vehicle }>(`/vehicles/${id}`, { method: 'PATCH', json: patch })).data,
    onSuccess: () => invalidateVehicles(queryClient),
  });
}

export function useDeleteVehicle() {
  const queryClient = useQueryClient();
  return useMutation<void, ApiRequestError, string>({
    mutationFn: async (id) => void (await apiFetch(`/vehicles/${id}`, { method: 'DELETE' })),
    // Fill-ups of a deleted rig lose their vehicle, so the log and its figures change too.
    onSuccess: () => {
      invalidateVehicles(queryClient);
      void queryClient.invalidateQueries({ queryKey: travelKeys.fuelLog.all() });
    },
  });
}
