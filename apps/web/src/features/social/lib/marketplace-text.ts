import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnitsFormat } from '#shared/lib/units-format.ts';

/** Contract message keys the marketplace and hustle forms word (validation.<key> in their namespaces). */
export const FORM_MESSAGE_KEYS = [
  'required',
  'too_long',
  'invalid',
  'invalid_amount',
  'amount_negative',
  'amount_too_large',
  'too_many_decimals',
  'invalid_currency',
  'invalid_category',
  'invalid_condition',
  'invalid_period',
  'invalid_tag',
  'too_many',
  'out_of_range',
  'range_reversed',
  'unknown_photo',
  'place_needs_position',
] as const;
type FormMessageKey = (typeof FORM_MESSAGE_KEYS)[number];

function isFormMessageKey(key: string): key is FormMessageKey {
  return (FORM_MESSAGE_KEYS as readonly string[]).includes(key);
}

/** Words a field's message key (the form's or the server's) in a namespace; an unknown key reads 'invalid'. */
export function useFieldMessage(ns: 'social_market' | 'social_hustles') {
  const { t } = useTranslation(ns);
  return useCallback(
    (key: string | undefined) =>
      key === undefined ? undefined : t(`validation.${isFormMessageKey(key) ? key : 'invalid'}`),
    [t],
  );
}

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
