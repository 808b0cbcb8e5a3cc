import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isTranslationKey } from '#shared/i18n/i18n.ts';
import { ApiRequestError } from '#shared/lib/api-client.ts';
import { errorMessageKey } from '#shared/lib/error-message.ts';

/**
 * Why an action of the groups or planning tabs failed: a refusal the namespace words by its code ('errors.<code>')
 * in the reader's language; another refusal with the server's own message (it says what to do, e.g. hand the
 * group over first); anything else with the classified text of SPEC §8.
 */
export function useActionError(ns: 'social_groups' | 'social_planning'): (err: unknown) => string {
  const { t } = useTranslation(ns);
  const lookup = t as unknown as (key: string, options?: { ns?: string }) => string;
  return useCallback(
    (err: unknown) => {
      if (err instanceof ApiRequestError && err.status >= 400 && err.status < 500 && err.status !== 401) {
        if (err.code && isTranslationKey(ns, `errors.${err.code}`)) return lookup(`errors.${err.code}`);
        if (err.message) return err.message;
      }
      return lookup(errorMessageKey(err), { ns: 'common' });
    },
    [lookup, ns],
  );
}
