import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '#shared/lib/api-client.ts';
import { errorMessageKey } from '#shared/lib/error-message.ts';
import { isTranslationKey } from '#shared/i18n/i18n.ts';

/**
 * Words a failed request: the server's error code in this namespace under `<prefix>.errors.<code>` where we word it
 * (e.g. 'rate_limited', 'not_hidden'), otherwise SPEC §8's classified text.
 */
export function useModerationFailure(prefix: 'report' | 'actions') {
  const { t } = useTranslation('social_moderation');
  const { t: tc } = useTranslation('common');
  return useCallback(
    (err: unknown): string => {
      const key = err instanceof ApiRequestError && err.code ? `${prefix}.errors.${err.code}` : '';
      if (key && isTranslationKey('social_moderation', key)) return t(key);
      return tc(errorMessageKey(err));
    },
    [prefix, t, tc],
  );
}
