import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_SETTINGS, kmToMiles } from '@ww/contracts';
import { localeFor } from '#shared/lib/money.ts';
import { useSettings } from '#shared/lib/settings.ts';

/**
 * A shared trip's distance in the reader's units (the API speaks km; imperial readers see miles), as a whole number
 * written the way their language writes numbers. Unit symbols are the same in every supported language.
 */
export function useDistanceText(): (km: number) => string {
  const { i18n } = useTranslation();
  const { data: settings } = useSettings();
  const regional = settings?.regional_preferences ?? DEFAULT_SETTINGS.regional_preferences;
  const locale = localeFor(i18n.resolvedLanguage ?? i18n.language, regional.currency);
  const imperial = regional.units === 'imperial';
  return useCallback(
    (km: number) => {
      const value = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(imperial ? kmToMiles(km) : km);
      return `${value} ${imperial ? 'mi' : 'km'}`;
    },
    [locale, imperial],
  );
}
