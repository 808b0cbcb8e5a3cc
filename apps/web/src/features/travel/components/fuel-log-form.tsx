import { useMemo } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  FUEL_LOG_LIMITS,
  fuelEntryInputSchema,
  UNIT_SYMBOLS,
  VOLUME_UNITS,
  type FuelEntry,
  type FuelEntryInput,
  type VolumeUnit,
  type NumberSeparators,
  type Vehicle,
} from '@ww/contracts';
import { useToday, useTodayDefault } from '#shared/lib/calendar.ts';
import { notAfterToday, optionalNumberFromText, useFormMessages, withFieldNames } from '#shared/lib/form.ts';
import { useMoneyFormat, type MoneyFormat } from '#shared/lib/money.ts';
import { Checkbox } from '#shared/ui/checkbox.tsx';
import { CurrencyOptions } from '#shared/ui/currency-options.tsx';
import { Field } from '#shared/ui/field.tsx';
import { Input } from '#shared/ui/input.tsx';
import { Select } from '#shared/ui/select.tsx';
import { UnitOptions } from '#shared/ui/unit-options.tsx';
import { roundForInput, useUnitsFormat, type UnitsFormat } from '#shared/lib/units-format.ts';
import { RecordForm, useRecordSubmit } from './record-form.tsx';
import { VehicleField } from './vehicle-options.tsx';

const PRICE_MODES = ['per_unit', 'total'] as const;
type PriceMode = (typeof PRICE_MODES)[number];
/**
 * A required number as typed in the user's locale: blank is 0 and text that is no number NaN, which the contract
 * refuses (as it does more decimals than it takes).
 */
const requiredNumber = (text: string, separators: NumberSeparators) => optionalNumberFromText(text, separators) ?? 0;

interface FuelFormValues {
  filled_on: string;
  vehicle_id: string;
  odometer: string;
  /** The unit the volume and price are typed in: L, US gallons or imperial gallons. */
  unit: VolumeUnit;
  volume: string;
  price_mode: PriceMode;
  price: string;
  currency: string;
  full_tank: boolean;
  odometer_reset: boolean;
  place: string;
  add_expense: boolean;
}
/** The form field that holds each API field whose name differs. */
const API_FIELDS = {
  odometer_km: 'odometer',
  volume_l: 'volume',
  price_per_l: 'price',
  price_per_unit: 'price',
  total_cost: 'price',
} as const;

/**
 * The API input for what was typed: the volume and the price per unit (or the total) as typed in the chosen unit,
 * which the server keeps and shows as typed (6.40 per gallon stays 6.40/gal); it computes litres for the statistics.
 */
export function fuelInputFromForm(v: FuelFormValues, units: UnitsFormat): FuelEntryInput {
  const volume = requiredNumber(v.volume, units.separators);
  const price = requiredNumber(v.price, units.separators);
  const odometer = optionalNumberFromText(v.odometer, units.separators);
  return {
    filled_on: v.filled_on,
    vehicle_id: v.vehicle_id || null,
    odometer_km:
      odometer === null || Number.isNaN(odometer) ? odometer : roundForInput(units.distanceToKm(odometer), 1),
    unit: v.unit,
    volume,
    ...(v.price_mode === 'total' ? { total_cost: price } : { price_per_unit: price }),
    currency: v.currency,
    full_tank: v.full_tank,
    odometer_reset: v.odometer_reset,
    place: v.place.trim(),
    add_expense: v.add_expense,
  };
}

/**
 * The form as typed, read into the contracts' fuel entry input (their rules and message keys apply), and the
 * server's rule the contract cannot know: a fill-up is logged once it has happened, so a date it sets is not after
 * today in the user's time zone (`today`; an edit keeping its date is not asked again).
 */
function fuelFormSchema(units: UnitsFormat, today: string, savedDate?: string) {
  return z
    .object({
      filled_on: z.string(),
      vehicle_id: z.string(),
      odometer: z.string(),
      unit: z.enum(VOLUME_UNITS),
      volume: z.string(),
      price_mode: z.enum(PRICE_MODES),
      price: z.string(),
      currency: z.string(),
      full_tank: z.boolean(),
      odometer_reset: z.boolean(),
      place: z.string(),
      add_expense: z.boolean(),
    })
    .transform((v) => fuelInputFromForm(v, units))
    .pipe(fuelEntryInputSchema)
    .refine((input) => notAfterToday(today, savedDate)(input.filled_on), {
      error: 'date_in_future',
      path: ['filled_on'],
    });
}

/**
 * What the form starts with: a fill-up being edited as it was typed, in its unit (one logged before units were kept in
 * the user's volume unit, converted from litres); a new one in the user's volume unit and currency.
 */
function fuelFormDefaults(
  entry: FuelEntry | undefined,
  units: UnitsFormat,
  money: MoneyFormat,
  fresh: { today: string; vehicleId: string },
): FuelFormValues {
  if (!entry) {
    return {
      filled_on: fresh.today,
      vehicle_id: fresh.vehicleId,
      odometer: '',
      unit: units.prefs.volume_unit,
      volume: '',
      price_mode: 'per_unit',
      price: '',
      currency: money.currency,
      full_tank: true,
      odometer_reset: false,
      place: '',
      add_expense: false,
    };
  }
  const typed = entry.entered_unit !== null && entry.entered_volume !== null;
  return {
    filled_on: entry.filled_on,
    vehicle_id: entry.vehicle_id ?? '',
    odometer: entry.odometer_km === null ? '' : units.inputText(units.distanceToDisplay(entry.odometer_km), 1),
    unit: entry.entered_unit ?? units.prefs.volume_unit,
    volume: typed
      ? units.inputText(entry.entered_volume!, 3)
      : units.inputText(units.volumeToDisplay(entry.volume_l), 2),
    price_mode: entry.entered_price === null ? 'total' : 'per_unit',
    price:
      entry.entered_price === null
        ? money.amountText(entry.total_cost, entry.currency)
        : units.inputText(entry.entered_price, 3),
    currency: entry.currency,
    full_tank: entry.full_tank,
    odometer_reset: entry.odometer_reset,
    place: entry.place,
    add_expense: false,
  };
}

interface FuelLogFormProps {
  vehicles: Vehicle[];
  /** The rig picked in the log's filter, preselected. */
  vehicleId: string | null;
  /** The fill-up being edited (shown as it was typed, in its unit); a new one when absent. */
  entry?: FuelEntry;
  busy: boolean;
  onCancel?: () => void;
  /** Resolves when saved (a new-fill-up form then clears for the next one), rejects with the server's error. */
  onSubmit: (input: FuelEntryInput) => Promise<unknown>;
}

/** The unit a fill-up is typed in (L, gal, gal (imp)), its volume and its price per unit or total, labelled in it. */
function FuelAmountFields({
  form,
  defaults,
}: {
  form: UseFormReturn<FuelFormValues, unknown, FuelEntryInput>;
  defaults: FuelFormValues;
}) {
  const { t } = useTranslation('wheels_fuel');
  const message = useFormMessages('wheels_fuel').field;
  const { errors } = form.formState;
  const priceMode = useWatch({ control: form.control, name: 'price_mode' });
  const unit = UNIT_SYMBOLS[useWatch({ control: form.control, name: 'unit' })];
  return (
    <>
      <Field label={t('fields.unit')} error={message(errors.unit?.message)} className="space-y-1.5 sm:col-span-1">
        <Select defaultValue={defaults.unit} {...form.register('unit')}>
          <UnitOptions preference="volume_unit" />
        </Select>
      </Field>
      <Field
        label={t('fields.volume', { unit: unit })}
        error={message(errors.volume?.message)}
        className="space-y-1.5 sm:col-span-2"
      >
        <Input inputMode="decimal" autoComplete="off" {...form.register('volume')} />
      </Field>
      <Field label={t('fields.price_mode')} className="space-y-1.5 sm:col-span-1">
        <Select defaultValue={defaults.price_mode} {...form.register('price_mode')}>
          {PRICE_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {t(`fields.price_modes.${mode}`, { unit: unit })}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label={priceMode === 'total' ? t('fields.total') : t('fields.price_per_unit', { unit: unit })}
        error={message(errors.price?.message)}
        className="space-y-1.5 sm:col-span-2"
      >
        <Input inputMode="decimal" autoComplete="off" {...form.register('price')} />
      </Field>
    </>
  );
}

export function FuelLogForm({ vehicles, vehicleId, entry, busy, onSubmit, onCancel }: FuelLogFormProps) {
  const { t } = useTranslation('wheels_fuel');
  const money = useMoneyFormat();
  const today = useToday();
  const units = useUnitsFormat();
  const defaults = fuelFormDefaults(entry, units, money, { today, vehicleId: vehicleId ?? vehicles[0]?.id ?? '' });
  const savedDate = entry?.filled_on;
  const schema = useMemo(() => fuelFormSchema(units, today, savedDate), [units, today, savedDate]);
  const form = useForm({ resolver: withFieldNames(zodResolver(schema), API_FIELDS), defaultValues: defaults });
  const { errors } = form.formState;
  useTodayDefault(form, 'filled_on', today, !entry);
  const message = useFormMessages('wheels_fuel').field;

  // Checked against the contract by the resolver; what is sent is what the form built, without the contract's defaults
  // for fields the form does not show (an edit must not reset them).
  const submit = useRecordSubmit(form, {
    save: (_checked, typed) => onSubmit(fuelInputFromForm(typed, units)),
    clearTo: entry ? undefined : { defaults, keep: ['vehicle_id', 'currency', 'unit', 'price_mode', 'filled_on'] },
    fieldNames: API_FIELDS,
  });

  return (
    <RecordForm
      label={entry ? t('form.edit_label', { date: money.formatDate(entry.filled_on) }) : t('form.label')}
      control={form.control}
      onSubmit={submit}
      busy={busy}
      submitLabel={entry ? t('form.save') : t('form.add')}
      cancelLabel={t('form.cancel')}
      onCancel={onCancel}
    >
      <Field label={t('fields.date')} error={message(errors.filled_on?.message)} className="space-y-1.5 sm:col-span-2">
        <Input type="date" max={today} {...form.register('filled_on')} />
      </Field>
      <VehicleField
        ns="wheels_fuel"
        vehicles={vehicles}
        defaultValue={defaults.vehicle_id}
        registration={form.register('vehicle_id')}
        span="sm:col-span-2"
      />
      <Field
        label={t('fields.odometer', { unit: units.symbols.distance })}
        error={message(errors.odometer?.message)}
        className="space-y-1.5 sm:col-span-2"
      >
        <Input inputMode="decimal" autoComplete="off" {...form.register('odometer')} />
      </Field>
      <FuelAmountFields form={form} defaults={defaults} />
      <Field label={t('fields.currency')} className="space-y-1.5 sm:col-span-1">
        <Select defaultValue={defaults.currency} {...form.register('currency')}>
          <CurrencyOptions />
        </Select>
      </Field>
      <Field label={t('fields.place')} error={message(errors.place?.message)} className="space-y-1.5 sm:col-span-3">
        <Input
          maxLength={FUEL_LOG_LIMITS.placeMax}
          placeholder={t('fields.place_placeholder')}
          {...form.register('place')}
        />
      </Field>
      <Checkbox label={t('fields.full_tank')} className="self-end pb-2 sm:col-span-2" {...form.register('full_tank')} />
      {/* A reading lower than the fill-up before it is refused unless this says why (the server's message asks). */}
      <Checkbox
        label={
          <span>
            {t('fields.odometer_reset')}
            <span className="block text-xs text-slate-600 dark:text-slate-400">{t('fields.odometer_reset_hint')}</span>
          </span>
        }
        className="sm:col-span-6"
        {...form.register('odometer_reset')}
      />
      {entry ? (
        <p className="text-sm text-slate-700 sm:col-span-4 dark:text-slate-300">
          {entry.expense_id && t('form.expense_kept_in_step')}
        </p>
      ) : (
        <Checkbox label={t('fields.add_expense')} className="sm:col-span-4" {...form.register('add_expense')} />
      )}
    </RecordForm>
  );
}
