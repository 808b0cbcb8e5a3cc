import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';

import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#platform/config.ts';
import { createProviders } from '#providers/providers.ts';
import { type FakeStripe } from '#test/fakes/fake-stripe-server.ts';
import { type PaymentsProvider } from './payments.ts';
import { createStripePayments } from './stripe-payments.ts';

import { close, failure, listen, membership, order, stripeClientSuite } from '#test/stripe-client-kit.ts';

describe('the Stripe client against the fake Stripe', () => {
  let fake: FakeStripe;
  let payments: PaymentsProvider;
  stripeClientSuite((suite) => ({ fake, payments } = suite));

  describe('checkouts', () => {
    it('opens a payment checkout with its lines in minor units, and answers its id and page', async () => {
      const session = await payments.createPaymentCheckout(order());
      expect(session.id).toMatch(/^cs_test_/);
      expect(session.url).toBe(`${fake.url}/pay/${session.id}`);
      const [request] = fake.requests;
      expect(request).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions' });
      expect(request!.body).toEqual({
        mode: 'payment',
        line_items: [
          {
            price_data: { currency: 'aud', unit_amount: '12950', product_data: { name: 'Awning & poles' } },
            quantity: '2',
          },
          { price_data: { currency: 'aud', unit_amount: '1500', product_data: { name: 'Shipping' } }, quantity: '1' },
        ],
        payment_intent_data: { metadata: { kind: 'order', order_id: 'order-1' } },
        client_reference_id: 'order-1',
        metadata: { kind: 'order', order_id: 'order-1' },
        success_url: 'https://app.example/payment-success?session_id={CHECKOUT_SESSION_ID}',
        cancel_url: 'https://app.example/payment-canceled',
        customer_email: 'buyer@example.com',
      });
      expect(request!.idempotencyKey).toMatch(/^checkout:order-1:[0-9a-f]{32}$/);
      expect(fake.sessions.get(session.id)).toMatchObject({
        mode: 'payment',
        status: 'open',
        currency: 'aud',
        amount_total: 2 * 12_950 + 1_500,
        client_reference_id: 'order-1',
      });
    });

    it('opens one session for the same request made twice, and uses a given idempotency key as it is', async () => {
      const input = order({ clientReferenceId: 'order-twice' });
      const first = await payments.createPaymentCheckout(input);
      const again = await payments.createPaymentCheckout(input);
      expect(again).toEqual(first);
      const other = await payments.createPaymentCheckout({ ...input, metadata: { kind: 'order', note: 'changed' } });
      expect(other.id).not.toBe(first.id);

      await payments.createPaymentCheckout(order({ clientReferenceId: 'order-2', idempotencyKey: 'order:order-2' }));
      expect(fake.requests.at(-1)!.idempotencyKey).toBe('order:order-2');
    });

    it("keeps expires_at inside Stripe's window of 30 minutes to 24 hours", async () => {
      const now = Math.floor(Date.now() / 1000);
      const sentExpiry = async (expiresAt: Date) => {
        await payments.createPaymentCheckout(order({ expiresAt, clientReferenceId: `expiry-${expiresAt.getTime()}` }));
        return Number(fake.requests.at(-1)!.body.expires_at);
      };
      expect(await sentExpiry(new Date((now + 2 * 3600) * 1000))).toBe(now + 2 * 3600);
      // A shop hold of exactly 30 minutes is already a little less by the time Stripe is asked.
      expect(await sentExpiry(new Date((now + 30 * 60) * 1000))).toBeGreaterThanOrEqual(now + 31 * 60);
      expect(await sentExpiry(new Date((now + 48 * 3600) * 1000))).toBeLessThan(now + 24 * 3600);
    });

    it('opens a subscription checkout: a recurring price, the metadata on the subscription too', async () => {
      const session = await payments.createSubscriptionCheckout(membership({ customerId: 'cus_known' }));
      expect(session.url).toBe(`${fake.url}/pay/${session.id}`);
      expect(fake.requests[0]!.body).toEqual({
        mode: 'subscription',
        line_items: [
          {
            price_data: {
              currency: 'nzd',
              unit_amount: '999',
              recurring: { interval: 'month' },
              product_data: { name: 'Monthly membership' },
            },
            quantity: '1',
          },
        ],
        subscription_data: { metadata: { kind: 'subscription', user_id: 'user-1', plan: 'monthly' } },
        client_reference_id: 'user-1',
        metadata: { kind: 'subscription', user_id: 'user-1', plan: 'monthly' },
        success_url: 'https://app.example/payment-success?plan=monthly&session_id={CHECKOUT_SESSION_ID}',
        cancel_url: 'https://app.example/payment-canceled?plan=monthly',
        // A known customer: Stripe refuses customer_email beside it.
        customer: 'cus_known',
      });
      expect(fake.sessions.get(session.id)).toMatchObject({ mode: 'subscription', customer: 'cus_known' });

      await payments.createSubscriptionCheckout(membership({ interval: 'year', clientReferenceId: 'user-2' }));
      expect(fake.requests[1]!.body).toMatchObject({
        line_items: [{ price_data: { recurring: { interval: 'year' } } }],
        customer_email: 'member@example.com',
      });
    });

    it('expires an open checkout, and leaves one already closed as it is', async () => {
      const open = await payments.createPaymentCheckout(order({ clientReferenceId: 'to-expire' }));
      await payments.expireCheckout(open.id);
      expect(fake.requests.at(-1)).toMatchObject({ method: 'POST', path: `/v1/checkout/sessions/${open.id}/expire` });
      expect(fake.sessions.get(open.id)).toMatchObject({ status: 'expired', url: null });
      await payments.expireCheckout(open.id);

      const paid = await payments.createPaymentCheckout(order({ clientReferenceId: 'paid-then-expired' }));
      await fake.complete(paid.id);
      await payments.expireCheckout(paid.id);
      expect(fake.sessions.get(paid.id)!.status).toBe('complete');

      const missing = await failure(payments.expireCheckout('cs_test_missing'));
      expect(missing).toMatchObject({ status: 404, code: 'resource_missing' });

      // Refused for another reason while still open: that is an error.
      const still = await payments.createPaymentCheckout(order({ clientReferenceId: 'still-open' }));
      fake.failNext(400, { error: { type: 'invalid_request_error', message: 'Try later', code: 'lock_timeout' } });
      expect(await failure(payments.expireCheckout(still.id))).toMatchObject({ status: 400, code: 'lock_timeout' });
      expect(fake.sessions.get(still.id)!.status).toBe('open');
    });
  });

  describe('portal, refunds and cancelling', () => {
    it('opens a portal session for a customer', async () => {
      const portal = await payments.createPortalSession({ customerId: 'cus_1', returnUrl: 'https://app.example/you' });
      expect(portal.url).toMatch(new RegExp(`^${fake.url}/portal/bps_`));
      expect(fake.requests[0]).toMatchObject({
        method: 'POST',
        path: '/v1/billing_portal/sessions',
        body: { customer: 'cus_1', return_url: 'https://app.example/you' },
      });
      expect(fake.requests[0]!.idempotencyKey).toMatch(/^portal:cus_1:/);
    });

    it('refunds a payment in part or in whole, once per key', async () => {
      const session = await payments.createPaymentCheckout(order({ clientReferenceId: 'to-refund' }));
      await fake.complete(session.id);
      const paymentIntentId = fake.sessions.get(session.id)!.payment_intent!;

      const part = await payments.refund({ paymentIntentId, amountMinor: 1_500, idempotencyKey: 'refund:part' });
      expect(part).toEqual({ id: expect.stringMatching(/^re_/), status: 'succeeded' });
      expect(fake.requests.at(-1)).toMatchObject({
        path: '/v1/refunds',
        body: { payment_intent: paymentIntentId, amount: '1500' },
        idempotencyKey: 'refund:part',
      });
      expect(await payments.refund({ paymentIntentId, amountMinor: 1_500, idempotencyKey: 'refund:part' })).toEqual(
        part,
      );

      const rest = await payments.refund({ paymentIntentId, idempotencyKey: 'refund:rest' });
      expect(rest.id).not.toBe(part.id);
      expect(fake.requests.at(-1)!.body).toEqual({ payment_intent: paymentIntentId });

      const again = await failure(payments.refund({ paymentIntentId, idempotencyKey: 'refund:again' }));
      expect(again).toMatchObject({ status: 400, code: 'charge_already_refunded' });
      const unknown = await failure(payments.refund({ paymentIntentId: 'pi_unknown', idempotencyKey: 'refund:x' }));
      expect(unknown).toMatchObject({ status: 400, code: 'resource_missing' });
    });

    it('cancels a subscription now, and a second cancel is not an error', async () => {
      const session = await payments.createSubscriptionCheckout(membership({ clientReferenceId: 'user-cancel' }));
      await fake.complete(session.id);
      const subscriptionId = fake.sessions.get(session.id)!.subscription!;

      await payments.cancelSubscription(subscriptionId);
      expect(fake.requests.at(-1)).toMatchObject({ method: 'DELETE', path: `/v1/subscriptions/${subscriptionId}` });
      const res = await fetch(`${fake.url}/v1/subscriptions/${subscriptionId}`, {
        headers: { authorization: `Bearer ${fake.secretKey}` },
      });
      expect(await res.json()).toMatchObject({ id: subscriptionId, status: 'canceled' });
      await payments.cancelSubscription(subscriptionId);

      expect(await failure(payments.cancelSubscription('sub_unknown'))).toMatchObject({
        status: 404,
        code: 'resource_missing',
      });
    });
  });

  describe('failures', () => {
    it("turns Stripe's error answer into a PaymentProviderError with its status and code", async () => {
      fake.failNext(402, {
        error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
      });
      const err = await failure(payments.refund({ paymentIntentId: 'pi_1', idempotencyKey: 'declined' }));
      expect(err).toMatchObject({ status: 402, code: 'card_declined', message: 'Your card was declined.' });

      fake.failNext(400, { error: { type: 'invalid_request_error', message: 'Bad param', param: 'currency' } });
      expect(await failure(payments.createPaymentCheckout(order()))).toMatchObject({ status: 400 });
    });

    it('refuses a wrong key with a 401', async () => {
      const wrong = createStripePayments({ secretKey: 'sk_test_wrong', webhookSecret: 'x', apiUrl: fake.url });
      const err = await failure(wrong.createPaymentCheckout(order()));
      expect(err.status).toBe(401);
      expect(err.message).toMatch(/Invalid API Key/);
    });

    it('retries a server error once', async () => {
      fake.failNext(500);
      const session = await payments.createPaymentCheckout(order({ clientReferenceId: 'retried' }));
      expect(session.id).toMatch(/^cs_test_/);
      expect(fake.requests).toHaveLength(2);
      expect(fake.requests[1]!.idempotencyKey).toBe(fake.requests[0]!.idempotencyKey);

      fake.failNext(503);
      fake.failNext(503);
      expect(await failure(payments.createPaymentCheckout(order({ clientReferenceId: 'down' })))).toMatchObject({
        status: 503,
      });
    });

    it('fails within its timeout when Stripe cannot be reached or does not answer', async () => {
      const closed = createServer();
      const closedUrl = await listen(closed);
      await close(closed);
      const refused = createStripePayments({ secretKey: 'sk_test_1', webhookSecret: 'x', apiUrl: closedUrl });
      const unreachable = await failure(refused.createPaymentCheckout(order()));
      expect(unreachable.status).toBeUndefined();

      const silent = createServer(() => {});
      const silentUrl = await listen(silent);
      try {
        const slow = createStripePayments({
          secretKey: 'sk_test_1',
          webhookSecret: 'x',
          apiUrl: silentUrl,
          timeoutMs: 200,
        });
        const started = Date.now();
        const timedOut = await failure(slow.createPaymentCheckout(order()));
        expect(timedOut.status).toBeUndefined();
        // Two attempts of 200 ms and the pause between them.
        expect(Date.now() - started).toBeLessThan(3_000);
      } finally {
        await close(silent);
      }
    });
  });
});

describe('payments configuration', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ww-payments-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('offers card payments only when Stripe is configured', () => {
    expect(createProviders(loadConfig({ DATA_DIR: dataDir })).payments).toBeUndefined();
    const config = loadConfig({
      DATA_DIR: dataDir,
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
    });
    expect(createProviders(config).payments).toBeDefined();
  });
});
