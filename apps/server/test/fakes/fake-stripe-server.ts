import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

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

/** A form value in Stripe's bracket notation: line_items[0][price_data][currency]=usd. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

export type FakeStripeRequest = {
  method: string;
  path: string;
  /** The form body (the query for GET and DELETE), nested as Stripe reads it. */
  body: FormObject;
  idempotencyKey: string | undefined;
};

export type FakeCheckoutSession = {
  id: string;
  object: 'checkout.session';
  /** Only while open, as Stripe does. */
  url: string | null;
  mode: 'payment' | 'subscription';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  currency: string;
  amount_subtotal: number;
  amount_total: number;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  customer: string | null;
  customer_email: string | null;
  created: number;
  expires_at: number;
  success_url: string | null;
  cancel_url: string | null;
  payment_intent: string | null;
  subscription: string | null;
  livemode: false;
};

export type FakeStripeEvent = {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  type: string;
  data: { object: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
};

/** The app's answer to a webhook; status 0 when it could not be reached. */
export type WebhookDelivery = { status: number; body: string };

export type FakeStripe = {
  /** The API origin (STRIPE_API_URL); the pages are under it too. */
  url: string;
  secretKey: string;
  webhookSecret: string;
  setWebhookUrl(url: string | undefined): void;
  /** Pays an open checkout as the Pay button does; the webhooks' answers, in order (none without a webhook URL). */
  complete(sessionId: string): Promise<WebhookDelivery[]>;
  /** Expires an open checkout as time does, with its checkout.session.expired webhook. */
  expire(sessionId: string): Promise<WebhookDelivery[]>;
  /**
   * A new event of this type about this object, signed (or not) at `timestamp` (default now); `created` (default now)
   * is when Stripe says it happened, for events delivered out of order.
   */
  sendEvent(
    type: string,
    object: Record<string, unknown>,
    options?: { signature?: 'valid' | 'bad' | 'none'; timestamp?: number; created?: number },
  ): Promise<WebhookDelivery>;
  /** Delivers an event again, freshly signed, as Stripe's retries do. */
  resend(eventId: string): Promise<WebhookDelivery>;
  /** Every event made, in order (a resend is not a new event). */
  events: FakeStripeEvent[];
  /** Every API call (/v1/...), in order. */
  requests: FakeStripeRequest[];
  /** Every checkout session by id, as the API would answer it now. */
  sessions: Map<string, FakeCheckoutSession>;
  /** The next API call answers this status and body (default: a Stripe error); calls queue up. */
  failNext(status: number, body?: unknown): void;
  close(): Promise<void>;
};

type Line = { name: string; currency: string; unitAmount: number; quantity: number; interval: string | null };
type SessionState = {
  session: FakeCheckoutSession;
  lines: Line[];
  subscriptionMetadata: Record<string, string>;
};
type Subscription = {
  id: string;
  object: 'subscription';
  customer: string;
  status: 'active' | 'canceled';
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  ended_at: number | null;
  created: number;
  start_date: number;
  currency: string;
  metadata: Record<string, string>;
  items: { object: 'list'; data: Record<string, unknown>[]; has_more: false; url: string };
  livemode: false;
};
type Payment = { amount: number; currency: string; refunded: number; charge: string };
type PortalSession = { id: string; customer: string; return_url: string | null };

/** An answer in Stripe's error shape. */
class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: { code?: string; param?: string } = {},
  ) {
    super(message);
  }
}

const CHECKOUT_PARAMS = new Set([
  'mode',
  'line_items',
  'client_reference_id',
  'metadata',
  'success_url',
  'cancel_url',
  'customer',
  'customer_email',
  'expires_at',
  'payment_intent_data',
  'subscription_data',
  'expand',
]);
const INTERVALS = new Set(['day', 'week', 'month', 'year']);
const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

const newId = (prefix: string, length = 24) =>
  `${prefix}_${Array.from({ length }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]).join('')}`;
const nowS = () => Math.floor(Date.now() / 1000);

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
    for (const key of Object.keys(body)) {
      if (!CHECKOUT_PARAMS.has(key)) throw invalid(`Received unknown parameter: ${key}`, 'parameter_unknown', key);
    }
    const mode = required(body, 'mode');
    if (mode !== 'payment' && mode !== 'subscription') {
      throw invalid('Invalid mode: must be one of payment, setup, or subscription', 'parameter_invalid_string', 'mode');
    }
    const items = body.line_items;
    if (!Array.isArray(items) || !items.length) throw missing('line_items');
    const lines = items.map((item, i) => readLine(item, `line_items[${i}]`));
    const currencies = new Set(lines.map((l) => l.currency));
    if (currencies.size > 1) throw invalid('All line items must use the same currency.', undefined, 'line_items');
    const recurring = lines.filter((l) => l.interval !== null);
    if (mode === 'payment' && recurring.length) {
      throw invalid(
        'You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.',
      );
    }
    if (mode === 'subscription' && !recurring.length) {
      throw invalid('You must provide at least one recurring price in `subscription` mode when using prices.');
    }
    if (mode === 'subscription' && body.payment_intent_data !== undefined) {
      throw invalid('You can not pass `payment_intent_data` in `subscription` mode.', undefined, 'payment_intent_data');
    }
    if (mode === 'payment' && body.subscription_data !== undefined) {
      throw invalid('You can not pass `subscription_data` in `payment` mode.', undefined, 'subscription_data');
    }
    const customer = optionalString(body, 'customer');
    const email = optionalString(body, 'customer_email');
    if (customer && email) throw invalid('You may only specify one of these parameters: customer, customer_email.');
    const created = nowS();
    const expiresAt = body.expires_at === undefined ? created + 24 * 3600 : integer(body.expires_at, 'expires_at');
    if (expiresAt < created + 30 * 60 || expiresAt > created + 24 * 3600) {
      throw invalid(
        'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
        undefined,
        'expires_at',
      );
    }
    const subtotal = lines.reduce((sum, l) => sum + l.unitAmount * l.quantity, 0);
    const id = newId('cs_test', 58);
    const session: FakeCheckoutSession = {
      id,
      object: 'checkout.session',
      url: `${base}/pay/${id}`,
      mode,
      status: 'open',
      payment_status: 'unpaid',
      currency: [...currencies][0]!,
      amount_subtotal: subtotal,
      amount_total: subtotal,
      client_reference_id: optionalString(body, 'client_reference_id') ?? null,
      metadata: strings(body.metadata, 'metadata'),
      customer: customer ?? null,
      customer_email: email ?? null,
      created,
      expires_at: expiresAt,
      success_url: optionalString(body, 'success_url') ?? null,
      cancel_url: optionalString(body, 'cancel_url') ?? null,
      payment_intent: null,
      subscription: null,
      livemode: false,
    };
    const subscriptionData = body.subscription_data === undefined ? {} : asObject(body.subscription_data);
    sessions.set(id, session);
    states.set(id, {
      session,
      lines,
      subscriptionMetadata: strings(subscriptionData.metadata, 'subscription_data[metadata]'),
    });
    return session;
  }

  function refund(body: FormObject) {
    const paymentIntent = required(body, 'payment_intent');
    const payment = payments.get(paymentIntent);
    if (!payment) {
      throw invalid(`No such payment_intent: '${paymentIntent}'`, 'resource_missing', 'payment_intent');
    }
    const left = payment.amount - payment.refunded;
    if (left === 0) throw invalid(`Charge ${payment.charge} has already been refunded.`, 'charge_already_refunded');
    const amount = body.amount === undefined ? left : integer(body.amount, 'amount');
    if (amount <= 0) throw invalid('Invalid positive integer', 'parameter_invalid_integer', 'amount');
    if (amount > left) {
      throw invalid(
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
        'amount_too_large',
        'amount',
      );
    }
    payment.refunded += amount;
    return {
      id: newId('re'),
      object: 'refund',
      amount,
      charge: payment.charge,
      created: nowS(),
      currency: payment.currency,
      metadata: {},
      payment_intent: paymentIntent,
      reason: null,
      status: 'succeeded',
    };
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
    if (call === 'POST /v1/refunds') return refund(body);
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

  // ---- The hosted pages ---------------------------------------------------------------------------------------------

  async function page(req: IncomingMessage, res: ServerResponse, path: string, raw: string) {
    const html = (status: number, title: string, content: string) => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title></head>` +
          `<body><main><h1>${escape(title)}</h1>${content}</main></body></html>`,
      );
    };
    const redirect = (location: string | null) => {
      if (location === null) return html(200, 'Done', '<p>There is no page to return to.</p>');
      res.writeHead(303, { location });
      res.end();
    };
    const button = (action: string, label: string, hidden = '') =>
      `<form method="post" action="${escape(action)}">${hidden}<button type="submit">${escape(label)}</button></form>`;
    const [kind, id, action] = path.split('/').slice(1);
    const method = req.method ?? 'GET';

    if (kind === 'pay' && id) {
      const state = states.get(id);
      if (!state) return html(404, 'Not found', '<p>No such checkout session.</p>');
      const { session, lines } = state;
      if (method === 'GET' && action === undefined) {
        if (session.status !== 'open') {
          return html(200, 'Checkout closed', `<p>This checkout session is ${escape(session.status)}.</p>`);
        }
        const items = lines
          .map(
            (l) =>
              `<li>${escape(l.name)} × ${l.quantity}: ${money(l.unitAmount * l.quantity, session.currency)}` +
              `${l.interval ? ` per ${escape(l.interval)}` : ''}</li>`,
          )
          .join('');
        return html(
          200,
          'Fake Stripe Checkout',
          `<ul>${items}</ul><p>Total: <strong>${money(session.amount_total, session.currency)}</strong></p>` +
            button(`/pay/${id}/complete`, 'Pay') +
            button(`/pay/${id}/cancel`, 'Cancel'),
        );
      }
      if (method === 'POST' && action === 'complete') {
        if (session.status !== 'open') return html(409, 'Checkout closed', '<p>This checkout session is closed.</p>');
        await complete(id);
        return redirect(session.success_url?.replaceAll('{CHECKOUT_SESSION_ID}', id) ?? null);
      }
      if (method === 'POST' && action === 'cancel') return redirect(session.cancel_url);
    }

    if (kind === 'portal' && id) {
      const portal = portals.get(id);
      if (!portal) return html(404, 'Not found', '<p>No such portal session.</p>');
      const active = [...subscriptions.values()].filter(
        (s) => s.customer === portal.customer && s.status !== 'canceled',
      );
      if (method === 'GET' && action === undefined) {
        const list = active
          .map((s) => {
            const periodEnd = s.items.data[0]?.current_period_end;
            const renews = typeof periodEnd === 'number' ? new Date(periodEnd * 1000).toISOString().slice(0, 10) : '';
            const hidden = `<input type="hidden" name="subscription" value="${escape(s.id)}">`;
            return (
              `<section><p>Subscription ${escape(s.id)}: ${escape(s.status)}, renews ${renews}</p>` +
              `${button(`/portal/${id}/cancel`, 'Cancel subscription', hidden)}</section>`
            );
          })
          .join('');
        return html(
          200,
          'Fake Stripe customer portal',
          (list || '<p>No active subscriptions.</p>') + button(`/portal/${id}/return`, 'Return'),
        );
      }
      if (method === 'POST' && action === 'cancel') {
        const subscriptionId = new URLSearchParams(raw).get('subscription');
        const sub = active.find((s) => s.id === subscriptionId);
        if (!sub) return html(404, 'Not found', '<p>No such active subscription.</p>');
        cancel(sub);
        await deliverAll([makeEvent('customer.subscription.deleted', sub)]);
        return redirect(portal.return_url);
      }
      if (method === 'POST' && action === 'return') return redirect(portal.return_url);
    }
    return html(404, 'Not found', '<p>Nothing here.</p>');
  }

  const server = createServer((req, res) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const raw = Buffer.concat(chunks).toString('utf8');
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      if (url.pathname.startsWith('/v1/')) {
        api(req, res, url.pathname, req.method === 'POST' ? raw : url.search.slice(1));
      } else {
        await page(req, res, url.pathname, raw);
      }
    })().catch((err: unknown) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ error: { type: 'api_error', message: err instanceof Error ? err.message : String(err) } }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

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
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Stripe's Stripe-Signature header: t=<unix time>,v1=<HMAC-SHA256 of "<t>.<payload>" with the endpoint's secret>. */
function signatureHeader(payload: string, secret: string, timestamp: number): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

/** Parses Stripe's bracket notation into nested objects; objects whose keys are all indices become arrays. */
function parseForm(text: string): FormObject {
  type Node = { [key: string]: Node | string };
  const root: Node = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
    if (!match) throw invalid(`Invalid parameter name: ${key}`);
    const path = [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!)];
    if (path.some((p) => p === '__proto__' || p === 'constructor' || p === 'prototype')) {
      throw invalid(`Invalid parameter name: ${key}`);
    }
    let node = root;
    for (const [i, part] of path.entries()) {
      // key[]=a&key[]=b: each empty index is the next one.
      const name = part === '' ? String(Object.keys(node).length) : part;
      if (i === path.length - 1) {
        if (typeof node[name] === 'object') throw invalid(`Invalid value for ${key}: expected a hash`);
        node[name] = value;
        break;
      }
      const next = node[name] ?? {};
      if (typeof next === 'string') throw invalid(`Invalid value for ${key}: conflicts with a plain value`);
      node[name] = next;
      node = next;
    }
  }
  const finish = (node: Node | string): FormValue => {
    if (typeof node === 'string') return node;
    const keys = Object.keys(node);
    const values = keys.map((k) => finish(node[k]!));
    if (keys.length && keys.every((k) => /^\d+$/.test(k))) {
      return keys
        .map((k, i) => [Number(k), values[i]!] as const)
        .sort((a, b) => a[0] - b[0])
        .map(([, v]) => v);
    }
    return Object.fromEntries(keys.map((k, i) => [k, values[i]!]));
  };
  return finish(root) as FormObject;
}

function readLine(item: FormValue, at: string): Line {
  const line = asObject(item, at);
  // Prices made beforehand in the dashboard are not the app's way: it sends price_data.
  if (line.price !== undefined) throw invalid(`No such price: ${JSON.stringify(line.price)}`, 'resource_missing');
  if (line.price_data === undefined) throw missing(`${at}[price_data]`);
  const price = asObject(line.price_data, `${at}[price_data]`);
  const currency = required(price, 'currency', `${at}[price_data][currency]`);
  if (!/^[a-z]{3}$/.test(currency)) throw invalid(`Invalid currency: ${currency}`, 'parameter_invalid_string');
  if (price.unit_amount === undefined) throw missing(`${at}[price_data][unit_amount]`);
  const unitAmount = integer(price.unit_amount, `${at}[price_data][unit_amount]`);
  if (unitAmount < 0) throw invalid('Invalid non-negative integer', 'parameter_invalid_integer');
  if (price.product_data === undefined) throw missing(`${at}[price_data][product_data]`);
  const product = asObject(price.product_data, `${at}[price_data][product_data]`);
  const name = required(product, 'name', `${at}[price_data][product_data][name]`);
  let interval: string | null = null;
  if (price.recurring !== undefined) {
    const recurring = asObject(price.recurring, `${at}[price_data][recurring]`);
    interval = required(recurring, 'interval', `${at}[price_data][recurring][interval]`);
    if (!INTERVALS.has(interval)) throw invalid(`Invalid interval: ${interval}`, 'parameter_invalid_string');
  }
  if (line.quantity === undefined) throw missing(`${at}[quantity]`);
  const quantity = integer(line.quantity, `${at}[quantity]`);
  if (quantity < 1) throw invalid('Invalid positive integer', 'parameter_invalid_integer', `${at}[quantity]`);
  return { name, currency, unitAmount, quantity, interval };
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function invalid(message: string, code?: string, param?: string): ApiError {
  return new ApiError(400, message, { code, param });
}

function missing(param: string): ApiError {
  return invalid(`Missing required param: ${param}.`, 'parameter_missing', param);
}

function errorBody(err: ApiError): string {
  const { code, param } = err.extra;
  return JSON.stringify({
    error: {
      type: 'invalid_request_error',
      message: err.message,
      ...(code ? { code } : {}),
      ...(param ? { param } : {}),
    },
  });
}

function asObject(value: FormValue | undefined, param = 'parameter'): FormObject {
  if (typeof value !== 'object' || Array.isArray(value)) throw invalid(`Invalid hash: ${param}`, 'parameter_invalid');
  return value;
}

/** A string parameter that must be there; `param` names it in the error as Stripe does (line_items[0][quantity]). */
function required(object: FormObject, key: string, param = key): string {
  const value = object[key];
  if (typeof value !== 'string' || value === '') throw missing(param);
  return value;
}

function optionalString(object: FormObject, key: string): string | undefined {
  const value = object[key];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw invalid(`Invalid string: ${key}`, 'parameter_invalid_string', key);
  return value;
}

function integer(value: FormValue, param: string): number {
  if (typeof value !== 'string' || !/^-?\d+$/.test(value)) {
    throw invalid(`Invalid integer: ${JSON.stringify(value)}`, 'parameter_invalid_integer', param);
  }
  return Number(value);
}

function strings(value: FormValue | undefined, param: string): Record<string, string> {
  if (value === undefined || value === '') return {};
  const object = asObject(value, param);
  for (const [key, v] of Object.entries(object)) {
    if (typeof v !== 'string') throw invalid(`Invalid ${param}: ${key} must be a string`, 'parameter_invalid', param);
  }
  return object as Record<string, string>;
}

function oneIntervalOn(unix: number, interval: string): number {
  const date = new Date(unix * 1000);
  if (interval === 'year') date.setUTCFullYear(date.getUTCFullYear() + 1);
  else if (interval === 'month') date.setUTCMonth(date.getUTCMonth() + 1);
  else date.setUTCDate(date.getUTCDate() + (interval === 'week' ? 7 : 1));
  return Math.floor(date.getTime() / 1000);
}

function money(minor: number, currency: string): string {
  return `${(minor / 100).toFixed(2)} ${escape(currency.toUpperCase())}`;
}

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
