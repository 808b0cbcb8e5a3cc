import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dateIn, DEFAULT_SETTINGS, regionOfCurrency, userLocale, type Price } from '@ww/contracts';
import { useDateFormat } from '#shared/lib/dates.ts';
import { formatMoney } from '#shared/lib/money.ts';
import { useSettings } from '#shared/lib/settings.ts';

/**
 * Prices as the page's language writes them in the price's own currency (en-AU for AUD, SPEC §9), and a billing
 * instant as its day in the user's time zone, locale and date format.
 */
export function useBillingFormat() {
  const { i18n } = useTranslation();
  const { data: settings } = useSettings();
  const { timezone } = (settings ?? DEFAULT_SETTINGS).regional_preferences;
  const { formatDate } = useDateFormat();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(
    () => ({
      formatPrice: (price: Price) =>
        formatMoney(price.amount, price.currency, userLocale(language, regionOfCurrency(price.currency))),
      formatDay: (instant: string) => formatDate(dateIn(timezone, new Date(instant))),
    }),
    [language, formatDate, timezone],
  );
}
