import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_SETTINGS, LOCATION, dateIn, kmToMiles, milesToKm } from '@ww/contracts';
import { useTimeZone } from '#shared/lib/calendar.ts';
import { useDateFormat } from '#shared/lib/dates.ts';
import { useSettings } from '#shared/lib/settings.ts';
import { useTravellerName } from '#shared/lib/traveller-name.ts';

/** The radii "nearby travellers" offers, in the user's distance unit (10, 25, 50 or 100 km or mi). */
export const NEARBY_RADII = [10, 25, 50, 100] as const;
export type NearbyRadius = (typeof NEARBY_RADII)[number];

/**
 * How the network area writes what the API sends: names ('A traveller' when none), days of timestamps in the
 * settings' date format and time zone, distances in the settings' units, coordinates with 4 decimals (SPEC §9).
 */
export function useNetworkFormat() {
  const { t, i18n } = useTranslation('social_network');
  const travellerName = useTravellerName();
  const { data: settings } = useSettings();
  const { formatDate, formatMonth } = useDateFormat();
  const timeZone = useTimeZone();
  const imperial = (settings ?? DEFAULT_SETTINGS).regional_preferences.units === 'imperial';
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const oneDecimal = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
    const whole = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
    const coordinate = new Intl.NumberFormat(language, {
      minimumFractionDigits: LOCATION.coordinateDecimals,
      maximumFractionDigits: LOCATION.coordinateDecimals,
    });
    const unit = imperial ? 'mi' : 'km';
    return {
      /** The name the traveller shows, or the shared 'A traveller'. */
      name: travellerName,
      day: (instant: string) => formatDate(dateIn(timeZone, new Date(instant))),
      month: (instant: string) => formatMonth(dateIn(timeZone, new Date(instant))),
      distance: (km: number) => t(`units.${unit}`, { value: oneDecimal.format(imperial ? kmToMiles(km) : km) }),
      /** A radius option's label: the number of the user's unit. */
      radius: (value: NearbyRadius) => t(`units.${unit}`, { value: whole.format(value) }),
      /** The radius the API takes, in km, for an option in the user's unit. */
      radiusKm: (value: NearbyRadius) => (imperial ? milesToKm(value) : value),
      coordinate: (value: number) => coordinate.format(value),
    };
  }, [formatDate, formatMonth, imperial, language, t, timeZone, travellerName]);
}
