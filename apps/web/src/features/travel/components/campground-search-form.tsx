import type { FormEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LocateFixed, Search } from 'lucide-react';
import { z } from 'zod';
import { Button } from '#shared/ui/button.tsx';
import { Field } from '#shared/ui/field.tsx';
import { Input } from '#shared/ui/input.tsx';
import type { CampgroundUnits } from './campground-units.ts';
import { AmenityCheckboxes } from './amenity-checkboxes.tsx';

const radioClass =
  'h-4 w-4 border-slate-300 text-emerald-600 focus:ring-emerald-500 dark:border-slate-600 dark:bg-slate-900';

export const SEARCH_MODES = ['around', 'route'] as const;
const distanceSchema = z.number({ error: 'invalid' }).positive({ error: 'not_positive' });

export const searchFormSchema = z
  .object({
    mode: z.enum(SEARCH_MODES),
    place: z.string().trim().max(200, { error: 'too_long' }),
    // Only the chosen mode's distance is checked (below): the other one's box is hidden.
    radius: z.union([z.nan(), z.number()]),
    corridor: z.union([z.nan(), z.number()]),
    // An empty number box reads as NaN: no rig length given.
    rig_length: z.union([z.nan(), z.number().positive({ error: 'not_positive' }).max(300, { error: 'too_large' })]),
    power: z.boolean(),
    water: z.boolean(),
    dump_station: z.boolean(),
    showers: z.boolean(),
    toilets: z.boolean(),
    pets: z.boolean(),
    free: z.boolean(),
  })
  .superRefine((values, ctx) => {
    const field = values.mode === 'route' ? 'corridor' : 'radius';
    const checked = distanceSchema.safeParse(values[field]);
    if (!checked.success)
      ctx.addIssue({ code: 'custom', path: [field], message: checked.error.issues[0]?.message ?? 'invalid' });
  });
export type SearchForm = z.infer<typeof searchFormSchema>;

export interface CampgroundSearchFormProps {
  form: UseFormReturn<SearchForm>;
  /** The search the boxes are for: around a place, or along the planned route. */
  mode: SearchForm['mode'];
  /** A route is planned, so the user may choose to search along it. */
  hasRoute: boolean;
  units: CampgroundUnits;
  /** Why the place could not be searched (not found, or none given). */
  placeError: string | null;
  locating: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  onNearMe: () => void;
}

/** Where to search (place and radius, or the route's corridor), the rig's length and the amenities a site must have. */
export function CampgroundSearchForm({
  form,
  mode,
  hasRoute,
  units,
  placeError,
  locating,
  onSubmit,
  onNearMe,
}: CampgroundSearchFormProps) {
  const { t } = useTranslation('wheels_campgrounds');
  const { errors, isSubmitting } = form.formState;
  const fieldError = (message?: string) =>
    message ? t(`errors.${message}`, { defaultValue: t('errors.invalid') }) : undefined;
  return (
    <form aria-label={t('search.form_label')} onSubmit={(e) => void onSubmit(e)} noValidate className="mt-4 space-y-4">
      {hasRoute && (
        <fieldset>
          <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">{t('search.mode')}</legend>
          <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
            {SEARCH_MODES.map((m) => (
              <label key={m} className="flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
                <input type="radio" value={m} className={radioClass} {...form.register('mode')} />
                {t(`search.mode_${m}`)}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <div
        className={
          mode === 'route' ? 'grid gap-4 sm:grid-cols-[12rem_12rem]' : 'grid gap-4 sm:grid-cols-[1fr_9rem_9rem]'
        }
      >
        {mode === 'route' ? (
          <Field
            label={t('search.corridor', { unit: units.distanceUnit })}
            error={fieldError(errors.corridor?.message)}
          >
            <Input
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              {...form.register('corridor', { valueAsNumber: true })}
            />
          </Field>
        ) : (
          <>
            <Field label={t('search.place')} error={placeError ?? fieldError(errors.place?.message)}>
              <Input
                type="search"
                autoComplete="off"
                placeholder={t('search.place_placeholder')}
                {...form.register('place')}
              />
            </Field>
            <Field label={t('search.radius', { unit: units.distanceUnit })} error={fieldError(errors.radius?.message)}>
              <Input
                type="number"
                inputMode="decimal"
                min={1}
                step="any"
                {...form.register('radius', { valueAsNumber: true })}
              />
            </Field>
          </>
        )}
        <Field
          label={t('search.rig_length', { unit: units.lengthUnit })}
          error={fieldError(errors.rig_length?.message)}
        >
          <Input
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            {...form.register('rig_length', { valueAsNumber: true })}
          />
        </Field>
      </div>
      <AmenityCheckboxes legend={t('search.must_have')} register={form.register} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={isSubmitting}>
          <Search aria-hidden className="h-4 w-4" />
          {t('search.submit')}
        </Button>
        {mode === 'around' && (
          <Button variant="secondary" onClick={onNearMe} loading={locating}>
            <LocateFixed aria-hidden className="h-4 w-4" />
            {t('search.near_me')}
          </Button>
        )}
      </div>
    </form>
  );
}
