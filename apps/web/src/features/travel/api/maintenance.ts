import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  MaintenanceRecord,
  MaintenanceRecordInput,
  MaintenanceRecordPatch,
  MaintenanceSchedule,
  MaintenanceScheduleInput,
} from '@ww/contracts';
import { api, type ApiRequestError } from '#shared/lib/api-client.ts';
import { useAuth } from '#shared/lib/auth.tsx';
import { travelQueries } from './queries.ts';

/** Records and schedules both move the reminders: a record may restart a cycle or raise the odometer. */
const invalidateMaintenance = (queryClient: QueryClient) =>
  void queryClient.invalidateQueries({ queryKey: travelQueries.maintenance.all() });

export function useMaintenanceRecords() {
  const { status } = useAuth();
  return useQuery({ ...travelQueries.maintenance.records(), enabled: status === 'signed_in' });
}

export function useMaintenanceSchedules() {
  const { status } = useAuth();
  return useQuery({ ...travelQueries.maintenance.schedules(), enabled: status === 'signed_in' });
}

/** Every schedule's due date / odometer and status, the most urgent first; computed for today by the server. */
export function useMaintenanceReminders() {
  const { status } = useAuth();
  return useQuery({ ...travelQueries.maintenance.reminders(), enabled: status === 'signed_in' });
}

/** The user's rigs for the vehicle pickers. */
export function useMaintenanceVehicles() {
  const { status } = useAuth();
  return useQuery({ ...travelQueries.vehicles.list(), enabled: status === 'signed_in' });
}

export function useCreateMaintenanceRecord() {
  const queryClient = useQueryClient();
  return useMutation<MaintenanceRecord, ApiRequestError, MaintenanceRecordInput>({
    mutationFn: async (input) => (await api('POST /maintenance', { json: input })).data,
    onSuccess: () => invalidateMaintenance(queryClient),
  });
}

export function useUpdateMaintenanceRecord() {
  const queryClient = useQueryClient();
  return useMutation<MaintenanceRecord, ApiRequestError, { id: string; patch: MaintenanceRecordPatch }>({
    mutationFn: async ({ id, patch }) => (await api('PATCH /maintenance/{id}', { params: { id }, json: patch })).data,
    onSuccess: () => invalidateMaintenance(queryClient),
  });
}

export function useDeleteMaintenanceRecord() {
  const queryClient = useQueryClient();
  return useMutation<void, ApiRequestError, string>({
    mutationFn: async (id) => void (await api('DELETE /maintenance/{id}', { params: { id } })),
    onSuccess: () => invalidateMaintenance(queryClient),
  });
}

export function useCreateMaintenanceSchedule() {
  const queryClient = useQueryClient();
  return useMutation<MaintenanceSchedule, ApiRequestError, MaintenanceScheduleInput>({
    mutationFn: async (input) => (await api('POST /maintenance/schedules', { json: input })).data,
    onSuccess: () => invalidateMaintenance(queryClient),
  });
}

export function useDeleteMaintenanceSchedule() {
  const queryClient = useQueryClient();
  return useMutation<void, ApiRequestError, string>({
    mutationFn: async (id) => void (await api('DELETE /maintenance/schedules/{id}', { params: { id } })),
    onSuccess: () => invalidateMaintenance(queryClient),
  });
}
