import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { CAMPGROUND_AMENITIES, campgroundInputSchema, type CampgroundInput } from '@ww/contracts';
import { showFormFailure } from '#shared/lib/form.ts';
import { Button } from '#shared/ui/button.tsx';
import { Field } from '#shared/ui/field.tsx';
import { FormError } from '#shared/ui/form-error.tsx';
import { Input } from '#shared/ui/input.tsx';
import { useAddCampground } from '../api/campgrounds.ts';
import { AmenityCheckboxes, NO_AMENITIES } from './amenity-checkboxes.tsx';

const amenityFlag = z.boolean();
/**
 * The form as typed, read into the contracts' campground input (their rules and message keys apply): an empty fee or
 * website is none, and only ticked amenities are sent (as present).
 */
const addFormSchema = z
  .object({
    name: z.string(),
    // An empty number box reads as NaN, which the contract refuses as 'invalid'.
    lat: z.union([z.nan(), z.number()]),
    lon: z.union([z.nan(), z.number()]),
    fee: z.string(),
    website: z.string(),
    power: amenityFlag,
    water: amenityFlag,
    dump_station: amenityFlag,
    showers: amenityFlag,
    toilets: amenityFlag,
    pets: amenityFlag,
    free: amenityFlag,
  })
  .transform(({ name, lat, lon, fee, website, ...amenities }): CampgroundInput => ({
    name,
    lat,
    lon,
    fee: fee.trim() || null,
    website,
    ...Object.fromEntries(CAMPGROUND_AMENITIES.filter((a) => amenities[a]).map((a) => [a, true])),
  }))
  .pipe(campgroundInputSchema);

/**
 * A site of the user's own (a farm, a friend's drive): every user can find it, only its author can change it.
 * Ticked amenities are stated as present; unticked ones stay unknown rather than "no".
 */
export function CampgroundAddForm({ at, onDone }: { at: { lat: number; lon: number }; onDone: () => void }) {
  const { t } = useTranslation('wheels_campgrounds');
  const add = useAddCampground();
  const form = useForm({
    resolver: zodResolver(addFormSchema),
    defaultValues: {
      name: '',
      lat: Math.round(at.lat * 1e5) / 1e5,
      lon: Math.round(at.lon * 1e5) / 1e5,
      fee: '',
      website: '',
      ...NO_AMENITIES,
    },
  });
  const { errors } = form.formState;
  const fieldError = (message?: string) =>
    message ? t(`errors.${message}`, { defaultValue: t('errors.invalid') }) : undefined;

  const onSubmit = form.handleSubmit((input) =>
    add.mutate(input, {
      onSuccess: () => {
        toast.success(t('add.saved', { name: input.name }));
        onDone();
      },
      onError: (err) => showFormFailure(form, err),
    }),
  );

  return (
    <form
      aria-label={t('add.form_label')}
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      className="mt-4 space-y-4 rounded-lg bg-slate-50 p-4 dark:bg-slate-800/50"
    >
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('add.description')}</p>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label={t('add.name')} error={fieldError(errors.name?.message)}>
          <Input autoComplete="off" {...form.register('name')} />
        </Field>
        <Field label={t('add.lat')} error={fieldError(errors.lat?.message)}>
          <Input type="number" step="any" inputMode="decimal" {...form.register('lat', { valueAsNumber: true })} />
        </Field>
        <Field label={t('add.lon')} error={fieldError(errors.lon?.message)}>
          <Input type="number" step="any" inputMode="decimal" {...form.register('lon', { valueAsNumber: true })} />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('add.fee')} error={fieldError(errors.fee?.message)}>
          <Input autoComplete="off" {...form.register('fee')} />
        </Field>
        <Field label={t('add.website')} error={fieldError(errors.website?.message)}>
          <Input type="url" inputMode="url" autoComplete="url" {...form.register('website')} />
        </Field>
      </div>
      <AmenityCheckboxes legend={t('add.has')} register={form.register} />
      <FormError control={form.control} />
      <div className="flex gap-3">
        <Button type="submit" loading={add.isPending}>
          {t('add.submit')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('add.cancel')}
        </Button>
      </div>
    </form>
  );
}
