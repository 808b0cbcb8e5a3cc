import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { MAINTENANCE_LIMITS, type MaintenanceScheduleInput, type Vehicle } from '@ww/contracts';
import { ApiRequestError } from '../../../shared/lib/api-client.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Field } from '../../../shared/ui/field.tsx';
import { Input } from '../../../shared/ui/input.tsx';
import { Select } from '../../../shared/ui/select.tsx';
import { useUnitsFormat } from '../lib/units-format.ts';
import { kmForInput, optionalNumber } from './maintenance-record-form.tsx';
import { VehicleOptions } from './vehicle-options.tsx';

const positiveOrEmpty = (v: string) => v.trim() === '' || (optionalNumber(v) ?? 0) > 0;
const wholeMonthsOrEmpty = (v: string) => v.trim() === '' || /^\d{1,3}$/.test(v.trim()) && Number(v) >= 1 && Number(v) <= MAINTENANCE_LIMITS.maxEveryMonths;

const scheduleFormSchema = z
  .object({
    task: z.string().trim().min(1, { error: 'required' }).max(MAINTENANCE_LIMITS.taskMax, { error: 'too_long' }),
    vehicle_id: z.string(),
    every_distance: z.string().refine(positiveOrEmpty, { error: 'not_positive' }),
    every_months: z.string().refine(wholeMonthsOrEmpty, { error: 'invalid_months' }),
    last_done_on: z.union([z.literal(''), z.iso.date({ error: 'invalid_date' })]),
    last_done_odometer: z.string().refine((v) => v.trim() === '' || (optionalNumber(v) ?? -1) >= 0, { error: 'invalid' }),
  })
  .refine((v) => v.every_distance.trim() !== '' || v.every_months.trim() !== '', { error: 'interval_required', path: ['every_distance'] });
type ScheduleFormValues = z.infer<typeof scheduleFormSchema>;

interface MaintenanceScheduleFormProps {
  vehicles: Vehicle[];
  busy: boolean;
  onSubmit: (input: MaintenanceScheduleInput) => Promise<unknown>;
}

export function MaintenanceScheduleForm({ vehicles, busy, onSubmit }: MaintenanceScheduleFormProps) {
  const { t } = useTranslation('wheels_maintenance');
  const units = useUnitsFormat();
  const defaults: ScheduleFormValues = { task: '', vehicle_id: vehicles[0]?.id ?? '', every_distance: '', every_months: '', last_done_on: '', last_done_odometer: '' };
  const form = useForm<ScheduleFormValues>({ resolver: zodResolver(scheduleFormSchema), defaultValues: defaults });
  const { errors } = form.formState;
  const message = (key: string | undefined) => (key ? t(`validation.${key}`, { defaultValue: t('validation.invalid') }) : undefined);

  const submit = form.handleSubmit(async (v) => {
    const every = optionalNumber(v.every_distance);
    const lastOdometer = optionalNumber(v.last_done_odometer);
    try {
      await onSubmit({
        task: v.task.trim(),
        vehicle_id: v.vehicle_id || null,
        every_km: every === null ? null : kmForInput(units, every),
        every_months: v.every_months.trim() === '' ? null : Number(v.every_months),
        last_done_on: v.last_done_on || null,
        last_done_km: lastOdometer === null ? null : kmForInput(units, lastOdometer),
      });
      form.reset({ ...defaults, vehicle_id: v.vehicle_id });
    } catch (err) {
      const fields = err instanceof ApiRequestError ? err.fields : undefined;
      if (fields?.every_km) form.setError('every_distance', { message: fields.every_km });
      if (fields?.task) form.setError('task', { message: fields.task });
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('schedules.form_label')} className="grid gap-3 sm:grid-cols-6">
      <Field label={t('fields.task')} error={message(errors.task?.message)} className="space-y-1.5 sm:col-span-3">
        <Input maxLength={MAINTENANCE_LIMITS.taskMax} placeholder={t('fields.task_placeholder')} {...form.register('task')} />
      </Field>
      <Field label={t('fields.vehicle')} className="space-y-1.5 sm:col-span-3">
        <Select defaultValue={defaults.vehicle_id} {...form.register('vehicle_id')}>
          <VehicleOptions vehicles={vehicles} noneLabel={t('fields.no_vehicle')} />
        </Select>
      </Field>
      <Field
        label={t('fields.every_distance', { unit: units.symbols.distance })}
        hint={t('schedules.interval_hint')}
        error={message(errors.every_distance?.message)}
        className="space-y-1.5 sm:col-span-3"
      >
        <Input inputMode="decimal" autoComplete="off" {...form.register('every_distance')} />
      </Field>
      <Field label={t('fields.every_months')} error={message(errors.every_months?.message)} className="space-y-1.5 sm:col-span-3">
        <Input inputMode="numeric" autoComplete="off" {...form.register('every_months')} />
      </Field>
      <Field label={t('fields.last_done_on')} hint={t('schedules.last_done_hint')} error={message(errors.last_done_on?.message)} className="space-y-1.5 sm:col-span-3">
        <Input type="date" {...form.register('last_done_on')} />
      </Field>
      <Field label={t('fields.last_done_odometer', { unit: units.symbols.distance })} error={message(errors.last_done_odometer?.message)} className="space-y-1.5 sm:col-span-3">
        <Input inputMode="decimal" autoComplete="off" {...form.register('last_done_odometer')} />
      </Field>
      <div className="flex justify-end sm:col-span-6">
        <Button type="submit" loading={busy}>
          {t('schedules.add')}
        </Button>
      </div>
    </form>
  );
}
