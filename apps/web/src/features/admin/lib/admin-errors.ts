import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Message keys of the contracts' rules (and the server's 400 `fields`) that the console words. */
const FIELD_MESSAGE_KEYS = [
  'required',
  'too_long',
  'invalid',
  'invalid_amount',
  'amount_negative',
  'amount_too_large',
  'too_many_decimals',
  'invalid_currency',
  'duplicate_currency',
  'usd_required',
  'invalid_category',
  'invalid_url',
  'invalid_photo',
  'not_for_shop_products',
  'negative',
  'too_large',
  'too_many',
  'unknown_field',
  'tax_too_high',
] as const;
type FieldMessageKey = (typeof FIELD_MESSAGE_KEYS)[number];

function isFieldMessageKey(key: string): key is FieldMessageKey {
  return (FIELD_MESSAGE_KEYS as readonly string[]).includes(key);
}

/** Words a field's message key (the form's rule or the server's); a key the console does not know reads 'invalid'. */
export function useFieldMessage() {
  const { t } = useTranslation('admin');
  return useCallback(
    (key: string | undefined) =>
      key === undefined ? undefined : t(`validation.${isFieldMessageKey(key) ? key : 'invalid'}`),
    [t],
  );
}
