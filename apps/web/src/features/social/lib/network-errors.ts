import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ApiRequestError } from '#shared/lib/api-client.ts';
import { errorMessageKey } from '#shared/lib/error-message.ts';

/**
 * Toasts why a network action failed, in the reader's language: the server's refusal codes (already friends, a
 * request already sent, the hourly limit, a traveller no longer visible) get their own words, anything else the
 * app's classified error text.
 */
export function useActionFailed() {
  const { t } = useTranslation('social_network');
  return useCallback(
    (err: unknown) => {
      const text = (() => {
        if (err instanceof ApiRequestError) {
          if (err.code === 'already_friends') return t('errors.already_friends');
          if (err.code === 'request_exists') return t('errors.request_exists');
          if (err.status === 429) return t('errors.rate_limited');
          if (err.status === 404) return t('errors.not_available');
          if (err.status === 409) return t('errors.conflict');
        }
        return t(errorMessageKey(err), { ns: 'common' });
      })();
      toast.error(text);
    },
    [t],
  );
}
