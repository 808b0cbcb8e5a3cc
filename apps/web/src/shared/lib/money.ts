import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_SETTINGS, type DATE_FORMATS, type Language } from '@ww/contracts';
import { isLanguage } from '#shared/i18n/i18n.ts';
import { useSettings } from './settings.ts';

export type DateFormat = (typeof DATE_FORMATS)[number];

const LANGUAGE_LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-ES', fr: 'fr-FR' };

/**
 * English speakers format money and dates the way their home country does (SPEC §9: en-AU for AUD); the home
 * country is read from the currency they chose. Spanish and French use the European conventions.
 */
const ENGLISH_LOCALE_BY_CURRENCY: Record<string, string> = {
  AUD: 'en-AU',
  NZD: 'en-NZ',
  CAD: 'en-CA',
  GBP: 'en-GB',
};

/** The Intl locale for an interface language and the user's currency setting. */
export function localeFor(language: string, currency?: string): string {
  const lang: Language = isLanguage(language) ? language : 'en';
  if (lang === 'en' && currency) return ENGLISH_LOCALE_BY_CURRENCY[currency] ?? LANGUAGE_LOCALES.en;
  return LANGUAGE_LOCALES[lang];
}

const numberFormats = new Map<string, Intl.NumberFormat>();

function cachedNumberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** An amount in a currency, e.g. '$1,234.56' (en-US, USD) or '1 234,56 €' (fr-FR, EUR). Always 2 decimals. */
export function formatMoney(amount: number, currency: string, locale: string): string {
  let format: Intl.NumberFormat;
  try {
    format = cachedNumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
  } catch {
    // A code Intl does not know (any ISO-looking code can be typed in): show the number with the code beside it.
    return `${cachedNumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)} ${currency}`;
  }
  return format.format(amount);
}

/** A whole percentage, e.g. '80%' (en) or '80 %' (fr). */
export function formatPercent(percent: number, locale: string): string {
  return cachedNumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100);
}

function dateParts(isoDate: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return null;
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** A calendar date as a UTC midnight, so no time zone can move it to the day before. */
function utcDate(isoDate: string): Date | null {
  const parts = dateParts(isoDate);
  return parts ? new Date(Date.UTC(parts.year, parts.month - 1, parts.day)) : null;
}

/**
 * A calendar date ('YYYY-MM-DD') for display: in the user's chosen date format when one is given, otherwise in the
 * locale's numeric style ('11/22/2026' en-US, '22/11/2026' fr-FR).
 */
export function formatDate(isoDate: string, locale: string, dateFormat?: DateFormat): string {
  const parts = dateParts(isoDate);
  if (!parts) return isoDate;
  const dd = String(parts.day).padStart(2, '0');
  const mm = String(parts.month).padStart(2, '0');
  const yyyy = String(parts.year).padStart(4, '0');
  switch (dateFormat) {
    case 'MM/DD/YYYY':
      return `${mm}/${dd}/${yyyy}`;
    case 'DD/MM/YYYY':
      return `${dd}/${mm}/${yyyy}`;
    case 'YYYY-MM-DD':
      return `${yyyy}-${mm}-${dd}`;
    default:
      return new Intl.DateTimeFormat(locale, {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(utcDate(isoDate) ?? undefined);
  }
}

/** The month of a date with its year, e.g. 'November 2026' or 'novembre 2026'. */
export function formatMonth(isoDate: string, locale: string): string {
  const date = utcDate(isoDate);
  return date
    ? new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date)
    : isoDate;
}

/**
 * The date format to apply for a settings value. The stored default (MM/DD/YYYY, SPEC §9) is what every account
 * starts with, chosen or not, so it means "as my language writes dates": a French user sees 22/11/2026 without
 * visiting the settings. Any other choice is applied as chosen.
 */
export function effectiveDateFormat(setting: DateFormat | undefined): DateFormat | undefined {
  return setting === DEFAULT_SETTINGS.regional_preferences.date_format ? undefined : setting;
}

export interface MoneyFormat {
  /** The Intl locale in use. */
  locale: string;
  /** The user's currency setting (SPEC §9 default USD). */
  currency: string;
  /** An amount in a currency, the user's own currency when none is given. */
  formatMoney: (amount: number, currency?: string) => string;
  /** A 'YYYY-MM-DD' date in the user's date format. */
  formatDate: (isoDate: string) => string;
  formatMonth: (isoDate: string) => string;
  formatPercent: (percent: number) => string;
}

/** Money and date formatting with the user's currency and date format settings and the interface language. */
export function useMoneyFormat(): MoneyFormat {
  const { i18n } = useTranslation();
  const { data: settings } = useSettings();
  const regional = settings?.regional_preferences ?? DEFAULT_SETTINGS.regional_preferences;
  const currency = regional.currency;
  const dateFormat = effectiveDateFormat(regional.date_format);
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const locale = localeFor(language, currency);
    return {
      locale,
      currency,
      formatMoney: (amount: number, code?: string) => formatMoney(amount, code ?? currency, locale),
      formatDate: (isoDate: string) => formatDate(isoDate, locale, dateFormat),
      formatMonth: (isoDate: string) => formatMonth(isoDate, locale),
      formatPercent: (percent: number) => formatPercent(percent, locale),
    };
  }, [language, currency, dateFormat]);
}

/** Typed amounts are read by the contracts' money module, the same rules on the web and the server. */
export { parseAmount } from '@ww/contracts';
