import { describe, expect, it } from 'vitest';

import { type FakeStripe } from '#test/fakes/fake-stripe-server.ts';
import { PaymentWebhookError, type PaymentsProvider } from './payments.ts';

import { membership, order, stripeClientSuite, webhookFailure, type Received } from '#test/stripe-client-kit.ts';

describe('the Stripe client against the fake Stripe', () => {
  let fake: FakeStripe;
  let payments: PaymentsProvider;
  let received: Received[];
  stripeClientSuite((suite) => ({ fake, payments, received } = suite));

  const lastEvent = () => received.at(-1)!.event!;
  /** The newest event the client read is `event`, with the id and time of the newest the fake sent. */
  const expectLastEvent = (event: Record<string, unknown>) =>
    expect(lastEvent()).toEqual({ ...event, id: fake.events.at(-1)!.id, created: fake.events.at(-1)!.created });

  describe('webhooks', () => {
    const subscriptionObject = (overrides: Record<string, unknown> = {}) => ({
      id: 'sub_1',
      object: 'subscription',
      customer: 'cus_1',
      status: 'past_due',
      cancel_at_period_end: true,
      metadata: { user_id: 'user-1', plan: 'annual' },
      items: { object: 'list', data: [{ id: 'si_1', current_period_end: 1_900_000_000 }] },
      ...overrides,
    });

    it('reads a paid checkout and its session', async () => {
      const session = await payments.createPaymentCheckout(order({ clientReferenceId: 'order-paid' }));
      const deliveries = await fake.complete(session.id);
      expect(deliveries).toEqual([{ status: 200, body: '{"received":true}' }]);
      const paid = fake.sessions.get(session.id)!;
      expectLastEvent({
        type: 'checkout.completed',
        sessionId: session.id,
        mode: 'payment',
        clientReferenceId: 'order-paid',
        metadata: { kind: 'order', order_id: 'order-1' },
        paymentStatus: 'paid',
        paymentIntentId: paid.payment_intent,
        customerId: null,
        subscriptionId: null,
      });
    });

    it('reads a subscription checkout: the subscription first, then the completed checkout', async () => {
      const session = await payments.createSubscriptionCheckout(membership({ clientReferenceId: 'user-sub' }));
      await fake.complete(session.id);
      const done = fake.sessions.get(session.id)!;
      const [created, completed] = received.map((r) => r.event!);
      expect(created).toMatchObject({
        type: 'subscription.changed',
        subscriptionId: done.subscription,
        customerId: done.customer,
        status: 'active',
        cancelAtPeriodEnd: false,
        metadata: { kind: 'subscription', user_id: 'user-1', plan: 'monthly' },
        deleted: false,
      });
      const periodEnd = created?.type === 'subscription.changed' ? created.currentPeriodEnd : null;
      const days = ((periodEnd?.getTime() ?? 0) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(27);
      expect(days).toBeLessThan(32);
      expect(completed).toMatchObject({
        type: 'checkout.completed',
        mode: 'subscription',
        clientReferenceId: 'user-sub',
        paymentStatus: 'paid',
        paymentIntentId: null,
        customerId: done.customer,
        subscriptionId: done.subscription,
      });
    });

    it('reads an expired checkout and a delayed payment that succeeded', async () => {
      const session = await payments.createPaymentCheckout(order({ clientReferenceId: 'order-late' }));
      await fake.expire(session.id);
      expectLastEvent({
        type: 'checkout.expired',
        sessionId: session.id,
        clientReferenceId: 'order-late',
        metadata: { kind: 'order', order_id: 'order-1' },
      });

      const async = { ...fake.sessions.get(session.id)!, payment_status: 'paid', payment_intent: { id: 'pi_exp' } };
      await fake.sendEvent('checkout.session.async_payment_succeeded', async);
      expect(lastEvent()).toMatchObject({
        type: 'checkout.completed',
        paymentIntentId: 'pi_exp',
        paymentStatus: 'paid',
      });
    });

    it('reads subscription changes with the period end on the item or, in older API versions, on the subscription', async () => {
      await fake.sendEvent('customer.subscription.updated', subscriptionObject());
      expectLastEvent({
        type: 'subscription.changed',
        subscriptionId: 'sub_1',
        customerId: 'cus_1',
        status: 'past_due',
        currentPeriodEnd: new Date(1_900_000_000_000),
        cancelAtPeriodEnd: true,
        metadata: { user_id: 'user-1', plan: 'annual' },
        deleted: false,
      });

      await fake.sendEvent(
        'customer.subscription.deleted',
        subscriptionObject({ status: 'canceled', current_period_end: 1_800_000_000, items: undefined }),
      );
      expect(lastEvent()).toMatchObject({
        status: 'canceled',
        currentPeriodEnd: new Date(1_800_000_000_000),
        deleted: true,
      });

      await fake.sendEvent(
        'customer.subscription.created',
        subscriptionObject({ items: { data: [] }, metadata: null }),
      );
      expect(lastEvent()).toMatchObject({ currentPeriodEnd: null, metadata: {} });
    });

    it('reads a failed invoice payment in the old and the new invoice shape', async () => {
      await fake.sendEvent('invoice.payment_failed', {
        id: 'in_1',
        object: 'invoice',
        customer: 'cus_1',
        subscription: 'sub_1',
      });
      expectLastEvent({
        type: 'invoice.payment_failed',
        subscriptionId: 'sub_1',
        customerId: 'cus_1',
      });
      await fake.sendEvent('invoice.payment_failed', {
        id: 'in_2',
        object: 'invoice',
        customer: 'cus_2',
        parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_2' } },
      });
      expect(lastEvent()).toMatchObject({ subscriptionId: 'sub_2', customerId: 'cus_2' });
      await fake.sendEvent('invoice.payment_failed', { id: 'in_3', object: 'invoice', customer: null, parent: null });
      expect(lastEvent()).toMatchObject({ subscriptionId: null, customerId: null });
    });

    it('reads a refunded charge, and names every other event as ignored', async () => {
      await fake.sendEvent('charge.refunded', {
        id: 'ch_1',
        object: 'charge',
        payment_intent: 'pi_1',
        amount: 5_000,
        amount_refunded: 1_500,
        refunded: false,
      });
      expectLastEvent({
        type: 'charge.refunded',
        paymentIntentId: 'pi_1',
        amountRefundedMinor: 1_500,
        refunded: false,
      });

      await fake.sendEvent('payment_intent.created', { id: 'pi_2', object: 'payment_intent' });
      expectLastEvent({
        type: 'ignored',
        stripeType: 'payment_intent.created',
      });
      const setup = { ...fake.sessions.values().next().value!, mode: 'setup' };
      await fake.sendEvent('checkout.session.completed', setup);
      expect(lastEvent()).toMatchObject({ type: 'ignored', stripeType: 'checkout.session.completed' });
    });

    it('refuses a bad signature, a missing one, one dated outside the tolerance either way, and a body changed after signing', async () => {
      const object = { id: 'pi_1', object: 'payment_intent' };
      expect(await fake.sendEvent('payment_intent.created', object, { signature: 'bad' })).toMatchObject({
        status: 400,
      });
      expect(received.at(-1)!.error).toBeInstanceOf(PaymentWebhookError);
      expect(await fake.sendEvent('payment_intent.created', object, { signature: 'none' })).toMatchObject({
        status: 400,
      });
      const stale = Math.floor(Date.now() / 1000) - 301;
      expect(await fake.sendEvent('payment_intent.created', object, { timestamp: stale })).toMatchObject({
        status: 400,
      });
      expect(received.at(-1)!.error).toBeInstanceOf(PaymentWebhookError);
      expect(await fake.sendEvent('payment_intent.created', object, { timestamp: stale + 60 })).toMatchObject({
        status: 200,
      });
      // Signed with the real secret but dated ahead: refused past the tolerance, taken within it (a skewed clock).
      const ahead = Math.floor(Date.now() / 1000) + 301;
      expect(await fake.sendEvent('payment_intent.created', object, { timestamp: ahead })).toMatchObject({
        status: 400,
      });
      expect(received.at(-1)!.error).toBeInstanceOf(PaymentWebhookError);
      expect((received.at(-1)!.error as PaymentWebhookError).message).toMatch(/future/);
      expect(await fake.sendEvent('payment_intent.created', object, { timestamp: ahead - 60 })).toMatchObject({
        status: 200,
      });

      const { rawBody, signature } = received.at(-1)!;
      const altered = rawBody.replace('"pi_1"', '"pi_2"');
      expect(altered).not.toBe(rawBody);
      expect(webhookFailure(() => payments.parseWebhook(altered, signature)).message).toMatch(/signature/i);
      // Re-serialised JSON is not the body that was signed.
      const reserialised = JSON.stringify(JSON.parse(rawBody));
      webhookFailure(() => payments.parseWebhook(reserialised, signature));
      expect(webhookFailure(() => payments.parseWebhook(rawBody, undefined)).message).toMatch(/missing/);
      expect(payments.parseWebhook(rawBody, signature).type).toBe('ignored');
    });

    it('refuses a signed event it cannot read', async () => {
      await fake.sendEvent('checkout.session.completed', { id: 'cs_1', mode: 'payment', payment_status: 'maybe' });
      expect(received.at(-1)!.error).toBeInstanceOf(PaymentWebhookError);
      expect((received.at(-1)!.error as Error).message).toMatch(/checkout\.session\.completed/);
      await fake.sendEvent('charge.refunded', { id: 'ch_1' });
      expect(received.at(-1)!.error).toBeInstanceOf(PaymentWebhookError);
    });

    it('reads a replayed event as the same event', async () => {
      await fake.sendEvent('charge.refunded', { payment_intent: 'pi_9', amount_refunded: 100, refunded: true });
      const first = lastEvent();
      expect(await fake.resend(first.id)).toMatchObject({ status: 200 });
      expect(lastEvent()).toEqual(first);
    });
  });
});
