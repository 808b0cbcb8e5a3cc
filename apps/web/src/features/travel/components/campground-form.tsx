import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { CAMPGROUND_AMENITIES, campgroundInputSchema, type Campground, type CampgroundInput } from '@ww/contracts';
import { optionalNumberFromText, showFormFailure } from '#shared/lib/form.ts';
import { roundForInput } from '#shared/lib/units-format.ts';
import { Button } from '#shared/ui/button.tsx';
import { Checkbox } from '#shared/ui/checkbox.tsx';
import { Field } from '#shared/ui/field.tsx';
import { FormError } from '#shared/ui/form-error.tsx';
import { Input } from '#shared/ui/input.tsx';
import { useAddCampground, useUpdateCampground } from '../api/campgrounds.ts';
import { AmenityCheckboxes, NO_AMENITIES } from './amenity-checkboxes.tsx';
import { useCampgroundName } from './campground-name.ts';
import { useCampgroundUnits, type CampgroundUnits } from './campground-units.ts';

/** Which rigs a site welcomes: ticked is a yes, unticked stays unknown (as amenities). */
export const CAMPGROUND_RIGS = ['caravans', 'motorhome', 'tents'] as const;
const FLAGS = [...CAMPGROUND_AMENITIES, ...CAMPGROUND_RIGS] as const;
/** The fields of the "More details" group, which opens when one of them holds a value or a message. */
const DETAILS = ['address', 'opening_hours', 'capacity', 'phone', 'max_length_m', ...CAMPGROUND_RIGS] as const;

const flag = z.boolean();
const text = z.string();
/**
 * The form as typed, read into the contracts' campground input (their rules and message keys apply): an empty box is
 * null, a ticked box true and an unticked one null (unknown, never "no"); the rig length is typed in the user's unit
 * and sent in metres (a foot is exactly 0.3048 m, so 30 ft is 9.144 m); numbers are read in the user's locale.
 */
function campgroundFormSchema(units: CampgroundUnits) {
  const given = (value: string) => value.trim() || null;
  return z
    .object({
      name: text,
      // An empty number box reads as NaN, which the contract refuses as 'invalid'.
      lat: z.union([z.nan(), z.number()]),
      lon: z.union([z.nan(), z.number()]),
      fee: text,
      website: text,
      address: text,
      opening_hours: text,
      capacity: text,
      phone: text,
      max_length_m: text,
      ...(Object.fromEntries(FLAGS.map((f) => [f, flag])) as Record<(typeof FLAGS)[number], typeof flag>),
    })
    .transform(({ name, lat, lon, fee, website, address, opening_hours, capacity, phone, max_length_m, ...flags }) => {
      const length = optionalNumberFromText(max_length_m, units.separators);
      const input: CampgroundInput = {
        name,
        lat,
        lon,
        fee: given(fee),
        website,
        address: given(address),
        opening_hours: given(opening_hours),
        capacity: optionalNumberFromText(capacity, units.separators),
        phone: given(phone),
        max_length_m: length === null || Number.isNaN(length) ? length : roundForInput(units.lengthToM(length), 6),
        ...Object.fromEntries(FLAGS.map((f) => [f, flags[f] || null])),
      };
      return input;
    })
    .pipe(campgroundInputSchema);
}
type CampgroundFormValues = z.input<ReturnType<typeof campgroundFormSchema>>;

function defaultsOf(
  site: Campground | undefined,
  at: { lat: number; lon: number } | undefined,
  units: CampgroundUnits,
) {
  const values: CampgroundFormValues = {
    name: site?.name ?? '',
    lat: site ? site.lat : Math.round(at!.lat * 1e5) / 1e5,
    lon: site ? site.lon : Math.round(at!.lon * 1e5) / 1e5,
    fee: site?.fee ?? '',
    website: site?.website ?? '',
    address: site?.address ?? '',
    opening_hours: site?.opening_hours ?? '',
    capacity: site?.capacity != null ? String(site.capacity) : '',
    phone: site?.phone ?? '',
    max_length_m: site?.max_length_m != null ? units.lengthInputText(site.max_length_m) : '',
    ...NO_AMENITIES,
    caravans: false,
    motorhome: false,
    tents: false,
  };
  if (site) for (const f of FLAGS) values[f] = site[f] === true;
  return values;
}

export type CampgroundFormProps = { onDone: () => void } & (
  | { /** A new site, starting at the searched place. */ at: { lat: number; lon: number }; site?: never }
  | { /** A site of the user's own to change, its boxes filled in. */ site: Campground; at?: never }
);

/**
 * A site of the user's own (a farm, a friend's drive): every user can find it, only its author can change it. Adding
 * sends what is filled in; editing sends only the fields changed, through PATCH.
 */
export function CampgroundForm({ at, site, onDone }: CampgroundFormProps) {
  const { t } = useTranslation('wheels_campgrounds');
  const units = useCampgroundUnits();
  const campgroundName = useCampgroundName();
  const add = useAddCampground();
  const update = useUpdateCampground();
  const schema = useMemo(() => campgroundFormSchema(units), [units]);
  const [defaults] = useState(() => defaultsOf(site, at, units));
  const form = useForm({ resolver: zodResolver(schema), defaultValues: defaults });
  const { errors } = form.formState;
  const [moreOpen, setMoreOpen] = useState(() => DETAILS.some((f) => defaults[f] !== '' && defaults[f] !== false));
  const fieldError = (message?: string) =>
    message ? t(`errors.${message}`, { defaultValue: t('errors.invalid') }) : undefined;
  // A message on a field of the closed group opens it, so the user sees what to fix.
  const openDetailsOnError = () => {
    if (DETAILS.some((f) => form.getFieldState(f).error)) setMoreOpen(true);
  };

  const onSubmit = form.handleSubmit((input) => {
    const onError = (err: unknown) => {
      showFormFailure(form, err);
      openDetailsOnError();
    };
    if (!site) {
      // Only what is given: an empty box or an unticked one sends nothing.
      const given = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null)) as CampgroundInput;
      add.mutate(given, {
        onSuccess: () => {
          toast.success(t('add.saved', { name: input.name }));
          onDone();
        },
        onError,
      });
      return;
    }
    const typed = form.getValues();
    const changed = (Object.keys(defaults) as Array<keyof CampgroundFormValues>).filter(
      (f) => typed[f] !== defaults[f],
    );
    if (changed.length === 0) {
      onDone();
      return;
    }
    const patch = Object.fromEntries(changed.map((f) => [f, input[f]])) as Partial<CampgroundInput>;
    update.mutate(
      { id: site.id, patch },
      {
        onSuccess: (saved) => {
          toast.success(t('edit.saved', { name: campgroundName(saved) }));
          onDone();
        },
        onError,
      },
    );
  }, openDetailsOnError);

  return (
    <form
      aria-label={site ? t('edit.form_label', { name: campgroundName(site) }) : t('add.form_label')}
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      className="mt-4 space-y-4 rounded-lg bg-slate-50 p-4 dark:bg-slate-800/50"
    >
      {!site && <p className="text-sm text-slate-600 dark:text-slate-300">{t('add.description')}</p>}
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
      <details open={moreOpen} onToggle={(e) => setMoreOpen(e.currentTarget.open)} className="space-y-4">
        <summary className="cursor-pointer text-sm font-medium text-emerald-800 dark:text-emerald-300">
          {t('add.more')}
        </summary>
        <div className="mt-4 space-y-4">
          <Field label={t('add.address')} error={fieldError(errors.address?.message)}>
            <Input autoComplete="off" {...form.register('address')} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label={t('add.opening_hours')}
              hint={t('add.opening_hours_hint')}
              error={fieldError(errors.opening_hours?.message)}
            >
              <Input autoComplete="off" {...form.register('opening_hours')} />
            </Field>
            <Field label={t('add.phone')} error={fieldError(errors.phone?.message)}>
              <Input type="tel" autoComplete="off" {...form.register('phone')} />
            </Field>
            <Field label={t('add.capacity')} error={fieldError(errors.capacity?.message)}>
              <Input inputMode="numeric" autoComplete="off" {...form.register('capacity')} />
            </Field>
            <Field
              label={t('add.max_length', { unit: units.lengthUnit })}
              error={fieldError(errors.max_length_m?.message)}
            >
              <Input inputMode="decimal" autoComplete="off" {...form.register('max_length_m')} />
            </Field>
          </div>
          <fieldset>
            <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">{t('add.welcomes')}</legend>
            <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
              {CAMPGROUND_RIGS.map((r) => (
                <Checkbox key={r} label={t(`add.rigs.${r}`)} {...form.register(r)} />
              ))}
            </div>
          </fieldset>
        </div>
      </details>
      <FormError control={form.control} />
      <div className="flex gap-3">
        <Button type="submit" loading={site ? update.isPending : add.isPending}>
          {site ? t('edit.submit') : t('add.submit')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('add.cancel')}
        </Button>
      </div>
    </form>
  );
}
