import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import clsx from 'clsx';
import { Check, PlayCircle } from 'lucide-react';
import { COMMERCIAL, type PlanInfo, type Price, type PricedItem, type Subscription } from '@ww/contracts';
import { useAuth } from '#shared/lib/auth.tsx';
import { Button, buttonClasses } from '#shared/ui/button.tsx';
import { Card } from '#shared/ui/card.tsx';
import { PageContainer } from '#shared/ui/page.tsx';
import { QueryState } from '#shared/ui/query-state.tsx';
import { useCheckout, usePlans, useSubscription } from '../api/billing.ts';
import { useBillingFormat } from '../components/billing-format.ts';
import { CheckoutFeedback } from '../components/checkout-feedback.tsx';

const inlineLinkClasses =
  'font-medium text-emerald-700 underline underline-offset-2 hover:text-emerald-800 dark:text-emerald-400 dark:hover:text-emerald-300';

function CurrentPlanBadge() {
  const { t } = useTranslation('billing');
  return (
    <p className="inline-flex items-center gap-1.5 rounded-full bg-emerald-100 px-3 py-1 text-sm font-semibold text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100">
      <Check aria-hidden className="h-4 w-4" />
      {t('pricing.current')}
    </p>
  );
}

/** Whether the user is on this plan now (a paid plan counts while its payment is only late). */
function isCurrentPlan(subscription: Subscription | undefined, plan: PlanInfo['id']): boolean {
  if (!subscription || subscription.plan !== plan) return false;
  return plan === 'trial' ? subscription.status === 'trialing' : ['active', 'past_due'].includes(subscription.status);
}

function PlanCard({
  plan,
  highlight,
  action,
}: {
  plan: PlanInfo;
  highlight: boolean;
  /** The button or link at the bottom, with what it answered beneath it. */
  action: ReactNode;
}) {
  const { t } = useTranslation('billing');
  const { formatPrice } = useBillingFormat();
  const days = plan.trial_days ?? COMMERCIAL.freeTrialDays;
  const price = formatPrice(plan.price);
  const headline =
    plan.interval === 'month'
      ? t('pricing.per_month', { price })
      : plan.interval === 'year'
        ? t('pricing.per_year', { price })
        : t('pricing.trial.price', { days });
  const points =
    plan.id === 'trial'
      ? [t('pricing.trial.point_card'), t('pricing.trial.point_cancel'), t('pricing.trial.point_course')]
      : plan.id === 'monthly'
        ? [t('pricing.monthly.point_everything'), t('pricing.monthly.point_cancel')]
        : [t('pricing.annual.point_everything')];
  if (plan.includes_course) points.push(t('pricing.includes_course'));
  const headingId = `plan-${plan.id}`;

  return (
    <section
      aria-labelledby={headingId}
      className={clsx(
        'flex h-full flex-col rounded-xl p-6',
        highlight
          ? 'border-2 border-amber-400 bg-amber-50 dark:border-amber-500 dark:bg-slate-800'
          : 'border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900',
      )}
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-slate-50">
        {t(`plan_names.${plan.id}`)}
      </h2>
      <p className="mt-2 text-2xl font-bold break-words text-emerald-800 dark:text-emerald-300">{headline}</p>
      {plan.monthly_equivalent && (
        <p className="mt-1 text-sm font-medium text-slate-700 dark:text-slate-200">
          {t('pricing.monthly_equivalent', { price: formatPrice(plan.monthly_equivalent) })}
        </p>
      )}
      <ul className="mt-4 flex-1 space-y-2 text-sm text-slate-700 dark:text-slate-200">
        {points.map((point) => (
          <li key={point} className="flex gap-2">
            <Check aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700 dark:text-emerald-400" />
            <span>{point}</span>
          </li>
        ))}
      </ul>
      <div className="mt-6 space-y-3">{action}</div>
    </section>
  );
}

export default function PricingPage() {
  const { t } = useTranslation('billing');
  const { status } = useAuth();
  const location = useLocation();
  const plans = usePlans();
  const subscription = useSubscription().data;
  const checkout = useCheckout();
  const { formatPrice } = useBillingFormat();
  const visitor = status === 'signed_out';
  const busy = checkout.isPending || checkout.isSuccess;

  /** A signed-in user's buy button for `item`, with the checkout's answer under the one that was pressed. */
  const buyButton = (item: PricedItem, label: string, variant: 'primary' | 'secondary') => (
    <>
      <Button
        variant={variant}
        className="w-full"
        disabled={busy}
        loading={busy && checkout.variables === item}
        onClick={() => checkout.mutate(item)}
      >
        {label}
      </Button>
      {checkout.variables === item && <CheckoutFeedback checkout={checkout} />}
    </>
  );
  const signUpLink = (label: string, variant: 'primary' | 'secondary') => (
    <Link to="/signup" className={buttonClasses(variant, 'md', 'w-full')}>
      {label}
    </Link>
  );

  const planAction = (plan: PlanInfo): ReactNode => {
    const primary = plan.id === 'annual' ? 'primary' : 'secondary';
    if (visitor) {
      return plan.id === 'trial'
        ? signUpLink(t('pricing.start_trial', { days: plan.trial_days ?? COMMERCIAL.freeTrialDays }), 'primary')
        : signUpLink(t('pricing.sign_up'), primary);
    }
    if (isCurrentPlan(subscription, plan.id)) return <CurrentPlanBadge />;
    if (plan.id === 'trial') {
      return <p className="text-sm text-slate-600 dark:text-slate-300">{t('pricing.trial.note')}</p>;
    }
    return buyButton(
      plan.id,
      plan.id === 'monthly' ? t('pricing.choose_monthly') : t('pricing.choose_annual'),
      primary,
    );
  };

  const courseAction = (): ReactNode => {
    if (visitor) return signUpLink(t('pricing.sign_up_course'), 'secondary');
    if (subscription?.course_access) {
      return (
        <>
          <p className="text-sm font-medium text-slate-700 dark:text-slate-200">{t('pricing.course.owned')}</p>
          <Link to="/course" className={buttonClasses('secondary', 'md', 'w-full sm:w-auto')}>
            <PlayCircle aria-hidden className="h-4 w-4" />
            {t('pricing.open_course')}
          </Link>
        </>
      );
    }
    return buyButton('course', t('pricing.buy_course'), 'secondary');
  };

  const courseSection = (course: Price) => (
    <section aria-labelledby="plan-course" className="mt-6">
      <Card className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-center">
        <div>
          <h2 id="plan-course" className="text-lg font-semibold text-slate-900 dark:text-slate-50">
            {t('pricing.course.title')}
          </h2>
          <p className="mt-1 text-slate-700 dark:text-slate-300">{t('pricing.course.body')}</p>
          <p className="mt-2 text-xl font-bold text-emerald-800 dark:text-emerald-300">
            {t('pricing.course.price', { price: formatPrice(course) })}
          </p>
        </div>
        <div className="space-y-3 sm:min-w-56">{courseAction()}</div>
      </Card>
    </section>
  );

  return (
    <PageContainer
      title={t('pricing.title')}
      description={t('pricing.description', { days: COMMERCIAL.freeTrialDays })}
    >
      <title>{t('pricing.title')}</title>
      <QueryState
        query={plans}
        loadingLabel={t('pricing.loading')}
        errorTitle={t('pricing.load_failed')}
        retryLabel={t('retry')}
      >
        {({ data, course }) => (
          <>
            <ul className="grid gap-6 md:grid-cols-3">
              {data.map((plan) => (
                <li key={plan.id}>
                  <PlanCard plan={plan} highlight={plan.id === 'annual'} action={planAction(plan)} />
                </li>
              ))}
            </ul>
            {courseSection(course)}
          </>
        )}
      </QueryState>
      {visitor && (
        <p className="mt-6 text-center text-slate-700 dark:text-slate-300">
          <Trans
            t={t}
            i18nKey="pricing.have_account"
            components={{ login: <Link to="/login" state={{ from: location }} className={inlineLinkClasses} /> }}
          />
        </p>
      )}
    </PageContainer>
  );
}
