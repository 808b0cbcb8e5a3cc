import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '#shared/lib/dates.ts';
import { regionOfCurrency, userLocale } from '@ww/contracts';
import { formatMoney } from '#shared/lib/money.ts';

/** The console's numbers, money (each amount in its own currency, never added across currencies) and times. */
export function useAdminFormat() {
  const { i18n } = useTranslation('admin');
  const dates = useDateFormat();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const numbers = new Intl.NumberFormat(dates.locale);
    return {
      number: (n: number) => numbers.format(n),
      money: (amount: number, currency: string) =>
        formatMoney(amount, currency, userLocale(language, regionOfCurrency(currency))),
      /** A timestamp in the admin's own date format and time zone. */
      dateTime: dates.formatDateTime,
    };
  }, [language, dates]);
}
