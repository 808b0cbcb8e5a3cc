import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanResponse } from '@ww/contracts';
import type { MapPointGroup } from '#shared/ui/map/route-map.tsx';
import { useUnitsFormat } from '#shared/lib/units-format.ts';
import { useCampgroundName } from './campground-name.ts';
import { creditsOf } from './data-attribution.tsx';
import type { PlannerStop } from './trip-planner-stop-input.tsx';

/**
 * What the planner's map shows: the plan's stops (else the boxes with a position), its nights and suggested
 * campgrounds as point groups, and the credits of those campgrounds' sources.
 */
export function useTripPlanMap(result: PlanResponse | undefined, stops: PlannerStop[]) {
  const { t } = useTranslation('wheels_trips');
  const campgroundName = useCampgroundName();
  const units = useUnitsFormat();
  const mapStops = useMemo(() => {
    if (result) return result.stops.map((s) => ({ lat: s.lat, lon: s.lon, label: s.name }));
    return stops.flatMap((s) =>
      s.point ? [{ lat: s.point.lat, lon: s.point.lon, label: s.point.name ?? s.text }] : [],
    );
  }, [result, stops]);
  const mapGroups = useMemo<MapPointGroup[]>(() => {
    if (!result) return [];
    const overnight = result.days.flatMap((d) =>
      d.overnight
        ? [
            {
              ...d.overnight,
              label: t('results.overnight', { place: d.overnight.name }),
              detail: t('results.day', { day: d.day }),
            },
          ]
        : [],
    );
    const sites = result.days.flatMap((d) =>
      d.overnight_suggestions.map((s) => ({
        lat: s.lat,
        lon: s.lon,
        label: campgroundName(s),
        detail: t('results.off_route', { distance: units.formatDistance(s.distance_off_route_km) }),
      })),
    );
    return [
      { id: 'campgrounds', color: '#b45309', points: sites },
      { id: 'overnight', color: '#4f46e5', points: overnight },
    ];
  }, [result, t, units, campgroundName]);
  // The suggested sites' sources' credits; one array per set, so the map rebuilds its attribution only on a change.
  const creditKey = creditsOf((result?.days ?? []).flatMap((d) => d.overnight_suggestions)).join('\n');
  const mapCredits = useMemo(() => (creditKey ? creditKey.split('\n') : undefined), [creditKey]);
  return { mapStops, mapGroups, mapCredits };
}
