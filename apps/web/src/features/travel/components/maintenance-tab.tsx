import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Trash2 } from 'lucide-react';
import type { MaintenanceSchedule, Vehicle } from '@ww/contracts';
import { useErrorText, useErrorToast } from '#shared/lib/error-message.ts';
import { useMoneyFormat } from '#shared/lib/money.ts';
import { useSettings } from '#shared/lib/settings.ts';
import { Alert } from '#shared/ui/alert.tsx';
import { IconButton } from '#shared/ui/button.tsx';
import { RowActions } from '#shared/ui/row-actions.tsx';
import { Card } from '#shared/ui/card.tsx';
import { Spinner } from '#shared/ui/spinner.tsx';
import {
  useCreateMaintenanceRecord,
  useCreateMaintenanceSchedule,
  useDeleteMaintenanceRecord,
  useDeleteMaintenanceSchedule,
  useMaintenanceRecords,
  useMaintenanceReminders,
  useMaintenanceSchedules,
  useMaintenanceVehicles,
  useUnsentMaintenanceRecords,
  useUpdateMaintenanceRecord,
} from '../api/maintenance.ts';
import { useUnitsFormat } from '#shared/lib/units-format.ts';
import { MaintenanceRecordForm } from './maintenance-record-form.tsx';
import { MaintenanceScheduleForm } from './maintenance-schedule-form.tsx';
import { MaintenanceStatusBadge, useDueText, useIntervalDistance } from './maintenance-status.tsx';
import { UnsentBadge } from '#shared/ui/unsent-badge.tsx';

const sectionTitle = 'text-lg font-semibold text-slate-900 dark:text-slate-50';
const rowClass = 'flex flex-wrap items-start justify-between gap-3 py-3';
const muted = 'text-sm text-slate-600 dark:text-slate-300';

export default function MaintenanceTab() {
  const { t } = useTranslation('wheels_maintenance');
  const vehicles = useMaintenanceVehicles();
  const settings = useSettings();
  const vehicleList = vehicles.data ?? [];
  // The forms take their defaults (first vehicle, currency) from these: wait for them rather than reset a form later.
  if (vehicles.isPending || settings.isPending) return <Spinner label={t('loading')} />;
  return (
    <div className="space-y-6">
      <SchedulesSection vehicles={vehicleList} />
      <RecordsSection vehicles={vehicleList} />
      {vehicles.isSuccess && vehicleList.length === 0 && <p className={muted}>{t('no_vehicles')}</p>}
    </div>
  );
}

const vehicleName = (vehicles: Vehicle[], id: string | null) =>
  id ? (vehicles.find((v) => v.id === id)?.name ?? null) : null;

function SchedulesSection({ vehicles }: { vehicles: Vehicle[] }) {
  const { t } = useTranslation('wheels_maintenance');
  const schedules = useMaintenanceSchedules();
  const reminders = useMaintenanceReminders();
  const create = useCreateMaintenanceSchedule();
  const remove = useDeleteMaintenanceSchedule();
  const errorText = useErrorText();
  const showError = useErrorToast();
  const dueText = useDueText();
  const intervalDistance = useIntervalDistance();

  const interval = (s: MaintenanceSchedule) => {
    const distance = intervalDistance(s);
    return distance !== null && s.every_months !== null
      ? t('schedules.every_both', { distance, count: s.every_months })
      : distance !== null
        ? t('schedules.every_distance', { distance })
        : t('schedules.every_months', { count: s.every_months ?? 0 });
  };

  return (
    <Card>
      <h2 className={sectionTitle}>{t('schedules.title')}</h2>
      <p className={`mt-1 ${muted}`}>{t('schedules.description')}</p>
      {schedules.isPending && <Spinner label={t('loading')} />}
      {schedules.isError && <Alert variant="error">{errorText(schedules.error)}</Alert>}
      {schedules.isSuccess && schedules.data.length === 0 && <p className={`mt-4 ${muted}`}>{t('schedules.empty')}</p>}
      {schedules.isSuccess && schedules.data.length > 0 && (
        <ul aria-label={t('schedules.list_label')} className="mt-4 divide-y divide-slate-200 dark:divide-slate-800">
          {schedules.data.map((s) => {
            const reminder = reminders.data?.find((r) => r.schedule_id === s.id);
            const vehicle = vehicleName(vehicles, s.vehicle_id);
            return (
              <li key={s.id} className={rowClass}>
                <div className="min-w-0 space-y-1">
                  <p className="font-medium text-slate-900 dark:text-slate-50">{s.task}</p>
                  <p className={muted}>{[vehicle, interval(s)].filter(Boolean).join(' · ')}</p>
                  {reminder && (
                    <p className="flex flex-wrap items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
                      <MaintenanceStatusBadge status={reminder.status} />
                      <span>{dueText(reminder)}</span>
                    </p>
                  )}
                </div>
                <IconButton
                  label={t('schedules.delete', { task: s.task })}
                  icon={Trash2}
                  loading={remove.isPending && remove.variables === s.id}
                  onClick={() => remove.mutate(s.id, { onError: showError })}
                />
              </li>
            );
          })}
        </ul>
      )}
      <h3 className="mt-6 mb-3 font-semibold text-slate-900 dark:text-slate-50">{t('schedules.new')}</h3>
      <MaintenanceScheduleForm
        vehicles={vehicles}
        busy={create.isPending}
        onSubmit={(input) => create.mutateAsync(input).then(() => toast.success(t('schedules.saved')))}
      />
    </Card>
  );
}

function RecordsSection({ vehicles }: { vehicles: Vehicle[] }) {
  const { t } = useTranslation('wheels_maintenance');
  const records = useMaintenanceRecords();
  const create = useCreateMaintenanceRecord();
  const update = useUpdateMaintenanceRecord();
  const remove = useDeleteMaintenanceRecord();
  const unsent = useUnsentMaintenanceRecords();
  const money = useMoneyFormat();
  const units = useUnitsFormat();
  const [editing, setEditing] = useState<string | null>(null);
  const errorText = useErrorText();
  const showError = useErrorToast();

  return (
    <Card>
      <h2 className={sectionTitle}>{t('records.title')}</h2>
      <h3 className="mt-4 mb-3 font-semibold text-slate-900 dark:text-slate-50">{t('records.new')}</h3>
      <MaintenanceRecordForm
        vehicles={vehicles}
        busy={create.isPending}
        onSubmit={(input) =>
          create
            .mutateAsync(input)
            .then((outcome) =>
              toast.success(
                outcome.state === 'queued'
                  ? t('offline.saved')
                  : t(outcome.data.data.expense_id ? 'records.saved_with_expense' : 'records.saved'),
              ),
            )
        }
      />
      {records.isPending && <Spinner label={t('loading')} />}
      {records.isError && <Alert variant="error">{errorText(records.error)}</Alert>}
      {records.isSuccess && records.data.length === 0 && <p className={`mt-6 ${muted}`}>{t('records.empty')}</p>}
      {records.isSuccess && records.data.length > 0 && (
        <ul aria-label={t('records.list_label')} className="mt-6 divide-y divide-slate-200 dark:divide-slate-800">
          {records.data.map((r) =>
            editing === r.id ? (
              <li key={r.id} className="py-3">
                <MaintenanceRecordForm
                  vehicles={vehicles}
                  record={r}
                  busy={update.isPending}
                  onCancel={() => setEditing(null)}
                  onSubmit={(input) =>
                    update.mutateAsync({ record: r, patch: input }).then((outcome) => {
                      setEditing(null);
                      toast.success(
                        outcome.state === 'queued'
                          ? t('offline.saved')
                          : t(
                              outcome.data.data.expense_id && !r.expense_id
                                ? 'records.saved_with_expense'
                                : 'records.saved',
                            ),
                      );
                    })
                  }
                />
              </li>
            ) : (
              <li key={r.id} className={rowClass}>
                <div className="min-w-0 space-y-1">
                  <p className="font-medium text-slate-900 dark:text-slate-50">{r.task}</p>
                  <p className={muted}>
                    {[
                      money.formatDate(r.date),
                      vehicleName(vehicles, r.vehicle_id),
                      r.odometer_km !== null
                        ? t('records.at_odometer', { odometer: units.formatDistance(r.odometer_km) })
                        : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                  {r.notes && <p className="text-sm break-words text-slate-700 dark:text-slate-300">{r.notes}</p>}
                </div>
                <div className="flex items-center gap-3">
                  <div className="text-right">
                    {r.cost !== null && (
                      <p className="font-semibold text-slate-900 tabular-nums dark:text-slate-50">
                        {money.formatMoney(r.cost, r.currency)}
                      </p>
                    )}
                    {r.expense_id && (
                      <p className="text-xs text-emerald-800 dark:text-emerald-300">{t('records.in_expenses')}</p>
                    )}
                  </div>
                  {unsent.has(r.id) ? (
                    <UnsentBadge state={unsent.get(r.id)!} label={t(`offline.${unsent.get(r.id)!}`)} />
                  ) : (
                    <RowActions
                      editLabel={t('records.edit', { task: r.task })}
                      deleteLabel={t('records.delete', { task: r.task })}
                      onEdit={() => setEditing(r.id)}
                      onDelete={() =>
                        remove.mutate(r, {
                          onSuccess: (outcome) => {
                            if (outcome.state === 'queued') toast.success(t('offline.deleted'));
                          },
                          onError: showError,
                        })
                      }
                      deleting={remove.isPending && remove.variables.id === r.id}
                    />
                  )}
                </div>
              </li>
            ),
          )}
        </ul>
      )}
    </Card>
  );
}
