import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dateIn, DEFAULT_SETTINGS, type DATE_FORMATS, type Language } from '@ww/contracts';
import { isLanguage } from '#shared/i18n/i18n.ts';
import { useSettings } from './settings.ts';

/**
 * The one date formatter of the web. Where the day and month go is the settings' date format and nothing else (not
 * the currency, not the language); the language only names months and writes times.
 */
export type DateFormat = (typeof DATE_FORMATS)[number];

/** The Intl locale of an interface language, for month names and times. */
export const LANGUAGE_LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-ES', fr: 'fr-FR' };

export function languageLocale(language: string): string {
  return LANGUAGE_LOCALES[isLanguage(language) ? language : 'en'];
}

function dateParts(isoDate: string): { yyyy: string; mm: string; dd: string } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  return match ? { yyyy: match[1]!, mm: match[2]!, dd: match[3]! } : null;
}

/** A calendar date ('YYYY-MM-DD') in the date format: '11/22/2026', '22/11/2026' or '2026-11-22'. */
export function formatDate(isoDate: string, dateFormat: DateFormat): string {
  const p = dateParts(isoDate);
  if (!p) return isoDate;
  if (dateFormat === 'DD/MM/YYYY') return `${p.dd}/${p.mm}/${p.yyyy}`;
  if (dateFormat === 'YYYY-MM-DD') return `${p.yyyy}-${p.mm}-${p.dd}`;
  return `${p.mm}/${p.dd}/${p.yyyy}`;
}

/** A day without its year, for chart labels, in the date format's order: '11/22', '22/11' or '11-22'. */
export function formatDayMonth(isoDate: string, dateFormat: DateFormat): string {
  const p = dateParts(isoDate);
  if (!p) return isoDate;
  if (dateFormat === 'DD/MM/YYYY') return `${p.dd}/${p.mm}`;
  if (dateFormat === 'YYYY-MM-DD') return `${p.mm}-${p.dd}`;
  return `${p.mm}/${p.dd}`;
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function cachedDateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateTimeFormats.set(key, format);
  }
  return format;
}

/** The month of a date named in the language: 'November 2026', 'novembre 2026'; short: 'Nov 26', 'nov. 26'. */
export function formatMonth(isoDate: string, language: string, style: 'long' | 'short' = 'long'): string {
  const p = dateParts(isoDate);
  if (!p) return isoDate;
  const options: Intl.DateTimeFormatOptions =
    style === 'long'
      ? { month: 'long', year: 'numeric', timeZone: 'UTC' }
      : { month: 'short', year: '2-digit', timeZone: 'UTC' };
  return cachedDateTimeFormat(languageLocale(language), options).format(
    new Date(`${p.yyyy}-${p.mm}-${p.dd}T00:00:00Z`),
  );
}

/** The time of an instant in a time zone as the language writes it: '2:05 PM' (en), '14:05' (es, fr). */
export function formatTime(instant: string, language: string, timeZone: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  return cachedDateTimeFormat(languageLocale(language), { timeStyle: 'short', timeZone }).format(date);
}

/** An instant (ISO timestamp) as its date in the time zone, in the date format, and its time: '11/22/2026 2:05 PM'. */
export function formatDateTime(instant: string, dateFormat: DateFormat, language: string, timeZone: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  return `${formatDate(dateIn(timeZone, date), dateFormat)} ${formatTime(instant, language, timeZone)}`;
}

export interface DateFormatter {
  /** The settings' date format. */
  dateFormat: DateFormat;
  formatDate: (isoDate: string) => string;
  formatDayMonth: (isoDate: string) => string;
  formatMonth: (isoDate: string, style?: 'long' | 'short') => string;
  /** A timestamp in the settings' time zone. */
  formatDateTime: (instant: string) => string;
}

/** Dates in the user's date format setting, months and times in the interface language, in their time zone. */
export function useDateFormat(): DateFormatter {
  const { i18n } = useTranslation();
  const { data: settings } = useSettings();
  const regional = settings?.regional_preferences ?? DEFAULT_SETTINGS.regional_preferences;
  const { date_format: dateFormat, timezone } = regional;
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(
    () => ({
      dateFormat,
      formatDate: (isoDate: string) => formatDate(isoDate, dateFormat),
      formatDayMonth: (isoDate: string) => formatDayMonth(isoDate, dateFormat),
      formatMonth: (isoDate: string, style?: 'long' | 'short') => formatMonth(isoDate, language, style),
      formatDateTime: (instant: string) => formatDateTime(instant, dateFormat, language, timezone),
    }),
    [dateFormat, language, timezone],
  );
}
