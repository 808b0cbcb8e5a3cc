import { useMemo } from 'react';
import { amountDecimals, DEFAULT_SETTINGS, numberSeparators, type NumberSeparators } from '@ww/contracts';
import { useDateFormat } from './dates.ts';
import { useSettings } from './settings.ts';

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

/**
 * A number as an input shows it for editing in the locale, without group separators and with at most `maxDecimals`
 * ('12.5' en, '12,5' fr), so reading it back gives the same number.
 */
export function numberInputText(value: number, locale: string, maxDecimals: number, minDecimals = 0): string {
  return cachedNumberFormat(locale, {
    useGrouping: false,
    minimumFractionDigits: minDecimals,
    maximumFractionDigits: maxDecimals,
  }).format(value);
}

/** A whole percentage, e.g. '80%' (en) or '80 %' (fr). */
export function formatPercent(percent: number, locale: string): string {
  return cachedNumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100);
}

export interface MoneyFormat {
  /** The Intl locale in use. */
  locale: string;
  /** The user's currency setting (SPEC §9 default USD). */
  currency: string;
  /** An amount in a currency, the user's own currency when none is given. */
  formatMoney: (amount: number, currency?: string) => string;
  /** A 'YYYY-MM-DD' date in the user's date format (the one formatter of dates.ts). */
  formatDate: (isoDate: string) => string;
  /** The month of a date, named in the interface language (dates.ts). */
  formatMonth: (isoDate: string) => string;
  formatPercent: (percent: number) => string;
  /** How the locale writes numbers, for reading what is typed. */
  separators: NumberSeparators;
  /** An amount as an amount input shows it for editing ('12.50' en, '12,50' fr; '1500' in JPY). */
  amountText: (amount: number, currency?: string) => string;
}

/** Money and date formatting in the user's locale (language in their region) and currency setting. */
export function useMoneyFormat(): MoneyFormat {
  const { data: settings } = useSettings();
  const regional = settings?.regional_preferences ?? DEFAULT_SETTINGS.regional_preferences;
  const currency = regional.currency;
  const { locale, formatDate, formatMonth } = useDateFormat();
  return useMemo(
    () => ({
      locale,
      currency,
      formatMoney: (amount: number, code?: string) => formatMoney(amount, code ?? currency, locale),
      formatDate,
      formatMonth: (isoDate: string) => formatMonth(isoDate),
      formatPercent: (percent: number) => formatPercent(percent, locale),
      separators: numberSeparators(locale),
      amountText: (amount: number, code?: string) => {
        const decimals = amountDecimals(code ?? currency);
        return numberInputText(amount, locale, decimals, decimals);
      },
    }),
    [locale, currency, formatDate, formatMonth],
  );
}

/** Typed numbers are read by the contracts' money module in the locale's separators (`separators` above). */
export { parseAmount } from '@ww/contracts';
