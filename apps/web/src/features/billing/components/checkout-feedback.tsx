import { useTranslation } from 'react-i18next';
import { Alert } from '#shared/ui/alert.tsx';
import type { useCheckout } from '../api/billing.ts';
import { useBillingErrorText } from './billing-error-text.ts';

/** Under checkout buttons: that the page is leaving for Stripe, or why the checkout could not start. */
export function CheckoutFeedback({ checkout }: { checkout: ReturnType<typeof useCheckout> }) {
  const { t } = useTranslation('billing');
  const errorText = useBillingErrorText();
  if (checkout.isSuccess) {
    return (
      <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
        {t('leaving')}
      </p>
    );
  }
  if (checkout.isError) return <Alert variant="error">{errorText(checkout.error)}</Alert>;
  return null;
}
