import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { MAINTENANCE_LIMITS, type MaintenanceRecord, type MaintenanceRecordInput, type Vehicle } from '@ww/contracts';
import { ApiRequestError } from '../../../shared/lib/api-client.ts';
import { useToday, useTodayDefault } from '../../../shared/lib/calendar.ts';
import { parseAmount, useMoneyFormat } from '../../../shared/lib/money.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { CurrencyOptions } from '../../../shared/ui/currency-options.tsx';
import { Field } from '../../../shared/ui/field.tsx';
import { Input } from '../../../shared/ui/input.tsx';
import { Select } from '../../../shared/ui/select.tsx';
import { roundForInput, useUnitsFormat, type UnitsFormat } from '../lib/units-format.ts';
import { VehicleOptions } from './vehicle-options.tsx';

/** A decimal as typed ('12,5' too); '' stays empty. */
export const optionalNumber = (text: string) => (text.trim() === '' ? null : parseAmount(text));
/** A distance typed in the user's units, in km to 0.1 as stored. */
export const kmForInput = (units: UnitsFormat, value: number) => roundForInput(units.distanceToKm(value), 1);
const isOptionalNonNegative = (text: string) => text.trim() === '' || (optionalNumber(text) ?? -1) >= 0;

const recordFormSchema = z
  .object({
    task: z.string().trim().min(1, { error: 'required' }).max(MAINTENANCE_LIMITS.taskMax, { error: 'too_long' }),
    date: z.iso.date({ error: 'invalid_date' }),
    vehicle_id: z.string(),
    cost: z.string().refine((v) => v.trim() === '' || (optionalNumber(v) ?? 0) > 0, { error: 'invalid_amount' }),
    currency: z.string(),
    odometer: z.string().refine(isOptionalNonNegative, { error: 'invalid' }),
    notes: z.string().max(MAINTENANCE_LIMITS.notesMax, { error: 'too_long' }),
    add_expense: z.boolean(),
  })
  .refine((v) => !v.add_expense || v.cost.trim() !== '', { error: 'required_for_expense', path: ['cost'] });
type RecordFormValues = z.infer<typeof recordFormSchema>;

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
  const defaults: RecordFormValues = record
    ? {
        task: record.task,
        date: record.date,
        vehicle_id: record.vehicle_id ?? '',
        cost: record.cost === null ? '' : String(record.cost),
        currency: record.currency,
        odometer: record.odometer_km === null ? '' : String(roundForInput(units.distanceToDisplay(record.odometer_km), 1)),
        notes: record.notes,
        add_expense: false,
      }
    : { task: '', date: today, vehicle_id: vehicles[0]?.id ?? '', cost: '', currency: money.currency, odometer: '', notes: '', add_expense: false };
  const form = useForm<RecordFormValues>({ resolver: zodResolver(recordFormSchema), defaultValues: defaults });
  const { errors } = form.formState;
  useTodayDefault(form, 'date', today, !record);
  const message = (key: string | undefined) => (key ? t(`validation.${key}`, { defaultValue: t('validation.invalid') }) : undefined);

  const submit = form.handleSubmit(async (v) => {
    const cost = optionalNumber(v.cost);
    const odometer = optionalNumber(v.odometer);
    try {
      await onSubmit({
        task: v.task.trim(),
        date: v.date,
        vehicle_id: v.vehicle_id || null,
        cost,
        currency: v.currency,
        odometer_km: odometer === null ? null : kmForInput(units, odometer),
        notes: v.notes.trim(),
        add_expense: v.add_expense,
      });
      if (!record) form.reset({ ...defaults, vehicle_id: v.vehicle_id, currency: v.currency, date: v.date });
    } catch (err) {
      const fields = err instanceof ApiRequestError ? err.fields : undefined;
      for (const [field, key] of Object.entries(fields ?? {})) {
        const name = field === 'odometer_km' ? 'odometer' : field;
        if (name in defaults) form.setError(name as keyof RecordFormValues, { message: key });
      }
    }
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={record ? t('records.edit_form_label', { task: record.task }) : t('records.form_label')}
      className="grid gap-3 sm:grid-cols-6"
    >
      <Field label={t('fields.task')} error={message(errors.task?.message)} className="space-y-1.5 sm:col-span-3">
        <Input maxLength={MAINTENANCE_LIMITS.taskMax} placeholder={t('fields.task_placeholder')} {...form.register('task')} />
      </Field>
      <Field label={t('fields.date')} error={message(errors.date?.message)} className="space-y-1.5 sm:col-span-1">
        <Input type="date" {...form.register('date')} />
      </Field>
      <Field label={t('fields.vehicle')} className="space-y-1.5 sm:col-span-2">
        <Select defaultValue={defaults.vehicle_id} {...form.register('vehicle_id')}>
          <VehicleOptions vehicles={vehicles} noneLabel={t('fields.no_vehicle')} />
        </Select>
      </Field>
      <Field label={t('fields.odometer', { unit: units.symbols.distance })} error={message(errors.odometer?.message)} className="space-y-1.5 sm:col-span-2">
        <Input inputMode="decimal" autoComplete="off" {...form.register('odometer')} />
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
        <label className="flex items-center gap-2 text-sm text-slate-800 sm:col-span-4 dark:text-slate-200">
          <input type="checkbox" className="h-4 w-4 accent-emerald-700" {...form.register('add_expense')} />
          {t('fields.add_expense')}
        </label>
      )}
      <div className="flex items-end gap-2 sm:col-span-2 sm:justify-end">
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            {t('records.cancel')}
          </Button>
        )}
        <Button type="submit" loading={busy}>
          {record ? t('records.save') : t('records.add')}
        </Button>
      </div>
    </form>
  );
}
