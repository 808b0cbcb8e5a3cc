import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
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
  type CampgroundAlongRoute,
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
import { OSM_MAP_ATTRIBUTION, RouteMap, type MapPointGroup } from '../../../shared/ui/map/route-map.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import {
  findPlace,
  routeSearchPath,
  useCampgroundRouteSearch,
  useCampgroundSearch,
  type CampgroundRouteSearch,
  type CampgroundSearch,
} from '../api/campgrounds.ts';
import { CampgroundAddForm } from './campground-add-form.tsx';
import { CampgroundReviews } from './campground-reviews.tsx';

const muted = 'text-sm text-slate-600 dark:text-slate-300';
const checkboxClass = 'h-4 w-4 rounded border-slate-300 text-emerald-600 focus:ring-emerald-500 dark:border-slate-600 dark:bg-slate-900';
const radioClass = 'h-4 w-4 border-slate-300 text-emerald-600 focus:ring-emerald-500 dark:border-slate-600 dark:bg-slate-900';
// One array for the map's whole life: a new one each render would rebuild its attribution control.
const NO_SITES: CampgroundWithDistance[] = [];
const NO_LINE: Array<[number, number]> = [];
const CENTRE_COLOR = '#2563eb';
const SITE_COLOR = '#059669';

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

const SEARCH_MODES = ['around', 'route'] as const;
const distanceSchema = z.number({ error: 'invalid' }).positive({ error: 'not_positive' });

const searchFormSchema = z
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
    if (!checked.success) ctx.addIssue({ code: 'custom', path: [field], message: checked.error.issues[0]?.message ?? 'invalid' });
  });
type SearchForm = z.infer<typeof searchFormSchema>;
const NO_AMENITIES: Record<CampgroundAmenity, boolean> = { power: false, water: false, dump_station: false, showers: false, toilets: false, pets: false, free: false };

type Centre = { lat: number; lon: number; label: string };

/** A planned route: [lon, lat] positions of its line. */
export interface CampgroundFinderRoute {
  geometry: ReadonlyArray<readonly [number, number]>;
}

/**
 * Finds campgrounds around a place, a point on the map or the user's position, or along the planned route (when
 * `route` is given): distance, required amenities and the rig's length; results on a map and in a list, nearest
 * first or in route order, with reviews; users can add sites of their own. OpenStreetMap data carries its ODbL
 * attribution.
 */
export function CampgroundFinder({ route }: { route?: CampgroundFinderRoute } = {}) {
  const { t } = useTranslation('wheels_campgrounds');
  const units = useCampgroundUnits();
  const [centre, setCentre] = useState<Centre | null>(null);
  const [search, setSearch] = useState<CampgroundSearch | null>(null);
  const [routeSearch, setRouteSearch] = useState<CampgroundRouteSearch | null>(null);
  const [locating, setLocating] = useState(false);
  const [placeError, setPlaceError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const results = useCampgroundSearch(search);
  const routeResults = useCampgroundRouteSearch(routeSearch);

  const form = useForm<SearchForm>({
    resolver: zodResolver(searchFormSchema),
    defaultValues: { mode: 'around', place: '', radius: 50, corridor: CAMPGROUND_LIMITS.corridorKmDefault, rig_length: Number.NaN, ...NO_AMENITIES },
  });
  const { errors, isSubmitting } = form.formState;
  const hasRoute = (route?.geometry.length ?? 0) >= 2;
  const chosenMode = useWatch({ control: form.control, name: 'mode' });
  const mode = hasRoute ? chosenMode : 'around';
  // A plan cleared while "along this route" was chosen: back to the around-a-place search, whose boxes show.
  useEffect(() => {
    if (!hasRoute && chosenMode === 'route') form.setValue('mode', 'around');
  }, [hasRoute, chosenMode, form]);

  const filtersOf = (values: SearchForm): CampgroundFilters => {
    const filters: CampgroundFilters = {};
    for (const a of CAMPGROUND_AMENITIES) if (values[a]) filters[a] = true;
    if (!Number.isNaN(values.rig_length)) filters.min_length_m = Math.round(units.lengthToM(values.rig_length) * 100) / 100;
    return filters;
  };

  const searchAround = (point: Centre, values: SearchForm) => {
    const radius_km = Math.min(CAMPGROUND_LIMITS.radiusKmMax, Math.round(units.distanceToKm(values.radius) * 10) / 10);
    setCentre(point);
    setRouteSearch(null);
    setSearch({ lat: point.lat, lon: point.lon, radius_km, filters: filtersOf(values) });
  };

  const searchAlongRoute = (geometry: CampgroundFinderRoute['geometry'], values: SearchForm) => {
    const corridor_km = Math.min(CAMPGROUND_LIMITS.corridorKmMax, Math.round(units.distanceToKm(values.corridor) * 10) / 10);
    setAdding(false);
    setSearch(null);
    setRouteSearch({ path: routeSearchPath(geometry), corridor_km, filters: filtersOf(values) });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setPlaceError(null);
    if (route && values.mode === 'route' && hasRoute) {
      searchAlongRoute(route.geometry, values);
      return;
    }
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

  const searchAtMapPoint = (lat: number, lon: number) => {
    setPlaceError(null);
    form.setValue('place', '');
    void form.handleSubmit((values) => searchAround({ lat, lon, label: t('search.map_point') }, values))();
  };

  const shownSites: ReadonlyArray<CampgroundWithDistance | CampgroundAlongRoute> = (routeSearch ? routeResults.data : search ? results.data : undefined) ?? NO_SITES;
  const mapGroups = useMemo<MapPointGroup[]>(() => {
    const groups: MapPointGroup[] = [];
    if (search && centre) groups.push({ id: 'campground-search-centre', color: CENTRE_COLOR, points: [{ lat: centre.lat, lon: centre.lon, label: t('map.centre'), detail: centre.label }] });
    groups.push({
      id: 'campground-results',
      color: SITE_COLOR,
      points: shownSites.map((site) => ({ lat: site.lat, lon: site.lon, label: site.name ?? t('site.unnamed'), detail: siteDistanceText(t, site, units.formatDistance) })),
    });
    return groups;
  }, [search, centre, shownSites, t, units.formatDistance]);
  const searchedPath = routeSearch?.path;
  const routeGeometry = route?.geometry;
  // The searched route while its results show, else the plan's route once the user picks the route mode.
  const mapRoute = useMemo<ReadonlyArray<readonly [number, number]>>(
    () => (searchedPath ? searchedPath.map((p) => [p.lon, p.lat] as const) : mode === 'route' && routeGeometry ? routeGeometry : NO_LINE),
    [searchedPath, mode, routeGeometry],
  );

  const fieldError = (message?: string) => (message ? t(`errors.${message}`, { defaultValue: t('errors.invalid') }) : undefined);

  return (
    <div className="space-y-6">
      <Card>
        <h2 className="text-lg font-semibold text-slate-900 dark:text-slate-50">{t('title')}</h2>
        <p className={`mt-1 ${muted}`}>{t('description')}</p>
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
          <div className={mode === 'route' ? 'grid gap-4 sm:grid-cols-[12rem_12rem]' : 'grid gap-4 sm:grid-cols-[1fr_9rem_9rem]'}>
            {mode === 'route' ? (
              <Field label={t('search.corridor', { unit: units.distanceUnit })} error={fieldError(errors.corridor?.message)}>
                <Input type="number" inputMode="decimal" min={0} step="any" {...form.register('corridor', { valueAsNumber: true })} />
              </Field>
            ) : (
              <>
                <Field label={t('search.place')} error={placeError ?? fieldError(errors.place?.message)}>
                  <Input type="search" autoComplete="off" placeholder={t('search.place_placeholder')} {...form.register('place')} />
                </Field>
                <Field label={t('search.radius', { unit: units.distanceUnit })} error={fieldError(errors.radius?.message)}>
                  <Input type="number" inputMode="decimal" min={1} step="any" {...form.register('radius', { valueAsNumber: true })} />
                </Field>
              </>
            )}
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
            {mode === 'around' && (
              <Button variant="secondary" onClick={nearMe} loading={locating}>
                <LocateFixed aria-hidden className="h-4 w-4" />
                {t('search.near_me')}
              </Button>
            )}
          </div>
        </form>
      </Card>

      <div className="space-y-2">
        <RouteMap
          label={t('map.label')}
          unavailableText={t('map.unavailable')}
          route={mapRoute}
          groups={mapGroups}
          onMapClick={mode === 'around' ? searchAtMapPoint : undefined}
          attribution={OSM_MAP_ATTRIBUTION}
          className="h-80 w-full overflow-hidden rounded-xl border border-slate-200 dark:border-slate-800"
        />
        {mode === 'around' && <p className={muted}>{t('map.click_hint')}</p>}
      </div>

      {routeSearch && (
        <Card>
          <h3 className="text-base font-semibold text-slate-900 dark:text-slate-50">{t('results.route_title', { corridor: units.formatDistance(routeSearch.corridor_km) })}</h3>
          {routeResults.isPending && <Spinner label={t('results.loading')} />}
          {routeResults.isError && <Alert variant="error">{t(errorMessageKey(routeResults.error), { ns: 'common' })}</Alert>}
          {routeResults.isSuccess && routeResults.data.length === 0 && <p className={`mt-4 ${muted}`}>{t('results.route_empty')}</p>}
          {routeResults.isSuccess && routeResults.data.length > 0 && (
            <ul aria-label={t('results.route_list_label')} className="mt-4 divide-y divide-slate-200 dark:divide-slate-800">
              {routeResults.data.map((site) => (
                <CampgroundRow key={site.id} site={site} formatDistance={units.formatDistance} formatLength={units.formatLength} />
              ))}
            </ul>
          )}
          <OsmAttribution />
        </Card>
      )}

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
          <OsmAttribution />
        </Card>
      )}
    </div>
  );
}

function OsmAttribution() {
  const { t } = useTranslation('wheels_campgrounds');
  return (
    <p className="mt-4 text-xs text-slate-500 dark:text-slate-400">
      {t('results.data_from')}{' '}
      <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noreferrer" className="underline">
        {OSM_ATTRIBUTION}
      </a>
    </p>
  );
}


/** '1 mi away', or for a route search '2 mi off the route · 45 mi from the start'. */
function siteDistanceText(t: TFunction<'wheels_campgrounds'>, site: CampgroundWithDistance | CampgroundAlongRoute, formatDistance: (km: number) => string): string {
  if ('route_position_km' in site) {
    return `${t('site.off_route', { distance: formatDistance(site.distance_km) })} · ${t('site.along_route', { distance: formatDistance(site.route_position_km) })}`;
  }
  return t('site.distance', { distance: formatDistance(site.distance_km) });
}

function CampgroundRow({ site, formatDistance, formatLength }: { site: CampgroundWithDistance | CampgroundAlongRoute; formatDistance: (km: number) => string; formatLength: (m: number) => string }) {
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
            {[siteDistanceText(t, site, formatDistance), fee, site.max_length_m !== null ? t('site.max_length', { length: formatLength(site.max_length_m) }) : null]
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
