import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CONSUMPTION_UNITS,
  DISTANCE_UNITS,
  LENGTH_UNITS,
  TEMPERATURE_UNITS,
  UNIT_PRESETS,
  UNIT_PREFERENCE_KEYS,
  UNIT_SYMBOLS,
  VOLUME_UNITS,
  WEIGHT_UNITS,
  type UnitPreferences,
  type UnitPreset,
} from '@ww/contracts';

/** Each unit preference and the units it can take, in the order the settings show them. */
export const UNIT_KINDS = {
  distance_unit: { kind: 'distance', units: DISTANCE_UNITS },
  volume_unit: { kind: 'volume', units: VOLUME_UNITS },
  consumption_unit: { kind: 'consumption', units: CONSUMPTION_UNITS },
  temperature_unit: { kind: 'temperature', units: TEMPERATURE_UNITS },
  length_unit: { kind: 'length', units: LENGTH_UNITS },
  weight_unit: { kind: 'weight', units: WEIGHT_UNITS },
} as const satisfies Record<keyof UnitPreferences, { kind: string; units: readonly string[] }>;

export const UNIT_PRESET_NAMES = Object.keys(UNIT_PRESETS) as UnitPreset[];

/** The preset a set of preferences is exactly, or null when they are the user's own mix ("Custom"). */
export function presetOf(prefs: UnitPreferences): UnitPreset | null {
  return (
    UNIT_PRESET_NAMES.find((preset) => UNIT_PREFERENCE_KEYS.every((key) => UNIT_PRESETS[preset][key] === prefs[key])) ??
    null
  );
}

/** What a set of units means, as words a traveller reads: "miles, litres, mpg (imp), °C". */
export function useUnitsSummary(): (prefs: UnitPreferences) => string {
  const { t } = useTranslation();
  return useCallback(
    (prefs: UnitPreferences) =>
      t('units.summary', {
        distance: t(`units.words.${prefs.distance_unit}`),
        volume: t(`units.words.${prefs.volume_unit}`),
        consumption: UNIT_SYMBOLS[prefs.consumption_unit],
        temperature: UNIT_SYMBOLS[prefs.temperature_unit],
      }),
    [t],
  );
}
