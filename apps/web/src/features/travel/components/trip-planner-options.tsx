import { useTranslation } from 'react-i18next';
import type { UseFormReturn } from 'react-hook-form';
import { OPTIMIZE_MODES, TRIP_LIMITS, type Vehicle } from '@ww/contracts';
import { isTranslationKey } from '#shared/i18n/i18n.ts';
import { useMoneyFormat } from '#shared/lib/money.ts';
import { Field } from '#shared/ui/field.tsx';
import { Input } from '#shared/ui/input.tsx';
import { Select } from '#shared/ui/select.tsx';
import { useUnitsFormat } from '#shared/lib/units-format.ts';
import type { PlannerOptions } from '../lib/trip-plan.ts';
import { VehicleOptions } from './vehicle-options.tsx';

/**
 * The planner's options: the rig, the optimisation, the start date, the daily limit in the user's units (with a
 * refusal about it, `dailyLimitRefusal`, said there) and the budget in their currency.
 */
export function TripPlannerOptions({
  form,
  vehicles,
  dailyLimitRefusal,
}: {
  form: UseFormReturn<PlannerOptions>;
  vehicles: Vehicle[];
  dailyLimitRefusal: string | undefined;
}) {
  const { t } = useTranslation('wheels_trips');
  const units = useUnitsFormat();
  const money = useMoneyFormat();
  const { errors } = form.formState;
  const limitErrorKey = `errors.${errors.daily_limit?.message ?? 'invalid'}`;
  const limitError = isTranslationKey('wheels_trips', limitErrorKey)
    ? t(limitErrorKey, {
        min: units.formatDistance(TRIP_LIMITS.minDailyLimitKm),
        max: units.formatDistance(TRIP_LIMITS.maxDailyLimitKm),
      })
    : t('errors.invalid');

  return (
    <>
      <Field label={t('planner.vehicle')}>
        <Select {...form.register('vehicle_id')}>
          <VehicleOptions vehicles={vehicles} noneLabel={t('planner.no_vehicle')} />
        </Select>
      </Field>
      <Field label={t('planner.optimize')}>
        {/* defaultValue as well: the native select must show the default before the form registers it. */}
        <Select defaultValue="fixed_ends" {...form.register('optimize')}>
          {OPTIMIZE_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {t(`planner.optimize_mode.${mode}`)}
            </option>
          ))}
        </Select>
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('planner.start_date')}>
          <Input type="date" {...form.register('start_date')} />
        </Field>
        <Field
          label={t('planner.daily_limit', { unit: units.symbols.distance })}
          error={errors.daily_limit ? limitError : dailyLimitRefusal}
        >
          <Input
            type="number"
            step="any"
            inputMode="decimal"
            {...form.register('daily_limit', { valueAsNumber: true })}
          />
        </Field>
      </div>
      <Field
        label={t('planner.budget', { currency: money.currency })}
        hint={t('planner.budget_hint')}
        error={errors.budget ? t('errors.invalid') : undefined}
      >
        <Input inputMode="decimal" {...form.register('budget')} />
      </Field>
    </>
  );
}
