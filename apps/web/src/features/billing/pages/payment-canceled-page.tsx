import { CircleX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { COMMERCIAL } from '@ww/contracts';
import { buttonClasses } from '../../../shared/ui/button.tsx';
import { OutcomePanel } from '../components/outcome-panel.tsx';

export default function PaymentCanceledPage() {
  const { t } = useTranslation('billing');
  return (
    <OutcomePanel
      icon={CircleX}
      tone="neutral"
      title={t('payment_canceled.title')}
      lead={<p>{t('payment_canceled.lead')}</p>}
      actions={
        <>
          <Link to={{ pathname: '/', hash: '#pricing' }} className={buttonClasses('primary')}>
            {t('payment_canceled.view_plans')}
          </Link>
          <Link to="/" className={buttonClasses('secondary')}>
            {t('back_home')}
          </Link>
        </>
      }
    >
      <p>{t('payment_canceled.body', { days: COMMERCIAL.freeTrialDays })}</p>
    </OutcomePanel>
  );
}
