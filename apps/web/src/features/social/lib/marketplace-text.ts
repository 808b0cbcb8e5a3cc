import { useCallback } from 'react';
import { useUnitsFormat } from '#shared/lib/units-format.ts';

/** A distance in the user's distance unit and locale: '3.2 mi' under 10, whole miles or kilometres beyond. */
export function useDistanceText() {
  const units = useUnitsFormat();
  return useCallback(
    (km: number) => {
      const value = units.distanceToDisplay(km);
      return `${units.formatNumber(value, value < 10 ? 1 : 0)} ${units.symbols.distance}`;
    },
    [units],
  );
}
