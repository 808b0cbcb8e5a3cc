import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCATION, dateIn } from '@ww/contracts';
import { useTimeZone } from '#shared/lib/calendar.ts';
import { useDateFormat } from '#shared/lib/dates.ts';
import { useTravellerName } from '#shared/lib/traveller-name.ts';
import { useUnitsFormat } from '#shared/lib/units-format.ts';

/** The radii "nearby travellers" offers, in the user's distance unit (10, 25, 50 or 100 km or mi). */
export const NEARBY_RADII = [10, 25, 50, 100] as const;
export type NearbyRadius = (typeof NEARBY_RADII)[number];

/**
 * How the network area writes what the API sends: names ('A traveller' when none), days of timestamps in the
 * settings' date format and time zone, distances in the user's distance unit, coordinates with 4 decimals (SPEC §9).
 */
export function useNetworkFormat() {
  const { t, i18n } = useTranslation('social_network');
  const travellerName = useTravellerName();
  const units = useUnitsFormat();
  const { formatDate, formatMonth } = useDateFormat();
  const timeZone = useTimeZone();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const coordinate = new Intl.NumberFormat(language, {
      minimumFractionDigits: LOCATION.coordinateDecimals,
      maximumFractionDigits: LOCATION.coordinateDecimals,
    });
    const unit = units.prefs.distance_unit;
    return {
      /** The name the traveller shows, or the shared 'A traveller'. */
      name: travellerName,
      day: (instant: string) => formatDate(dateIn(timeZone, new Date(instant))),
      month: (instant: string) => formatMonth(dateIn(timeZone, new Date(instant))),
      distance: (km: number) => t(`units.${unit}`, { value: units.formatNumber(units.distanceToDisplay(km), 1) }),
      /** A radius option's label: the number of the user's unit. */
      radius: (value: NearbyRadius) => t(`units.${unit}`, { value: units.formatNumber(value, 0) }),
      /** The radius the API takes, in km, for an option in the user's unit. */
      radiusKm: (value: NearbyRadius) => units.distanceToKm(value),
      coordinate: (value: number) => coordinate.format(value),
    };
  }, [formatDate, formatMonth, units, language, t, timeZone, travellerName]);
}
