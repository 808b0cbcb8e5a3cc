import { sql, type Kysely, type Selectable } from 'kysely';
import {
  COMMERCIAL,
  type Lesson,
  type LessonInput,
  type PaidPlan,
  type PlanInfo,
  type PricedItem,
  type ShopCurrency,
  type Subscription,
  type SubscriptionStatus,
} from '@ww/contracts';
import type { Database } from '#db/schema.ts';
import { withAdminActionTx, withBillingTx, withUserTx, withVisitorTx, type Tx } from '#db/with-user-tx.ts';
import { AppError, notFound } from '#platform/errors.ts';
import type { Logger } from '#platform/logger.ts';
import { PaymentWebhookError, type PaymentEvent, type PaymentsProvider } from '#providers/payments/payments.ts';

type SubscriptionRow = Selectable<Database['subscriptions']> & { effective_status: string };

/** What the webhook asks of the shop: a card checkout of an order was paid or ran out, a payment was refunded. */
export interface OrderPayments {
  paidByCheckout(sessionId: string, paymentIntentId: string | null): Promise<boolean>;
  expiredCheckout(sessionId: string): Promise<boolean>;
  refundedByCharge(paymentIntentId: string): Promise<boolean>;
}

const CARD_PAYMENTS_UNAVAILABLE = () =>
  new AppError(
    409,
    'validation',
    'Card payments are not available here yet. An admin can grant your membership.',
    'card_payments_unavailable',
  );
const CHECKOUT_FAILED = () =>
  new AppError(502, 'network', 'Failed to start checkout process. Please try again later.', 'checkout_failed');

/** Stripe's subscription statuses, as the app knows them; null: no change (a first payment still under way). */
const STRIPE_STATUS: Record<string, SubscriptionStatus | null> = {
  active: 'active',
  trialing: 'active',
  past_due: 'past_due',
  unpaid: 'past_due',
  paused: 'past_due',
  canceled: 'canceled',
  incomplete_expired: 'canceled',
  incomplete: null,
};

const DAY_MS = 86_400_000;

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
    const rows = await t.selectFrom('billing_plan_prices').select(['plan', 'currency', 'amount']).execute();
    const priceOf = (item: PricedItem) => {
      const row =
        rows.find((r) => r.plan === item && r.currency === currency) ??
        rows.find((r) => r.plan === item && r.currency === 'USD');
      return row ? { amount: Number(row.amount), currency: row.currency } : null;
    };
    return priceOf;
  };

  const subscriptionRow = (t: Tx, userId: string) =>
    t
      .selectFrom('subscriptions as s')
      .selectAll('s')
      .select(sql<string>`billing_status(s)`.as('effective_status'))
      .where('s.user_id', '=', userId)
      .executeTakeFirst() as Promise<SubscriptionRow | undefined>;

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

  const courseOpen = async (t: Tx) =>
    (await sql<{ open: boolean }>`select billing_course_open() as open`.execute(t)).rows[0]?.open === true;

  /** One Stripe event, applied as the billing role. */
  async function apply(event: PaymentEvent): Promise<void> {
    switch (event.type) {
      case 'checkout.completed': {
        const kind = event.metadata.kind;
        if (kind === 'order') {
          if (event.paymentStatus === 'paid') await deps.orders.paidByCheckout(event.sessionId, event.paymentIntentId);
          return;
        }
        const userId = event.metadata.user_id ?? event.clientReferenceId;
        if (!userId) return;
        if (kind === 'course') {
          if (event.paymentStatus !== 'paid') return;
          await withBillingTx(deps.db, (t) =>
            t
              .insertInto('course_access')
              .values({ user_id: userId, source: 'purchase', checkout_session_id: event.sessionId })
              .onConflict((oc) => oc.column('user_id').doNothing())
              .execute(),
          );
          return;
        }
        if (kind === 'subscription') {
          const plan = event.metadata.plan === 'monthly' ? 'monthly' : 'annual';
          await withBillingTx(deps.db, (t) =>
            t
              .updateTable('subscriptions')
              .set({
                plan,
                status: 'active',
                source: 'stripe',
                stripe_customer_id: event.customerId,
                stripe_subscription_id: event.subscriptionId,
                currency: event.metadata.currency ?? null,
                cancel_at_period_end: false,
                canceled_at: null,
                updated_at: sql<Date>`now()`,
              })
              .where('user_id', '=', userId)
              // A later event of this subscription (cancelled, say) already applied wins over this one.
              .where((eb) =>
                eb.or([eb('stripe_event_at', 'is', null), eb('stripe_event_at', '<=', new Date(event.created * 1000))]),
              )
              .execute(),
          );
        }
        return;
      }
      case 'checkout.expired':
        if (event.metadata.kind === 'order') await deps.orders.expiredCheckout(event.sessionId);
        return;
      case 'subscription.changed': {
        const status = event.deleted ? 'canceled' : STRIPE_STATUS[event.status];
        if (status === null || status === undefined) return;
        const at = new Date(event.created * 1000);
        await withBillingTx(deps.db, (t) =>
          t
            .updateTable('subscriptions')
            .set({
              status,
              ...(event.metadata.plan === 'monthly' || event.metadata.plan === 'annual'
                ? { plan: event.metadata.plan }
                : {}),
              source: 'stripe',
              stripe_subscription_id: event.subscriptionId,
              stripe_customer_id: event.customerId,
              current_period_end: event.currentPeriodEnd,
              cancel_at_period_end: event.cancelAtPeriodEnd,
              canceled_at: status === 'canceled' ? sql<Date>`now()` : null,
              stripe_event_at: at,
              updated_at: sql<Date>`now()`,
            })
            .where((eb) =>
              eb.or([
                eb('stripe_subscription_id', '=', event.subscriptionId),
                ...(event.metadata.user_id ? [eb('user_id', '=', event.metadata.user_id)] : []),
              ]),
            )
            .where((eb) => eb.or([eb('stripe_event_at', 'is', null), eb('stripe_event_at', '<=', at)]))
            .execute(),
        );
        return;
      }
      case 'invoice.payment_failed': {
        if (!event.subscriptionId) return;
        const at = new Date(event.created * 1000);
        await withBillingTx(deps.db, (t) =>
          t
            .updateTable('subscriptions')
            .set({ status: 'past_due', stripe_event_at: at, updated_at: sql<Date>`now()` })
            .where('stripe_subscription_id', '=', event.subscriptionId)
            .where('status', '=', 'active')
            .where((eb) => eb.or([eb('stripe_event_at', 'is', null), eb('stripe_event_at', '<=', at)]))
            .execute(),
        );
        return;
      }
      case 'charge.refunded':
        if (event.refunded && event.paymentIntentId) await deps.orders.refundedByCharge(event.paymentIntentId);
        return;
      case 'ignored':
        return;
    }
  }

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
            monthly_equivalent: { amount: Math.round((annual.amount * 100) / 12) / 100, currency: annual.currency },
            trial_days: null,
            includes_course: true,
          },
        ],
        course: priceOf('course') ?? { amount: 0, currency },
      };
    },

    subscription: (userId: string) =>
      tx(userId, async (t) => toSubscription(await subscriptionRow(t, userId), await courseOpen(t))),

    /**
     * Stripe Checkout for a membership (a subscription) or the course (one payment). The membership becomes active
     * when Stripe's webhook says it was paid.
     */
    async checkout(userId: string, item: PricedItem, currency: ShopCurrency) {
      const payments = deps.payments;
      if (!payments) throw CARD_PAYMENTS_UNAVAILABLE();
      const { row, priceOf, email } = await tx(userId, async (t) => ({
        row: await subscriptionRow(t, userId),
        priceOf: await prices(t, currency),
        email: (await t.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow()).email,
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
                  { name: 'Wheels & Wins video course', unitAmountMinor: Math.round(price.amount * 100), quantity: 1 },
                ],
              })
            : await payments.createSubscriptionCheckout({
                ...common,
                interval: item === 'monthly' ? 'month' : 'year',
                productName:
                  item === 'monthly' ? 'Wheels & Wins monthly membership' : 'Wheels & Wins annual membership',
                unitAmountMinor: Math.round(price.amount * 100),
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
      const row = await tx(userId, (t) => subscriptionRow(t, userId));
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
        const row = await subscriptionRow(t, userId);
        if (!row || row.plan !== 'trial' || row.effective_status !== 'trialing') {
          throw new AppError(409, 'validation', 'There is no free trial to cancel.', 'no_trial');
        }
        await t
          .updateTable('subscriptions')
          .set({ status: 'canceled', canceled_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
          .where('user_id', '=', userId)
          .execute();
        return toSubscription(await subscriptionRow(t, userId), await courseOpen(t));
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
      const fresh = await withBillingTx(deps.db, async (t) =>
        t
          .insertInto('payment_events')
          .values({
            id: event.id,
            type: event.type === 'ignored' ? event.stripeType : event.type,
            created: new Date(event.created * 1000),
          })
          .onConflict((oc) => oc.column('id').doNothing())
          .returning('id')
          .executeTakeFirst(),
      );
      if (!fresh) return { received: true, duplicate: true };
      try {
        await apply(event);
      } catch (err) {
        // Not recorded as handled: Stripe sends it again.
        await withBillingTx(deps.db, (t) => t.deleteFrom('payment_events').where('id', '=', event.id).execute());
        throw err;
      }
      return { received: true, duplicate: false };
    },

    // ---- The video course ---------------------------------------------------------------------------------------

    course: async (userId: string) =>
      withUserTx(deps.db, { userId, moderator: await deps.isAdmin(userId) }, async (t) => {
        const access = await courseOpen(t);
        const rows = await t
          .selectFrom('course_lessons as l')
          .leftJoin('course_lesson_videos as v', 'v.lesson_id', 'l.id')
          .leftJoin('course_progress as p', (j) => j.onRef('p.lesson_id', '=', 'l.id').on('p.user_id', '=', userId))
          .select(['l.id', 'l.position', 'l.title', 'l.summary', 'l.duration_minutes', 'v.video_url', 'p.completed_at'])
          .orderBy('l.position')
          .orderBy('l.created_at')
          .execute();
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
        const lesson = await t.selectFrom('course_lessons').select('id').where('id', '=', lessonId).executeTakeFirst();
        if (!lesson) throw notFound();
        if (!completed) {
          await t
            .deleteFrom('course_progress')
            .where('user_id', '=', userId)
            .where('lesson_id', '=', lessonId)
            .execute();
          return;
        }
        if (!(await courseOpen(t))) {
          throw new AppError(403, 'rls_permission', 'The course is part of the annual membership.', 'course_locked');
        }
        await t
          .insertInto('course_progress')
          .values({ lesson_id: lessonId })
          .onConflict((oc) => oc.columns(['user_id', 'lesson_id']).doNothing())
          .execute();
      }),

    // ---- Admin (the caller checked the admin rights); every change audited ---------------------------------------

    setPrices: (adminId: string, list: ReadonlyArray<{ item: PricedItem; currency: ShopCurrency; amount: number }>) =>
      withAdminActionTx(deps.db, { userId: adminId, action: 'billing.prices' }, async (t) => {
        for (const p of list) {
          await t
            .insertInto('billing_plan_prices')
            .values({ plan: p.item, currency: p.currency, amount: p.amount })
            .onConflict((oc) =>
              oc.columns(['plan', 'currency']).doUpdateSet({ amount: p.amount, updated_at: sql<Date>`now()` }),
            )
            .execute();
        }
      }),

    /** A membership granted by hand (no card payments, a gift, a refund made good): active until `months` pass. */
    grant: (adminId: string, userId: string, plan: PaidPlan, months: number) =>
      withAdminActionTx(deps.db, { userId: adminId, action: 'user.grant_membership' }, async (t) => {
        const moved = await t
          .updateTable('subscriptions')
          .set({
            plan,
            status: 'active',
            source: 'admin_grant',
            current_period_end: new Date(now() + months * 30 * DAY_MS),
            cancel_at_period_end: false,
            canceled_at: null,
            updated_at: sql<Date>`now()`,
          })
          .where('user_id', '=', userId)
          .returning('user_id')
          .executeTakeFirst();
        if (!moved) throw notFound();
      }),

    grantCourse: (adminId: string, userId: string) =>
      withAdminActionTx(deps.db, { userId: adminId, action: 'user.grant_course' }, async (t) => {
        await t
          .insertInto('course_access')
          .values({ user_id: userId, source: 'grant' })
          .onConflict((oc) => oc.column('user_id').doNothing())
          .execute();
      }),

    saveLesson: (adminId: string, id: string | null, input: LessonInput) =>
      withAdminActionTx(
        deps.db,
        { userId: adminId, action: id ? 'course.update_lesson' : 'course.add_lesson' },
        async (t) => {
          const { video_url, ...fields } = input;
          const row = id
            ? await t
                .updateTable('course_lessons')
                .set({ ...fields, updated_at: sql<Date>`now()` })
                .where('id', '=', id)
                .returning('id')
                .executeTakeFirst()
            : await t.insertInto('course_lessons').values(fields).returning('id').executeTakeFirstOrThrow();
          if (!row) throw notFound();
          await t
            .insertInto('course_lesson_videos')
            .values({ lesson_id: row.id, video_url })
            .onConflict((oc) => oc.column('lesson_id').doUpdateSet({ video_url }))
            .execute();
          return row.id;
        },
      ),

    removeLesson: (adminId: string, id: string) =>
      withAdminActionTx(deps.db, { userId: adminId, action: 'course.remove_lesson' }, async (t) => {
        const gone = await t.deleteFrom('course_lessons').where('id', '=', id).executeTakeFirst();
        if (gone.numDeletedRows === 0n) throw notFound();
      }),
  };
}
export type BillingService = ReturnType<typeof createBillingService>;
