import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../shared/lib/api-client.ts';
import { errorMessageKey } from '../../../shared/lib/error-message.ts';

/** Field -> message key, from a failed schema check of the contracts (their messages are keys). */
export function issuesByField(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in fields)) fields[field] = issue.message;
  }
  return fields;
}

/** The field message keys the server sent with a 400, if any. */
export function serverFieldErrors(err: unknown): Record<string, string> {
  return err instanceof ApiRequestError && err.fields ? err.fields : {};
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
