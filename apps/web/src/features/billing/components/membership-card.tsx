import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import clsx from 'clsx';
import { AlertTriangle, BadgeCheck, PlayCircle } from 'lucide-react';
import type { Subscription, SubscriptionStatus } from '@ww/contracts';
import { Alert } from '#shared/ui/alert.tsx';
import { Button, buttonClasses } from '#shared/ui/button.tsx';
import { Card } from '#shared/ui/card.tsx';
import { QueryState } from '#shared/ui/query-state.tsx';
import { useBillingPortal, useSubscription } from '../api/billing.ts';
import { useBillingErrorText } from './billing-error-text.ts';
import { useBillingFormat } from './billing-format.ts';

const badgeClasses: Record<SubscriptionStatus, string> = {
  trialing: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100',
  active: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100',
  past_due: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  canceled: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
  expired: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
};

/** The membership on /you: plan and status in words, what happens next, and the one or two things to do about it. */
export function MembershipCard() {
  const { t } = useTranslation('billing');
  const headingId = useId();
  const subscription = useSubscription();

  return (
    <section aria-labelledby={headingId} className="mb-6">
      <Card>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={headingId} className="flex items-center gap-2 font-semibold text-slate-900 dark:text-slate-50">
            <BadgeCheck aria-hidden className="h-5 w-5 text-emerald-700 dark:text-emerald-400" />
            {t('membership.title')}
          </h2>
          {subscription.data && (
            <span
              className={clsx(
                'rounded-full px-2.5 py-0.5 text-xs font-semibold',
                badgeClasses[subscription.data.status],
              )}
            >
              {t(`membership.status.${subscription.data.status}`)}
            </span>
          )}
        </div>
        <div className="mt-3">
          <QueryState
            query={subscription}
            variant="inline"
            loadingLabel={t('membership.loading')}
            errorTitle={t('membership.load_failed')}
            retryLabel={t('retry')}
          >
            {(data) => <MembershipDetails subscription={data} />}
          </QueryState>
        </div>
      </Card>
    </section>
  );
}

function MembershipDetails({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation('billing');
  const { formatDay } = useBillingFormat();
  const errorText = useBillingErrorText();
  const portal = useBillingPortal();
  const { status, plan, current_period_end: periodEnd } = subscription;
  const planName = t(`plan_names.${plan}`);

  const upgrade = (
    <Link to="/pricing" className={buttonClasses('primary')}>
      {t('membership.upgrade')}
    </Link>
  );
  const manageBilling = subscription.can_manage_billing && (
    <Button variant="secondary" loading={portal.isPending || portal.isSuccess} onClick={() => portal.mutate()}>
      {t('membership.manage_billing')}
    </Button>
  );

  let summary: string;
  let detail: string | null = null;
  let actions: ReactNode;
  if (status === 'trialing') {
    summary = planName;
    const daysLeft = subscription.trial_days_left;
    detail =
      daysLeft === null
        ? null
        : daysLeft === 0
          ? t('membership.trial_last_day')
          : t('membership.trial_days_left', { count: daysLeft });
    actions = (
      <>
        {upgrade}
        <Link to="/cancel-trial" className={buttonClasses('ghost')}>
          {t('membership.cancel_trial')}
        </Link>
      </>
    );
  } else if (status === 'active' || status === 'past_due') {
    summary = planName;
    // Only a card subscription renews by itself; a granted membership, or one set to stop, ends on that day.
    const renews = subscription.source === 'stripe' && !subscription.cancel_at_period_end;
    if (periodEnd) {
      const date = formatDay(periodEnd);
      detail = renews ? t('membership.renews_on', { date }) : t('membership.ends_on', { date });
    }
    actions = manageBilling || (
      <Link to="/pricing" className={buttonClasses('secondary')}>
        {t('membership.see_plans')}
      </Link>
    );
  } else {
    summary =
      plan === 'trial'
        ? t('membership.trial_ended')
        : status === 'canceled'
          ? t('membership.cancelled')
          : t('membership.membership_ended');
    detail = t('membership.choose_plan');
    actions = upgrade;
  }

  return (
    <div className="space-y-3">
      <div>
        <p className="text-lg font-semibold text-slate-900 dark:text-slate-50">{summary}</p>
        {detail && <p className="mt-1 text-slate-700 dark:text-slate-300">{detail}</p>}
      </div>
      {status === 'past_due' && (
        <p className="flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          <AlertTriangle aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
          <span>{t('membership.past_due')}</span>
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        {actions}
        {subscription.course_access && (
          <Link to="/course" className={buttonClasses('secondary')}>
            <PlayCircle aria-hidden className="h-4 w-4" />
            {t('membership.open_course')}
          </Link>
        )}
      </div>
      {portal.isSuccess && (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
          {t('leaving')}
        </p>
      )}
      {portal.isError && <Alert variant="error">{errorText(portal.error, 'portal')}</Alert>}
    </div>
  );
}
