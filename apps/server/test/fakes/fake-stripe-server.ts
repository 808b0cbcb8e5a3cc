import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { listenLocally } from './fake-http.ts';
import { readCheckout, refundPayment } from './fake-stripe-requests.ts';
import { hostedPage, type HostedSite } from './fake-stripe-pages.ts';
import type {
  FakeCheckoutSession,
  FakeStripe,
  FakeStripeEvent,
  FakeStripeRequest,
  FormObject,
  Payment,
  PortalSession,
  SessionState,
  Subscription,
  WebhookDelivery,
} from './fake-stripe-types.ts';
import {
  ApiError,
  errorBody,
  header,
  invalid,
  newId,
  nowS,
  oneIntervalOn,
  optionalString,
  parseForm,
  required,
  signatureHeader,
} from './fake-stripe-wire.ts';

export type {
  FakeCheckoutSession,
  FakeStripe,
  FakeStripeEvent,
  FakeStripeRequest,
  FormObject,
  FormValue,
  WebhookDelivery,
} from './fake-stripe-types.ts';

/**
 * A Stripe for tests and browser journeys on 127.0.0.1: the REST API's paths, form-encoded requests and JSON answers
 * (objects and errors in Stripe's shapes) for what the app uses, hosted pages to pay or cancel a checkout and to
 * cancel a subscription, and webhooks signed as Stripe signs them.
 *
 * Webhooks go out only from the pages and from complete(), expire(), sendEvent() and resend(), each awaited, so a test
 * knows what the app was told. Real Stripe also sends checkout.session.expired after an API expire,
 * customer.subscription.deleted after an API cancel and charge.refunded after a refund: send those with sendEvent().
 */

/** The API version whose object shapes the fake writes (current_period_end on subscription items). */
const API_VERSION = '2026-10-28.endive';

export async function startFakeStripe(options: {
  secretKey?: string;
  webhookSecret: string;
  webhookUrl?: string;
}): Promise<FakeStripe> {
  const secretKey = options.secretKey ?? `sk_test_${randomBytes(12).toString('hex')}`;
  let webhookUrl = options.webhookUrl;
  let base = '';
  const requests: FakeStripeRequest[] = [];
  const events: FakeStripeEvent[] = [];
  const sessions = new Map<string, FakeCheckoutSession>();
  const states = new Map<string, SessionState>();
  const subscriptions = new Map<string, Subscription>();
  const payments = new Map<string, Payment>();
  const portals = new Map<string, PortalSession>();
  const failures: { status: number; body: unknown }[] = [];
  const idempotent = new Map<string, { fingerprint: string; status: number; body: string }>();

  // ---- The API ------------------------------------------------------------------------------------------------------

  function createCheckout(body: FormObject): FakeCheckoutSession {
    const state = readCheckout(body, base);
    sessions.set(state.session.id, state.session);
    states.set(state.session.id, state);
    return state.session;
  }

  function portalSession(body: FormObject) {
    const customer = required(body, 'customer');
    const portal: PortalSession = {
      id: newId('bps'),
      customer,
      return_url: optionalString(body, 'return_url') ?? null,
    };
    portals.set(portal.id, portal);
    return {
      id: portal.id,
      object: 'billing_portal.session',
      configuration: 'bpc_fake',
      created: nowS(),
      customer,
      flow: null,
      livemode: false,
      locale: null,
      on_behalf_of: null,
      return_url: portal.return_url,
      url: `${base}/portal/${portal.id}`,
    };
  }

  function session(id: string): SessionState {
    const state = states.get(id);
    if (!state)
      throw new ApiError(404, `No such checkout.session: '${id}'`, { code: 'resource_missing', param: 'session' });
    return state;
  }

  function subscription(id: string): Subscription {
    const sub = subscriptions.get(id);
    if (!sub) throw new ApiError(404, `No such subscription: '${id}'`, { code: 'resource_missing', param: 'id' });
    return sub;
  }

  function cancel(sub: Subscription) {
    const now = nowS();
    Object.assign(sub, { status: 'canceled', canceled_at: now, ended_at: now, cancel_at_period_end: false });
  }

  function route(method: string, path: string, body: FormObject): unknown {
    const call = `${method} ${path}`;
    if (call === 'POST /v1/checkout/sessions') return createCheckout(body);
    if (call === 'POST /v1/billing_portal/sessions') return portalSession(body);
    if (call === 'POST /v1/refunds') return refundPayment(payments, body);
    const [, sessionId, expire] = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path) ?? [];
    if (sessionId && !expire && method === 'GET') return session(sessionId).session;
    if (sessionId && expire && method === 'POST') {
      const state = session(sessionId);
      if (state.session.status !== 'open') {
        throw invalid('Only Checkout Sessions with a status in ["open"] can be expired.');
      }
      Object.assign(state.session, { status: 'expired', url: null });
      return state.session;
    }
    const [, subscriptionId] = /^\/v1\/subscriptions\/([^/]+)$/.exec(path) ?? [];
    if (subscriptionId && method === 'GET') return subscription(subscriptionId);
    if (subscriptionId && method === 'DELETE') {
      const sub = subscription(subscriptionId);
      // Stripe treats a cancelled subscription as gone for a second cancel.
      if (sub.status === 'canceled') {
        throw new ApiError(404, `No such subscription: '${subscriptionId}'`, { code: 'resource_missing', param: 'id' });
      }
      cancel(sub);
      return sub;
    }
    throw new ApiError(
      404,
      `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
    );
  }

  function api(req: IncomingMessage, res: ServerResponse, path: string, raw: string) {
    const method = req.method ?? 'GET';
    const idempotencyKey = header(req, 'idempotency-key');
    const send = (status: number, body: string, extra: Record<string, string> = {}) => {
      res.writeHead(status, {
        'content-type': 'application/json',
        'request-id': newId('req', 14),
        'stripe-version': API_VERSION,
        ...extra,
      });
      res.end(body);
    };
    let body: FormObject;
    try {
      body = parseForm(raw);
    } catch (err) {
      return send(400, errorBody(err as ApiError));
    }
    requests.push({ method, path, body, idempotencyKey });
    const failure = failures.shift();
    if (failure) return send(failure.status, JSON.stringify(failure.body));
    const authorization = header(req, 'authorization');
    if (authorization !== `Bearer ${secretKey}`) {
      const message = authorization
        ? `Invalid API Key provided: ${(authorization.split(' ')[1] ?? '').replace(/^(.{8}).*(.{4})$/, '$1****$2')}`
        : "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').";
      return send(401, JSON.stringify({ error: { type: 'invalid_request_error', message } }));
    }
    // Stripe keys POSTs only; GET and DELETE are idempotent by nature.
    const keyed = method === 'POST' && idempotencyKey !== undefined;
    const fingerprint = `${method} ${path} ${raw}`;
    const saved = keyed ? idempotent.get(idempotencyKey) : undefined;
    if (saved) {
      if (saved.fingerprint === fingerprint) return send(saved.status, saved.body, { 'idempotent-replayed': 'true' });
      const message = `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`;
      return send(400, JSON.stringify({ error: { type: 'idempotency_error', message } }));
    }
    let status = 200;
    let answer: string;
    try {
      answer = JSON.stringify(route(method, path, body), null, 2);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      status = err.status;
      answer = errorBody(err);
    }
    // As Stripe: a request refused by validation saves no answer, so it can be corrected under the same key.
    if (keyed && status !== 400) idempotent.set(idempotencyKey, { fingerprint, status, body: answer });
    send(status, answer);
  }

  // ---- Events -------------------------------------------------------------------------------------------------------

  function makeEvent(type: string, object: Record<string, unknown>, created = nowS()): FakeStripeEvent {
    const event: FakeStripeEvent = {
      id: newId('evt'),
      object: 'event',
      api_version: API_VERSION,
      created,
      type,
      // A snapshot: the object changes later, the event does not.
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    };
    events.push(event);
    return event;
  }

  async function deliver(
    event: FakeStripeEvent,
    { signature = 'valid', timestamp = nowS() }: { signature?: 'valid' | 'bad' | 'none'; timestamp?: number } = {},
  ): Promise<WebhookDelivery> {
    if (!webhookUrl) throw new Error('The fake Stripe has no webhook URL: pass webhookUrl or call setWebhookUrl');
    // Stripe sends its events indented; a receiver that re-serialises the JSON breaks the signature, as it should.
    const payload = JSON.stringify(event, null, 2);
    const headers: Record<string, string> = {
      'content-type': 'application/json; charset=utf-8',
      'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
    };
    if (signature !== 'none') {
      const secret = signature === 'bad' ? `${options.webhookSecret}-not` : options.webhookSecret;
      headers['stripe-signature'] = signatureHeader(payload, secret, timestamp);
    }
    try {
      const res = await fetch(webhookUrl, {
        method: 'POST',
        headers,
        body: payload,
        signal: AbortSignal.timeout(10_000),
      });
      return { status: res.status, body: await res.text() };
    } catch (err) {
      return { status: 0, body: err instanceof Error ? err.message : String(err) };
    }
  }

  async function deliverAll(list: FakeStripeEvent[]): Promise<WebhookDelivery[]> {
    const answers: WebhookDelivery[] = [];
    if (!webhookUrl) return answers;
    for (const event of list) answers.push(await deliver(event));
    return answers;
  }

  function open(sessionId: string): SessionState {
    const state = states.get(sessionId);
    if (!state) throw new Error(`No such checkout session: ${sessionId}`);
    if (state.session.status !== 'open') throw new Error(`Checkout session ${sessionId} is ${state.session.status}`);
    return state;
  }

  async function complete(sessionId: string): Promise<WebhookDelivery[]> {
    const { session, lines, subscriptionMetadata } = open(sessionId);
    const now = nowS();
    const made: FakeStripeEvent[] = [];
    if (session.mode === 'payment') {
      const paymentIntent = newId('pi');
      payments.set(paymentIntent, {
        amount: session.amount_total,
        currency: session.currency,
        refunded: 0,
        charge: newId('ch'),
      });
      Object.assign(session, { payment_intent: paymentIntent });
    } else {
      const customer = session.customer ?? newId('cus', 14);
      const id = newId('sub');
      const sub: Subscription = {
        id,
        object: 'subscription',
        customer,
        status: 'active',
        cancel_at_period_end: false,
        canceled_at: null,
        ended_at: null,
        created: now,
        start_date: now,
        currency: session.currency,
        metadata: subscriptionMetadata,
        items: {
          object: 'list',
          data: lines.map((line) => ({
            id: newId('si', 14),
            object: 'subscription_item',
            current_period_start: now,
            current_period_end: oneIntervalOn(now, line.interval ?? 'month'),
            price: {
              id: newId('price'),
              object: 'price',
              currency: session.currency,
              unit_amount: line.unitAmount,
              recurring: line.interval ? { interval: line.interval, interval_count: 1 } : null,
              product: newId('prod', 14),
            },
            quantity: line.quantity,
            subscription: id,
          })),
          has_more: false,
          url: `/v1/subscription_items?subscription=${id}`,
        },
        livemode: false,
      };
      subscriptions.set(id, sub);
      Object.assign(session, { customer, subscription: id });
      // Stripe creates the subscription before it marks the checkout complete.
      made.push(makeEvent('customer.subscription.created', sub));
    }
    Object.assign(session, { status: 'complete', payment_status: 'paid', url: null });
    made.push(makeEvent('checkout.session.completed', session));
    return deliverAll(made);
  }

  async function expire(sessionId: string): Promise<WebhookDelivery[]> {
    const { session } = open(sessionId);
    Object.assign(session, { status: 'expired', url: null });
    return deliverAll([makeEvent('checkout.session.expired', session)]);
  }

  const site: HostedSite = {
    states,
    portals,
    subscriptions,
    complete,
    cancelSubscription: (sub) => {
      cancel(sub);
      return deliverAll([makeEvent('customer.subscription.deleted', sub)]);
    },
  };

  const server = createServer((req, res) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const raw = Buffer.concat(chunks).toString('utf8');
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      if (url.pathname.startsWith('/v1/')) {
        api(req, res, url.pathname, req.method === 'POST' ? raw : url.search.slice(1));
      } else {
        await hostedPage(site, req, res, url.pathname, raw);
      }
    })().catch((err: unknown) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ error: { type: 'api_error', message: err instanceof Error ? err.message : String(err) } }),
      );
    });
  });
  const listening = await listenLocally(server);
  base = listening.url;

  return {
    url: base,
    secretKey,
    webhookSecret: options.webhookSecret,
    setWebhookUrl: (url) => {
      webhookUrl = url;
    },
    complete,
    expire,
    sendEvent: (type, object, sendOptions) => deliver(makeEvent(type, object, sendOptions?.created), sendOptions),
    async resend(eventId) {
      const event = events.find((e) => e.id === eventId);
      if (!event) throw new Error(`No such event: ${eventId}`);
      return deliver(event);
    },
    events,
    requests,
    sessions,
    failNext(status, body) {
      const type = status >= 500 ? 'api_error' : 'invalid_request_error';
      failures.push({ status, body: body ?? { error: { type, message: `Injected failure (${status})` } } });
    },
    close: listening.close,
  };
}
