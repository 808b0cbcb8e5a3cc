/** Card payments (Stripe): the shop's and the memberships' checkouts, the customer portal, refunds, webhooks. */
export type Currency = 'USD' | 'AUD' | 'NZD' | 'CAD' | 'GBP' | 'EUR';
export interface CheckoutLine {
  name: string;
  /** Minor units (cents); every currency here has two decimals. */
  unitAmountMinor: number;
  quantity: number;
}
export interface CheckoutCommon {
  currency: Currency;
  customerEmail?: string;
  customerId?: string;
  clientReferenceId: string;
  metadata: Record<string, string>;
  successUrl: string;
  cancelUrl: string;
  idempotencyKey?: string;
}
export interface PaymentCheckoutInput extends CheckoutCommon {
  lines: CheckoutLine[];
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
/** A verified webhook, reduced to what the app acts on. `id` is Stripe's event id, `created` its unix time. */
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

/** Bad or missing signature, stale timestamp, unreadable body. */
export class PaymentWebhookError extends Error {}
/** Stripe refused or could not be reached. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly code?: string,
  ) {
    super(message);
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
