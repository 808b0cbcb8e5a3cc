// Card payments (Stripe): the shop's and the memberships' checkouts, the customer portal, refunds, webhooks.

/** Every currency here has two decimals, so amounts in minor units are cents (or pence). */
export type Currency = 'USD' | 'AUD' | 'NZD' | 'CAD' | 'GBP' | 'EUR';
export interface CheckoutLine {
  name: string;
  /** Minor units (cents). */
  unitAmountMinor: number;
  quantity: number;
}
export interface CheckoutCommon {
  currency: Currency;
  /** Prefills the payment page; ignored when `customerId` is given. */
  customerEmail?: string;
  /** An existing Stripe customer (cus_...). */
  customerId?: string;
  /** Our order id or user id; comes back on the checkout's webhooks. */
  clientReferenceId: string;
  /** Comes back on the checkout's webhooks, and on its subscription's or payment's. */
  metadata: Record<string, string>;
  /** May contain {CHECKOUT_SESSION_ID}, which Stripe replaces. */
  successUrl: string;
  cancelUrl: string;
  /**
   * Stripe answers a repeated key with the first answer for 24 hours, and refuses it with other parameters. Default:
   * `checkout:<clientReferenceId>:<hash of the parameters>`, so the same request made twice opens one session.
   */
  idempotencyKey?: string;
}
export interface PaymentCheckoutInput extends CheckoutCommon {
  lines: CheckoutLine[];
  /** Kept within Stripe's window, 30 minutes to 24 hours from now; Stripe's default is 24 hours. */
  expiresAt?: Date;
}
export interface SubscriptionCheckoutInput extends CheckoutCommon {
  interval: 'month' | 'year';
  productName: string;
  unitAmountMinor: number;
}
export interface CheckoutSession {
  id: string;
  url: string;
}
/** A verified webhook, reduced to what the app acts on. `id` is Stripe's event id (evt_...), `created` its unix time. */
export type PaymentEvent =
  | {
      type: 'checkout.completed';
      id: string;
      created: number;
      sessionId: string;
      mode: 'payment' | 'subscription';
      clientReferenceId: string | null;
      metadata: Record<string, string>;
      paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
      paymentIntentId: string | null;
      customerId: string | null;
      subscriptionId: string | null;
    }
  | {
      type: 'checkout.expired';
      id: string;
      created: number;
      sessionId: string;
      clientReferenceId: string | null;
      metadata: Record<string, string>;
    }
  | {
      type: 'subscription.changed';
      id: string;
      created: number;
      subscriptionId: string;
      customerId: string;
      status:
        'trialing' | 'active' | 'past_due' | 'canceled' | 'unpaid' | 'incomplete' | 'incomplete_expired' | 'paused';
      currentPeriodEnd: Date | null;
      cancelAtPeriodEnd: boolean;
      metadata: Record<string, string>;
      deleted: boolean;
    }
  | {
      type: 'invoice.payment_failed';
      id: string;
      created: number;
      subscriptionId: string | null;
      customerId: string | null;
    }
  | {
      type: 'charge.refunded';
      id: string;
      created: number;
      paymentIntentId: string | null;
      amountRefundedMinor: number;
      refunded: boolean;
    }
  | { type: 'ignored'; id: string; created: number; stripeType: string };

/** Bad or missing signature, stale timestamp, unreadable body: answer 400 and Stripe sends it again later. */
export class PaymentWebhookError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'PaymentWebhookError';
  }
}

/** Stripe refused (`status` and Stripe's `code`, e.g. 400 resource_missing) or could not be reached (no status). */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly code?: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}

export interface PaymentsProvider {
  createPaymentCheckout(input: PaymentCheckoutInput): Promise<CheckoutSession>;
  createSubscriptionCheckout(input: SubscriptionCheckoutInput): Promise<CheckoutSession>;
  expireCheckout(sessionId: string): Promise<void>;
  createPortalSession(input: { customerId: string; returnUrl: string }): Promise<{ url: string }>;
  refund(input: {
    paymentIntentId: string;
    amountMinor?: number;
    idempotencyKey: string;
  }): Promise<{ id: string; status: string }>;
  cancelSubscription(subscriptionId: string): Promise<void>;
  parseWebhook(rawBody: string, signatureHeader: string | undefined): PaymentEvent;
}
