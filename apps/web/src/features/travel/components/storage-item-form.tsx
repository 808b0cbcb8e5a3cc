import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { STORAGE_LIMITS, type StorageItem, type StorageItemInput, type Vehicle } from '@ww/contracts';
import { ApiRequestError } from '../../../shared/lib/api-client.ts';
import { parseAmount } from '../../../shared/lib/money.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Field } from '../../../shared/ui/field.tsx';
import { Input } from '../../../shared/ui/input.tsx';
import { Select } from '../../../shared/ui/select.tsx';
import { roundForInput, useUnitsFormat } from '../lib/units-format.ts';
import { VehicleOptions } from './vehicle-options.tsx';

const optionalNumber = (text: string) => (text.trim() === '' ? null : parseAmount(text));

const itemFormSchema = z.object({
  name: z.string().trim().min(1, { error: 'required' }).max(STORAGE_LIMITS.nameMax, { error: 'too_long' }),
  location: z.string().max(STORAGE_LIMITS.locationMax, { error: 'too_long' }),
  quantity: z.string().refine((v) => /^\s*\d+\s*$/.test(v) && Number(v) >= 1 && Number(v) <= STORAGE_LIMITS.maxQuantity, { error: 'quantity' }),
  weight: z.string().refine((v) => v.trim() === '' || optionalNumber(v) !== null, { error: 'invalid' }),
  vehicle_id: z.string(),
  notes: z.string().max(STORAGE_LIMITS.notesMax, { error: 'too_long' }),
});
type ItemFormValues = z.infer<typeof itemFormSchema>;

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
  const defaults: ItemFormValues = item
    ? {
        name: item.name,
        location: item.location,
        quantity: String(item.quantity),
        weight: item.unit_weight_kg === null ? '' : String(roundForInput(units.weightToDisplay(item.unit_weight_kg), 2)),
        vehicle_id: item.vehicle_id ?? '',
        notes: item.notes,
      }
    : { name: '', location: '', quantity: '1', weight: '', vehicle_id: defaultVehicleId, notes: '' };
  const form = useForm<ItemFormValues>({ resolver: zodResolver(itemFormSchema), defaultValues: defaults });
  const { errors } = form.formState;
  const message = (key: string | undefined) => (key ? t(`validation.${key}`, { defaultValue: t('validation.invalid') }) : undefined);

  const submit = form.handleSubmit(async (v) => {
    const weight = optionalNumber(v.weight);
    try {
      await onSubmit({
        name: v.name.trim(),
        location: v.location.trim(),
        quantity: Number(v.quantity),
        unit_weight_kg: weight === null ? null : roundForInput(units.weightToKg(weight), 2),
        vehicle_id: v.vehicle_id || null,
        notes: v.notes.trim(),
      });
      if (!item) form.reset({ ...defaults, vehicle_id: v.vehicle_id, location: v.location });
    } catch (err) {
      const fields = err instanceof ApiRequestError ? err.fields : undefined;
      for (const [field, key] of Object.entries(fields ?? {})) {
        const name = field === 'unit_weight_kg' ? 'weight' : field;
        if (name in defaults) form.setError(name as keyof ItemFormValues, { message: key });
      }
    }
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={item ? t('form.edit_label', { name: item.name }) : t('form.label')}
      className="grid gap-3 sm:grid-cols-6"
    >
      <Field label={t('fields.name')} error={message(errors.name?.message)} className="space-y-1.5 sm:col-span-3">
        <Input maxLength={STORAGE_LIMITS.nameMax} placeholder={t('fields.name_placeholder')} {...form.register('name')} />
      </Field>
      <Field label={t('fields.location')} error={message(errors.location?.message)} className="space-y-1.5 sm:col-span-3">
        <Input maxLength={STORAGE_LIMITS.locationMax} placeholder={t('fields.location_placeholder')} {...form.register('location')} />
      </Field>
      <Field label={t('fields.quantity')} error={message(errors.quantity?.message)} className="space-y-1.5 sm:col-span-1">
        <Input inputMode="numeric" autoComplete="off" {...form.register('quantity')} />
      </Field>
      <Field label={t('fields.unit_weight', { unit: units.symbols.weight })} error={message(errors.weight?.message)} className="space-y-1.5 sm:col-span-2">
        <Input inputMode="decimal" autoComplete="off" {...form.register('weight')} />
      </Field>
      <Field label={t('fields.vehicle')} className="space-y-1.5 sm:col-span-3">
        <Select defaultValue={defaults.vehicle_id} {...form.register('vehicle_id')}>
          <VehicleOptions vehicles={vehicles} noneLabel={t('fields.no_vehicle')} />
        </Select>
      </Field>
      <Field label={t('fields.notes')} error={message(errors.notes?.message)} className="space-y-1.5 sm:col-span-4">
        <Input maxLength={STORAGE_LIMITS.notesMax} {...form.register('notes')} />
      </Field>
      <div className="flex items-end gap-2 sm:col-span-2 sm:justify-end">
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
        )}
        <Button type="submit" loading={busy}>
          {item ? t('form.save') : t('form.add')}
        </Button>
      </div>
    </form>
  );
}
