import { useEffect, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Clock, Info, LogIn, PlayCircle } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { PRICED_ITEMS, type PricedItem, type Subscription } from '@ww/contracts';
import { ApiRequestError } from '#shared/lib/api-client.ts';
import { useAuth } from '#shared/lib/auth.tsx';
import { Button, buttonClasses } from '#shared/ui/button.tsx';
import { Spinner } from '#shared/ui/spinner.tsx';
import { billingQueries } from '../api/queries.ts';
import { OutcomePanel } from '../components/outcome-panel.tsx';

const inlineLinkClasses =
  'font-medium text-emerald-700 underline underline-offset-2 hover:text-emerald-800 dark:text-emerald-400 dark:hover:text-emerald-300';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Purchase = { kind: 'plan'; item: PricedItem } | { kind: 'order'; orderId: string };

/** What the checkout's return address names: a membership or the course (?plan=), or a shop order (?order=). */
function purchaseFrom(params: URLSearchParams): Purchase | null {
  const plan = params.get('plan');
  const item = PRICED_ITEMS.find((candidate) => candidate === plan);
  if (item) return { kind: 'plan', item };
  const orderId = params.get('order');
  if (orderId && UUID.test(orderId)) return { kind: 'order', orderId };
  return null;
}

/** Whether the membership or course bought is now the user's. */
function planConfirmed(subscription: Subscription, item: PricedItem): boolean {
  if (item === 'course') return subscription.course_access;
  return subscription.status === 'active' && subscription.plan === item;
}

/** A refusal (the order is not this user's, or does not exist) will not change by asking again. */
const isRefusal = (error: unknown) => error instanceof ApiRequestError && error.status >= 400 && error.status < 500;

/**
 * Waits for a confirmation that arrives in the background: true once `timeoutMs` has passed since the page opened
 * or since `restart`, so the page stops asking and says so.
 */
function usePollingWindow(timeoutMs: number) {
  const [round, setRound] = useState(0);
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), timeoutMs);
    return () => clearTimeout(timer);
  }, [timeoutMs, round]);
  return {
    timedOut,
    restart: () => {
      setTimedOut(false);
      setRound((value) => value + 1);
    },
  };
}

export interface PaymentSuccessPageProps {
  /** How often to ask whether the payment is confirmed. */
  pollIntervalMs?: number;
  /** How long to keep asking before saying it takes longer. */
  pollTimeoutMs?: number;
}

/**
 * Where Stripe sends the buyer back. Anyone can open this address, so it never says "paid" on its own word: it asks
 * the server until Stripe's webhook has confirmed the membership, the course or the order.
 */
export default function PaymentSuccessPage({
  pollIntervalMs = 2_000,
  pollTimeoutMs = 60_000,
}: PaymentSuccessPageProps) {
  const { t } = useTranslation('billing');
  const { status, user } = useAuth();
  const location = useLocation();
  const [params] = useSearchParams();
  const purchase = purchaseFrom(params);
  const signedIn = status === 'signed_in';
  const { timedOut, restart } = usePollingWindow(pollTimeoutMs);
  // Answers saved before this page opened (the cache is kept offline) say nothing about this payment.
  const [openedAt] = useState(() => Date.now());

  const item = purchase?.kind === 'plan' ? purchase.item : null;
  const subscription = useQuery({
    ...billingQueries.subscription(user?.id),
    enabled: signedIn && item !== null,
    refetchInterval: (query) => {
      const data = query.state.data;
      const done = data && item && query.state.dataUpdatedAt >= openedAt && planConfirmed(data, item);
      return done || timedOut || isRefusal(query.state.error) ? false : pollIntervalMs;
    },
  });
  const orderId = purchase?.kind === 'order' ? purchase.orderId : '';
  const order = useQuery({
    ...billingQueries.order(user?.id, orderId),
    enabled: signedIn && orderId !== '',
    refetchInterval: (query) =>
      (query.state.data && query.state.data.status !== 'awaiting_payment') || timedOut || isRefusal(query.state.error)
        ? false
        : pollIntervalMs,
  });

  const checkAgain = () => {
    restart();
    void (item ? subscription.refetch() : order.refetch());
  };
  const toYou = (
    <Link to="/you" className={buttonClasses('secondary')}>
      {t('go_to_you')}
    </Link>
  );
  const toOrders = (variant: 'primary' | 'secondary') => (
    <Link to="/shop?view=orders" className={buttonClasses(variant)}>
      {t('payment_success.my_orders')}
    </Link>
  );
  const ordersLink = <Link to="/shop?view=orders" className={inlineLinkClasses} />;

  let panel: { icon: typeof Info; tone: 'success' | 'neutral'; title: string; lead: ReactNode; actions: ReactNode };
  const waiting = {
    icon: Clock,
    tone: 'neutral' as const,
    title: t('payment_success.confirming_title'),
    lead: (
      <p className="flex items-start gap-3">
        <Spinner className="mt-1.5 shrink-0" />
        <span>{t('payment_success.confirming_body')}</span>
      </p>
    ),
    actions: null,
  };
  const slow = {
    icon: Clock,
    tone: 'neutral' as const,
    title: t('payment_success.slow_title'),
    lead: <p>{t('payment_success.slow_body')}</p>,
    actions: (
      <>
        <Button onClick={checkAgain}>{t('payment_success.check_again')}</Button>
        {item ? toYou : toOrders('secondary')}
      </>
    ),
  };
  const failed = {
    icon: Info,
    tone: 'neutral' as const,
    title: t('payment_success.load_failed'),
    lead: <p>{t('payment_success.load_failed_body')}</p>,
    actions: (
      <>
        <Button onClick={checkAgain}>{t('payment_success.check_again')}</Button>
        {item ? toYou : toOrders('secondary')}
      </>
    ),
  };

  if (!purchase) {
    panel = {
      icon: Info,
      tone: 'neutral',
      title: t('payment_success.nothing_title'),
      lead: <p>{t('payment_success.nothing_body')}</p>,
      actions: (
        <>
          <Link to="/pricing" className={buttonClasses('primary')}>
            {t('payment_success.view_plans')}
          </Link>
          <Link to="/" className={buttonClasses('secondary')}>
            {t('back_home')}
          </Link>
        </>
      ),
    };
  } else if (status === 'signed_out') {
    panel = {
      icon: LogIn,
      tone: 'neutral',
      title: t('payment_success.sign_in_title'),
      lead: <p>{t('payment_success.sign_in_body')}</p>,
      actions: (
        <Link to="/login" state={{ from: location }} className={buttonClasses('primary')}>
          {t('sign_in')}
        </Link>
      ),
    };
  } else if (item) {
    const data = subscription.data;
    if (data && subscription.dataUpdatedAt >= openedAt && planConfirmed(data, item)) {
      panel = {
        icon: CheckCircle2,
        tone: 'success',
        title: t(`payment_success.welcome.${item}`),
        lead: <p>{t(`payment_success.welcome_body.${item}`)}</p>,
        actions: (
          <>
            {item === 'monthly' ? (
              <Link to="/you" className={buttonClasses('primary')}>
                {t('go_to_you')}
              </Link>
            ) : (
              <>
                <Link to="/course" className={buttonClasses('primary')}>
                  <PlayCircle aria-hidden className="h-4 w-4" />
                  {t('payment_success.open_course')}
                </Link>
                {toYou}
              </>
            )}
          </>
        ),
      };
    } else if (isRefusal(subscription.error)) {
      panel = failed;
    } else {
      panel = timedOut ? slow : waiting;
    }
  } else {
    const data = order.data;
    if (data && data.status !== 'awaiting_payment') {
      const paid = ['paid', 'shipped', 'delivered'].includes(data.status);
      const values = { number: data.number };
      panel = {
        icon: paid ? CheckCircle2 : Info,
        tone: paid ? 'success' : 'neutral',
        title: paid ? t('payment_success.order_paid_title', values) : t('payment_success.order_closed_title', values),
        lead: (
          <p>
            <Trans
              t={t}
              i18nKey={paid ? 'payment_success.order_paid' : 'payment_success.order_closed'}
              values={values}
              components={{ orders: ordersLink }}
            />
          </p>
        ),
        actions: toOrders('primary'),
      };
    } else if (isRefusal(order.error)) {
      panel = failed;
    } else {
      panel = timedOut ? slow : waiting;
    }
  }

  return (
    <>
      {/* One live region for the whole page: the panel below is swapped as the answer comes in. */}
      <p role="status" className="sr-only">
        {panel.title}
      </p>
      <OutcomePanel icon={panel.icon} tone={panel.tone} title={panel.title} lead={panel.lead} actions={panel.actions} />
    </>
  );
}
