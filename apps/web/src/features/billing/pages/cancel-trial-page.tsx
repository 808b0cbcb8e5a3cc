import { useId, useState, type FormEvent } from 'react';
import { CalendarCheck2, CalendarX2, Info } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { COMMERCIAL, SUPPORT_EMAIL, type Subscription } from '@ww/contracts';
import { useAuth } from '#shared/lib/auth.tsx';
import { Alert } from '#shared/ui/alert.tsx';
import { Button, buttonClasses } from '#shared/ui/button.tsx';
import { QueryState } from '#shared/ui/query-state.tsx';
import { useCancelTrial, useSubscription } from '../api/billing.ts';
import { useBillingErrorText } from '../components/billing-error-text.ts';
import { OutcomePanel } from '../components/outcome-panel.tsx';
import { SupportEmailLink } from '#shared/ui/support-email-link.tsx';

const inlineLinkClasses =
  'font-medium text-emerald-700 underline underline-offset-2 hover:text-emerald-800 dark:text-emerald-400 dark:hover:text-emerald-300';

/** The confirmation: a box to tick, then the button that ends the trial on the server. */
function CancelTrialForm({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation('billing');
  const checkboxId = useId();
  const [confirmed, setConfirmed] = useState(false);
  const cancelTrial = useCancelTrial();
  const errorText = useBillingErrorText();
  const daysLeft = subscription.trial_days_left;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (confirmed) cancelTrial.mutate();
  };

  return (
    <form className="space-y-4" onSubmit={submit}>
      {daysLeft !== null && (
        <p className="font-medium text-slate-900 dark:text-slate-100">
          {daysLeft === 0 ? t('membership.trial_last_day') : t('membership.trial_days_left', { count: daysLeft })}
        </p>
      )}
      <fieldset className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
        <legend className="px-1 font-semibold text-slate-900 dark:text-slate-100">
          {t('cancel_trial.form_legend')}
        </legend>
        <div className="flex items-start gap-3">
          <input
            id={checkboxId}
            type="checkbox"
            required
            checked={confirmed}
            onChange={(event) => setConfirmed(event.target.checked)}
            className="mt-1 h-5 w-5 shrink-0 accent-emerald-700"
          />
          <label htmlFor={checkboxId} className="cursor-pointer">
            {t('cancel_trial.confirm_label')}
          </label>
        </div>
        <Button type="submit" variant="danger" disabled={!confirmed} loading={cancelTrial.isPending} className="mt-4">
          {t('cancel_trial.confirm_button')}
        </Button>
      </fieldset>
      {cancelTrial.isError && <Alert variant="error">{errorText(cancelTrial.error)}</Alert>}
    </form>
  );
}

export default function CancelTrialPage() {
  const { t } = useTranslation('billing');
  const { status } = useAuth();
  const location = useLocation();
  const subscription = useSubscription();
  const days = { days: COMMERCIAL.freeTrialDays };
  const signedIn = status === 'signed_in';
  const current = subscription.data;

  const toYou = (variant: 'primary' | 'secondary') => (
    <Link to="/you" className={buttonClasses(variant)}>
      {t('go_to_you')}
    </Link>
  );
  const toPlans = (variant: 'primary' | 'secondary') => (
    <Link to="/pricing" className={buttonClasses(variant)}>
      {t('payment_success.view_plans')}
    </Link>
  );

  // Once the trial is no longer running (ended here a moment ago, or earlier), say where the account stands.
  if (signedIn && current && current.status !== 'trialing') {
    if (current.plan === 'trial' && current.status === 'canceled') {
      return (
        <OutcomePanel
          icon={CalendarCheck2}
          tone="neutral"
          title={t('cancel_trial.done_title')}
          lead={<p>{t('cancel_trial.done_body')}</p>}
          actions={
            <>
              {toPlans('primary')}
              {toYou('secondary')}
            </>
          }
        />
      );
    }
    const member = current.plan !== 'trial' && ['active', 'past_due'].includes(current.status);
    return (
      <OutcomePanel
        icon={Info}
        tone="neutral"
        title={t('cancel_trial.no_trial_title')}
        lead={<p>{member ? t('cancel_trial.no_trial_member') : t('cancel_trial.no_trial_ended')}</p>}
        actions={
          <>
            {toYou('primary')}
            {!member && toPlans('secondary')}
          </>
        }
      />
    );
  }

  return (
    <OutcomePanel
      icon={CalendarX2}
      tone="neutral"
      title={t('cancel_trial.title')}
      lead={<p>{t('cancel_trial.lead', days)}</p>}
      actions={
        signedIn ? (
          <Link to="/you" className={buttonClasses('secondary')}>
            {t('cancel_trial.keep_trial')}
          </Link>
        ) : (
          <Link to="/" className={buttonClasses('secondary')}>
            {t('back_home')}
          </Link>
        )
      }
    >
      <h2 className="text-lg font-semibold text-slate-900 dark:text-slate-100">{t('cancel_trial.how_heading')}</h2>
      <ul className="mt-3 list-disc space-y-2 pl-6 marker:text-emerald-700 dark:marker:text-emerald-400">
        <li>{t('cancel_trial.step_ends_now')}</li>
        <li>{t('cancel_trial.step_no_charge')}</li>
        <li>
          <Trans
            t={t}
            i18nKey="cancel_trial.step_data"
            components={{ privacy: <Link to="/privacy" className={inlineLinkClasses} /> }}
          />
        </li>
        <li>
          <Trans
            t={t}
            i18nKey="cancel_trial.step_later"
            components={{ plans: <Link to="/pricing" className={inlineLinkClasses} /> }}
          />
        </li>
      </ul>

      {status === 'signed_out' ? (
        <div className="mt-8 space-y-3">
          <p>{t('cancel_trial.sign_in_body')}</p>
          <Link to="/login" state={{ from: location }} className={buttonClasses('primary')}>
            {t('sign_in')}
          </Link>
        </div>
      ) : (
        <div className="mt-8">
          <QueryState
            query={{ ...subscription, isPending: status === 'loading' || subscription.isPending }}
            variant="inline"
            loadingLabel={t('cancel_trial.loading')}
            errorTitle={t('cancel_trial.load_failed')}
            retryLabel={t('retry')}
          >
            {(data) => <CancelTrialForm subscription={data} />}
          </QueryState>
        </div>
      )}

      <p className="mt-6 text-sm">
        <Trans
          t={t}
          i18nKey="cancel_trial.help"
          values={{ email: SUPPORT_EMAIL }}
          components={{ mail: <SupportEmailLink subject={t('cancel_trial.mail_subject')} /> }}
        />
      </p>
    </OutcomePanel>
  );
}
