import { useUnitsFormat } from '#shared/lib/units-format.ts';

/**
 * A shared trip's distance in the reader's distance unit (the API speaks km; a British or American reader sees miles),
 * as a whole number written the way their locale writes numbers. Unit symbols are the same in every language.
 */
export function useDistanceText(): (km: number) => string {
  return useUnitsFormat().formatDistance;
}
