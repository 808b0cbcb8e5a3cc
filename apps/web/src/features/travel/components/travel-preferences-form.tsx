import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import {
  DEFAULT_DAILY_LIMIT_KM,
  pricePerVolumeFromPerLitre,
  pricePerVolumeToPerLitre,
  TRIP_LIMITS,
  unitSystemOf,
  type TravelPreferences,
  type TravelPreferencesPatch,
} from '@ww/contracts';
import { useErrorText } from '#shared/lib/error-message.ts';
import { showFormFailure, type FieldNames } from '#shared/lib/form.ts';
import { numberInputText, parseAmount, useMoneyFormat } from '#shared/lib/money.ts';
import { useSettings } from '#shared/lib/settings.ts';
import { Alert } from '#shared/ui/alert.tsx';
import { Button } from '#shared/ui/button.tsx';
import { CurrencyOptions } from '#shared/ui/currency-options.tsx';
import { Field } from '#shared/ui/field.tsx';
import { FormError } from '#shared/ui/form-error.tsx';
import { Input } from '#shared/ui/input.tsx';
import { Select } from '#shared/ui/select.tsx';
import { Spinner } from '#shared/ui/spinner.tsx';
import { useTravelPreferences, useUpdateTravelPreferences } from '../api/travel-preferences.ts';
import { roundForInput, useUnitsFormat, type UnitsFormat } from '#shared/lib/units-format.ts';

/** The API's upper bound for a fuel price, per litre. */
const MAX_FUEL_PRICE_PER_L = 100;

/** A limit or a price as typed in the user's locale ('1.899' en, '1,899' fr; fuel is priced to 3 decimals). */
const numberText = (text: string, units: UnitsFormat) =>
  text.trim() === '' ? null : parseAmount(text, units.separators, 3);

/** A fuel price per litre as typed per the user's volume unit (L, US or imperial gallon), and back. */
const priceToDisplay = (perL: number, units: UnitsFormat) => pricePerVolumeFromPerLitre(perL, units.prefs.volume_unit);
const priceToPerLitre = (value: number, units: UnitsFormat) => pricePerVolumeToPerLitre(value, units.prefs.volume_unit);

/** An optional positive number within `minMetric`..`maxMetric` once converted; empty means "use the default". */
function optionalAmount(
  parse: (text: string) => number | null,
  toMetric: (value: number) => number,
  maxMetric: number,
  minMetric = 0,
) {
  return z
    .string()
    .refine((text) => text.trim() === '' || parse(text) !== null, { error: 'invalid' })
    .refine((text) => (parse(text) ?? 1) > 0, { error: 'not_positive' })
    .refine((text) => parse(text) === null || toMetric(parse(text)!) >= minMetric, { error: 'too_small' })
    .refine((text) => toMetric(parse(text) ?? 0) <= maxMetric, { error: 'too_large' });
}

function preferencesSchema(units: UnitsFormat) {
  return z.object({
    daily_limit: optionalAmount(
      (text) => numberText(text, units),
      units.distanceToKm,
      TRIP_LIMITS.maxDailyLimitKm,
      TRIP_LIMITS.minDailyLimitKm,
    ),
    fuel_price: optionalAmount(
      (text) => numberText(text, units),
      (value) => priceToPerLitre(value, units),
      MAX_FUEL_PRICE_PER_L,
    ),
    currency: z.string(),
  });
}
type PreferencesFormValues = z.infer<ReturnType<typeof preferencesSchema>>;

const serverFields: FieldNames<PreferencesFormValues> = {
  daily_limit_km: 'daily_limit',
  fuel_price_per_l: 'fuel_price',
  fuel_price_currency: 'currency',
};

/** The saved preferences as typed in the user's units: in the user's distance unit and a price per their volume unit. */
function formValues(saved: TravelPreferences, units: UnitsFormat, defaultCurrency: string): PreferencesFormValues {
  return {
    daily_limit:
      saved.daily_limit_km === null
        ? ''
        : numberInputText(units.distanceToDisplay(saved.daily_limit_km), units.locale, 1),
    fuel_price:
      saved.fuel_price_per_l === null
        ? ''
        : numberInputText(priceToDisplay(saved.fuel_price_per_l, units), units.locale, 3),
    currency: saved.fuel_price_currency ?? defaultCurrency,
  };
}

/** What was typed, in km and per litre as the API stores it; an empty box clears the value back to its default. */
function travelPreferencesPatchFromForm(v: PreferencesFormValues, units: UnitsFormat): TravelPreferencesPatch {
  const limit = numberText(v.daily_limit, units);
  const price = numberText(v.fuel_price, units);
  return {
    daily_limit_km: limit === null ? null : roundForInput(units.distanceToKm(limit), 1),
    fuel_price_per_l: price === null ? null : roundForInput(priceToPerLitre(price, units), 3),
    ...(price === null ? {} : { fuel_price_currency: v.currency }),
  };
}

/**
 * "Trip preferences": the default daily driving limit and the user's own fuel price, used by the trip planner.
 * Collapsed by default, as most people set them once.
 */
export function TravelPreferencesForm() {
  const { t } = useTranslation('wheels_trips');
  const errorText = useErrorText();
  const settings = useSettings();
  const preferences = useTravelPreferences();

  let body;
  // The units setting decides what the boxes show, so the form waits for it as well.
  if (settings.isPending || preferences.isPending) body = <Spinner label={t('preferences.loading')} />;
  else if (preferences.isError) body = <Alert variant="error">{errorText(preferences.error)}</Alert>;
  else body = <PreferencesFields saved={preferences.data} />;

  return (
    <details className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <summary className="cursor-pointer text-sm font-medium text-slate-800 dark:text-slate-200">
        {t('preferences.title')}
      </summary>
      <div className="mt-3 space-y-3">
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('preferences.intro')}</p>
        {body}
      </div>
    </details>
  );
}

function PreferencesFields({ saved }: { saved: TravelPreferences }) {
  const { t } = useTranslation('wheels_trips');
  const units = useUnitsFormat();
  const money = useMoneyFormat();
  const update = useUpdateTravelPreferences();
  const schema = useMemo(() => preferencesSchema(units), [units]);
  const defaults = formValues(saved, units, money.currency);
  const form = useForm<PreferencesFormValues>({ resolver: zodResolver(schema), defaultValues: defaults });
  const { errors } = form.formState;

  const message = (key: string | undefined, max: string, min?: string) => {
    if (!key) return undefined;
    if (key === 'too_large') return t('preferences.too_large', { max });
    if (key === 'too_small' && min) return t('preferences.too_small', { min });
    return t(`errors.${key}`, { defaultValue: t('errors.invalid') });
  };

  const submit = form.handleSubmit((v) =>
    update.mutateAsync(travelPreferencesPatchFromForm(v, units)).then(
      (next) => {
        form.reset(formValues(next, units, money.currency));
        toast.success(t('preferences.saved'));
      },
      (err: unknown) => showFormFailure(form, err, { fieldNames: serverFields }),
    ),
  );

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('preferences.title')}
      className="grid gap-3 sm:grid-cols-6"
    >
      <Field
        label={t('preferences.daily_limit', { unit: units.symbols.distance })}
        hint={t('preferences.daily_limit_hint', {
          distance: units.formatDistance(DEFAULT_DAILY_LIMIT_KM[unitSystemOf(units.prefs)]),
          min: units.formatDistance(TRIP_LIMITS.minDailyLimitKm),
          max: units.formatDistance(TRIP_LIMITS.maxDailyLimitKm),
        })}
        error={message(
          errors.daily_limit?.message,
          units.formatDistance(TRIP_LIMITS.maxDailyLimitKm),
          units.formatDistance(TRIP_LIMITS.minDailyLimitKm),
        )}
        className="space-y-1.5 sm:col-span-6"
      >
        <Input inputMode="decimal" autoComplete="off" {...form.register('daily_limit')} />
      </Field>
      <Field
        label={t('preferences.fuel_price', { unit: units.symbols.volume })}
        hint={t('preferences.fuel_price_hint')}
        error={message(
          errors.fuel_price?.message,
          units.formatPricePerVolume(MAX_FUEL_PRICE_PER_L, form.getValues('currency')),
        )}
        className="space-y-1.5 sm:col-span-4"
      >
        <Input inputMode="decimal" autoComplete="off" {...form.register('fuel_price')} />
      </Field>
      <Field label={t('preferences.currency')} className="space-y-1.5 sm:col-span-2">
        <Select defaultValue={defaults.currency} {...form.register('currency')}>
          <CurrencyOptions />
        </Select>
      </Field>
      <FormError control={form.control} className="sm:col-span-6" />
      <div className="sm:col-span-6">
        <Button type="submit" loading={update.isPending}>
          {t('preferences.save')}
        </Button>
      </div>
    </form>
  );
}
