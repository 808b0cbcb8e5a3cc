// The Stripe client tests' shared ground: the fake Stripe, a client of it, and a webhook receiver parsing what it sends.

import { createServer, type Server } from 'node:http';
import { listenLocally } from '#test/fakes/fake-http.ts';

import { afterAll, beforeAll, beforeEach } from 'vitest';

import { startFakeStripe, type FakeStripe } from '#test/fakes/fake-stripe-server.ts';
import {
  PaymentProviderError,
  PaymentWebhookError,
  type PaymentCheckoutInput,
  type PaymentEvent,
  type PaymentsProvider,
  type SubscriptionCheckoutInput,
} from '#providers/payments/payments.ts';
import { createStripePayments } from '#providers/payments/stripe-payments.ts';

export const WEBHOOK_SECRET = 'whsec_test_secret';

export async function listen(server: Server): Promise<string> {
  return (await listenLocally(server)).url;
}

export async function close(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}

export async function failure(promise: Promise<unknown>): Promise<PaymentProviderError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof PaymentProviderError) return err;
    throw err;
  }
  throw new Error('expected the call to fail');
}

export function webhookFailure(parse: () => unknown): PaymentWebhookError {
  try {
    parse();
  } catch (err) {
    if (err instanceof PaymentWebhookError) return err;
    throw err;
  }
  throw new Error('expected the webhook to be refused');
}

export const order = (overrides: Partial<PaymentCheckoutInput> = {}): PaymentCheckoutInput => ({
  currency: 'AUD',
  lines: [
    { name: 'Awning & poles', unitAmountMinor: 12_950, quantity: 2 },
    { name: 'Shipping', unitAmountMinor: 1_500, quantity: 1 },
  ],
  customerEmail: 'buyer@example.com',
  clientReferenceId: 'order-1',
  metadata: { kind: 'order', order_id: 'order-1' },
  successUrl: 'https://app.example/payment-success?session_id={CHECKOUT_SESSION_ID}',
  cancelUrl: 'https://app.example/payment-canceled',
  ...overrides,
});

export const membership = (overrides: Partial<SubscriptionCheckoutInput> = {}): SubscriptionCheckoutInput => ({
  currency: 'NZD',
  interval: 'month',
  productName: 'Monthly membership',
  unitAmountMinor: 999,
  customerEmail: 'member@example.com',
  clientReferenceId: 'user-1',
  metadata: { kind: 'subscription', user_id: 'user-1', plan: 'monthly' },
  successUrl: 'https://app.example/payment-success?plan=monthly&session_id={CHECKOUT_SESSION_ID}',
  cancelUrl: 'https://app.example/payment-canceled?plan=monthly',
  ...overrides,
});

export type Received = { rawBody: string; signature: string | undefined; event?: PaymentEvent; error?: unknown };
export type StripeClientSuite = { fake: FakeStripe; payments: PaymentsProvider; received: Received[] };

/** Starts the fake Stripe and the receiver for the tests of one describe; requests and receipts are emptied before each. */
export function stripeClientSuite(ready: (suite: StripeClientSuite) => void) {
  let fake: FakeStripe;
  let payments: PaymentsProvider;
  /** What the app's webhook route does: the raw body and the header, to parseWebhook. */
  const received: Received[] = [];
  let receiver: Server;

  beforeAll(async () => {
    fake = await startFakeStripe({ webhookSecret: WEBHOOK_SECRET });
    payments = createStripePayments({ secretKey: fake.secretKey, webhookSecret: WEBHOOK_SECRET, apiUrl: fake.url });
    receiver = createServer((req, res) => {
      void (async () => {
        const chunks: Buffer[] = [];
        for await (const chunk of req) chunks.push(chunk as Buffer);
        const rawBody = Buffer.concat(chunks).toString('utf8');
        const signature = req.headers['stripe-signature'] as string | undefined;
        try {
          const event = payments.parseWebhook(rawBody, signature);
          received.push({ rawBody, signature, event });
          res.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
        } catch (error) {
          received.push({ rawBody, signature, error });
          res.writeHead(400).end('bad webhook');
        }
      })();
    });
    fake.setWebhookUrl(`${await listen(receiver)}/webhook`);
    ready({ fake, payments, received });
  });
  afterAll(async () => {
    await fake.close();
    await close(receiver);
  });
  beforeEach(() => {
    fake.requests.length = 0;
    received.length = 0;
  });
}
