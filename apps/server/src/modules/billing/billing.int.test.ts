import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withUserTx } from '#db/with-user-tx.ts';
import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';

type User = Awaited<ReturnType<TestApp['signUp']>>;
const DAY = 86_400_000;

describe.each(DATABASE_KINDS)('billing without card payments on %s', (kind) => {
  let t: TestApp;
  let admin: User;
  const lesson = (position: number, title: string) =>
    t.request('POST', 'admin/lessons', {
      token: admin.token,
      json: {
        position,
        title,
        summary: 'On the road',
        duration_minutes: 12,
        video_url: `https://video.test/${position}`,
      },
    });

  beforeAll(async () => {
    t = await createTestApp(kind, { ownerEmail: 'owner@example.com' });
    admin = await t.signUp('owner@example.com');
  }, 60_000);
  afterAll(() => t.close());

  it('shows the three plans in the asked currency, the annual one with its monthly price and the course', async () => {
    const usd = await t.request('GET', 'billing/plans');
    expect(usd.status).toBe(200);
    expect(usd.body.data).toEqual([
      expect.objectContaining({
        id: 'trial',
        price: { amount: 0, currency: 'USD' },
        trial_days: 30,
        includes_course: false,
      }),
      expect.objectContaining({ id: 'monthly', interval: 'month', price: { amount: 9.99, currency: 'USD' } }),
      expect.objectContaining({
        id: 'annual',
        interval: 'year',
        price: { amount: 99, currency: 'USD' },
        monthly_equivalent: { amount: 8.25, currency: 'USD' },
        includes_course: true,
      }),
    ]);
    expect(usd.body.course).toEqual({ amount: 97, currency: 'USD' });
    const aud = await t.request('GET', 'billing/plans?currency=AUD');
    expect(aud.body.data[2]).toMatchObject({
      price: { amount: 150, currency: 'AUD' },
      monthly_equivalent: { amount: 12.5, currency: 'AUD' },
    });
    expect((await t.request('GET', 'billing/plans?currency=JPY')).status).toBe(400);
    expect((await t.request('GET', 'billing/plans?currency=')).body.data[1].price).toEqual({
      amount: 9.99,
      currency: 'USD',
    });
  });

  it('starts every new account on a 30-day trial with no card, and /cancel-trial ends it', async () => {
    const user = await t.signUp();
    const sub = await t.request('GET', 'billing/subscription', { token: user.token });
    expect(sub.body.data).toMatchObject({
      status: 'trialing',
      plan: 'trial',
      trial_days_left: 30,
      source: 'trial',
      can_manage_billing: false,
      course_access: false,
    });
    const ends = Date.parse(sub.body.data.trial_ends_at as string);
    expect(Math.abs(ends - (Date.now() + 30 * DAY))).toBeLessThan(60_000);

    const cancelled = await t.request('POST', 'billing/cancel-trial', { token: user.token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: 'canceled', trial_days_left: null });
    expect((await t.request('POST', 'billing/cancel-trial', { token: user.token })).body.error.code).toBe('no_trial');
  });

  it('reads a trial past its 30 days as expired', async () => {
    const user = await t.signUp();
    await t.db
      .updateTable('subscriptions')
      .set({ trial_ends_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.id)
      .execute();
    expect((await t.request('GET', 'billing/subscription', { token: user.token })).body.data.status).toBe('expired');
  });

  it('refuses card checkout and the portal while Stripe is not set up', async () => {
    const user = await t.signUp();
    const res = await t.request('POST', 'billing/checkout', { token: user.token, json: { item: 'annual' } });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('card_payments_unavailable');
    expect((await t.request('POST', 'billing/portal', { token: user.token })).status).toBe(409);
    expect((await t.request('POST', 'billing/webhook', { body: '{}' })).status).toBe(404);
  });

  it('keeps the course videos to annual members: an admin grant opens them, audited', async () => {
    expect((await lesson(1, 'Levelling the rig')).status).toBe(201);
    expect((await lesson(2, 'Budgeting a season')).status).toBe(201);
    // Admins see the links they edit.
    expect((await t.request('GET', 'billing/course', { token: admin.token })).body.data.lessons[0].video_url).toBe(
      'https://video.test/1',
    );
    const user = await t.signUp();

    const locked = await t.request('GET', 'billing/course', { token: user.token });
    expect(locked.body.data.access).toBe(false);
    expect(
      locked.body.data.lessons.map((l: { title: string; video_url: string | null }) => [l.title, l.video_url]),
    ).toEqual([
      ['Levelling the rig', null],
      ['Budgeting a season', null],
    ]);
    // The database itself keeps the links from whoever may not watch, whatever the handler asks.
    const links = await withUserTx(t.db, { userId: user.id }, (tx) =>
      tx.selectFrom('course_lesson_videos').selectAll().execute(),
    );
    expect(links).toEqual([]);
    const lessonId = locked.body.data.lessons[0].id as string;
    const refused = await t.request('PUT', `billing/course/lessons/${lessonId}/progress`, {
      token: user.token,
      json: { completed: true },
    });
    expect(refused.status).toBe(403);

    const grant = await t.request('POST', `admin/users/${user.id}/membership`, {
      token: admin.token,
      json: { plan: 'annual', months: 12 },
    });
    expect(grant.status).toBe(204);
    expect((await t.request('GET', 'billing/subscription', { token: user.token })).body.data).toMatchObject({
      status: 'active',
      plan: 'annual',
      source: 'admin_grant',
      course_access: true,
    });
    const open = await t.request('GET', 'billing/course', { token: user.token });
    expect(open.body.data.access).toBe(true);
    expect(open.body.data.lessons[0].video_url).toBe('https://video.test/1');
    expect(
      (
        await t.request('PUT', `billing/course/lessons/${lessonId}/progress`, {
          token: user.token,
          json: { completed: true },
        })
      ).status,
    ).toBe(204);
    expect((await t.request('GET', 'billing/course', { token: user.token })).body.data.completed_count).toBe(1);

    const audit = await t.db
      .selectFrom('admin_audit_log')
      .selectAll()
      .where('target_table', '=', 'subscriptions')
      .where('target_id', '=', user.id)
      .execute();
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'user.grant_membership',
        actor_id: admin.id,
        before: expect.objectContaining({ plan: 'trial', status: 'trialing' }),
        after: expect.objectContaining({ plan: 'annual', status: 'active' }),
      }),
    ]);

    // A grant past its end reads as expired, and closes the course again.
    await t.db
      .updateTable('subscriptions')
      .set({ current_period_end: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.id)
      .execute();
    expect((await t.request('GET', 'billing/subscription', { token: user.token })).body.data).toMatchObject({
      status: 'expired',
      course_access: false,
    });
  });

  it('lets admins set prices, and refuses every membership admin call to others', async () => {
    const user = await t.signUp();
    const prices = { prices: [{ item: 'monthly', currency: 'EUR', amount: 9.49 }] };
    expect((await t.request('PUT', 'admin/plan-prices', { token: user.token, json: prices })).status).toBe(403);
    expect(
      (
        await t.request('POST', `admin/users/${user.id}/membership`, {
          token: user.token,
          json: { plan: 'annual', months: 1 },
        })
      ).status,
    ).toBe(403);
    expect((await t.request('POST', `admin/users/${user.id}/course`, { token: user.token })).status).toBe(403);
    expect((await t.request('POST', 'admin/lessons', { token: user.token, json: {} })).status).toBe(403);
    expect((await t.request('PUT', 'admin/plan-prices', { json: prices })).status).toBe(401);

    expect((await t.request('PUT', 'admin/plan-prices', { token: admin.token, json: prices })).status).toBe(204);
    expect((await t.request('GET', 'billing/plans?currency=EUR')).body.data[1].price).toEqual({
      amount: 9.49,
      currency: 'EUR',
    });
  });

  it('never shows one user’s membership or course progress to another', async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    await t.request('POST', `admin/users/${a.id}/membership`, {
      token: admin.token,
      json: { plan: 'annual', months: 1 },
    });
    expect((await t.request('GET', 'billing/subscription', { token: b.token })).body.data.plan).toBe('trial');
    const rows = await withUserTx(t.db, { userId: b.id }, (tx) =>
      tx.selectFrom('subscriptions').select('user_id').execute(),
    );
    expect(rows).toEqual([{ user_id: b.id }]);
    // B cannot cancel anyone's trial but their own, nor grant itself anything.
    const forged = await withUserTx(t.db, { userId: b.id }, (tx) =>
      tx.updateTable('subscriptions').set({ plan: 'annual', status: 'active' }).where('user_id', '=', b.id).execute(),
    ).catch((err: { code?: string }) => err.code);
    expect(forged).toBe('42501');
  });
});
