import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from './fake-stripe-server.ts';
import { createStripePayments } from '#providers/payments/stripe-payments.ts';
import type { PaymentsProvider } from '#providers/payments/payments.ts';

const WEBHOOK_SECRET = 'whsec_fake_pages';

/** A webhook as the app's route receives it. */
type Received = { rawBody: string; signature: string };

describe('the fake Stripe', () => {
  let fake: FakeStripe;
  let payments: PaymentsProvider;
  let receiver: Server;
  const received: Received[] = [];

  const api = (path: string, init: RequestInit = {}) =>
    fetch(`${fake.url}${path}`, {
      ...init,
      headers: {
        authorization: `Bearer ${fake.secretKey}`,
        'content-type': 'application/x-www-form-urlencoded',
        ...(init.headers as Record<string, string> | undefined),
      },
    });
  const press = (path: string, form: Record<string, string> = {}) =>
    fetch(`${fake.url}${path}`, { method: 'POST', body: new URLSearchParams(form), redirect: 'manual' });
  /** The event as Stripe's own library reads it, which checks the signature as Stripe signs. */
  const verified = ({ rawBody, signature }: Received) =>
    Stripe.webhooks.constructEvent(rawBody, signature, WEBHOOK_SECRET);

  beforeAll(async () => {
    receiver = createServer((req, res) => {
      void (async () => {
        const chunks: Buffer[] = [];
        for await (const chunk of req) chunks.push(chunk as Buffer);
        received.push({
          rawBody: Buffer.concat(chunks).toString('utf8'),
          signature: String(req.headers['stripe-signature']),
        });
        res.writeHead(200).end('ok');
      })();
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhook`;
    fake = await startFakeStripe({ secretKey: 'sk_test_pages', webhookSecret: WEBHOOK_SECRET, webhookUrl });
    payments = createStripePayments({ secretKey: fake.secretKey, webhookSecret: WEBHOOK_SECRET, apiUrl: fake.url });
  });
  afterAll(async () => {
    await fake.close();
    receiver.closeAllConnections();
    await new Promise((resolve) => receiver.close(resolve));
  });
  beforeEach(() => {
    received.length = 0;
  });

  // Each its own order: the same request twice would be the same session.
  const checkout = (orderId: string) =>
    payments.createPaymentCheckout({
      currency: 'GBP',
      lines: [{ name: 'Levelling <blocks>', unitAmountMinor: 2_499, quantity: 2 }],
      clientReferenceId: orderId,
      metadata: { order_id: 'order-9' },
      successUrl: 'https://app.example/done?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'https://app.example/cart',
    });

  it('shows the amount on its pay page; Pay sends a signed checkout.session.completed, then goes to the success URL', async () => {
    const session = await checkout('order-pay');
    const page = await fetch(session.url);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('Levelling &#60;blocks&#62; × 2');
    expect(html).toContain('49.98 GBP');
    expect(html).toContain(`action="/pay/${session.id}/complete"`);
    expect(html).toContain('>Pay</button>');
    expect(html).toContain('>Cancel</button>');

    const paid = await press(`/pay/${session.id}/complete`);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`https://app.example/done?session_id=${session.id}`);
    expect(received).toHaveLength(1);
    const event = verified(received[0]!);
    expect(event).toMatchObject({ type: 'checkout.session.completed', object: 'event', livemode: false });
    expect(event.data.object).toMatchObject({
      id: session.id,
      object: 'checkout.session',
      status: 'complete',
      payment_status: 'paid',
      payment_intent: expect.stringMatching(/^pi_/),
      amount_total: 4_998,
      currency: 'gbp',
      client_reference_id: 'order-pay',
      metadata: { order_id: 'order-9' },
    });
    expect(fake.events.map((e) => e.type)).toContain('checkout.session.completed');
    expect(await (await fetch(session.url)).text()).toContain('This checkout session is complete.');
    expect((await press(`/pay/${session.id}/complete`)).status).toBe(409);
  });

  it("signs exactly as Stripe's library does", async () => {
    const timestamp = Math.floor(Date.now() / 1000) - 10;
    await fake.sendEvent('payment_intent.created', { id: 'pi_sig' }, { timestamp });
    const { rawBody, signature } = received[0]!;
    expect(signature).toBe(
      Stripe.webhooks.generateTestHeaderString({ payload: rawBody, secret: WEBHOOK_SECRET, timestamp }),
    );
    expect(JSON.parse(rawBody)).toMatchObject({
      id: expect.stringMatching(/^evt_/),
      object: 'event',
      api_version: expect.any(String),
      type: 'payment_intent.created',
      data: { object: { id: 'pi_sig' } },
    });
  });

  it('Cancel goes back to the cancel URL without an event, and the session stays open', async () => {
    const session = await checkout('order-cancel');
    const events = fake.events.length;
    const cancelled = await press(`/pay/${session.id}/cancel`);
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe('https://app.example/cart');
    expect(received).toHaveLength(0);
    expect(fake.events).toHaveLength(events);
    expect(fake.sessions.get(session.id)!.status).toBe('open');
  });

  it('lets a subscriber cancel in the portal, which sends customer.subscription.deleted', async () => {
    const session = await payments.createSubscriptionCheckout({
      currency: 'CAD',
      interval: 'year',
      productName: 'Annual membership',
      unitAmountMinor: 9_900,
      clientReferenceId: 'user-7',
      metadata: { user_id: 'user-7' },
      successUrl: 'https://app.example/done',
      cancelUrl: 'https://app.example/plans',
    });
    const deliveries = await fake.complete(session.id);
    expect(deliveries.map((d) => d.status)).toEqual([200, 200]);
    expect(received.map((r) => verified(r).type)).toEqual([
      'customer.subscription.created',
      'checkout.session.completed',
    ]);
    const subscription = verified(received[0]!).data.object as Stripe.Subscription;
    expect(subscription).toMatchObject({ status: 'active', metadata: { user_id: 'user-7' }, currency: 'cad' });
    const periodEnd = subscription.items.data[0]!.current_period_end;
    expect(periodEnd - subscription.start_date).toBeGreaterThanOrEqual(365 * 86_400);
    const { customer } = fake.sessions.get(session.id)!;
    expect(customer).toMatch(/^cus_/);

    const portal = await payments.createPortalSession({ customerId: customer!, returnUrl: 'https://app.example/me' });
    const html = await (await fetch(portal.url)).text();
    expect(html).toContain(subscription.id);
    expect(html).toContain('>Cancel subscription</button>');
    const id = portal.url.split('/').at(-1)!;
    const back = await press(`/portal/${id}/return`);
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe('https://app.example/me');

    received.length = 0;
    const cancelled = await press(`/portal/${id}/cancel`, { subscription: subscription.id });
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe('https://app.example/me');
    const deleted = verified(received[0]!);
    expect(deleted.type).toBe('customer.subscription.deleted');
    expect(deleted.data.object).toMatchObject({ id: subscription.id, status: 'canceled' });
    expect(await (await fetch(portal.url)).text()).toContain('No active subscriptions.');
  });

  it('answers refunds and portal sessions in their real shapes', async () => {
    const session = await checkout('order-refund');
    await fake.complete(session.id);
    const paymentIntent = fake.sessions.get(session.id)!.payment_intent!;
    const refund = await api('/v1/refunds', {
      method: 'POST',
      body: new URLSearchParams({ payment_intent: paymentIntent, amount: '999' }),
    });
    expect(await refund.json()).toEqual({
      id: expect.stringMatching(/^re_/),
      object: 'refund',
      amount: 999,
      charge: expect.stringMatching(/^ch_/),
      created: expect.any(Number),
      currency: 'gbp',
      metadata: {},
      payment_intent: paymentIntent,
      reason: null,
      status: 'succeeded',
    });
    const tooMuch = await api('/v1/refunds', {
      method: 'POST',
      body: new URLSearchParams({ payment_intent: paymentIntent, amount: '9999' }),
    });
    expect(tooMuch.status).toBe(400);
    expect(await tooMuch.json()).toMatchObject({ error: { type: 'invalid_request_error', code: 'amount_too_large' } });

    const portal = await api('/v1/billing_portal/sessions', {
      method: 'POST',
      body: new URLSearchParams({ customer: 'cus_x', return_url: 'https://app.example/me' }),
    });
    expect(await portal.json()).toMatchObject({
      id: expect.stringMatching(/^bps_/),
      object: 'billing_portal.session',
      customer: 'cus_x',
      return_url: 'https://app.example/me',
      url: expect.stringMatching(new RegExp(`^${fake.url}/portal/bps_`)),
      livemode: false,
    });
  });

  it("parses Stripe's bracket notation into nested objects and arrays", async () => {
    const form = [
      'mode=payment',
      'line_items[0][price_data][currency]=eur',
      'line_items[0][price_data][unit_amount]=100',
      `line_items[0][price_data][product_data][name]=${encodeURIComponent('Tea & [biscuits] = 1+1 ☕')}`,
      'line_items[0][quantity]=1',
      'line_items[1][price_data][currency]=eur',
      'line_items[1][price_data][unit_amount]=5',
      'line_items[1][price_data][product_data][name]=Gas',
      'line_items[1][quantity]=3',
      'metadata[note]=a%20b',
      'expand[]=line_items',
      'expand[]=customer',
    ].join('&');
    const res = await api('/v1/checkout/sessions', { method: 'POST', body: form });
    expect(res.status).toBe(200);
    expect(fake.requests.at(-1)!.body).toEqual({
      mode: 'payment',
      line_items: [
        {
          price_data: { currency: 'eur', unit_amount: '100', product_data: { name: 'Tea & [biscuits] = 1+1 ☕' } },
          quantity: '1',
        },
        { price_data: { currency: 'eur', unit_amount: '5', product_data: { name: 'Gas' } }, quantity: '3' },
      ],
      metadata: { note: 'a b' },
      expand: ['line_items', 'customer'],
    });
    expect(await res.json()).toMatchObject({ amount_total: 115, currency: 'eur', metadata: { note: 'a b' } });
  });

  it('refuses what Stripe refuses, in its error shape', async () => {
    const create = async (form: string) => {
      const res = await api('/v1/checkout/sessions', { method: 'POST', body: form });
      return { status: res.status, body: (await res.json()) as { error: Record<string, string> } };
    };
    const line = 'line_items[0][price_data][currency]=usd&line_items[0][price_data][product_data][name]=A';
    expect(await create(`mode=payment&${line}&line_items[0][quantity]=1`)).toEqual({
      status: 400,
      body: {
        error: {
          type: 'invalid_request_error',
          code: 'parameter_missing',
          param: 'line_items[0][price_data][unit_amount]',
          message: 'Missing required param: line_items[0][price_data][unit_amount].',
        },
      },
    });
    const recurring = `${line}&line_items[0][price_data][unit_amount]=1&line_items[0][quantity]=1&line_items[0][price_data][recurring][interval]=month`;
    expect((await create(`mode=payment&${recurring}`)).body.error.message).toMatch(/recurring price/);
    const once = `${line}&line_items[0][price_data][unit_amount]=1&line_items[0][quantity]=1`;
    expect((await create(`mode=subscription&${once}`)).body.error.message).toMatch(/at least one recurring/);
    expect((await create(`mode=payment&${once}&customer=cus_1&customer_email=a@b.c`)).status).toBe(400);
    expect((await create(`mode=payment&${once}&colour=red`)).body.error).toMatchObject({
      code: 'parameter_unknown',
      param: 'colour',
    });
    expect((await create(`mode=payment&${once}&expires_at=${Math.floor(Date.now() / 1000) + 60}`)).status).toBe(400);

    const noKey = await fetch(`${fake.url}/v1/checkout/sessions`, { method: 'POST' });
    expect(noKey.status).toBe(401);
    expect(await noKey.json()).toMatchObject({ error: { type: 'invalid_request_error' } });
    const unknown = await api('/v1/customers');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({
      error: { type: 'invalid_request_error', message: expect.stringMatching(/^Unrecognized request URL \(GET/) },
    });
    const missing = await api('/v1/checkout/sessions/cs_test_nope');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: { code: 'resource_missing' } });
  });

  it('replays an idempotent request, and refuses its key with other parameters', async () => {
    const once =
      'mode=payment&line_items[0][price_data][currency]=usd&line_items[0][price_data][unit_amount]=1&line_items[0][price_data][product_data][name]=A&line_items[0][quantity]=1';
    const send = (body: string) =>
      api('/v1/checkout/sessions', { method: 'POST', body, headers: { 'idempotency-key': 'key-1' } });
    const first = await send(once);
    const replay = await send(once);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await replay.json()).toEqual(await first.json());
    const other = await send(`${once}&client_reference_id=x`);
    expect(other.status).toBe(400);
    expect(await other.json()).toMatchObject({ error: { type: 'idempotency_error' } });
  });

  it('expires a session with its event, and resends an event as it was', async () => {
    const session = await checkout('order-expire');
    await fake.expire(session.id);
    expect(fake.sessions.get(session.id)).toMatchObject({ status: 'expired', url: null });
    const event = verified(received[0]!);
    expect(event).toMatchObject({ type: 'checkout.session.expired', data: { object: { id: session.id } } });

    expect(await fake.resend(event.id)).toEqual({ status: 200, body: 'ok' });
    expect(received[1]!.rawBody).toBe(received[0]!.rawBody);
    expect(verified(received[1]!).id).toBe(event.id);
    expect(fake.events.filter((e) => e.id === event.id)).toHaveLength(1);
  });
});
