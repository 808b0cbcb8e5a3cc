import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldValues, Path, UseFormReturn, UseFormProps } from 'react-hook-form';
import { ApiRequestError } from '../../../shared/lib/api-client.ts';
import { errorMessageKey } from '../../../shared/lib/error-message.ts';
import { parseAmount } from '../../../shared/lib/money.ts';

/**
 * An amount as typed, in the user's locale (decimal comma allowed), as the number the contracts check; text that is
 * no amount becomes NaN, which the contracts' amount rule words as 'invalid_amount'.
 */
export function amountFromText(text: string): number {
  return parseAmount(text) ?? Number.NaN;
}

/**
 * How the Wins forms check: on submit only, and the messages stay until the next submit (focus stays where it is).
 */
export const winsFormOptions = { mode: 'onSubmit', reValidateMode: 'onSubmit', shouldFocusError: false } as const satisfies UseFormProps;

/** The field message keys the server sent with a 400, if any. */
export function serverFieldErrors(err: unknown): Record<string, string> {
  return err instanceof ApiRequestError && err.fields ? err.fields : {};
}

/** Shows the field errors of a server 400 on the form's fields (message keys, worded by `useFormMessages().field`). */
export function setServerFieldErrors<T extends FieldValues>(form: Pick<UseFormReturn<T>, 'getValues' | 'setError'>, err: unknown) {
  const values: Record<string, unknown> = form.getValues();
  for (const [name, key] of Object.entries(serverFieldErrors(err))) {
    if (name in values) form.setError(name as Path<T>, { type: 'server', message: key });
  }
}

/**
 * Texts for form problems: `field(key)` words a field's message key (e.g. 'amount_not_positive'),
 * `failure(err)` words a failed request with SPEC §8's classified texts.
 */
export function useFormMessages() {
  const { t } = useTranslation('wins');
  const field = useCallback(
    (key: string | undefined) => (key ? t(`validation.${key}`, { defaultValue: t('validation.invalid') }) : undefined),
    [t],
  );
  const failure = useCallback((err: unknown) => t(errorMessageKey(err), { ns: 'common' }), [t]);
  return { field, failure };
}
