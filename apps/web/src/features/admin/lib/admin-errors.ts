import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '#shared/lib/api-client.ts';
import { errorMessageKey } from '#shared/lib/error-message.ts';

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

/** Conflicts whose reason the console words itself; any other 409 shows the server's own message. */
const CONFLICT_CODES = ['self_demotion', 'paid_by_stripe', 'no_payment'] as const;
type ConflictCode = (typeof CONFLICT_CODES)[number];

function isConflictCode(code: string | undefined): code is ConflictCode {
  return code !== undefined && (CONFLICT_CODES as readonly string[]).includes(code);
}

/**
 * What a failed admin request tells the admin: a 409 says why the server would not do it (its message, e.g. which
 * status an order is in now); anything else is SPEC §8's classified text.
 */
export function useAdminErrorText() {
  const { t } = useTranslation('admin');
  return useCallback(
    (err: unknown): string => {
      if (err instanceof ApiRequestError && err.status === 409) {
        return isConflictCode(err.code) ? t(`conflicts.${err.code}`) : err.message;
      }
      return t(errorMessageKey(err), { ns: 'common' });
    },
    [t],
  );
}
