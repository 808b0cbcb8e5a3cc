// An order and a cart as the API shows them, the buyer as their settings say, and the shop's refusals.
import {
  type Cart,
  type Language,
  type Order,
  type OrderStatus,
  orderTotals,
  type ShopCurrency,
  type ShopRegionSetting,
  lineAmount,
} from '@ww/contracts';
import type { Tx } from '#db/with-user-tx.ts';
import { AppError } from '#platform/errors.ts';
import { ordersRepository as repo, type CartLineRow, type OrderItemRow, type OrderRow } from './orders.repository.ts';

export const outOfStock = (name: string, stock: number) =>
  new AppError(
    409,
    'validation',
    stock === 0 ? `Sorry, ${name} is out of stock.` : `Sorry, only ${stock} of ${name} left.`,
    'out_of_stock',
  );
export const notMovable = (from: OrderStatus, to: OrderStatus) =>
  new AppError(409, 'validation', `An order that is ${from.replace('_', ' ')} cannot become ${to}.`, 'order_status');

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

export const toOrder = (r: OrderRow, items: readonly OrderItemRow[]): Order => ({
  id: r.id,
  number: Number(r.number),
  status: r.status,
  method: r.method,
  currency: r.currency,
  subtotal: Number(r.subtotal),
  tax: Number(r.tax),
  tax_included: r.tax_included,
  shipping: Number(r.shipping),
  total: Number(r.total),
  items: items
    .filter((i) => i.order_id === r.id)
    .map((i) => ({
      product_id: i.product_id,
      name: i.name,
      category: i.category,
      unit_amount: Number(i.unit_amount),
      quantity: i.quantity,
    })),
  shipping_address: r.shipping_address,
  reserved_until: r.reserved_until.toISOString(),
  created_at: r.created_at.toISOString(),
  paid_at: iso(r.paid_at),
  shipped_at: iso(r.shipped_at),
  delivered_at: iso(r.delivered_at),
  cancelled_at: iso(r.cancelled_at),
  refunded_at: iso(r.refunded_at),
});

/** The buyer as their account and settings say: e-mail, language, currency, whether purchases go into storage. */
export const buyerOf = async (t: Tx) => {
  const row = await repo.buyer(t);
  const language: Language = row.language === 'es' || row.language === 'fr' ? row.language : 'en';
  return { email: row.email, language, currency: row.currency as ShopCurrency | null, autoStorage: !!row.auto_storage };
};

export function toCart(lines: readonly CartLineRow[], currency: ShopCurrency, setting: ShopRegionSetting): Cart {
  const items = lines.map((l) => {
    const unit = Number(l.amount);
    return {
      product_id: l.product_id,
      name: l.name,
      category: l.category,
      photo: l.photos[0] ?? null,
      quantity: l.quantity,
      unit_price: { amount: unit, currency: l.currency },
      line_total: { amount: lineAmount(unit, l.quantity), currency: l.currency },
      stock: l.stock,
      available: l.active && l.seller === 'shop',
    };
  });
  const priced = lines.filter((l) => l.currency === currency && l.active && l.seller === 'shop');
  return {
    items,
    totals: orderTotals(
      priced.map((l) => ({ unitAmount: Number(l.amount), quantity: l.quantity })),
      setting,
    ),
    mixed_currencies: lines.some((l) => l.currency !== currency),
  };
}
