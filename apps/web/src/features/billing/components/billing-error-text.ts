import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '#shared/lib/api-client.ts';
import { useErrorText } from '#shared/lib/error-message.ts';

/**
 * The words for a failed billing call: the billing namespace's words for its codes, then as `errorText`; when the
 * billing portal (`portal`) could not open, its own text rather than the checkout's that the server answers with.
 */
export function useBillingErrorText() {
  const { t } = useTranslation('billing');
  const text = useErrorText({ ns: 'billing' });
  return useCallback(
    (err: unknown, action: 'portal' | 'other' = 'other') =>
      action === 'portal' && err instanceof ApiRequestError && (err.code === 'checkout_failed' || err.status === 502)
        ? t('errors.portal_failed')
        : text(err),
    [t, text],
  );
}
