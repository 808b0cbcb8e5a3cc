// The API's requests that make a Stripe object from a form: a Checkout Session, a refund.
import type { FakeCheckoutSession, FormObject, Payment, SessionState } from './fake-stripe-types.ts';
import {
  asObject,
  CHECKOUT_PARAMS,
  integer,
  invalid,
  missing,
  newId,
  nowS,
  optionalString,
  readLine,
  required,
  strings,
} from './fake-stripe-wire.ts';

/** A Checkout Session as Stripe creates it from the form, or the error Stripe gives; its pages are under `base`. */
export function readCheckout(body: FormObject, base: string): SessionState {
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
  return { session, lines, subscriptionMetadata: strings(subscriptionData.metadata, 'subscription_data[metadata]') };
}

/** A refund of a payment, whole or in part, as Stripe makes it or refuses it; the payment keeps what was refunded. */
export function refundPayment(payments: ReadonlyMap<string, Payment>, body: FormObject) {
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
