import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  FUEL_TYPES,
  TOWED_KINDS,
  VEHICLE_KINDS,
  vehicleInputSchema,
  type Vehicle,
  type VehicleInput,
  type NumberSeparators,
  type VehicleKind,
} from '@ww/contracts';
import { optionalNumberFromText, showFormFailure, useFormMessages } from '#shared/lib/form.ts';
import { Button } from '#shared/ui/button.tsx';
import { Field } from '#shared/ui/field.tsx';
import { FormError } from '#shared/ui/form-error.tsx';
import { Input } from '#shared/ui/input.tsx';
import { Select } from '#shared/ui/select.tsx';
import { roundForInput, useUnitsFormat, type UnitsFormat } from '#shared/lib/units-format.ts';

const MEASURES = ['height', 'length', 'width', 'gross_mass', 'empty_mass', 'tank', 'consumption'] as const;
type Measure = (typeof MEASURES)[number];

type MeasureField =
  'height_m' | 'length_m' | 'width_m' | 'gross_mass_kg' | 'empty_mass_kg' | 'tank_l' | 'consumption_l_per_100km';
type MeasureSpec = Record<
  Measure,
  {
    field: MeasureField;
    toMetric: (n: number) => number;
    toDisplay: (n: number) => number;
    digits: number;
    unit: string;
  }
>;

/**
 * Each measure's API field (the form field that holds it, in the user's units), its converters and the decimals its
 * column keeps.
 */
const measureSpec = (units: UnitsFormat): MeasureSpec => ({
  height: {
    field: 'height_m',
    toMetric: units.lengthToMetres,
    toDisplay: units.lengthToDisplay,
    digits: 2,
    unit: units.symbols.length,
  },
  length: {
    field: 'length_m',
    toMetric: units.lengthToMetres,
    toDisplay: units.lengthToDisplay,
    digits: 2,
    unit: units.symbols.length,
  },
  width: {
    field: 'width_m',
    toMetric: units.lengthToMetres,
    toDisplay: units.lengthToDisplay,
    digits: 2,
    unit: units.symbols.length,
  },
  gross_mass: {
    field: 'gross_mass_kg',
    toMetric: units.weightToKg,
    toDisplay: units.weightToDisplay,
    digits: 1,
    unit: units.symbols.weight,
  },
  empty_mass: {
    field: 'empty_mass_kg',
    toMetric: units.weightToKg,
    toDisplay: units.weightToDisplay,
    digits: 1,
    unit: units.symbols.weight,
  },
  tank: {
    field: 'tank_l',
    toMetric: units.volumeToLitres,
    toDisplay: units.volumeToDisplay,
    digits: 1,
    unit: units.symbols.volume,
  },
  consumption: {
    field: 'consumption_l_per_100km',
    toMetric: units.consumptionToLitresPer100Km,
    toDisplay: units.consumptionToDisplay,
    digits: 2,
    unit: units.symbols.consumption,
  },
});

/**
 * The form as typed, read into the contracts' vehicle input (their rules and message keys apply): measures in the
 * user's units become metric, rounded as their columns keep them; only a towed kind keeps its tow vehicle. As the
 * server does, an empty weight above the gross weight limit is refused.
 */
function vehicleFormSchema(spec: MeasureSpec, separators: NumberSeparators) {
  return z
    .object({
      name: z.string(),
      kind: z.enum(VEHICLE_KINDS),
      tow_vehicle_id: z.string(),
      fuel_type: z.enum(FUEL_TYPES),
      height_m: z.string(),
      length_m: z.string(),
      width_m: z.string(),
      gross_mass_kg: z.string(),
      empty_mass_kg: z.string(),
      tank_l: z.string(),
      consumption_l_per_100km: z.string(),
    })
    .transform((v): VehicleInput => {
      const input: VehicleInput = {
        name: v.name,
        kind: v.kind,
        tow_vehicle_id: isTowedKind(v.kind) && v.tow_vehicle_id ? v.tow_vehicle_id : null,
        fuel_type: v.fuel_type,
      };
      for (const m of MEASURES) {
        const { field, toMetric, digits } = spec[m];
        const n = optionalNumberFromText(v[field], separators);
        input[field] = n === null || Number.isNaN(n) ? n : roundForInput(toMetric(n), digits);
      }
      return input;
    })
    .pipe(vehicleInputSchema)
    .refine((v) => v.empty_mass_kg == null || v.gross_mass_kg == null || v.empty_mass_kg <= v.gross_mass_kg, {
      error: 'above_gross_mass',
      path: ['empty_mass_kg'],
    });
}
type VehicleFormValues = z.input<ReturnType<typeof vehicleFormSchema>>;

export const isTowedKind = (kind: VehicleKind) => TOWED_KINDS.includes(kind);

interface VehicleFormProps {
  /** Every rig of the user, for the tow vehicle picker. */
  vehicles: Vehicle[];
  vehicle?: Vehicle;
  busy: boolean;
  onCancel?: () => void;
  /** Resolves when saved (a new-rig form then clears), rejects with the server's error. */
  onSubmit: (input: VehicleInput) => Promise<unknown>;
}

export function VehicleForm({ vehicles, vehicle, busy, onSubmit, onCancel }: VehicleFormProps) {
  const { t } = useTranslation('wheels_vehicles');
  const units = useUnitsFormat();
  const messages = useFormMessages('wheels_vehicles');
  const spec = useMemo(() => measureSpec(units), [units]);
  const schema = useMemo(() => vehicleFormSchema(spec, units.separators), [spec, units.separators]);
  const shown = (measure: Measure) => {
    const value = vehicle?.[spec[measure].field];
    return value == null ? '' : units.inputText(spec[measure].toDisplay(value), measure === 'consumption' ? 1 : 2);
  };
  const defaults: VehicleFormValues = {
    name: vehicle?.name ?? '',
    kind: vehicle?.kind ?? 'motorhome',
    tow_vehicle_id: vehicle?.tow_vehicle_id ?? '',
    fuel_type: vehicle?.fuel_type ?? 'diesel',
    ...(Object.fromEntries(MEASURES.map((m) => [spec[m].field, shown(m)])) as Record<MeasureField, string>),
  };
  const form = useForm({ resolver: zodResolver(schema), defaultValues: defaults });
  const { errors } = form.formState;
  const kind = useWatch({ control: form.control, name: 'kind' });
  const towed = isTowedKind(kind);
  const towOptions = vehicles.filter((v) => v.id !== vehicle?.id && !isTowedKind(v.kind));
  const message = messages.field;

  const submit = form.handleSubmit(async (input) => {
    try {
      await onSubmit(input);
      if (!vehicle) form.reset(defaults);
    } catch (err) {
      showFormFailure(form, err);
    }
  });

  const measure = (m: Measure, className = 'space-y-1.5 sm:col-span-2') => (
    <Field
      key={m}
      label={t(`fields.${m}`, { unit: spec[m].unit })}
      error={message(errors[spec[m].field]?.message)}
      className={className}
    >
      <Input inputMode="decimal" autoComplete="off" {...form.register(spec[m].field)} />
    </Field>
  );

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={vehicle ? t('form.edit_label', { name: vehicle.name }) : t('form.new_label')}
      className="grid gap-3 sm:grid-cols-6"
    >
      <Field label={t('fields.name')} error={message(errors.name?.message)} className="space-y-1.5 sm:col-span-3">
        <Input maxLength={120} placeholder={t('fields.name_placeholder')} {...form.register('name')} />
      </Field>
      <Field label={t('fields.kind')} error={message(errors.kind?.message)} className="space-y-1.5 sm:col-span-3">
        <Select defaultValue={defaults.kind} {...form.register('kind')}>
          {VEHICLE_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`kinds.${k}`)}
            </option>
          ))}
        </Select>
      </Field>
      {towed && (
        <Field
          label={t('fields.tow_vehicle')}
          error={message(errors.tow_vehicle_id?.message)}
          hint={towOptions.length === 0 ? t('form.no_tow_vehicles') : undefined}
          className="space-y-1.5 sm:col-span-3"
        >
          <Select defaultValue={defaults.tow_vehicle_id} {...form.register('tow_vehicle_id')}>
            <option value="">{t('fields.no_tow_vehicle')}</option>
            {towOptions.map((v) => (
              <option key={v.id} value={v.id}>
                {v.name}
              </option>
            ))}
          </Select>
        </Field>
      )}
      <Field label={t('fields.fuel_type')} className="space-y-1.5 sm:col-span-3">
        <Select defaultValue={defaults.fuel_type} {...form.register('fuel_type')}>
          {FUEL_TYPES.map((f) => (
            <option key={f} value={f}>
              {t(`fuel_types.${f}`)}
            </option>
          ))}
        </Select>
      </Field>
      {measure('height')}
      {measure('length')}
      {measure('width')}
      {measure('gross_mass', 'space-y-1.5 sm:col-span-3')}
      {measure('empty_mass', 'space-y-1.5 sm:col-span-3')}
      {measure('tank', 'space-y-1.5 sm:col-span-3')}
      {measure('consumption', 'space-y-1.5 sm:col-span-3')}
      <FormError control={form.control} className="sm:col-span-6" />
      <div className="flex items-end gap-2 sm:col-span-6 sm:justify-end">
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
        )}
        <Button type="submit" loading={busy}>
          {vehicle ? t('form.save') : t('form.add')}
        </Button>
      </div>
    </form>
  );
}
