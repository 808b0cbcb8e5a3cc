import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCIES } from '@ww/contracts';

/** The options of a currency select: every supported currency, named in the interface language, with its code. */
export function CurrencyOptions() {
  const { i18n } = useTranslation();
  const names = useMemo(() => new Intl.DisplayNames([i18n.language], { type: 'currency' }), [i18n.language]);
  return CURRENCIES.map((currency) => (
    <option key={currency} value={currency}>
      {`${names.of(currency) ?? currency} (${currency})`}
    </option>
  ));
}
