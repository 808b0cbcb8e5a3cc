import { sql, type Selectable } from 'kysely';
import type { LessonInput, PaidPlan, PricedItem, ShopCurrency, SubscriptionStatus } from '@ww/contracts';
import type { Database } from '#db/schema.ts';
import type { Tx } from '#db/with-user-tx.ts';

export type SubscriptionRow = Selectable<Database['subscriptions']> & { effective_status: string };

/** What a Stripe subscription event sets on the subscription it names. */
export type StripeSubscriptionChange = {
  status: SubscriptionStatus;
  plan?: PaidPlan;
  subscriptionId: string;
  customerId: string | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  at: Date;
};

/** A Stripe event applies only over what an older event set: a later one already applied wins. */
const notNewerThan = (at: Date) => sql<boolean>`(stripe_event_at is null or stripe_event_at <= ${at})`;

export const billingRepository = {
  /** Every price admins set, per plan (or the course) and currency. */
  prices: (t: Tx) => t.selectFrom('billing_plan_prices').select(['plan', 'currency', 'amount']).execute(),

  /** The user's subscription with its status as of now (billing_status: a trial past its end reads expired). */
  subscription: (t: Tx, userId: string) =>
    t
      .selectFrom('subscriptions as s')
      .selectAll('s')
      .select(sql<string>`billing_status(s)`.as('effective_status'))
      .where('s.user_id', '=', userId)
      .executeTakeFirst() as Promise<SubscriptionRow | undefined>,

  /** Whether the caller may watch the course (bought, granted, or an annual membership in good standing). */
  courseOpen: async (t: Tx) =>
    (await sql<{ open: boolean }>`select billing_course_open() as open`.execute(t)).rows[0]?.open === true,

  email: async (t: Tx, userId: string) =>
    (await t.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow()).email,

  cancelTrial: (t: Tx, userId: string) =>
    t
      .updateTable('subscriptions')
      .set({ status: 'canceled', canceled_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
      .where('user_id', '=', userId)
      .execute(),

  // ---- Stripe's events, applied as the billing role --------------------------------------------------------------

  /** Records an event as handled; false when it already was (a replay). */
  recordEvent: async (t: Tx, event: { id: string; type: string; created: Date }) =>
    (await t
      .insertInto('payment_events')
      .values(event)
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst()) !== undefined,

  forgetEvent: (t: Tx, id: string) => t.deleteFrom('payment_events').where('id', '=', id).execute(),

  /** The course, bought or granted once per user. */
  openCourse: (t: Tx, userId: string, source: 'purchase' | 'grant', checkoutSessionId?: string) =>
    t
      .insertInto('course_access')
      .values({ user_id: userId, source, ...(checkoutSessionId ? { checkout_session_id: checkoutSessionId } : {}) })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute(),

  /** A membership paid by Stripe Checkout. */
  subscribed: (
    t: Tx,
    userId: string,
    paid: {
      plan: PaidPlan;
      customerId: string | null;
      subscriptionId: string | null;
      currency: string | null;
      at: Date;
    },
  ) =>
    t
      .updateTable('subscriptions')
      .set({
        plan: paid.plan,
        status: 'active',
        source: 'stripe',
        stripe_customer_id: paid.customerId,
        stripe_subscription_id: paid.subscriptionId,
        currency: paid.currency,
        cancel_at_period_end: false,
        canceled_at: null,
        updated_at: sql<Date>`now()`,
      })
      .where('user_id', '=', userId)
      .where(notNewerThan(paid.at))
      .execute(),

  /** The subscription Stripe names (or the user's, when the event says whose) changed status or period. */
  subscriptionChanged: (t: Tx, change: StripeSubscriptionChange, userId: string | undefined) =>
    t
      .updateTable('subscriptions')
      .set({
        status: change.status,
        ...(change.plan ? { plan: change.plan } : {}),
        source: 'stripe',
        stripe_subscription_id: change.subscriptionId,
        stripe_customer_id: change.customerId,
        current_period_end: change.currentPeriodEnd,
        cancel_at_period_end: change.cancelAtPeriodEnd,
        canceled_at: change.status === 'canceled' ? sql<Date>`now()` : null,
        stripe_event_at: change.at,
        updated_at: sql<Date>`now()`,
      })
      .where((eb) =>
        eb.or([
          eb('stripe_subscription_id', '=', change.subscriptionId),
          ...(userId ? [eb('user_id', '=', userId)] : []),
        ]),
      )
      .where(notNewerThan(change.at))
      .execute(),

  /** An active subscription whose renewal failed is past due. */
  paymentFailed: (t: Tx, subscriptionId: string, at: Date) =>
    t
      .updateTable('subscriptions')
      .set({ status: 'past_due', stripe_event_at: at, updated_at: sql<Date>`now()` })
      .where('stripe_subscription_id', '=', subscriptionId)
      .where('status', '=', 'active')
      .where(notNewerThan(at))
      .execute(),

  // ---- The video course --------------------------------------------------------------------------------------------

  /** Every lesson in order, with its video link (when the caller may read it) and the user's progress. */
  lessons: (t: Tx, userId: string) =>
    t
      .selectFrom('course_lessons as l')
      .leftJoin('course_lesson_videos as v', 'v.lesson_id', 'l.id')
      .leftJoin('course_progress as p', (j) => j.onRef('p.lesson_id', '=', 'l.id').on('p.user_id', '=', userId))
      .select(['l.id', 'l.position', 'l.title', 'l.summary', 'l.duration_minutes', 'v.video_url', 'p.completed_at'])
      .orderBy('l.position')
      .orderBy('l.created_at')
      .execute(),

  lessonExists: async (t: Tx, lessonId: string) =>
    (await t.selectFrom('course_lessons').select('id').where('id', '=', lessonId).executeTakeFirst()) !== undefined,

  markWatched: (t: Tx, lessonId: string) =>
    t
      .insertInto('course_progress')
      .values({ lesson_id: lessonId })
      .onConflict((oc) => oc.columns(['user_id', 'lesson_id']).doNothing())
      .execute(),

  markUnwatched: (t: Tx, userId: string, lessonId: string) =>
    t.deleteFrom('course_progress').where('user_id', '=', userId).where('lesson_id', '=', lessonId).execute(),

  // ---- The console (the caller checked the admin rights) -----------------------------------------------------------

  setPrice: (t: Tx, p: { item: PricedItem; currency: ShopCurrency; amount: number }) =>
    t
      .insertInto('billing_plan_prices')
      .values({ plan: p.item, currency: p.currency, amount: p.amount })
      .onConflict((oc) =>
        oc.columns(['plan', 'currency']).doUpdateSet({ amount: p.amount, updated_at: sql<Date>`now()` }),
      )
      .execute(),

  /** A membership given by hand, active until `until`; false when the user has no subscription row. */
  grant: async (t: Tx, userId: string, plan: PaidPlan, until: Date) =>
    (await t
      .updateTable('subscriptions')
      .set({
        plan,
        status: 'active',
        source: 'admin_grant',
        current_period_end: until,
        cancel_at_period_end: false,
        canceled_at: null,
        updated_at: sql<Date>`now()`,
      })
      .where('user_id', '=', userId)
      .returning('user_id')
      .executeTakeFirst()) !== undefined,

  /** Saves a lesson (a new one when `id` is null) and its video link; the lesson's id, or undefined when it is gone. */
  async saveLesson(t: Tx, id: string | null, input: LessonInput): Promise<string | undefined> {
    const { video_url, ...fields } = input;
    const row = id
      ? await t
          .updateTable('course_lessons')
          .set({ ...fields, updated_at: sql<Date>`now()` })
          .where('id', '=', id)
          .returning('id')
          .executeTakeFirst()
      : await t.insertInto('course_lessons').values(fields).returning('id').executeTakeFirstOrThrow();
    if (!row) return undefined;
    await t
      .insertInto('course_lesson_videos')
      .values({ lesson_id: row.id, video_url })
      .onConflict((oc) => oc.column('lesson_id').doUpdateSet({ video_url }))
      .execute();
    return row.id;
  },

  /** Deletes a lesson; false when there was none. */
  removeLesson: async (t: Tx, id: string) =>
    (await t.deleteFrom('course_lessons').where('id', '=', id).executeTakeFirst()).numDeletedRows > 0n,
};
