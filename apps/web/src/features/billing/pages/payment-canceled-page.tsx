import { Info } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useAuth } from '#shared/lib/auth.tsx';
import { buttonClasses } from '#shared/ui/button.tsx';
import { OutcomePanel } from '../components/outcome-panel.tsx';

const inlineLinkClasses =
  'font-medium text-emerald-700 underline underline-offset-2 hover:text-emerald-800 dark:text-emerald-400 dark:hover:text-emerald-300';

/**
 * Where Stripe sends the buyer who left its checkout. Nothing was paid: a membership stays as it was, and a shop
 * order keeps its items held until it times out or is cancelled.
 */
export default function PaymentCanceledPage() {
  const { t } = useTranslation('billing');
  const { status } = useAuth();
  const [params] = useSearchParams();
  const forOrder = params.has('order');
  const forPlan = params.has('plan');

  const plansLink = (variant: 'primary' | 'secondary') => (
    <Link to="/pricing" className={buttonClasses(variant)}>
      {t('payment_canceled.back_to_plans')}
    </Link>
  );
  const shopLink = (variant: 'primary' | 'secondary') => (
    <Link to="/shop" className={buttonClasses(variant)}>
      {t('payment_canceled.back_to_shop')}
    </Link>
  );

  return (
    <OutcomePanel
      icon={Info}
      tone="neutral"
      title={t('payment_canceled.title')}
      lead={<p>{t('payment_canceled.lead')}</p>}
      actions={
        forOrder ? (
          <>
            <Link to="/shop?view=orders" className={buttonClasses('primary')}>
              {t('payment_canceled.my_orders')}
            </Link>
            {shopLink('secondary')}
          </>
        ) : forPlan ? (
          <>
            {plansLink('primary')}
            {status === 'signed_in' && (
              <Link to="/you" className={buttonClasses('secondary')}>
                {t('go_to_you')}
              </Link>
            )}
          </>
        ) : (
          <>
            {plansLink('primary')}
            {shopLink('secondary')}
          </>
        )
      }
    >
      {forOrder ? (
        <p>
          <Trans
            t={t}
            i18nKey="payment_canceled.order_body"
            components={{ orders: <Link to="/shop?view=orders" className={inlineLinkClasses} /> }}
          />
        </p>
      ) : (
        forPlan && <p>{t('payment_canceled.plan_body')}</p>
      )}
    </OutcomePanel>
  );
}
