import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { feetToMetres, kmToMiles, metresToFeet, milesToKm } from '@ww/contracts';
import { useSettings } from '#shared/lib/settings.ts';

/** Distances in km or mi and rig lengths in m or ft, as the user's units setting says; the API speaks metric. */
export function useCampgroundUnits() {
  const { data: settings } = useSettings();
  const { i18n } = useTranslation();
  const imperial = (settings?.regional_preferences.units ?? 'imperial') === 'imperial';
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const oneDecimal = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
    const distanceUnit = imperial ? 'mi' : 'km';
    const lengthUnit = imperial ? 'ft' : 'm';
    return {
      distanceUnit,
      lengthUnit,
      formatDistance: (km: number) => `${oneDecimal.format(imperial ? kmToMiles(km) : km)} ${distanceUnit}`,
      formatLength: (m: number) => `${oneDecimal.format(imperial ? metresToFeet(m) : m)} ${lengthUnit}`,
      distanceToKm: (value: number) => (imperial ? milesToKm(value) : value),
      lengthToM: (value: number) => (imperial ? feetToMetres(value) : value),
    };
  }, [imperial, language]);
}

export type CampgroundUnits = ReturnType<typeof useCampgroundUnits>;
