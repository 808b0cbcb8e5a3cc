import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from '#test/fakes/fake-stripe-server.ts';
import { createStripePayments } from '#providers/payments/stripe-payments.ts';
import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';

type User = Awaited<ReturnType<TestApp['signUp']>>;

/** The shop and the memberships with card payments: the real Stripe client against the fake Stripe, webhooks and all. */
describe.each(DATABASE_KINDS)('card payments through Stripe on %s', (kind) => {
  let t: TestApp;
  let stripe: FakeStripe;
  let listening: ServerType;
  let admin: User;

  const sessionIdOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);
  const stockOf = async (id: string) =>
    (await t.db.selectFrom('shop_products').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock;
  const orderOf = async (user: User, id: string) =>
    (await t.request('GET', `shop/orders/${id}`, { token: user.token })).body.data as { status: string };
  const subscriptionOf = async (user: User) =>
    (await t.request('GET', 'billing/subscription', { token: user.token })).body.data as Record<string, unknown>;

  /** A buyer with `quantity` of a new product (stock `stock`) in the cart, checked out by card. */
  const cardOrder = async (quantity = 1, stock = 5) => {
    const product = await t.request('POST', 'admin/products', {
      token: admin.token,
      json: { name: 'Awning Arms', category: 'rv_parts', prices: [{ currency: 'USD', amount: 40 }], stock },
    });
    const buyer = await t.signUp();
    await t.request('PUT', 'shop/cart/items', {
      token: buyer.token,
      json: { product_id: product.body.data.id, quantity },
    });
    const checkout = await t.request('POST', 'shop/checkout', { token: buyer.token, json: { method: 'stripe' } });
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(201);
    return {
      buyer,
      productId: product.body.data.id as string,
      orderId: checkout.body.data.order_id as string,
      sessionId: sessionIdOf(checkout.body.data.url as string),
      url: checkout.body.data.url as string,
    };
  };

  beforeAll(async () => {
    stripe = await startFakeStripe({ webhookSecret: 'whsec_test_secret' });
    t = await createTestApp(kind, {
      ownerEmail: 'owner@example.com',
      providers: {
        payments: createStripePayments({
          secretKey: stripe.secretKey,
          webhookSecret: stripe.webhookSecret,
          apiUrl: stripe.url,
        }),
      },
    });
    listening = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => listening.once('listening', resolve));
    stripe.setWebhookUrl(`http://127.0.0.1:${(listening.address() as AddressInfo).port}/api/v1/billing/webhook`);
    admin = await t.signUp('owner@example.com');
  }, 60_000);
  afterAll(async () => {
    await new Promise((resolve) => listening.close(resolve));
    await stripe.close();
    await t.close();
  });

  it('sends the order to Stripe Checkout and marks it paid only when the signed webhook says so, once', async () => {
    const { buyer, orderId, sessionId, url } = await cardOrder(2);
    expect(url).toMatch(new RegExp(`^${stripe.url}/pay/cs_`));
    const sent = stripe.requests.find((r) => r.path === '/v1/checkout/sessions')!;
    expect(sent.body).toMatchObject({
      mode: 'payment',
      client_reference_id: orderId,
      metadata: { kind: 'order', order_id: orderId },
      line_items: [
        { quantity: '2', price_data: { currency: 'usd', unit_amount: '4000', product_data: { name: 'Awning Arms' } } },
        // 80 USD: under the free-shipping threshold, so shipping is its own line.
        { quantity: '1', price_data: { unit_amount: '995', product_data: { name: 'Shipping' } } },
      ],
    });

    // Coming back to /payment-success proves nothing: still awaiting payment.
    expect((await orderOf(buyer, orderId)).status).toBe('awaiting_payment');
    const deliveries = await stripe.complete(sessionId);
    expect(deliveries.map((d) => d.status)).toEqual([200]);
    expect((await orderOf(buyer, orderId)).status).toBe('paid');
    expect((await t.lastMailTo(buyer.email))?.subject).toMatch(/is paid$/);

    // Stripe retries a delivery: answered, changes nothing, no second receipt.
    const completed = stripe.events.at(-1)!;
    const again = await stripe.resend(completed.id);
    expect(again.status).toBe(200);
    expect(JSON.parse(again.body)).toEqual({ received: true, duplicate: true });
    const receipts = await t.db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('to_address', '=', buyer.email)
      .where('subject', 'like', '%is paid')
      .execute();
    expect(receipts).toHaveLength(1);
  });

  it('tells the web that cards are taken', async () => {
    expect((await t.request('GET', 'config/public')).body.data.card_payments).toBe(true);
  });

  it('rejects a webhook with a bad or missing signature, or one dated 10 minutes back or ahead, and changes nothing', async () => {
    const { buyer, orderId, sessionId } = await cardOrder();
    const object = { ...stripe.sessions.get(sessionId)!, status: 'complete', payment_status: 'paid' };
    const now = Math.floor(Date.now() / 1000);
    for (const options of [
      { signature: 'bad' },
      { signature: 'none' },
      { timestamp: now - 3600 },
      { timestamp: now - 600 },
      { timestamp: now + 600 },
    ] as const) {
      const res = await stripe.sendEvent('checkout.session.completed', object, options);
      expect(res.status, JSON.stringify(options)).toBe(400);
    }
    expect((await orderOf(buyer, orderId)).status).toBe('awaiting_payment');
  });

  it('cancels an order whose Stripe session expired and gives its stock back; a late payment takes it again', async () => {
    const expired = await cardOrder(3, 3);
    expect(await stockOf(expired.productId)).toBe(0);
    await stripe.expire(expired.sessionId);
    expect((await orderOf(expired.buyer, expired.orderId)).status).toBe('cancelled');
    expect(await stockOf(expired.productId)).toBe(3);

    // Out of order: the order ran out of time here (the sweep) while the buyer was paying at Stripe.
    const late = await cardOrder(1, 2);
    await t.db
      .updateTable('shop_orders')
      .set({ status: 'cancelled', cancelled_at: new Date(), stock_released_at: new Date() })
      .where('id', '=', late.orderId)
      .execute();
    await t.db.updateTable('shop_products').set({ stock: 2 }).where('id', '=', late.productId).execute();
    await stripe.complete(late.sessionId);
    expect((await orderOf(late.buyer, late.orderId)).status).toBe('paid');
    expect(await stockOf(late.productId)).toBe(1);
  });

  it('refunds a paid card order through Stripe from the console, and gives unshipped stock back', async () => {
    const { buyer, orderId, sessionId, productId } = await cardOrder(2, 4);
    await stripe.complete(sessionId);
    const refunded = await t.request('POST', `admin/orders/${orderId}/status`, {
      token: admin.token,
      json: { status: 'refunded' },
    });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect(refunded.body.data.status).toBe('refunded');
    expect(stripe.requests.filter((r) => r.path === '/v1/refunds').at(-1)?.body).toMatchObject({
      payment_intent: expect.stringMatching(/^pi_/),
    });
    expect((await orderOf(buyer, orderId)).status).toBe('refunded');
    expect(await stockOf(productId)).toBe(4);
    // Stripe's charge.refunded for the same refund, arriving afterwards, changes nothing.
    const intent = stripe.requests.filter((r) => r.path === '/v1/refunds').at(-1)!.body.payment_intent as string;
    const late = await stripe.sendEvent('charge.refunded', {
      id: 'ch_late',
      object: 'charge',
      payment_intent: intent,
      amount_refunded: 8000,
      refunded: true,
    });
    expect(late.status).toBe(200);
    expect(await stockOf(productId)).toBe(4);
  });

  it('answers the SPEC text when Stripe cannot start the checkout, and gives the stock back', async () => {
    const product = await t.request('POST', 'admin/products', {
      token: admin.token,
      json: { name: 'Vent Fan', category: 'rv_parts', prices: [{ currency: 'USD', amount: 60 }], stock: 2 },
    });
    const buyer = await t.signUp();
    await t.request('PUT', 'shop/cart/items', {
      token: buyer.token,
      json: { product_id: product.body.data.id, quantity: 2 },
    });
    stripe.failNext(500);
    stripe.failNext(500);
    const res = await t.request('POST', 'shop/checkout', { token: buyer.token, json: { method: 'stripe' } });
    expect(res.status).toBe(502);
    expect(res.body.error).toMatchObject({
      code: 'checkout_failed',
      message: 'Failed to start checkout process. Please try again later.',
    });
    expect(await stockOf(product.body.data.id as string)).toBe(2);
    const orders = await t.request('GET', 'shop/orders', { token: buyer.token });
    expect(orders.body.data.map((o: { status: string }) => o.status)).toEqual(['cancelled']);
  });

  it('upgrades a trial to the annual plan through Stripe, opens the course, and follows the subscription’s events', async () => {
    const member = await t.signUp();
    await t.request('POST', 'admin/lessons', {
      token: admin.token,
      json: { position: 1, title: 'Boondocking basics', video_url: 'https://video.test/boondocking' },
    });
    const checkout = await t.request('POST', 'billing/checkout', {
      token: member.token,
      json: { item: 'annual', currency: 'AUD' },
    });
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
    const sent = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!;
    expect(sent.body).toMatchObject({
      mode: 'subscription',
      line_items: [{ price_data: { currency: 'aud', unit_amount: '15000', recurring: { interval: 'year' } } }],
      subscription_data: { metadata: { user_id: member.id, plan: 'annual' } },
    });
    expect(await subscriptionOf(member)).toMatchObject({ status: 'trialing', plan: 'trial' });

    await stripe.complete(sessionIdOf(checkout.body.data.url as string));
    expect(await subscriptionOf(member)).toMatchObject({
      status: 'active',
      plan: 'annual',
      source: 'stripe',
      can_manage_billing: true,
      course_access: true,
    });
    expect(Date.parse((await subscriptionOf(member)).current_period_end as string)).toBeGreaterThan(
      Date.now() + 360 * 86_400_000,
    );
    const course = await t.request('GET', 'billing/course', { token: member.token });
    expect(course.body.data.lessons[0].video_url).toBe('https://video.test/boondocking');

    const portal = await t.request('POST', 'billing/portal', { token: member.token });
    expect(portal.body.data.url).toMatch(new RegExp(`^${stripe.url}/portal/`));

    // Events out of order: an old "past_due" arriving after a newer "active" does not win.
    const subscriptionId = stripe.events.find((e) => e.type === 'customer.subscription.created')!.data.object
      .id as string;
    const base = stripe.events.find((e) => e.type === 'customer.subscription.created')!.data.object;
    const stale = await stripe.sendEvent(
      'customer.subscription.updated',
      { ...base, id: subscriptionId, status: 'past_due' },
      { created: Math.floor(Date.now() / 1000) - 60 },
    );
    expect(stale.status).toBe(200);
    expect((await subscriptionOf(member)).status).toBe('active');

    const deleted = await stripe.sendEvent('customer.subscription.deleted', {
      ...base,
      id: subscriptionId,
      status: 'canceled',
    });
    expect(deleted.status).toBe(200);
    expect(await subscriptionOf(member)).toMatchObject({ status: 'canceled', course_access: false });
  });

  it('sells the course on its own', async () => {
    const buyer = await t.signUp();
    const checkout = await t.request('POST', 'billing/checkout', { token: buyer.token, json: { item: 'course' } });
    expect(checkout.status).toBe(200);
    expect((await subscriptionOf(buyer)).course_access).toBe(false);
    await stripe.complete(sessionIdOf(checkout.body.data.url as string));
    expect(await subscriptionOf(buyer)).toMatchObject({ course_access: true, plan: 'trial' });
  });
});
