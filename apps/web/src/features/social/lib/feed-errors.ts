import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '#shared/lib/api-client.ts';
import { errorMessageKey } from '#shared/lib/error-message.ts';

/**
 * What a failed feed action tells the user: the server's own message when it refused the request (a rate limit, a
 * suspension, a group the user left), otherwise the classified text (network, server).
 */
export function useFeedErrorText(): (err: unknown) => string {
  const { t } = useTranslation('common');
  return useCallback(
    (err: unknown) =>
      err instanceof ApiRequestError && err.status >= 400 && err.status < 500 && err.status !== 401 && err.message
        ? err.message
        : t(errorMessageKey(err)),
    [t],
  );
}
