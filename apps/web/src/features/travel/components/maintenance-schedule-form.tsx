import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  MAINTENANCE_LIMITS,
  maintenanceScheduleInputSchema,
  type MaintenanceScheduleInput,
  type Vehicle,
} from '@ww/contracts';
import { optionalNumberFromText, useFormMessages } from '#shared/lib/form.ts';
import { Field } from '#shared/ui/field.tsx';
import { Input } from '#shared/ui/input.tsx';
import { useUnitsFormat, type UnitsFormat } from '#shared/lib/units-format.ts';
import { kmFromText } from './maintenance-record-form.tsx';
import { RecordForm, useRecordSubmit } from './record-form.tsx';
import { VehicleField } from './vehicle-options.tsx';

/**
 * The form as typed, read into the contracts' schedule input (their rules and message keys apply): the interval is
 * sent as typed with the user's distance unit (kept so: "every 5,000 mi"), the last-done reading in km, a month count
 * that is no whole number NaN.
 */
function scheduleFormSchema(units: UnitsFormat) {
  return z
    .object({
      task: z.string(),
      vehicle_id: z.string(),
      every_distance: z.string(),
      every_months: z.string(),
      last_done_on: z.string(),
      last_done_km: z.string(),
    })
    .transform(
      ({
        vehicle_id,
        every_distance,
        every_months,
        last_done_on,
        last_done_km,
        ...rest
      }): MaintenanceScheduleInput => ({
        ...rest,
        vehicle_id: vehicle_id || null,
        every_distance: optionalNumberFromText(every_distance, units.separators),
        every_distance_unit: units.prefs.distance_unit,
        every_months:
          every_months.trim() === '' ? null : /^\s*\d+\s*$/.test(every_months) ? Number(every_months) : Number.NaN,
        last_done_on: last_done_on || null,
        last_done_km: kmFromText(units, last_done_km),
      }),
    )
    .pipe(maintenanceScheduleInputSchema);
}
type ScheduleFormValues = z.input<ReturnType<typeof scheduleFormSchema>>;

interface MaintenanceScheduleFormProps {
  vehicles: Vehicle[];
  busy: boolean;
  onSubmit: (input: MaintenanceScheduleInput) => Promise<unknown>;
}

export function MaintenanceScheduleForm({ vehicles, busy, onSubmit }: MaintenanceScheduleFormProps) {
  const { t } = useTranslation('wheels_maintenance');
  const units = useUnitsFormat();
  const messages = useFormMessages('wheels_maintenance');
  const schema = useMemo(() => scheduleFormSchema(units), [units]);
  const defaults: ScheduleFormValues = {
    task: '',
    vehicle_id: vehicles[0]?.id ?? '',
    every_distance: '',
    every_months: '',
    last_done_on: '',
    last_done_km: '',
  };
  const form = useForm({ resolver: zodResolver(schema), defaultValues: defaults });
  const { errors } = form.formState;
  const message = messages.field;

  const submit = useRecordSubmit(form, { save: onSubmit, clearTo: { defaults, keep: ['vehicle_id'] } });

  return (
    <RecordForm
      label={t('schedules.form_label')}
      control={form.control}
      onSubmit={submit}
      busy={busy}
      submitLabel={t('schedules.add')}
      actionsClassName="sm:col-span-6"
    >
      <Field label={t('fields.task')} error={message(errors.task?.message)} className="space-y-1.5 sm:col-span-3">
        <Input
          maxLength={MAINTENANCE_LIMITS.taskMax}
          placeholder={t('fields.task_placeholder')}
          {...form.register('task')}
        />
      </Field>
      <VehicleField
        ns="wheels_maintenance"
        vehicles={vehicles}
        defaultValue={defaults.vehicle_id}
        registration={form.register('vehicle_id')}
        span="sm:col-span-3"
      />
      <Field
        label={t('fields.every_distance', { unit: units.symbols.distance })}
        hint={t('schedules.interval_hint')}
        error={message(errors.every_distance?.message)}
        className="space-y-1.5 sm:col-span-3"
      >
        <Input inputMode="decimal" autoComplete="off" {...form.register('every_distance')} />
      </Field>
      <Field
        label={t('fields.every_months')}
        error={message(errors.every_months && 'invalid_months')}
        className="space-y-1.5 sm:col-span-3"
      >
        <Input inputMode="numeric" autoComplete="off" {...form.register('every_months')} />
      </Field>
      <Field
        label={t('fields.last_done_on')}
        hint={t('schedules.last_done_hint')}
        error={message(errors.last_done_on?.message)}
        className="space-y-1.5 sm:col-span-3"
      >
        <Input type="date" {...form.register('last_done_on')} />
      </Field>
      <Field
        label={t('fields.last_done_odometer', { unit: units.symbols.distance })}
        error={message(errors.last_done_km?.message)}
        className="space-y-1.5 sm:col-span-3"
      >
        <Input inputMode="decimal" autoComplete="off" {...form.register('last_done_km')} />
      </Field>
    </RecordForm>
  );
}
