import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  STORAGE_LIMITS,
  storageItemInputSchema,
  type StorageItem,
  type StorageItemInput,
  type Vehicle,
} from '@ww/contracts';
import { optionalNumberFromText, useFormMessages } from '#shared/lib/form.ts';
import { Field } from '#shared/ui/field.tsx';
import { Input } from '#shared/ui/input.tsx';
import { roundForInput, useUnitsFormat, type UnitsFormat } from '#shared/lib/units-format.ts';
import { RecordForm, useRecordSubmit } from './record-form.tsx';
import { VehicleField } from './vehicle-options.tsx';

/**
 * The form as typed, read into the contracts' storage item input (their rules and message keys apply): a weight in
 * the user's units becomes kg, a quantity that is no whole number NaN (refused as 'invalid').
 */
function itemFormSchema(units: UnitsFormat) {
  return z
    .object({
      name: z.string(),
      location: z.string(),
      quantity: z.string(),
      unit_weight_kg: z.string(),
      vehicle_id: z.string(),
      notes: z.string(),
    })
    .transform(({ quantity, unit_weight_kg, vehicle_id, ...rest }): StorageItemInput => {
      const weight = optionalNumberFromText(unit_weight_kg, units.separators);
      return {
        ...rest,
        quantity: /^\s*\d+\s*$/.test(quantity) ? Number(quantity) : Number.NaN,
        unit_weight_kg: weight === null || Number.isNaN(weight) ? weight : roundForInput(units.weightToKg(weight), 2),
        vehicle_id: vehicle_id || null,
      };
    })
    .pipe(storageItemInputSchema);
}
type ItemFormValues = z.input<ReturnType<typeof itemFormSchema>>;

interface StorageItemFormProps {
  vehicles: Vehicle[];
  item?: StorageItem;
  /** The vehicle a new item goes to ('' for none). */
  defaultVehicleId: string;
  busy: boolean;
  onCancel?: () => void;
  /** Resolves when saved (a new-item form then clears), rejects with the server's error. */
  onSubmit: (input: StorageItemInput) => Promise<unknown>;
}

export function StorageItemForm({ vehicles, item, defaultVehicleId, busy, onSubmit, onCancel }: StorageItemFormProps) {
  const { t } = useTranslation('wheels_storage');
  const units = useUnitsFormat();
  const messages = useFormMessages('wheels_storage');
  const schema = useMemo(() => itemFormSchema(units), [units]);
  const defaults: ItemFormValues = item
    ? {
        name: item.name,
        location: item.location,
        quantity: String(item.quantity),
        unit_weight_kg:
          item.unit_weight_kg === null ? '' : units.inputText(units.weightToDisplay(item.unit_weight_kg), 2),
        vehicle_id: item.vehicle_id ?? '',
        notes: item.notes,
      }
    : { name: '', location: '', quantity: '1', unit_weight_kg: '', vehicle_id: defaultVehicleId, notes: '' };
  const form = useForm({ resolver: zodResolver(schema), defaultValues: defaults });
  const { errors } = form.formState;
  const message = messages.field;

  const submit = useRecordSubmit(form, {
    save: onSubmit,
    clearTo: item ? undefined : { defaults, keep: ['vehicle_id', 'location'] },
  });

  return (
    <RecordForm
      label={item ? t('form.edit_label', { name: item.name }) : t('form.label')}
      control={form.control}
      onSubmit={submit}
      busy={busy}
      submitLabel={item ? t('form.save') : t('form.add')}
      cancelLabel={t('form.cancel')}
      onCancel={onCancel}
    >
      <Field label={t('fields.name')} error={message(errors.name?.message)} className="space-y-1.5 sm:col-span-3">
        <Input
          maxLength={STORAGE_LIMITS.nameMax}
          placeholder={t('fields.name_placeholder')}
          {...form.register('name')}
        />
      </Field>
      <Field
        label={t('fields.location')}
        error={message(errors.location?.message)}
        className="space-y-1.5 sm:col-span-3"
      >
        <Input
          maxLength={STORAGE_LIMITS.locationMax}
          placeholder={t('fields.location_placeholder')}
          {...form.register('location')}
        />
      </Field>
      <Field
        label={t('fields.quantity')}
        error={message(errors.quantity && 'quantity')}
        className="space-y-1.5 sm:col-span-1"
      >
        <Input inputMode="numeric" autoComplete="off" {...form.register('quantity')} />
      </Field>
      <Field
        label={t('fields.unit_weight', { unit: units.symbols.weight })}
        error={message(errors.unit_weight_kg?.message)}
        className="space-y-1.5 sm:col-span-2"
      >
        <Input inputMode="decimal" autoComplete="off" {...form.register('unit_weight_kg')} />
      </Field>
      <VehicleField
        ns="wheels_storage"
        vehicles={vehicles}
        defaultValue={defaults.vehicle_id}
        registration={form.register('vehicle_id')}
        span="sm:col-span-3"
      />
      <Field label={t('fields.notes')} error={message(errors.notes?.message)} className="space-y-1.5 sm:col-span-4">
        <Input maxLength={STORAGE_LIMITS.notesMax} {...form.register('notes')} />
      </Field>
    </RecordForm>
  );
}
