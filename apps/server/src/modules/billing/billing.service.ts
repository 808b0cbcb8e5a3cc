import type { Kysely } from 'kysely';
import {
  COMMERCIAL,
  DAY_MS,
  type Lesson,
  type LessonInput,
  type PaidPlan,
  type PlanInfo,
  type PricedItem,
  type ShopCurrency,
  type Subscription,
  type SubscriptionStatus,
  roundAmount,
  minorUnitsOf,
} from '@ww/contracts';
import type { Database } from '#db/schema.ts';
import { withAdminActionTx, withBillingTx, withUserTx, withVisitorTx, type Tx } from '#db/with-user-tx.ts';
import { AppError, notFound } from '#platform/errors.ts';
import type { Logger } from '#platform/logger.ts';
import { PaymentWebhookError, type PaymentEvent, type PaymentsProvider } from '#providers/payments/payments.ts';
import { applyPaymentEvent, type OrderPayments } from './billing.events.ts';
import { billingRepository as repo, type SubscriptionRow } from './billing.repository.ts';

const CARD_PAYMENTS_UNAVAILABLE = () =>
  new AppError(
    409,
    'validation',
    'Card payments are not available here yet. An admin can grant your membership.',
    'card_payments_unavailable',
  );
const CHECKOUT_FAILED = () =>
  new AppError(502, 'network', 'Failed to start checkout process. Please try again later.', 'checkout_failed');

export function createBillingService(deps: {
  db: Kysely<Database>;
  logger: Logger;
  payments?: PaymentsProvider;
  orders: OrderPayments;
  /** Admins read every lesson's video link, to edit the course. */
  isAdmin: (userId: string) => Promise<boolean>;
  publicUrl?: string;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;
  const publicUrl = (deps.publicUrl ?? 'http://localhost').replace(/\/$/, '');
  const tx = <T>(userId: string, fn: (t: Tx) => Promise<T>) => withUserTx(deps.db, { userId }, fn);

  const prices = async (t: Tx, currency: ShopCurrency) => {
    const rows = await repo.prices(t);
    const priceOf = (item: PricedItem) => {
      const row =
        rows.find((r) => r.plan === item && r.currency === currency) ??
        rows.find((r) => r.plan === item && r.currency === 'USD');
      return row ? { amount: Number(row.amount), currency: row.currency } : null;
    };
    return priceOf;
  };

  const toSubscription = (row: SubscriptionRow | undefined, courseAccess: boolean): Subscription => {
    if (!row) {
      return {
        status: 'expired',
        plan: 'trial',
        trial_ends_at: null,
        trial_days_left: null,
        current_period_end: null,
        cancel_at_period_end: false,
        source: 'trial',
        can_manage_billing: false,
        course_access: courseAccess,
      };
    }
    const status = row.effective_status as SubscriptionStatus;
    const trialEnds = row.trial_ends_at;
    return {
      status,
      plan: row.plan as Subscription['plan'],
      trial_ends_at: trialEnds?.toISOString() ?? null,
      trial_days_left:
        row.plan === 'trial' && trialEnds && status === 'trialing'
          ? Math.max(0, Math.ceil((trialEnds.getTime() - now()) / DAY_MS))
          : null,
      current_period_end: row.current_period_end?.toISOString() ?? null,
      cancel_at_period_end: row.cancel_at_period_end,
      source: row.source as Subscription['source'],
      can_manage_billing: row.stripe_customer_id !== null && deps.payments !== undefined,
      course_access: courseAccess,
    };
  };

  return {
    /** The three plans (SPEC §1) and the course, priced in `currency` where admins set a price, else in USD. */
    async plans(currency: ShopCurrency): Promise<{ data: PlanInfo[]; course: { amount: number; currency: string } }> {
      const priceOf = await withVisitorTx(deps.db, (t) => prices(t, currency));
      const monthly = priceOf('monthly') ?? { amount: 0, currency };
      const annual = priceOf('annual') ?? { amount: 0, currency };
      return {
        data: [
          {
            id: 'trial',
            interval: null,
            price: { amount: 0, currency: monthly.currency },
            monthly_equivalent: null,
            trial_days: COMMERCIAL.freeTrialDays,
            includes_course: false,
          },
          {
            id: 'monthly',
            interval: 'month',
            price: monthly,
            monthly_equivalent: null,
            trial_days: null,
            includes_course: false,
          },
          {
            id: 'annual',
            interval: 'year',
            price: annual,
            monthly_equivalent: { amount: roundAmount(annual.amount / 12), currency: annual.currency },
            trial_days: null,
            includes_course: true,
          },
        ],
        course: priceOf('course') ?? { amount: 0, currency },
      };
    },

    subscription: (userId: string) =>
      tx(userId, async (t) => toSubscription(await repo.subscription(t, userId), await repo.courseOpen(t))),

    /**
     * Stripe Checkout for a membership (a subscription) or the course (one payment). The membership becomes active
     * when Stripe's webhook says it was paid.
     */
    async checkout(userId: string, item: PricedItem, currency: ShopCurrency) {
      const payments = deps.payments;
      if (!payments) throw CARD_PAYMENTS_UNAVAILABLE();
      const { row, priceOf, email } = await tx(userId, async (t) => ({
        row: await repo.subscription(t, userId),
        priceOf: await prices(t, currency),
        email: await repo.email(t, userId),
      }));
      if (
        item !== 'course' &&
        row &&
        row.source === 'stripe' &&
        ['active', 'past_due'].includes(row.effective_status)
      ) {
        throw new AppError(
          409,
          'validation',
          'You already have a membership. Change it from Manage billing.',
          'already_member',
        );
      }
      const price = priceOf(item);
      if (!price) throw notFound();
      const customer = row?.stripe_customer_id ? { customerId: row.stripe_customer_id } : { customerEmail: email };
      const common = {
        currency: price.currency as ShopCurrency,
        ...customer,
        clientReferenceId: userId,
        metadata: {
          kind: item === 'course' ? 'course' : 'subscription',
          user_id: userId,
          plan: item,
          currency: price.currency,
        },
        successUrl: `${publicUrl}/payment-success?plan=${item}&session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${publicUrl}/payment-canceled?plan=${item}`,
      };
      try {
        const session =
          item === 'course'
            ? await payments.createPaymentCheckout({
                ...common,
                lines: [
                  { name: 'Wheels & Wins video course', unitAmountMinor: minorUnitsOf(price.amount), quantity: 1 },
                ],
              })
            : await payments.createSubscriptionCheckout({
                ...common,
                interval: item === 'monthly' ? 'month' : 'year',
                productName:
                  item === 'monthly' ? 'Wheels & Wins monthly membership' : 'Wheels & Wins annual membership',
                unitAmountMinor: minorUnitsOf(price.amount),
              });
        return { url: session.url };
      } catch (err) {
        deps.logger.error('Erreur lors de la création de la session de paiement :', {
          item,
          error: err instanceof Error ? err.message : String(err),
        });
        throw CHECKOUT_FAILED();
      }
    },

    /** Stripe's customer portal: change the card, see invoices, cancel. */
    async portal(userId: string) {
      const payments = deps.payments;
      if (!payments) throw CARD_PAYMENTS_UNAVAILABLE();
      const row = await tx(userId, (t) => repo.subscription(t, userId));
      if (!row?.stripe_customer_id) {
        throw new AppError(409, 'validation', 'There is no card billing to manage yet.', 'no_billing');
      }
      try {
        return await payments.createPortalSession({
          customerId: row.stripe_customer_id,
          returnUrl: `${publicUrl}/you`,
        });
      } catch (err) {
        deps.logger.error('billing portal not opened', { error: err instanceof Error ? err.message : String(err) });
        throw CHECKOUT_FAILED();
      }
    },

    /** /cancel-trial: the free trial ends now. A paid membership is cancelled from the portal instead. */
    cancelTrial: (userId: string) =>
      tx(userId, async (t) => {
        const row = await repo.subscription(t, userId);
        if (!row || row.plan !== 'trial' || row.effective_status !== 'trialing') {
          throw new AppError(409, 'validation', 'There is no free trial to cancel.', 'no_trial');
        }
        await repo.cancelTrial(t, userId);
        return toSubscription(await repo.subscription(t, userId), await repo.courseOpen(t));
      }),

    /**
     * POST /billing/webhook: verified by its signature over the raw body, handled once per event id (a replay
     * answers 200 and changes nothing), and in any order (each change carries its event's time; older ones lose).
     */
    async webhook(rawBody: string, signature: string | undefined): Promise<{ received: true; duplicate: boolean }> {
      if (!deps.payments) throw new AppError(404, 'other', 'Not found.', 'not_found');
      let event: PaymentEvent;
      try {
        event = deps.payments.parseWebhook(rawBody, signature);
      } catch (err) {
        if (err instanceof PaymentWebhookError) {
          throw new AppError(400, 'validation', 'The webhook signature is not valid.', 'bad_signature');
        }
        throw err;
      }
      const fresh = await withBillingTx(deps.db, (t) =>
        repo.recordEvent(t, {
          id: event.id,
          type: event.type === 'ignored' ? event.stripeType : event.type,
          created: new Date(event.created * 1000),
        }),
      );
      if (!fresh) return { received: true, duplicate: true };
      try {
        await applyPaymentEvent(deps, event);
      } catch (err) {
        // Not recorded as handled: Stripe sends it again.
        await withBillingTx(deps.db, (t) => repo.forgetEvent(t, event.id));
        throw err;
      }
      return { received: true, duplicate: false };
    },

    // ---- The video course ---------------------------------------------------------------------------------------

    course: async (userId: string) =>
      withUserTx(deps.db, { userId, moderator: await deps.isAdmin(userId) }, async (t) => {
        const access = await repo.courseOpen(t);
        const rows = await repo.lessons(t, userId);
        const lessons: Lesson[] = rows.map((r) => ({
          id: r.id,
          position: r.position,
          title: r.title,
          summary: r.summary,
          duration_minutes: r.duration_minutes,
          video_url: r.video_url,
          completed: r.completed_at !== null,
        }));
        return { access, lessons, completed_count: lessons.filter((l) => l.completed).length };
      }),

    /** Marks a lesson watched (or not); only someone who may watch the course may mark it (403 otherwise). */
    setProgress: (userId: string, lessonId: string, completed: boolean) =>
      tx(userId, async (t) => {
        if (!(await repo.lessonExists(t, lessonId))) throw notFound();
        if (!completed) {
          await repo.markUnwatched(t, userId, lessonId);
          return;
        }
        if (!(await repo.courseOpen(t))) {
          throw new AppError(403, 'rls_permission', 'The course is part of the annual membership.', 'course_locked');
        }
        await repo.markWatched(t, lessonId);
      }),

    // ---- Admin (the caller checked the admin rights); every change audited ---------------------------------------

    setPrices: (adminId: string, list: ReadonlyArray<{ item: PricedItem; currency: ShopCurrency; amount: number }>) =>
      withAdminActionTx(deps.db, { userId: adminId, action: 'billing.prices' }, async (t) => {
        for (const p of list) await repo.setPrice(t, p);
      }),

    /** A membership granted by hand (no card payments, a gift, a refund made good): active until `months` pass. */
    grant: (adminId: string, userId: string, plan: PaidPlan, months: number) =>
      withAdminActionTx(deps.db, { userId: adminId, action: 'user.grant_membership' }, async (t) => {
        if (!(await repo.grant(t, userId, plan, new Date(now() + months * 30 * DAY_MS)))) throw notFound();
      }),

    grantCourse: (adminId: string, userId: string) =>
      withAdminActionTx(deps.db, { userId: adminId, action: 'user.grant_course' }, async (t) => {
        await repo.openCourse(t, userId, 'grant');
      }),

    saveLesson: (adminId: string, id: string | null, input: LessonInput) =>
      withAdminActionTx(
        deps.db,
        { userId: adminId, action: id ? 'course.update_lesson' : 'course.add_lesson' },
        async (t) => {
          const saved = await repo.saveLesson(t, id, input);
          if (!saved) throw notFound();
          return saved;
        },
      ),

    removeLesson: (adminId: string, id: string) =>
      withAdminActionTx(deps.db, { userId: adminId, action: 'course.remove_lesson' }, async (t) => {
        if (!(await repo.removeLesson(t, id))) throw notFound();
      }),
  };
}
export type BillingService = ReturnType<typeof createBillingService>;
