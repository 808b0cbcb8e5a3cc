import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { LocateFixed, Search, Star } from 'lucide-react';
import { z } from 'zod';
import {
  CAMPGROUND_AMENITIES,
  CAMPGROUND_LIMITS,
  feetToMetres,
  kmToMiles,
  metresToFeet,
  milesToKm,
  OSM_ATTRIBUTION,
  type CampgroundAmenity,
  type CampgroundFilters,
  type CampgroundWithDistance,
} from '@ww/contracts';
import { errorMessageKey } from '../../../shared/lib/error-message.ts';
import { useSettings } from '../../../shared/lib/settings.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Card } from '../../../shared/ui/card.tsx';
import { Field } from '../../../shared/ui/field.tsx';
import { Input } from '../../../shared/ui/input.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { findPlace, useCampgroundSearch, type CampgroundSearch } from '../api/campgrounds.ts';
import { CampgroundAddForm } from './campground-add-form.tsx';
import { CampgroundReviews } from './campground-reviews.tsx';

const muted = 'text-sm text-slate-600 dark:text-slate-300';
const checkboxClass = 'h-4 w-4 rounded border-slate-300 text-emerald-600 focus:ring-emerald-500 dark:border-slate-600 dark:bg-slate-900';

/** Distances in km or mi and rig lengths in m or ft, as the user's units setting says; the API speaks metric. */
function useCampgroundUnits() {
  const { data: settings } = useSettings();
  const { i18n } = useTranslation();
  const imperial = (settings?.regional_preferences.units ?? 'imperial') === 'imperial';
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const oneDecimal = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
    const distanceUnit = imperial ? 'mi' : 'km';
    const lengthUnit = imperial ? 'ft' : 'm';
    return {
      distanceUnit,
      lengthUnit,
      formatDistance: (km: number) => `${oneDecimal.format(imperial ? kmToMiles(km) : km)} ${distanceUnit}`,
      formatLength: (m: number) => `${oneDecimal.format(imperial ? metresToFeet(m) : m)} ${lengthUnit}`,
      distanceToKm: (value: number) => (imperial ? milesToKm(value) : value),
      lengthToM: (value: number) => (imperial ? feetToMetres(value) : value),
    };
  }, [imperial, language]);
}

const searchFormSchema = z.object({
  place: z.string().trim().max(200, { error: 'too_long' }),
  radius: z.number({ error: 'invalid' }).positive({ error: 'not_positive' }),
  // An empty number box reads as NaN: no rig length given.
  rig_length: z.union([z.nan(), z.number().positive({ error: 'not_positive' }).max(300, { error: 'too_large' })]),
  power: z.boolean(),
  water: z.boolean(),
  dump_station: z.boolean(),
  showers: z.boolean(),
  toilets: z.boolean(),
  pets: z.boolean(),
  free: z.boolean(),
});
type SearchForm = z.infer<typeof searchFormSchema>;
const NO_AMENITIES: Record<CampgroundAmenity, boolean> = { power: false, water: false, dump_station: false, showers: false, toilets: false, pets: false, free: false };

type Centre = { lat: number; lon: number; label: string };

/**
 * Finds campgrounds around a place or the user's position: radius, required amenities and the rig's length, results
 * nearest first with reviews; users can add sites of their own. OpenStreetMap data carries its ODbL attribution.
 */
export function CampgroundFinder() {
  const { t } = useTranslation('wheels_campgrounds');
  const units = useCampgroundUnits();
  const [centre, setCentre] = useState<Centre | null>(null);
  const [search, setSearch] = useState<CampgroundSearch | null>(null);
  const [locating, setLocating] = useState(false);
  const [placeError, setPlaceError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const results = useCampgroundSearch(search);

  const form = useForm<SearchForm>({
    resolver: zodResolver(searchFormSchema),
    defaultValues: { place: '', radius: 50, rig_length: Number.NaN, ...NO_AMENITIES },
  });
  const { errors, isSubmitting } = form.formState;

  const searchAround = (point: Centre, values: SearchForm) => {
    const filters: CampgroundFilters = {};
    for (const a of CAMPGROUND_AMENITIES) if (values[a]) filters[a] = true;
    if (!Number.isNaN(values.rig_length)) filters.min_length_m = Math.round(units.lengthToM(values.rig_length) * 100) / 100;
    const radius_km = Math.min(CAMPGROUND_LIMITS.radiusKmMax, Math.round(units.distanceToKm(values.radius) * 10) / 10);
    setCentre(point);
    setSearch({ lat: point.lat, lon: point.lon, radius_km, filters });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setPlaceError(null);
    if (!values.place) {
      if (centre) searchAround(centre, values);
      else setPlaceError(t('search.place_required'));
      return;
    }
    try {
      const place = await findPlace(values.place);
      if (!place) setPlaceError(t('search.place_not_found', { place: values.place }));
      else searchAround({ lat: place.lat, lon: place.lon, label: [place.name, place.region, place.country].filter(Boolean).join(', ') }, values);
    } catch (err) {
      setPlaceError(t(errorMessageKey(err), { ns: 'common' }));
    }
  });

  const nearMe = () => {
    if (!('geolocation' in navigator)) {
      toast.error(t('search.location_unavailable'));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocating(false);
        form.setValue('place', '');
        void form.handleSubmit((values) => searchAround({ lat: pos.coords.latitude, lon: pos.coords.longitude, label: t('search.your_location') }, values))();
      },
      () => {
        setLocating(false);
        toast.error(t('search.location_unavailable'));
      },
      { timeout: 15_000, maximumAge: 300_000 },
    );
  };

  const fieldError = (message?: string) => (message ? t(`errors.${message}`, { defaultValue: t('errors.invalid') }) : undefined);

  return (
    <div className="space-y-6">
      <Card>
        <h2 className="text-lg font-semibold text-slate-900 dark:text-slate-50">{t('title')}</h2>
        <p className={`mt-1 ${muted}`}>{t('description')}</p>
        <form aria-label={t('search.form_label')} onSubmit={(e) => void onSubmit(e)} noValidate className="mt-4 space-y-4">
          <div className="grid gap-4 sm:grid-cols-[1fr_9rem_9rem]">
            <Field label={t('search.place')} error={placeError ?? fieldError(errors.place?.message)}>
              <Input type="search" autoComplete="off" placeholder={t('search.place_placeholder')} {...form.register('place')} />
            </Field>
            <Field label={t('search.radius', { unit: units.distanceUnit })} error={fieldError(errors.radius?.message)}>
              <Input type="number" inputMode="decimal" min={1} step="any" {...form.register('radius', { valueAsNumber: true })} />
            </Field>
            <Field label={t('search.rig_length', { unit: units.lengthUnit })} error={fieldError(errors.rig_length?.message)}>
              <Input type="number" inputMode="decimal" min={0} step="any" {...form.register('rig_length', { valueAsNumber: true })} />
            </Field>
          </div>
          <fieldset>
            <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">{t('search.must_have')}</legend>
            <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
              {CAMPGROUND_AMENITIES.map((a) => (
                <label key={a} className="flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
                  <input type="checkbox" className={checkboxClass} {...form.register(a)} />
                  {t(`amenities.${a}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" loading={isSubmitting}>
              <Search aria-hidden className="h-4 w-4" />
              {t('search.submit')}
            </Button>
            <Button variant="secondary" onClick={nearMe} loading={locating}>
              <LocateFixed aria-hidden className="h-4 w-4" />
              {t('search.near_me')}
            </Button>
          </div>
        </form>
      </Card>

      {search && centre && (
        <Card>
          <div className="flex flex-wrap items-start justify-between gap-3">
            <h3 className="text-base font-semibold text-slate-900 dark:text-slate-50">
              {t('results.title', { radius: units.formatDistance(search.radius_km), place: centre.label })}
            </h3>
            <Button variant="secondary" size="sm" onClick={() => setAdding((v) => !v)} aria-expanded={adding}>
              {t('add.open')}
            </Button>
          </div>
          {adding && <CampgroundAddForm at={centre} onDone={() => setAdding(false)} />}
          {results.isPending && <Spinner label={t('results.loading')} />}
          {results.isError && <Alert variant="error">{t(errorMessageKey(results.error), { ns: 'common' })}</Alert>}
          {results.isSuccess && results.data.length === 0 && <p className={`mt-4 ${muted}`}>{t('results.empty')}</p>}
          {results.isSuccess && results.data.length > 0 && (
            <ul aria-label={t('results.list_label')} className="mt-4 divide-y divide-slate-200 dark:divide-slate-800">
              {results.data.map((site) => (
                <CampgroundRow key={site.id} site={site} formatDistance={units.formatDistance} formatLength={units.formatLength} />
              ))}
            </ul>
          )}
          <p className="mt-4 text-xs text-slate-500 dark:text-slate-400">
            {t('results.data_from')}{' '}
            <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noreferrer" className="underline">
              {OSM_ATTRIBUTION}
            </a>
          </p>
        </Card>
      )}
    </div>
  );
}

function CampgroundRow({ site, formatDistance, formatLength }: { site: CampgroundWithDistance; formatDistance: (km: number) => string; formatLength: (m: number) => string }) {
  const { t } = useTranslation('wheels_campgrounds');
  const [open, setOpen] = useState(false);
  const has = CAMPGROUND_AMENITIES.filter((a) => a !== 'free' && site[a] === true);
  const fee = site.free === true ? t('site.free') : site.fee && site.fee !== 'yes' ? t('site.fee', { fee: site.fee }) : site.free === false ? t('site.paid') : null;
  return (
    <li className="space-y-2 py-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <p className="font-medium text-slate-900 dark:text-slate-50">
            {site.name ?? t('site.unnamed')}
            {site.source === 'user' && <span className="ml-2 text-xs font-normal text-slate-500 dark:text-slate-400">{t('site.added_by_user')}</span>}
          </p>
          <p className={muted}>
            {[t('site.distance', { distance: formatDistance(site.distance_km) }), fee, site.max_length_m !== null ? t('site.max_length', { length: formatLength(site.max_length_m) }) : null]
              .filter(Boolean)
              .join(' · ')}
          </p>
          {has.length > 0 && (
            <ul aria-label={t('site.amenities_label')} className="flex flex-wrap gap-1.5">
              {has.map((a) => (
                <li key={a} className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200">
                  {t(`amenities.${a}`)}
                </li>
              ))}
            </ul>
          )}
          {site.address && <p className={muted}>{site.address}</p>}
          {site.website && /^https?:\/\//i.test(site.website) && (
            <a href={site.website} target="_blank" rel="noreferrer nofollow" className="text-sm text-emerald-700 underline dark:text-emerald-300">
              {t('site.website')}
            </a>
          )}
        </div>
        <div className="flex items-center gap-3">
          {site.rating_avg !== null && (
            <span className="flex items-center gap-1 text-sm text-slate-700 dark:text-slate-200" aria-label={t('site.rating', { rating: site.rating_avg, count: site.review_count })}>
              <Star aria-hidden className="h-4 w-4 fill-amber-400 text-amber-400" />
              {site.rating_avg} ({site.review_count})
            </span>
          )}
          <Button variant="ghost" size="sm" onClick={() => setOpen((v) => !v)} aria-expanded={open}>
            {open ? t('reviews.hide') : t('reviews.show')}
          </Button>
        </div>
      </div>
      {open && <CampgroundReviews campgroundId={site.id} name={site.name ?? t('site.unnamed')} />}
    </li>
  );
}

export default CampgroundFinder;
