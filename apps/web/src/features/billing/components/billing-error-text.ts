import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '#shared/lib/api-client.ts';
import { errorMessageKey } from '#shared/lib/error-message.ts';

/** The billing answers the server words with a code of its own; each has its text in every language. */
const CODED = ['card_payments_unavailable', 'already_member', 'no_billing', 'no_trial', 'course_locked'] as const;
type CodedError = (typeof CODED)[number];

function isCoded(code: string | undefined): code is CodedError {
  return (CODED as readonly (string | undefined)[]).includes(code);
}

/**
 * The words for a failed billing call in the page's language: the server's coded answers, SPEC §8's checkout text
 * when Stripe could not start a payment (`checkout`) or its own text when the billing portal could not open
 * (`portal`), and the classified texts of SPEC §8 for anything else.
 */
export function useBillingErrorText() {
  const { t } = useTranslation('billing');
  const { t: tCommon } = useTranslation('common');
  return useCallback(
    (err: unknown, action: 'checkout' | 'portal' | 'other' = 'other') => {
      if (err instanceof ApiRequestError) {
        if (isCoded(err.code)) return t(`errors.${err.code}`);
        if (err.code === 'checkout_failed' || (err.status === 502 && action !== 'other')) {
          return action === 'portal' ? t('errors.portal_failed') : t('errors.checkout_failed');
        }
      }
      return tCommon(errorMessageKey(err));
    },
    [t, tCommon],
  );
}
