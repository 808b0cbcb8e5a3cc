// A checkout's two steps: the cart becomes an order holding its stock, then a card order gets its Stripe session.
import { type CheckoutInput, DAY_MS, minorUnitsOf, orderTotals, SHOP_LIMITS, type ShopCurrency } from '@ww/contracts';
import type { Tx } from '#db/with-user-tx.ts';
import { validationError } from '#platform/errors.ts';
import type { PaymentsProvider } from '#providers/payments/payments.ts';
import { buyerOf, outOfStock } from './order-model.ts';
import { ordersRepository as repo } from './orders.repository.ts';
import { regionSetting } from './shop-settings.service.ts';

/**
 * The buyer's cart becomes an order in one transaction: every line's stock is taken (all or nothing, so concurrent
 * buyers of the last units never oversell), held until `now` plus the method's reservation, and the cart emptied.
 */
export async function placeOrder(t: Tx, input: CheckoutInput, now: number) {
  const buyer = await buyerOf(t);
  const currency = input.currency ?? buyer.currency ?? 'USD';
  const lines = await repo.cartLines(t, currency);
  if (lines.length === 0) throw validationError({ cart: 'empty' }, 'cart_empty');
  for (const l of lines) {
    if (!l.active || l.seller !== 'shop') throw validationError({ cart: 'not_for_sale' }, 'not_for_sale');
    if (l.currency !== currency) throw validationError({ currency: 'not_priced' }, 'not_priced_in_currency');
  }
  // In product order, so two carts holding the same products lock them in the same order.
  for (const l of [...lines].sort((a, b) => a.product_id.localeCompare(b.product_id))) {
    if (!(await repo.takeStock(t, l.product_id, l.quantity))) {
      throw outOfStock(l.name, (await repo.stock(t, l.product_id))?.stock ?? 0);
    }
  }
  const setting = await regionSetting(t, currency);
  const totals = orderTotals(
    lines.map((l) => ({ unitAmount: Number(l.amount), quantity: l.quantity })),
    setting,
  );
  const hold =
    input.method === 'stripe'
      ? SHOP_LIMITS.cardReservationMinutes * 60_000
      : SHOP_LIMITS.manualReservationDays * DAY_MS;
  const order = await repo.insertOrder(t, {
    method: input.method,
    currency,
    subtotal: totals.subtotal,
    tax: totals.tax,
    tax_included: totals.tax_included,
    shipping: totals.shipping,
    total: totals.total,
    shipping_address: input.shipping_address ?? null,
    email: buyer.email,
    language: buyer.language,
    reserved_until: new Date(now + hold),
  });
  const items = await repo.insertItems(
    t,
    order.id,
    lines.map((l) => ({
      product_id: l.product_id,
      name: l.name,
      category: l.category,
      unit_amount: Number(l.amount),
      quantity: l.quantity,
    })),
  );
  await repo.clearCart(t);
  return { order, items, lines, totals, bankDetails: setting.bank_details, email: buyer.email };
}

export type PlacedOrder = Awaited<ReturnType<typeof placeOrder>>;

/** The Stripe Checkout session of a card order: its lines, shipping and tax unless included, held as long as it is. */
export function openCardCheckout(payments: PaymentsProvider, placed: PlacedOrder, userId: string, publicUrl: string) {
  const extras = [
    ...(placed.totals.shipping > 0
      ? [{ name: 'Shipping', unitAmountMinor: minorUnitsOf(placed.totals.shipping), quantity: 1 }]
      : []),
    ...(!placed.totals.tax_included && placed.totals.tax > 0
      ? [{ name: 'Tax', unitAmountMinor: minorUnitsOf(placed.totals.tax), quantity: 1 }]
      : []),
  ];
  return payments.createPaymentCheckout({
    currency: placed.order.currency as ShopCurrency,
    lines: [
      ...placed.lines.map((l) => ({
        name: l.name,
        unitAmountMinor: minorUnitsOf(Number(l.amount)),
        quantity: l.quantity,
      })),
      ...extras,
    ],
    customerEmail: placed.email,
    clientReferenceId: placed.order.id,
    metadata: { kind: 'order', order_id: placed.order.id, user_id: userId },
    successUrl: `${publicUrl}/payment-success?order=${placed.order.id}&session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${publicUrl}/payment-canceled?order=${placed.order.id}`,
    expiresAt: placed.order.reserved_until,
    idempotencyKey: `order:${placed.order.id}`,
  });
}
