import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  CAMPGROUND_AMENITIES,
  CAMPGROUND_LIMITS,
  type CampgroundAlongRoute,
  type CampgroundFilters,
  type CampgroundWithDistance,
} from '@ww/contracts';
import { useErrorText } from '#shared/lib/error-message.ts';
import { Button } from '#shared/ui/button.tsx';
import { Card } from '#shared/ui/card.tsx';
import { RouteMap, type MapPointGroup } from '#shared/ui/map/route-map.tsx';
import { findPlace, routeSearchPath, useCampgroundRouteSearch, useCampgroundSearch } from '../api/campgrounds.ts';
import type { CampgroundRouteSearch, CampgroundSearch } from '../api/queries.ts';
import { CampgroundForm } from './campground-form.tsx';
import { CampgroundResults } from './campground-results.tsx';
import { creditsOf } from './data-attribution.tsx';
import { NO_AMENITIES } from './amenity-checkboxes.tsx';
import { searchFormSchema, CampgroundSearchForm, type SearchForm } from './campground-search-form.tsx';
import { siteDistanceText } from './campground-site-row.tsx';
import { useCampgroundUnits } from './campground-units.ts';
import { useCampgroundName } from './campground-name.ts';

const muted = 'text-sm text-slate-600 dark:text-slate-300';
// One array for the map's whole life: a new one each render would rebuild its attribution control.
const NO_SITES: CampgroundWithDistance[] = [];
const NO_LINE: Array<[number, number]> = [];
const CENTRE_COLOR = '#2563eb';
const SITE_COLOR = '#059669';

type Centre = { lat: number; lon: number; label: string };

/** A planned route: [lon, lat] positions of its line. */
export interface CampgroundFinderRoute {
  geometry: ReadonlyArray<readonly [number, number]>;
  /** True when the geometry is only straight lines between the stops (the offline estimate). */
  estimated?: boolean;
}

/**
 * Finds campgrounds around a place, a point on the map or the user's position, or along the planned route (when
 * `route` is given): distance, required amenities and the rig's length; results on a map and in a list, nearest
 * first or in route order, with reviews; users can add sites of their own. Each source's sites carry its credit
 * (OpenStreetMap's ODbL attribution, RIDB's).
 */
export function CampgroundFinder({ route }: { route?: CampgroundFinderRoute } = {}) {
  const { t } = useTranslation('wheels_campgrounds');
  const campgroundName = useCampgroundName();
  const errorText = useErrorText();
  const units = useCampgroundUnits();
  const [centre, setCentre] = useState<Centre | null>(null);
  const [search, setSearch] = useState<CampgroundSearch | null>(null);
  const [routeSearch, setRouteSearch] = useState<CampgroundRouteSearch | null>(null);
  const [locating, setLocating] = useState(false);
  const [placeError, setPlaceError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const aroundQuery = useCampgroundSearch(search);
  const routeQuery = useCampgroundRouteSearch(routeSearch);
  const results = { ...aroundQuery, data: aroundQuery.data?.data };
  const routeResults = { ...routeQuery, data: routeQuery.data?.data };

  const form = useForm<SearchForm>({
    resolver: zodResolver(searchFormSchema),
    defaultValues: {
      mode: 'around',
      place: '',
      radius: 50,
      corridor: CAMPGROUND_LIMITS.corridorKmDefault,
      rig_length: Number.NaN,
      ...NO_AMENITIES,
    },
  });
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
    if (!Number.isNaN(values.rig_length))
      filters.min_length_m = Math.round(units.lengthToM(values.rig_length) * 100) / 100;
    return filters;
  };

  const searchAround = (point: Centre, values: SearchForm) => {
    const radius_km = Math.min(CAMPGROUND_LIMITS.radiusKmMax, Math.round(units.distanceToKm(values.radius) * 10) / 10);
    setCentre(point);
    setRouteSearch(null);
    setSearch({ lat: point.lat, lon: point.lon, radius_km, filters: filtersOf(values) });
  };

  const searchAlongRoute = (geometry: CampgroundFinderRoute['geometry'], values: SearchForm) => {
    const corridor_km = Math.min(
      CAMPGROUND_LIMITS.corridorKmMax,
      Math.round(units.distanceToKm(values.corridor) * 10) / 10,
    );
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
      // Ranked by where the user is looking (the last search, else the route's start) and, on the server, their
      // country (profile region, else currency's), so "Keswick" near the Lakes is the one in Cumbria.
      const first = route?.geometry[0];
      const near = centre ?? (first ? { lat: first[1], lon: first[0] } : undefined);
      const place = await findPlace(values.place, { near });
      if (!place) setPlaceError(t('search.place_not_found', { place: values.place }));
      else
        searchAround(
          {
            lat: place.lat,
            lon: place.lon,
            label: [place.name, place.region, place.country].filter(Boolean).join(', '),
          },
          values,
        );
    } catch (err) {
      setPlaceError(errorText(err));
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
        void form.handleSubmit((values) =>
          searchAround(
            { lat: pos.coords.latitude, lon: pos.coords.longitude, label: t('search.your_location') },
            values,
          ),
        )();
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

  const shownSites: ReadonlyArray<CampgroundWithDistance | CampgroundAlongRoute> =
    (routeSearch ? routeResults.data : search ? results.data : undefined) ?? NO_SITES;
  // The shown sources' credits; one array per set of credits, so the map rebuilds its attribution only when they change.
  const creditKey = creditsOf(shownSites).join('\n');
  const mapCredits = useMemo(() => (creditKey ? creditKey.split('\n') : undefined), [creditKey]);
  const mapGroups = useMemo<MapPointGroup[]>(() => {
    const groups: MapPointGroup[] = [];
    if (search && centre)
      groups.push({
        id: 'campground-search-centre',
        color: CENTRE_COLOR,
        points: [{ lat: centre.lat, lon: centre.lon, label: t('map.centre'), detail: centre.label }],
      });
    groups.push({
      id: 'campground-results',
      color: SITE_COLOR,
      points: shownSites.map((site) => ({
        lat: site.lat,
        lon: site.lon,
        label: campgroundName(site),
        detail: siteDistanceText(t, site, units.formatDistance),
      })),
    });
    return groups;
  }, [search, centre, shownSites, t, units.formatDistance, campgroundName]);
  const searchedPath = routeSearch?.path;
  const routeGeometry = route?.geometry;
  // The searched route while its results show, else the plan's route once the user picks the route mode.
  const mapRoute = useMemo<ReadonlyArray<readonly [number, number]>>(
    () =>
      searchedPath
        ? searchedPath.map((p) => [p.lon, p.lat] as const)
        : mode === 'route' && routeGeometry
          ? routeGeometry
          : NO_LINE,
    [searchedPath, mode, routeGeometry],
  );

  return (
    <div className="space-y-6">
      <Card>
        <h2 className="text-lg font-semibold text-slate-900 dark:text-slate-50">{t('title')}</h2>
        <p className={`mt-1 ${muted}`}>{t('description')}</p>
        <CampgroundSearchForm
          form={form}
          mode={mode}
          hasRoute={hasRoute}
          units={units}
          placeError={placeError}
          locating={locating}
          onSubmit={onSubmit}
          onNearMe={nearMe}
        />
      </Card>

      <div className="space-y-2">
        <RouteMap
          label={t('map.label')}
          unavailableText={t('map.unavailable')}
          route={mapRoute}
          routeEstimated={route?.estimated}
          groups={mapGroups}
          onMapClick={mode === 'around' ? searchAtMapPoint : undefined}
          attribution={mapCredits}
          className="h-80 w-full overflow-hidden rounded-xl border border-slate-200 dark:border-slate-800"
        />
        {mode === 'around' && <p className={muted}>{t('map.click_hint')}</p>}
      </div>

      {routeSearch && (
        <CampgroundResults
          title={t('results.route_title', { corridor: units.formatDistance(routeSearch.corridor_km) })}
          results={routeResults}
          loading={routeQuery.data?.loading}
          emptyText={t('results.route_empty')}
          listLabel={t('results.route_list_label')}
          units={units}
        />
      )}

      {search && centre && (
        <CampgroundResults
          title={t('results.title', { radius: units.formatDistance(search.radius_km), place: centre.label })}
          actions={
            <Button variant="secondary" size="sm" onClick={() => setAdding((v) => !v)} aria-expanded={adding}>
              {t('add.open')}
            </Button>
          }
          results={results}
          loading={aroundQuery.data?.loading}
          emptyText={t('results.empty')}
          listLabel={t('results.list_label')}
          units={units}
        >
          {adding && <CampgroundForm at={centre} onDone={() => setAdding(false)} />}
        </CampgroundResults>
      )}
    </div>
  );
}

export default CampgroundFinder;
