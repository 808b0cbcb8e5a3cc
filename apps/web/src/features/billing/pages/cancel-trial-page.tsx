import { useId } from 'react';
import { CalendarX2, Info } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { COMMERCIAL } from '@ww/contracts';
import { Button, buttonClasses } from '#shared/ui/button.tsx';
import { OutcomePanel } from '../components/outcome-panel.tsx';
import { SUPPORT_EMAIL, SupportEmailLink } from '../components/support-email-link.tsx';

const inlineLinkClasses =
  'font-medium text-emerald-700 underline underline-offset-2 hover:text-emerald-800 dark:text-emerald-400 dark:hover:text-emerald-300';

export default function CancelTrialPage() {
  const { t } = useTranslation('billing');
  const checkboxId = useId();
  const noteId = useId();
  const days = { days: COMMERCIAL.freeTrialDays };

  return (
    <OutcomePanel
      icon={CalendarX2}
      tone="neutral"
      title={t('cancel_trial.title')}
      lead={<p>{t('cancel_trial.lead', days)}</p>}
      actions={
        <Link to="/" className={buttonClasses('secondary')}>
          {t('back_home')}
        </Link>
      }
    >
      <h2 className="text-lg font-semibold text-slate-900 dark:text-slate-100">{t('cancel_trial.how_heading')}</h2>
      <ul className="mt-3 list-disc space-y-2 pl-6 marker:text-emerald-700 dark:marker:text-emerald-400">
        <li>{t('cancel_trial.step_access', days)}</li>
        <li>{t('cancel_trial.step_no_charge')}</li>
        <li>
          <Trans
            t={t}
            i18nKey="cancel_trial.step_data"
            components={{ privacy: <Link to="/privacy" className={inlineLinkClasses} /> }}
          />
        </li>
      </ul>

      {/* Trial management arrives with memberships. Until then the form stays disabled, so nobody believes they
          cancelled something, and the note beside it sends requests to support. */}
      <form className="mt-8">
        <fieldset aria-describedby={noteId} className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
          <legend className="px-1 font-semibold text-slate-900 dark:text-slate-100">
            {t('cancel_trial.form_legend')}
          </legend>
          <div className="flex items-start gap-3 opacity-70">
            <input
              id={checkboxId}
              type="checkbox"
              required
              disabled
              className="mt-1 h-4 w-4 shrink-0 accent-emerald-700"
            />
            <label htmlFor={checkboxId}>{t('cancel_trial.confirm_label', days)}</label>
          </div>
          <Button type="submit" variant="danger" disabled className="mt-4">
            {t('cancel_trial.confirm_button')}
          </Button>
        </fieldset>
        <p
          id={noteId}
          className="mt-4 flex gap-2 rounded-lg bg-amber-50 p-4 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
        >
          <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          <span>
            <Trans
              t={t}
              i18nKey="cancel_trial.unavailable_note"
              values={{ email: SUPPORT_EMAIL }}
              components={{ mail: <SupportEmailLink subject={t('cancel_trial.mail_subject')} /> }}
            />
          </span>
        </p>
      </form>
    </OutcomePanel>
  );
}
