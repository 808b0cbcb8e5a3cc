import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { FUEL_TYPES, TOWED_KINDS, VEHICLE_KINDS, type Vehicle, type VehicleInput, type VehicleKind } from '@ww/contracts';
import { ApiRequestError } from '../../../shared/lib/api-client.ts';
import { parseAmount } from '../../../shared/lib/money.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Field } from '../../../shared/ui/field.tsx';
import { Input } from '../../../shared/ui/input.tsx';
import { Select } from '../../../shared/ui/select.tsx';
import { roundForInput, useUnitsFormat, type UnitsFormat } from '../lib/units-format.ts';

const MEASURES = ['height', 'length', 'width', 'gross_mass', 'empty_mass', 'tank', 'consumption'] as const;
type Measure = (typeof MEASURES)[number];

/** Each measure's API field, its converters and the decimals its column keeps. */
const measureSpec = (units: UnitsFormat): Record<Measure, { field: keyof VehicleInput; toMetric: (n: number) => number; toDisplay: (n: number) => number; digits: number; unit: string }> => ({
  height: { field: 'height_m', toMetric: units.lengthToMetres, toDisplay: units.lengthToDisplay, digits: 2, unit: units.symbols.length },
  length: { field: 'length_m', toMetric: units.lengthToMetres, toDisplay: units.lengthToDisplay, digits: 2, unit: units.symbols.length },
  width: { field: 'width_m', toMetric: units.lengthToMetres, toDisplay: units.lengthToDisplay, digits: 2, unit: units.symbols.length },
  gross_mass: { field: 'gross_mass_kg', toMetric: units.weightToKg, toDisplay: units.weightToDisplay, digits: 1, unit: units.symbols.weight },
  empty_mass: { field: 'empty_mass_kg', toMetric: units.weightToKg, toDisplay: units.weightToDisplay, digits: 1, unit: units.symbols.weight },
  tank: { field: 'tank_l', toMetric: units.volumeToLitres, toDisplay: units.volumeToDisplay, digits: 1, unit: units.symbols.volume },
  consumption: {
    field: 'consumption_l_per_100km',
    toMetric: units.consumptionToLitresPer100Km,
    toDisplay: units.consumptionToDisplay,
    digits: 2,
    unit: units.symbols.consumption,
  },
});

const optionalPositive = z.string().refine((v) => v.trim() === '' || (parseAmount(v) ?? 0) > 0, { error: 'not_positive' });
const vehicleFormSchema = z.object({
  name: z.string().trim().min(1, { error: 'required' }).max(120, { error: 'too_long' }),
  kind: z.enum(VEHICLE_KINDS),
  tow_vehicle_id: z.string(),
  fuel_type: z.enum(FUEL_TYPES),
  height: optionalPositive,
  length: optionalPositive,
  width: optionalPositive,
  gross_mass: optionalPositive,
  empty_mass: optionalPositive,
  tank: optionalPositive,
  consumption: optionalPositive,
});
type VehicleFormValues = z.infer<typeof vehicleFormSchema>;

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
  const spec = measureSpec(units);
  const shown = (measure: Measure) => {
    const value = vehicle?.[spec[measure].field as keyof Vehicle] as number | null | undefined;
    return value == null ? '' : String(roundForInput(spec[measure].toDisplay(value), measure === 'consumption' ? 1 : 2));
  };
  const defaults: VehicleFormValues = {
    name: vehicle?.name ?? '',
    kind: vehicle?.kind ?? 'motorhome',
    tow_vehicle_id: vehicle?.tow_vehicle_id ?? '',
    fuel_type: vehicle?.fuel_type ?? 'diesel',
    ...(Object.fromEntries(MEASURES.map((m) => [m, shown(m)])) as Record<Measure, string>),
  };
  const form = useForm<VehicleFormValues>({ resolver: zodResolver(vehicleFormSchema), defaultValues: defaults });
  const { errors } = form.formState;
  const kind = useWatch({ control: form.control, name: 'kind' });
  const towed = isTowedKind(kind);
  const towOptions = vehicles.filter((v) => v.id !== vehicle?.id && !isTowedKind(v.kind));
  const message = (key: string | undefined) => (key ? t(`validation.${key}`, { defaultValue: t('validation.invalid') }) : undefined);

  const submit = form.handleSubmit(async (v) => {
    const input: VehicleInput = {
      name: v.name.trim(),
      kind: v.kind,
      tow_vehicle_id: towed && v.tow_vehicle_id ? v.tow_vehicle_id : null,
      fuel_type: v.fuel_type,
    };
    for (const m of MEASURES) {
      const n = v[m].trim() === '' ? null : parseAmount(v[m]);
      (input as Record<string, unknown>)[spec[m].field] = n === null ? null : roundForInput(spec[m].toMetric(n), spec[m].digits);
    }
    try {
      await onSubmit(input);
      if (!vehicle) form.reset(defaults);
    } catch (err) {
      const fields = err instanceof ApiRequestError ? err.fields : undefined;
      for (const [field, key] of Object.entries(fields ?? {})) {
        const name = MEASURES.find((m) => spec[m].field === field) ?? field;
        if (name in defaults) form.setError(name as keyof VehicleFormValues, { message: key });
      }
    }
  });

  const measure = (m: Measure, className = 'space-y-1.5 sm:col-span-2') => (
    <Field key={m} label={t(`fields.${m}`, { unit: spec[m].unit })} error={message(errors[m]?.message)} className={className}>
      <Input inputMode="decimal" autoComplete="off" {...form.register(m)} />
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
        <Field label={t('fields.tow_vehicle')} error={message(errors.tow_vehicle_id?.message)} hint={towOptions.length === 0 ? t('form.no_tow_vehicles') : undefined} className="space-y-1.5 sm:col-span-3">
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
