import type { Region } from './constants.ts';
import type { DateFormat } from './settings.ts';

/**
 * The one place dates are written for people, on the web, in e-mails and in Pam's replies (issue 23): the locale is
 * the user's language in their region (en-GB, en-US, en-AU, es-ES, fr-CA ...), and every date goes through Intl, so
 * no date string is built by hand. A date format the user chose in the settings overrides the order of the numbers.
 */

/** English as each region writes it; the rest of the world reads day-first English (en-IE), as most of it writes. */
const ENGLISH_LOCALES: Record<Region, string> = {
  US: 'en-US',
  GB: 'en-GB',
  AU: 'en-AU',
  NZ: 'en-NZ',
  CA: 'en-CA',
  ROW: 'en-IE',
};

/** The region a currency's home is, for accounts that have not said their region yet. */
const CURRENCY_HOME: Record<string, Region> = { USD: 'US', GBP: 'GB', AUD: 'AU', NZD: 'NZ', CAD: 'CA' };

export function regionOfCurrency(currency: string | null | undefined): Region {
  return (currency && CURRENCY_HOME[currency]) || 'ROW';
}

/**
 * The Intl locale of a language (en, es, fr; anything else reads as English) in a region. Spanish is written the
 * Spanish way everywhere (1.234,50; 29 nov 2026): the app's Spanish is Spain's, and most accounts start in USD.
 */
export function userLocale(language: string, region: Region | null | undefined): string {
  const base = language.split('-')[0];
  if (base === 'es') return 'es-ES';
  if (base === 'fr') return region === 'CA' ? 'fr-CA' : 'fr-FR';
  return ENGLISH_LOCALES[region ?? 'US'];
}

/** The numeric order a chosen date format stands for, written by a locale that writes it so. */
const FIXED_ORDER_LOCALES: Record<Exclude<DateFormat, 'auto'>, string> = {
  'MM/DD/YYYY': 'en-US',
  'DD/MM/YYYY': 'en-GB',
  'YYYY-MM-DD': 'en-CA',
};

const formats = new Map<string, Intl.DateTimeFormat>();
/** Calendar days are read at noon UTC, so they are written in UTC unless a time zone is given. */
function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...options });
    formats.set(key, format);
  }
  return format;
}

/** A calendar day ('YYYY-MM-DD', or the start of an ISO timestamp) at noon UTC; null when it is not one. */
function calendarDay(isoDate: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return null;
  const date = new Date(`${match[1]}-${match[2]}-${match[3]}T12:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** English writes dates as numbers (29/11/2026, 11/29/2026); Spanish and French name the month (29 nov 2026). */
const namesMonths = (locale: string) => !locale.startsWith('en');

/**
 * A calendar date as the user reads it: en-GB "29/11/2026", en-US "11/29/2026", es "29 nov 2026", fr "29 nov. 2026";
 * with a chosen numeric format, that order ("2026-11-29"). Not a date: returned as given.
 */
export function formatCalendarDate(isoDate: string, locale: string, dateFormat: DateFormat = 'auto'): string {
  const day = calendarDay(isoDate);
  if (!day) return isoDate;
  if (dateFormat !== 'auto') {
    return dateTimeFormat(FIXED_ORDER_LOCALES[dateFormat], {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(day);
  }
  return dateTimeFormat(
    locale,
    namesMonths(locale)
      ? { day: 'numeric', month: 'short', year: 'numeric' }
      : { day: '2-digit', month: '2-digit', year: 'numeric' },
  ).format(day);
}

/** A day without its year, for chart labels and short lists: "29/11", "11/29", "29 nov", "29 nov.". */
export function formatDayAndMonth(isoDate: string, locale: string, dateFormat: DateFormat = 'auto'): string {
  const day = calendarDay(isoDate);
  if (!day) return isoDate;
  if (dateFormat !== 'auto') {
    return dateTimeFormat(FIXED_ORDER_LOCALES[dateFormat], { day: '2-digit', month: '2-digit' }).format(day);
  }
  return dateTimeFormat(
    locale,
    namesMonths(locale) ? { day: 'numeric', month: 'short' } : { day: '2-digit', month: '2-digit' },
  ).format(day);
}

/** A month: "November 2026", "noviembre de 2026", "novembre 2026"; short: "Nov 26", "nov 26". */
export function formatMonthOf(isoDate: string, locale: string, style: 'long' | 'short' = 'long'): string {
  const day = calendarDay(isoDate);
  if (!day) return isoDate;
  return dateTimeFormat(
    locale,
    style === 'long' ? { month: 'long', year: 'numeric' } : { month: 'short', year: '2-digit' },
  ).format(day);
}

/** The time of an instant in a time zone: "2:05 pm" (en-GB/AU), "2:05 PM" (en-US), "14:05" (es, fr). */
export function formatClockTime(instant: string | Date, locale: string, timeZone: string): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) return String(instant);
  return dateTimeFormat(locale, { timeStyle: 'short', timeZone }).format(date);
}
