import { useMemo } from 'react';
import { useUnitsFormat } from '#shared/lib/units-format.ts';

/**
 * Distances in km or mi and rig lengths in m or ft, to one decimal, each as the user's own preference for it says
 * (a British user's distances in miles beside lengths in feet); the API speaks metric.
 */
export function useCampgroundUnits() {
  const units = useUnitsFormat();
  return useMemo(() => {
    const { distance: distanceUnit, length: lengthUnit } = units.symbols;
    return {
      distanceUnit,
      lengthUnit,
      formatDistance: (km: number) => `${units.formatNumber(units.distanceToDisplay(km), 1)} ${distanceUnit}`,
      formatLength: (m: number) => `${units.formatNumber(units.lengthToDisplay(m), 1)} ${lengthUnit}`,
      /** A count in the locale: '1,200 pitches'. */
      formatCount: (n: number) => units.formatNumber(n, 0),
      /** A length as a form's box shows it for editing, in the user's unit and locale ('29.53', '9,5'). */
      lengthInputText: (m: number) => units.inputText(units.lengthToDisplay(m), 2),
      /** How the locale writes numbers, for reading what is typed. */
      separators: units.separators,
      distanceToKm: units.distanceToKm,
      lengthToM: units.lengthToMetres,
    };
  }, [units]);
}

export type CampgroundUnits = ReturnType<typeof useCampgroundUnits>;
