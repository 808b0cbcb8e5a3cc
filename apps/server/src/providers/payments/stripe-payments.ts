import { createHash, randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { z } from 'zod';
import {
  PaymentProviderError,
  PaymentWebhookError,
  type CheckoutCommon,
  type CheckoutSession,
  type PaymentEvent,
  type PaymentsProvider,
} from './payments.ts';

/**
 * Stripe's documented webhook tolerance: an older signature may be a replay. Stripe's library checks the past only; a
 * signature dated further ahead than this is refused too (a clock that far off, or a signed event held back to be
 * replayed later).
 */
const WEBHOOK_TOLERANCE_S = 300;

/** The signing time (`t=`) of a Stripe-Signature header, in seconds; undefined when there is none. */
function signedAt(signatureHeader: string): number | undefined {
  const match = /(?:^|,)\s*t=(\d+)(?:,|$)/.exec(signatureHeader);
  return match ? Number(match[1]) : undefined;
}
/**
 * Stripe refuses an expires_at outside 30 minutes to 24 hours from the session's creation; a minute inside each end
 * leaves room for the request's own time and a skewed clock (a shop's 30-minute hold would otherwise be refused).
 */
const MIN_EXPIRY_S = 31 * 60;
const MAX_EXPIRY_S = 24 * 3600 - 60;

export type StripePaymentsOptions = {
  secretKey: string;
  webhookSecret: string;
  /** Another API origin (a fake Stripe in tests); only its protocol, host and port are used. */
  apiUrl?: string;
  /** Per attempt; a failed attempt is retried once. Default 10 s. */
  timeoutMs?: number;
};

/** The Stripe client (the official package), reduced to what the shop and the memberships use. */
export function createStripePayments(options: StripePaymentsOptions): PaymentsProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 1,
    timeout: options.timeoutMs ?? 10_000,
    ...(options.apiUrl ? endpoint(options.apiUrl) : {}),
  });

  async function createCheckout(input: CheckoutCommon, params: Stripe.Checkout.SessionCreateParams) {
    const all: Stripe.Checkout.SessionCreateParams = {
      ...params,
      client_reference_id: input.clientReferenceId,
      metadata: input.metadata,
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      // Stripe refuses both together; a known customer's own email wins.
      ...(input.customerId
        ? { customer: input.customerId }
        : input.customerEmail
          ? { customer_email: input.customerEmail }
          : {}),
    };
    // A hash of exactly what is sent: a repeat opens the same session, and other parameters never reuse a key.
    const hash = createHash('sha256').update(JSON.stringify(all)).digest('hex').slice(0, 32);
    const idempotencyKey = input.idempotencyKey ?? `checkout:${input.clientReferenceId}:${hash}`;
    const session = await call(() => stripe.checkout.sessions.create(all, { idempotencyKey }));
    if (!session.url) throw new PaymentProviderError(`Stripe answered checkout ${session.id} without a URL`);
    return { id: session.id, url: session.url } satisfies CheckoutSession;
  }

  return {
    createPaymentCheckout: (input) =>
      createCheckout(input, {
        mode: 'payment',
        line_items: input.lines.map((line) => ({
          price_data: {
            currency: input.currency.toLowerCase(),
            unit_amount: line.unitAmountMinor,
            product_data: { name: line.name },
          },
          quantity: line.quantity,
        })),
        // The payment (and so its refunds) carries the metadata too, for whoever reads it in the dashboard.
        payment_intent_data: { metadata: input.metadata },
        ...(input.expiresAt ? { expires_at: expiresAt(input.expiresAt) } : {}),
      }),

    createSubscriptionCheckout: (input) =>
      createCheckout(input, {
        mode: 'subscription',
        line_items: [
          {
            price_data: {
              currency: input.currency.toLowerCase(),
              unit_amount: input.unitAmountMinor,
              recurring: { interval: input.interval },
              product_data: { name: input.productName },
            },
            quantity: 1,
          },
        ],
        // The subscription's own events (renewals, cancelling in the portal) only carry the subscription's metadata.
        subscription_data: { metadata: input.metadata },
      }),

    async expireCheckout(sessionId) {
      try {
        await stripe.checkout.sessions.expire(sessionId);
      } catch (err) {
        // Stripe refuses to expire a session that is no longer open, without a code to tell why: ask it.
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 400) {
          const session = await call(() => stripe.checkout.sessions.retrieve(sessionId));
          if (session.status !== 'open') return;
        }
        throw toProviderError(err);
      }
    },

    async createPortalSession({ customerId, returnUrl }) {
      // Not a stable key: a portal link lives minutes, so a replayed answer would be a dead link.
      const idempotencyKey = `portal:${customerId}:${randomUUID()}`;
      const session = await call(() =>
        stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }, { idempotencyKey }),
      );
      return { url: session.url };
    },

    async refund({ paymentIntentId, amountMinor, idempotencyKey }) {
      const refund = await call(() =>
        stripe.refunds.create(
          { payment_intent: paymentIntentId, ...(amountMinor === undefined ? {} : { amount: amountMinor }) },
          { idempotencyKey },
        ),
      );
      return { id: refund.id, status: refund.status ?? 'pending' };
    },

    async cancelSubscription(subscriptionId) {
      try {
        await stripe.subscriptions.cancel(subscriptionId);
      } catch (err) {
        // A second cancel answers 404 "No such subscription", though the cancelled one can still be read.
        if (err instanceof Stripe.errors.StripeInvalidRequestError) {
          const subscription = await call(() => stripe.subscriptions.retrieve(subscriptionId));
          if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') return;
        }
        throw toProviderError(err);
      }
    },

    parseWebhook(rawBody, signatureHeader) {
      if (!signatureHeader) throw new PaymentWebhookError('The Stripe-Signature header is missing');
      let event: unknown;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader, options.webhookSecret, WEBHOOK_TOLERANCE_S);
        const aheadS = (signedAt(signatureHeader) ?? 0) - Date.now() / 1000;
        if (aheadS > WEBHOOK_TOLERANCE_S) throw new Error('Timestamp outside the tolerance zone (in the future)');
      } catch (err) {
        throw new PaymentWebhookError(err instanceof Error ? err.message : 'The webhook could not be read', {
          cause: err,
        });
      }
      return toPaymentEvent(event);
    },
  };
}

function endpoint(apiUrl: string): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

function expiresAt(at: Date): number {
  const now = Math.floor(Date.now() / 1000);
  return Math.min(Math.max(Math.floor(at.getTime() / 1000), now + MIN_EXPIRY_S), now + MAX_EXPIRY_S);
}

async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (err) {
    throw toProviderError(err);
  }
}

function toProviderError(err: unknown): unknown {
  if (!(err instanceof Stripe.errors.StripeError)) return err;
  return new PaymentProviderError(err.message, err.statusCode, err.code, { cause: err });
}

// ---- Webhook events, read as any API version writes them ------------------------------------------------------------

/** An expandable field: an id, or the object when it was expanded. */
const ref = z
  .union([z.string(), z.object({ id: z.string() }).transform((o) => o.id)])
  .nullish()
  .transform((v) => v ?? null);
const metadata = z
  .record(z.string(), z.string())
  .nullish()
  .transform((m) => m ?? {});

const eventSchema = z.object({
  id: z.string(),
  type: z.string(),
  created: z.number().int(),
  data: z.object({ object: z.unknown() }),
});
const sessionSchema = z.object({
  id: z.string(),
  mode: z.string(),
  client_reference_id: z.string().nullish(),
  metadata,
  payment_status: z.enum(['paid', 'unpaid', 'no_payment_required']),
  payment_intent: ref,
  customer: ref,
  subscription: ref,
});
const subscriptionSchema = z.object({
  id: z.string(),
  customer: z.union([z.string(), z.object({ id: z.string() }).transform((o) => o.id)]),
  status: z.enum([
    'trialing',
    'active',
    'past_due',
    'canceled',
    'unpaid',
    'incomplete',
    'incomplete_expired',
    'paused',
  ]),
  cancel_at_period_end: z.boolean(),
  metadata,
  // On the subscription before API version 2025-03-31, on each item since.
  current_period_end: z.number().nullish(),
  items: z.object({ data: z.array(z.object({ current_period_end: z.number().nullish() })) }).nullish(),
});
const invoiceSchema = z.object({
  customer: ref,
  // On the invoice before API version 2025-03-31, under parent.subscription_details since.
  subscription: ref,
  parent: z.object({ subscription_details: z.object({ subscription: ref }).nullish() }).nullish(),
});
const chargeSchema = z.object({ payment_intent: ref, amount_refunded: z.number().int(), refunded: z.boolean() });

function read<T>(schema: z.ZodType<T>, type: string, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new PaymentWebhookError(`Unreadable ${type} event: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}

function toPaymentEvent(raw: unknown): PaymentEvent {
  const event = read(eventSchema, 'Stripe', raw);
  const { id, created, type } = event;
  const object = event.data.object;
  switch (type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const s = read(sessionSchema, type, object);
      if (s.mode !== 'payment' && s.mode !== 'subscription') break;
      return {
        type: 'checkout.completed',
        id,
        created,
        sessionId: s.id,
        mode: s.mode,
        clientReferenceId: s.client_reference_id ?? null,
        metadata: s.metadata,
        paymentStatus: s.payment_status,
        paymentIntentId: s.payment_intent,
        customerId: s.customer,
        subscriptionId: s.subscription,
      };
    }
    case 'checkout.session.expired': {
      const s = read(sessionSchema, type, object);
      return {
        type: 'checkout.expired',
        id,
        created,
        sessionId: s.id,
        clientReferenceId: s.client_reference_id ?? null,
        metadata: s.metadata,
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const s = read(subscriptionSchema, type, object);
      const periodEnd = s.current_period_end ?? s.items?.data[0]?.current_period_end ?? null;
      return {
        type: 'subscription.changed',
        id,
        created,
        subscriptionId: s.id,
        customerId: s.customer,
        status: s.status,
        currentPeriodEnd: periodEnd === null ? null : new Date(periodEnd * 1000),
        cancelAtPeriodEnd: s.cancel_at_period_end,
        metadata: s.metadata,
        deleted: type === 'customer.subscription.deleted',
      };
    }
    case 'invoice.payment_failed': {
      const invoice = read(invoiceSchema, type, object);
      return {
        type: 'invoice.payment_failed',
        id,
        created,
        subscriptionId: invoice.subscription ?? invoice.parent?.subscription_details?.subscription ?? null,
        customerId: invoice.customer,
      };
    }
    case 'charge.refunded': {
      const charge = read(chargeSchema, type, object);
      return {
        type: 'charge.refunded',
        id,
        created,
        paymentIntentId: charge.payment_intent,
        amountRefundedMinor: charge.amount_refunded,
        refunded: charge.refunded,
      };
    }
  }
  return { type: 'ignored', id, created, stripeType: type };
}
