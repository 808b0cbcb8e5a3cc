import { z } from 'zod';
import { fromMinorUnits, minorUnitsOf } from './money.ts';
import {
  ORDER_STATUSES,
  type OrderStatus,
  PAYMENT_METHODS,
  priceSchema,
  productPhotoSchema,
  SHOP_CATEGORIES,
  SHOP_CURRENCIES,
  shopMoneyAmountSchema,
  SHOP_LIMITS,
  shopCurrencySchema,
  unlessEmpty,
} from './shop.ts';

/** The shop's cart, checkout, orders and region settings (the catalogue is in shop.ts). */

// ---- Cart ---------------------------------------------------------------------------------------------------------

export const cartItemInputSchema = z.object({
  product_id: z.uuid({ error: 'invalid' }),
  /** 0 removes the line. */
  quantity: z
    .number({ error: 'invalid' })
    .int({ error: 'invalid' })
    .min(0, { error: 'invalid' })
    .max(SHOP_LIMITS.maxQuantity, { error: 'too_many' }),
});
export type CartItemInput = z.infer<typeof cartItemInputSchema>;

/** A visitor's cart, kept in the browser, added to the account's at sign-in (quantities of one product summed). */
export const cartMergeSchema = z.object({
  items: z
    .array(
      z.object({
        product_id: z.uuid(),
        quantity: z.number().int().min(1).max(SHOP_LIMITS.maxQuantity),
      }),
    )
    .max(SHOP_LIMITS.maxCartLines, { error: 'too_many' }),
});

export const cartLineSchema = z.object({
  product_id: z.string(),
  name: z.string(),
  category: z.enum(SHOP_CATEGORIES),
  photo: productPhotoSchema.nullable(),
  quantity: z.number().int(),
  unit_price: priceSchema,
  line_total: priceSchema,
  stock: z.number().int(),
  /** The product left the catalogue or sells elsewhere: it cannot be checked out. */
  available: z.boolean(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const orderTotalsSchema = z.object({
  currency: z.string(),
  subtotal: z.number(),
  tax: z.number(),
  /** The tax is part of the prices (GST, VAT) rather than added. */
  tax_included: z.boolean(),
  tax_rate: z.number(),
  shipping: z.number(),
  total: z.number(),
});
export type OrderTotals = z.infer<typeof orderTotalsSchema>;

export const cartSchema = z.object({
  items: z.array(cartLineSchema),
  totals: orderTotalsSchema,
  /** Lines priced in another currency than the cart's (the shop set no price in it): checkout refuses them. */
  mixed_currencies: z.boolean(),
});
export type Cart = z.infer<typeof cartSchema>;
export const cartResponseSchema = z.object({ data: cartSchema });
export const cartQuerySchema = z.object({ currency: unlessEmpty(shopCurrencySchema) });

// ---- Checkout and orders --------------------------------------------------------------------------------------

export const shippingAddressSchema = z.object({
  name: z.string().trim().min(1, { error: 'required' }).max(120, { error: 'too_long' }),
  line1: z.string().trim().min(1, { error: 'required' }).max(200, { error: 'too_long' }),
  line2: z.string().trim().max(200, { error: 'too_long' }).optional(),
  city: z.string().trim().min(1, { error: 'required' }).max(120, { error: 'too_long' }),
  region: z.string().trim().max(120, { error: 'too_long' }).optional(),
  postcode: z.string().trim().min(1, { error: 'required' }).max(20, { error: 'too_long' }),
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, { error: 'invalid' })
    .transform((c) => c.toUpperCase()),
});
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

export const checkoutInputSchema = z.object({
  method: z.enum(PAYMENT_METHODS, { error: 'invalid_method' }),
  currency: shopCurrencySchema.optional(),
  shipping_address: shippingAddressSchema.optional(),
});
export type CheckoutInput = z.infer<typeof checkoutInputSchema>;
export const checkoutResultSchema = z.object({
  order_id: z.string(),
  /** Where to pay (Stripe Checkout); absent for a manual order. */
  url: z.string().optional(),
});
export const checkoutResponseSchema = z.object({ data: checkoutResultSchema });

export const orderItemSchema = z.object({
  product_id: z.string().nullable(),
  name: z.string(),
  category: z.enum(SHOP_CATEGORIES),
  unit_amount: z.number(),
  quantity: z.number().int(),
});
export const orderSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  method: z.enum(PAYMENT_METHODS),
  currency: z.string(),
  subtotal: z.number(),
  tax: z.number(),
  tax_included: z.boolean(),
  shipping: z.number(),
  total: z.number(),
  items: z.array(orderItemSchema),
  shipping_address: shippingAddressSchema.nullable(),
  reserved_until: z.string(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  shipped_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  refunded_at: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;
export const orderResponseSchema = z.object({ data: orderSchema });
export const orderListResponseSchema = z.object({ data: z.array(orderSchema) });

export const shopRegionSettingSchema = z.object({
  currency: z.enum(SHOP_CURRENCIES),
  tax_rate: z.number().min(0).max(0.99),
  tax_included: z.boolean(),
  shipping_flat: shopMoneyAmountSchema,
  free_shipping_over: shopMoneyAmountSchema.nullable(),
  /**
   * Where a buyer paying by bank transfer in this currency sends the money (account name, number, bank), as the
   * admin wrote it; null when the shop gave none (buyers are then asked to write to support).
   */
  bank_details: z.string().nullable(),
});
export type ShopRegionSetting = z.infer<typeof shopRegionSettingSchema>;

/** An admin's change to one region: `bank_details` left out stays as it is; blank removes it. */
export const shopRegionSettingInputSchema = shopRegionSettingSchema.extend({
  bank_details: z
    .string()
    .trim()
    .max(SHOP_LIMITS.bankDetailsMaxChars, { error: 'too_long' })
    .transform((text) => text || null)
    .nullable()
    .optional(),
});
export type ShopRegionSettingInput = z.input<typeof shopRegionSettingInputSchema>;
export type ShopRegionSettingUpdate = z.output<typeof shopRegionSettingInputSchema>;

/** An order's totals from its lines and its region's settings, exactly (minor units), for the server and the web. */
export function orderTotals(
  lines: ReadonlyArray<{ unitAmount: number; quantity: number }>,
  setting: Pick<ShopRegionSetting, 'currency' | 'tax_rate' | 'tax_included' | 'shipping_flat' | 'free_shipping_over'>,
): OrderTotals {
  const subtotal = lines.reduce((sum, l) => sum + minorUnitsOf(l.unitAmount) * l.quantity, 0);
  const freeOver = setting.free_shipping_over === null ? null : minorUnitsOf(setting.free_shipping_over);
  const shipping =
    subtotal === 0 || (freeOver !== null && subtotal >= freeOver) ? 0 : minorUnitsOf(setting.shipping_flat);
  // Included tax is the part of the price that is tax: price × rate / (1 + rate); added tax is on top.
  const tax = setting.tax_included
    ? Math.round((subtotal * setting.tax_rate) / (1 + setting.tax_rate))
    : Math.round(subtotal * setting.tax_rate);
  const total = subtotal + shipping + (setting.tax_included ? 0 : tax);
  return {
    currency: setting.currency,
    subtotal: fromMinorUnits(subtotal),
    tax: fromMinorUnits(tax),
    tax_included: setting.tax_included,
    tax_rate: setting.tax_rate,
    shipping: fromMinorUnits(shipping),
    total: fromMinorUnits(total),
  };
}

/** Where an order may go from each status (the server enforces it; the web shows only these actions). */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  awaiting_payment: ['paid', 'cancelled'],
  paid: ['shipped', 'refunded'],
  shipped: ['delivered', 'refunded'],
  delivered: ['refunded'],
  cancelled: [],
  refunded: [],
};
export const canMoveOrder = (from: OrderStatus, to: OrderStatus) => ORDER_TRANSITIONS[from].includes(to);
