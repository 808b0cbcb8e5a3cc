import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  MaintenanceRecord,
  MaintenanceRecordInput,
  MaintenanceRecordPatch,
  MaintenanceReminder,
  MaintenanceSchedule,
  MaintenanceScheduleInput,
  Vehicle,
} from '@ww/contracts';
import { api, type ApiRequestError } from '../../../shared/lib/api-client.ts';
import { useAuth } from '../../../shared/lib/auth.tsx';
import { travelKeys } from './travel-keys.ts';

/** Records and schedules both move the reminders: a record may restart a cycle or raise the odometer. */
const invalidateMaintenance = (queryClient: QueryClient) => void queryClient.invalidateQueries({ queryKey: travelKeys.maintenance.all() });

export function useMaintenanceRecords() {
  const { status } = useAuth();
  return useQuery<MaintenanceRecord[], ApiRequestError>({
    queryKey: travelKeys.maintenance.records(),
    enabled: status === 'signed_in',
    queryFn: async ({ signal }) => (await api('GET /maintenance', { signal })).data,
  });
}

export function useMaintenanceSchedules() {
  const { status } = useAuth();
  return useQuery<MaintenanceSchedule[], ApiRequestError>({
    queryKey: travelKeys.maintenance.schedules(),
    enabled: status === 'signed_in',
    queryFn: async ({ signal }) => (await api('GET /maintenance/schedules', { signal })).data,
  });
}

/** Every schedule's due date / odometer and status, the most urgent first; computed for today by the server. */
export function useMaintenanceReminders() {
  const { status } = useAuth();
  return useQuery<MaintenanceReminder[], ApiRequestError>({
    queryKey: travelKeys.maintenance.reminders(),
    enabled: status === 'signed_in',
    queryFn: async ({ signal }) => (await api('GET /maintenance/reminders', { signal })).data,
  });
}

/** The user's rigs for the vehicle pickers. */
export function useMaintenanceVehicles() {
  const { status } = useAuth();
  return useQuery<Vehicle[], ApiRequestError>({
    queryKey: travelKeys.vehicles.list(),
    enabled: status === 'signed_in',
    queryFn: async ({ signal }) => (await api('GET /vehicles', { signal })).data,
  });
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
