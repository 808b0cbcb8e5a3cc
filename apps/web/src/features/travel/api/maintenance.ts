import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  DEFAULT_SETTINGS,
  type MaintenanceRecord,
  type MaintenanceRecordInput,
  type MaintenanceRecordPatch,
  type MaintenanceSchedule,
  type MaintenanceScheduleInput,
} from '@ww/contracts';
import { api, type ApiRequestError } from '#shared/lib/api-client.ts';
import { useAuth } from '#shared/lib/auth.tsx';
import { routeWrite, useOutboxWrite } from '#shared/lib/outbox/index.ts';
import { useSettings } from '#shared/lib/settings.ts';
import { useUnsentRows } from '#shared/lib/outbox/index.ts';
import { insertRow, patchRow, updateCachedLists, withoutRow } from './offline-rows.ts';
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

/** Records and reminders (and the schedules they restart) once the server has a record. */
const RECORD_INVALIDATES = [travelQueries.maintenance.all()] as const;
const RECORDS = travelQueries.maintenance.records().queryKey;

/** Maintenance records the server does not have yet (created, changed or deleted offline), by id. */
export const useUnsentMaintenanceRecords = () => useUnsentRows('maintenance_record');

/** The outbox panel's words for a record: its task and date ("Oil change · 2026-03-02"). */
const recordSummary = (record: { task?: string; date?: string }) =>
  [record.task?.trim() || null, record.date ?? null].filter(Boolean).join(' · ');

/** A record logged offline, as typed, until the server has it (an expense it asked for is added by the server then). */
function pendingRecord(input: MaintenanceRecordInput, id: string, userId: string, currency: string): MaintenanceRecord {
  const now = new Date().toISOString();
  return {
    id,
    user_id: userId,
    vehicle_id: input.vehicle_id ?? null,
    task: input.task.trim(),
    date: input.date,
    cost: input.cost ?? null,
    currency: input.currency ?? currency,
    odometer_km: input.odometer_km ?? null,
    notes: input.notes?.trim() ?? '',
    expense_id: null,
    created_at: now,
    updated_at: now,
  };
}

/** A record with an edit made offline (the expense it may add or keep in step is the server's to do). */
function patchedRecord(record: MaintenanceRecord, patch: MaintenanceRecordPatch): MaintenanceRecord {
  const { add_expense: _serverSide, ...fields } = patch;
  return { ...record, ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) };
}

/** Newest first, as the server orders them. */
const recordFirst = (row: MaintenanceRecord, other: MaintenanceRecord) => row.date >= other.date;

/** Logs a record; offline it shows at once in the list (under its Idempotency-Key as id) and is sent later. */
export function useCreateMaintenanceRecord() {
  const { user } = useAuth();
  // What the server fills in when the input names no currency.
  const currency = (useSettings().data?.regional_preferences ?? DEFAULT_SETTINGS.regional_preferences).currency;
  return useOutboxWrite<MaintenanceRecordInput, { data: MaintenanceRecord }>({
    toWrite: (input) => ({
      kind: 'maintenance_record',
      summary: recordSummary(input),
      ...routeWrite('POST /maintenance', { json: input }),
      invalidate: RECORD_INVALIDATES,
    }),
    optimistic: (queryClient, input, key) =>
      updateCachedLists<MaintenanceRecord>(queryClient, RECORDS, (rows) =>
        insertRow(rows, pendingRecord(input, key, user?.id ?? '', currency), recordFirst),
      ),
  });
}

/** Changes a record the server has; offline it is changed in the list at once and sent with the version seen. */
export function useUpdateMaintenanceRecord() {
  return useOutboxWrite<{ record: MaintenanceRecord; patch: MaintenanceRecordPatch }, { data: MaintenanceRecord }>({
    toWrite: ({ record, patch }) => ({
      kind: 'maintenance_record',
      summary: recordSummary({ ...record, ...patch }),
      ...routeWrite('PATCH /maintenance/{id}', { params: { id: record.id }, json: patch }),
      baseVersion: record.updated_at,
      invalidate: RECORD_INVALIDATES,
    }),
    optimistic: (queryClient, { record, patch }) =>
      updateCachedLists(
        queryClient,
        RECORDS,
        patchRow<MaintenanceRecord>(record.id, (r) => patchedRecord(r, patch)),
      ),
  });
}

/** Deletes a record; offline it leaves the list at once. */
export function useDeleteMaintenanceRecord() {
  return useOutboxWrite<MaintenanceRecord, undefined>({
    toWrite: (record) => ({
      kind: 'maintenance_record',
      summary: recordSummary(record),
      ...routeWrite('DELETE /maintenance/{id}', { params: { id: record.id } }),
      baseVersion: record.updated_at,
      invalidate: RECORD_INVALIDATES,
    }),
    optimistic: (queryClient, record) =>
      updateCachedLists(queryClient, RECORDS, withoutRow<MaintenanceRecord>(record.id)),
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
