import { Info } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { COMMERCIAL } from '@ww/contracts';
import { useAuth } from '#shared/lib/auth.tsx';
import { buttonClasses } from '#shared/ui/button.tsx';
import { OutcomePanel } from './outcome-panel.tsx';
import { SUPPORT_EMAIL, SupportEmailLink } from './support-email-link.tsx';

export interface PaymentsUnavailablePanelProps {
  /** Which outcome address was opened; each says in its own words that no payment happened. */
  outcome: 'payment_success' | 'payment_canceled';
}

/**
 * What the payment outcome addresses show while the project takes no payments: nothing was charged, no checkout
 * ran, and where to go instead. Anyone can open these addresses, so they never confirm a payment or a receipt.
 */
export function PaymentsUnavailablePanel({ outcome }: PaymentsUnavailablePanelProps) {
  const { t } = useTranslation('billing');
  const { status } = useAuth();
  const signedIn = status === 'signed_in';

  return (
    <OutcomePanel
      icon={Info}
      tone="neutral"
      title={t(`${outcome}.title`)}
      lead={<p>{t(`${outcome}.lead`)}</p>}
      actions={
        <>
          {signedIn && (
            <Link to="/you" className={buttonClasses('primary')}>
              {t('payments_unavailable.go_to_you')}
            </Link>
          )}
          <Link to="/" className={buttonClasses(signedIn ? 'secondary' : 'primary')}>
            {t('back_home')}
          </Link>
          <Link to={{ pathname: '/', hash: '#pricing' }} className={buttonClasses('secondary')}>
            {t('payments_unavailable.view_plans')}
          </Link>
        </>
      }
    >
      <p>{t('payments_unavailable.body', { days: COMMERCIAL.freeTrialDays })}</p>
      <p className="mt-3">
        <Trans
          t={t}
          i18nKey="payments_unavailable.help"
          values={{ email: SUPPORT_EMAIL }}
          components={{ mail: <SupportEmailLink subject={t('payments_unavailable.mail_subject')} /> }}
        />
      </p>
    </OutcomePanel>
  );
}
