import { CircleCheckBig } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../shared/ui/button.tsx';
import { OutcomePanel } from '../components/outcome-panel.tsx';
import { SUPPORT_EMAIL, SupportEmailLink } from '../components/support-email-link.tsx';

export default function PaymentSuccessPage() {
  const { t } = useTranslation('billing');
  return (
    <OutcomePanel
      icon={CircleCheckBig}
      tone="success"
      title={t('payment_success.title')}
      lead={<p>{t('payment_success.lead')}</p>}
      actions={
        <>
          <Link to="/you" className={buttonClasses('primary')}>
            {t('payment_success.go_to_you')}
          </Link>
          <Link to="/" className={buttonClasses('secondary')}>
            {t('back_home')}
          </Link>
        </>
      }
    >
      <h2 className="text-lg font-semibold text-slate-900 dark:text-slate-100">{t('payment_success.next_heading')}</h2>
      <ul className="mt-3 list-disc space-y-2 pl-6 marker:text-emerald-700 dark:marker:text-emerald-400">
        <li>{t('payment_success.step_receipt')}</li>
        <li>{t('payment_success.step_account')}</li>
        <li>
          <Trans
            t={t}
            i18nKey="payment_success.step_help"
            values={{ email: SUPPORT_EMAIL }}
            components={{ mail: <SupportEmailLink /> }}
          />
        </li>
      </ul>
    </OutcomePanel>
  );
}
