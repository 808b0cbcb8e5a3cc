import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  MAINTENANCE_LIMITS,
  maintenanceRecordInputSchema,
  type MaintenanceRecord,
  type MaintenanceRecordInput,
  type Vehicle,
} from '@ww/contracts';
import { useToday, useTodayDefault } from '#shared/lib/calendar.ts';
import { amountFitsCurrency, notAfterToday, optionalNumberFromText, useFormMessages } from '#shared/lib/form.ts';
import { useMoneyFormat } from '#shared/lib/money.ts';
import { Checkbox } from '#shared/ui/checkbox.tsx';
import { CurrencyOptions } from '#shared/ui/currency-options.tsx';
import { Field } from '#shared/ui/field.tsx';
import { Input } from '#shared/ui/input.tsx';
import { Select } from '#shared/ui/select.tsx';
import { roundForInput, useUnitsFormat, type UnitsFormat } from '#shared/lib/units-format.ts';
import { RecordForm, useRecordSubmit } from './record-form.tsx';
import { VehicleField } from './vehicle-options.tsx';

/** A distance typed in the user's units, in km to 0.1 as stored; '' stays empty, text that is no number NaN. */
export function kmFromText(units: UnitsFormat, text: string): number | null {
  const value = optionalNumberFromText(text, units.separators);
  return value === null || Number.isNaN(value) ? value : roundForInput(units.distanceToKm(value), 1);
}

/**
 * The form as typed, read into the contracts' maintenance record input (their rules and message keys apply); the
 * server also needs a cost before it adds the record as an expense, and a date not after today (work is recorded
 * once done), which are said here before the round trip.
 */
function recordFormSchema(units: UnitsFormat, today: string) {
  return z
    .object({
      task: z.string(),
      date: z.string(),
      vehicle_id: z.string(),
      cost: z.string(),
      currency: z.string(),
      odometer_km: z.string(),
      notes: z.string(),
      add_expense: z.boolean(),
    })
    .transform(({ cost, odometer_km, vehicle_id, ...rest }): MaintenanceRecordInput => ({
      ...rest,
      vehicle_id: vehicle_id || null,
      cost: optionalNumberFromText(cost, units.separators),
      odometer_km: kmFromText(units, odometer_km),
    }))
    .pipe(maintenanceRecordInputSchema)
    .refine((v) => !v.add_expense || v.cost != null, { error: 'required_for_expense', path: ['cost'] })
    .refine((v) => amountFitsCurrency(v.cost, v.currency ?? ''), { error: 'no_decimals', path: ['cost'] })
    .refine((v) => notAfterToday(today)(v.date), { error: 'date_in_future', path: ['date'] });
}
type RecordFormValues = z.input<ReturnType<typeof recordFormSchema>>;

interface MaintenanceRecordFormProps {
  vehicles: Vehicle[];
  /** The record being edited; a new one when absent. */
  record?: MaintenanceRecord;
  busy: boolean;
  onCancel?: () => void;
  /** Resolves when saved (the form then clears), rejects with the server's error. */
  onSubmit: (input: MaintenanceRecordInput) => Promise<unknown>;
}

export function MaintenanceRecordForm({ vehicles, record, busy, onSubmit, onCancel }: MaintenanceRecordFormProps) {
  const { t } = useTranslation('wheels_maintenance');
  const money = useMoneyFormat();
  const today = useToday();
  const units = useUnitsFormat();
  const messages = useFormMessages('wheels_maintenance');
  const schema = useMemo(() => recordFormSchema(units, today), [units, today]);
  const defaults: RecordFormValues = record
    ? {
        task: record.task,
        date: record.date,
        vehicle_id: record.vehicle_id ?? '',
        cost: record.cost === null ? '' : money.amountText(record.cost, record.currency),
        currency: record.currency,
        odometer_km: record.odometer_km === null ? '' : units.inputText(units.distanceToDisplay(record.odometer_km), 1),
        notes: record.notes,
        add_expense: false,
      }
    : {
        task: '',
        date: today,
        vehicle_id: vehicles[0]?.id ?? '',
        cost: '',
        currency: money.currency,
        odometer_km: '',
        notes: '',
        add_expense: false,
      };
  const form = useForm({ resolver: zodResolver(schema), defaultValues: defaults });
  const { errors } = form.formState;
  useTodayDefault(form, 'date', today, !record);
  const message = messages.field;

  const submit = useRecordSubmit(form, {
    save: onSubmit,
    clearTo: record ? undefined : { defaults, keep: ['vehicle_id', 'currency', 'date'] },
  });

  return (
    <RecordForm
      label={record ? t('records.edit_form_label', { task: record.task }) : t('records.form_label')}
      control={form.control}
      onSubmit={submit}
      busy={busy}
      submitLabel={record ? t('records.save') : t('records.add')}
      cancelLabel={t('records.cancel')}
      onCancel={onCancel}
    >
      <Field label={t('fields.task')} error={message(errors.task?.message)} className="space-y-1.5 sm:col-span-3">
        <Input
          maxLength={MAINTENANCE_LIMITS.taskMax}
          placeholder={t('fields.task_placeholder')}
          {...form.register('task')}
        />
      </Field>
      <Field label={t('fields.date')} error={message(errors.date?.message)} className="space-y-1.5 sm:col-span-1">
        <Input type="date" {...form.register('date')} />
      </Field>
      <VehicleField
        ns="wheels_maintenance"
        vehicles={vehicles}
        defaultValue={defaults.vehicle_id}
        registration={form.register('vehicle_id')}
        span="sm:col-span-2"
      />
      <Field
        label={t('fields.odometer', { unit: units.symbols.distance })}
        error={message(errors.odometer_km?.message)}
        className="space-y-1.5 sm:col-span-2"
      >
        <Input inputMode="decimal" autoComplete="off" {...form.register('odometer_km')} />
      </Field>
      <Field label={t('fields.cost')} error={message(errors.cost?.message)} className="space-y-1.5 sm:col-span-2">
        <Input inputMode="decimal" autoComplete="off" {...form.register('cost')} />
      </Field>
      <Field label={t('fields.currency')} className="space-y-1.5 sm:col-span-2">
        <Select defaultValue={defaults.currency} {...form.register('currency')}>
          <CurrencyOptions />
        </Select>
      </Field>
      <Field label={t('fields.notes')} error={message(errors.notes?.message)} className="space-y-1.5 sm:col-span-6">
        <Input maxLength={MAINTENANCE_LIMITS.notesMax} {...form.register('notes')} />
      </Field>
      {record?.expense_id ? (
        <p className="text-sm text-slate-700 sm:col-span-4 dark:text-slate-300">{t('records.expense_kept_in_step')}</p>
      ) : (
        <Checkbox label={t('fields.add_expense')} className="sm:col-span-4" {...form.register('add_expense')} />
      )}
    </RecordForm>
  );
}
