// The fake Stripe's shapes: what tests read from it, and the state it keeps.

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

export type Line = { name: string; currency: string; unitAmount: number; quantity: number; interval: string | null };
export type SessionState = {
  session: FakeCheckoutSession;
  lines: Line[];
  subscriptionMetadata: Record<string, string>;
};
export type Subscription = {
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
export type Payment = { amount: number; currency: string; refunded: number; charge: string };
export type PortalSession = { id: string; customer: string; return_url: string | null };
