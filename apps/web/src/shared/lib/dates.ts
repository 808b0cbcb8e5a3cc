import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  dateIn,
  DEFAULT_SETTINGS,
  formatCalendarDate,
  formatClockTime,
  formatDayAndMonth,
  formatMonthOf,
  regionOfCurrency,
  userLocale,
  type DateFormat,
} from '@ww/contracts';
import { useProfile } from './profile.ts';
import { useSettings } from './settings.ts';

/**
 * The web's dates, written by the contracts' one formatting module (locale-format.ts): in the user's locale, the
 * interface language in their region (en-GB 29/11/2026, en-US 11/29/2026, es 29 nov 2026, fr 29 nov. 2026), unless
 * they chose a fixed order in the settings.
 */
export type { DateFormat };

/** The Intl locale of an interface language alone, for pages without an account (the region unknown). */
export function languageLocale(language: string): string {
  return userLocale(language, null);
}

/** An instant (ISO timestamp) as its date in the time zone and its time: '29/11/2026 14:05'. */
function formatDateTime(instant: string, dateFormat: DateFormat, locale: string, timeZone: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  return `${formatCalendarDate(dateIn(timeZone, date), locale, dateFormat)} ${formatClockTime(date, locale, timeZone)}`;
}

/**
 * The user's Intl locale: the interface language in the region of their profile (or, before they said it, their
 * currency's home), so a UK traveller reads 29/11/2026 and £ amounts the British way in every language.
 */
export function useUserLocale(): string {
  const { i18n } = useTranslation();
  const { data: settings } = useSettings();
  const { data: profile } = useProfile();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const regional = settings?.regional_preferences ?? DEFAULT_SETTINGS.regional_preferences;
  const region = profile?.region ?? regionOfCurrency(regional.currency);
  return userLocale(language, region);
}

export interface DateFormatter {
  /** The Intl locale dates are written in. */
  locale: string;
  /** The settings' date format ('auto': the locale's own). */
  dateFormat: DateFormat;
  formatDate: (isoDate: string) => string;
  formatDayMonth: (isoDate: string) => string;
  formatMonth: (isoDate: string, style?: 'long' | 'short') => string;
  /** A timestamp's time of day in the settings' time zone. */
  formatTime: (instant: string) => string;
  /** A timestamp in the settings' time zone. */
  formatDateTime: (instant: string) => string;
}

/** Dates in the user's locale and date format setting, in their time zone. */
export function useDateFormat(): DateFormatter {
  const { data: settings } = useSettings();
  const regional = settings?.regional_preferences ?? DEFAULT_SETTINGS.regional_preferences;
  const { date_format: dateFormat, timezone } = regional;
  const locale = useUserLocale();
  return useMemo(
    () => ({
      locale,
      dateFormat,
      formatDate: (isoDate: string) => formatCalendarDate(isoDate, locale, dateFormat),
      formatDayMonth: (isoDate: string) => formatDayAndMonth(isoDate, locale, dateFormat),
      formatMonth: (isoDate: string, style?: 'long' | 'short') => formatMonthOf(isoDate, locale, style),
      formatTime: (instant: string) => formatClockTime(instant, locale, timezone),
      formatDateTime: (instant: string) => formatDateTime(instant, dateFormat, locale, timezone),
    }),
    [dateFormat, locale, timezone],
  );
}
