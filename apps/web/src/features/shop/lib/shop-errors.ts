import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '#shared/lib/api-client.ts';
import { errorMessageKey } from '#shared/lib/error-message.ts';

/** The shop's answers the server words with a code of its own; each has its text in every language. */
const CODED = [
  'out_of_stock',
  'card_payments_unavailable',
  'order_status',
  'cart_empty',
  'cart_full',
  'not_for_sale',
  'not_priced_in_currency',
] as const;
type CodedError = (typeof CODED)[number];

const isCoded = (code: string | undefined): code is CodedError =>
  (CODED as readonly (string | undefined)[]).includes(code);

/**
 * The words for a failed shop call in the page's language: SPEC §8's checkout text when Stripe could not start the
 * payment, the shop's coded answers, and SPEC §8's classified texts for anything else.
 */
export function useShopErrorText() {
  const { t } = useTranslation('shop');
  const { t: tCommon } = useTranslation('common');
  return useCallback(
    (err: unknown) => {
      if (err instanceof ApiRequestError) {
        if (err.code === 'checkout_failed') return t('errors.checkout_failed');
        if (isCoded(err.code)) return t(`errors.${err.code}`);
      }
      return tCommon(errorMessageKey(err));
    },
    [t, tCommon],
  );
}
