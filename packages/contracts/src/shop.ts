import { z } from 'zod';
import { CURRENCIES } from './constants.ts';
import { FINANCE_LIMITS } from './finance.ts';
import { toMinorUnits, minorUnitsOf, fromMinorUnits } from './money.ts';
import { optionalWebAddressSchema } from './web-address.ts';

/** The shop's departments (SPEC §2). */
export const SHOP_CATEGORIES = ['rv_parts', 'camping_gear', 'electronics', 'accessories'] as const;
export type ShopCategory = (typeof SHOP_CATEGORIES)[number];

/** The currencies the shop and the memberships are priced in, each price set by the shop (not converted). */
export const SHOP_CURRENCIES = CURRENCIES;
export type ShopCurrency = (typeof SHOP_CURRENCIES)[number];

export const ORDER_STATUSES = ['awaiting_payment', 'paid', 'shipped', 'delivered', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_METHODS = ['stripe', 'manual'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const HITCH_TYPES = ['ball', 'fifth_wheel', 'gooseneck', 'pintle'] as const;
export type HitchType = (typeof HITCH_TYPES)[number];

export const SHOP_SORTS = ['name', 'price_asc', 'price_desc', 'newest'] as const;
export type ShopSort = (typeof SHOP_SORTS)[number];

export const SHOP_LIMITS = {
  /** Of one product in one cart or order. */
  maxQuantity: 99,
  /** Different products in one cart. */
  maxCartLines: 50,
  pageSize: 24,
  maxPageSize: 100,
  /** A search's text; longer is refused, not cut. */
  searchMaxChars: 100,
  nameMaxChars: 200,
  descriptionMaxChars: 10_000,
  maxSpecs: 40,
  maxPhotos: 8,
  /** A card checkout holds the stock this long (Stripe's shortest session), then the order is cancelled. */
  cardReservationMinutes: 30,
  /** A pay-on-collection or bank-transfer order holds it this long for the admin to see the money arrive. */
  manualReservationDays: 7,
  maxStock: 1_000_000,
  photoMaxBytes: 10 * 1024 * 1024,
  photoMaxSidePx: 1_600,
  /** A region's bank-transfer details (account name, number, bank). */
  bankDetailsMaxChars: 1_000,
} as const;

/** Where product photos an admin uploads are served (POST /admin/products/photos). */
export const SHOP_PHOTO_URL_PREFIX = '/uploads/shop/';

const moneyAmount = z
  .number({ error: 'invalid_amount' })
  .min(0, { error: 'amount_negative' })
  .max(FINANCE_LIMITS.maxAmount, { error: 'amount_too_large' })
  .refine((n) => toMinorUnits(n) !== null, { error: 'too_many_decimals' });

/**
 * A product's prices, one per currency; USD is required, as the price shown where the shop set none in the visitor's
 * currency.
 */
const productPricesSchema = z
  .array(z.object({ currency: z.enum(SHOP_CURRENCIES, { error: 'invalid_currency' }), amount: moneyAmount }))
  .min(1, { error: 'required' })
  .max(SHOP_CURRENCIES.length)
  .refine((ps) => new Set(ps.map((p) => p.currency)).size === ps.length, { error: 'duplicate_currency' })
  .refine((ps) => ps.some((p) => p.currency === 'USD'), { error: 'usd_required' });

export const shopCurrencySchema = z.enum(SHOP_CURRENCIES, { error: 'invalid_currency' });
export const priceSchema = z.object({ amount: z.number(), currency: z.string() });
export type Price = z.infer<typeof priceSchema>;

export const productPhotoSchema = z.object({
  url: z
    .string()
    .refine((u) => u.startsWith(SHOP_PHOTO_URL_PREFIX) && /^[\w./-]+$/.test(u), { error: 'invalid_photo' }),
  width: z.number().int().min(1),
  height: z.number().int().min(1),
});
export type ProductPhoto = z.infer<typeof productPhotoSchema>;
export const productSpecSchema = z.object({
  label: z.string().trim().min(1, { error: 'required' }).max(80, { error: 'too_long' }),
  value: z.string().trim().min(1, { error: 'required' }).max(200, { error: 'too_long' }),
});
export type ProductSpec = z.infer<typeof productSpecSchema>;

/** One product as lists show it; `price` is in the asked currency when the shop set one, else in USD. */
export const productSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.enum(SHOP_CATEGORIES),
  price: priceSchema,
  stock: z.number().int(),
  /** 'shop' when the shop sells and ships it; else the seller platform it is bought on. */
  seller: z.string(),
  external_url: z.string().nullable(),
  photo: productPhotoSchema.nullable(),
  /** On sale; only admins see retired products (false). */
  active: z.boolean(),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

export const rigFitSchema = z.object({
  /** true or false when the caller's rigs could be checked against every limit the product names, else null. */
  fits: z.boolean().nullable(),
  /** Per rig: which limits it is over. */
  rigs: z.array(
    z.object({
      vehicle_id: z.string(),
      name: z.string(),
      fits: z.boolean().nullable(),
      over: z.array(z.enum(['length', 'mass', 'hitch'])),
    }),
  ),
});
export type RigFit = z.infer<typeof rigFitSchema>;

export const productSchema = productSummarySchema.extend({
  description: z.string(),
  specs: z.array(productSpecSchema),
  photos: z.array(productPhotoSchema),
  prices: z.array(priceSchema),
  max_rig_length_m: z.number().nullable(),
  max_rig_mass_kg: z.number().nullable(),
  hitch: z.enum(HITCH_TYPES).nullable(),
  active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Only for a signed-in caller with rigs, when the product names rig limits. */
  rig_fit: rigFitSchema.nullable(),
});
export type Product = z.infer<typeof productSchema>;

const booleanQuery = z
  .enum(['true', 'false', '1', '0'], { error: 'invalid' })
  .transform((v) => v === 'true' || v === '1');
const amountQuery = z.coerce
  .number({ error: 'invalid_amount' })
  .min(0, { error: 'amount_negative' })
  .max(FINANCE_LIMITS.maxAmount, { error: 'amount_too_large' });

/** A query parameter sent empty (`?category=&q=`) is one not sent. */
export const unlessEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const productListQuerySchema = z.object({
  category: unlessEmpty(z.enum(SHOP_CATEGORIES, { error: 'invalid_category' })),
  q: unlessEmpty(z.string().trim().max(SHOP_LIMITS.searchMaxChars, { error: 'too_long' })),
  currency: unlessEmpty(shopCurrencySchema),
  min_price: unlessEmpty(amountQuery),
  max_price: unlessEmpty(amountQuery),
  in_stock: unlessEmpty(booleanQuery),
  sort: unlessEmpty(z.enum(SHOP_SORTS, { error: 'invalid_sort' })),
  limit: unlessEmpty(z.coerce.number().int().min(1).max(SHOP_LIMITS.maxPageSize)),
  offset: unlessEmpty(z.coerce.number().int().min(0).max(100_000)),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;
export const productListResponseSchema = z.object({
  data: z.array(productSummarySchema),
  total: z.number().int(),
  next_offset: z.number().int().nullable(),
});

/** What an admin writes for a product. */
export const productInputSchema = z
  .object({
    name: z
      .string({ error: 'required' })
      .trim()
      .min(1, { error: 'required' })
      .max(SHOP_LIMITS.nameMaxChars, { error: 'too_long' }),
    category: z.enum(SHOP_CATEGORIES, { error: 'invalid_category' }),
    description: z.string().max(SHOP_LIMITS.descriptionMaxChars, { error: 'too_long' }).default(''),
    prices: productPricesSchema,
    stock: z
      .number({ error: 'invalid' })
      .int({ error: 'invalid' })
      .min(0, { error: 'negative' })
      .max(SHOP_LIMITS.maxStock, { error: 'too_large' }),
    specs: z.array(productSpecSchema).max(SHOP_LIMITS.maxSpecs, { error: 'too_many' }).default([]),
    photos: z.array(productPhotoSchema).max(SHOP_LIMITS.maxPhotos, { error: 'too_many' }).default([]),
    seller: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, { error: 'invalid' })
      .default('shop'),
    external_url: optionalWebAddressSchema().default(null),
    max_rig_length_m: z.number().positive({ error: 'invalid' }).max(100).nullable().default(null),
    max_rig_mass_kg: z.number().positive({ error: 'invalid' }).max(100_000).nullable().default(null),
    hitch: z.enum(HITCH_TYPES, { error: 'invalid' }).nullable().default(null),
    active: z.boolean().default(true),
  })
  .superRefine((p, ctx) => {
    if ((p.seller === 'shop') !== (p.external_url === null)) {
      ctx.addIssue({
        code: 'custom',
        path: ['external_url'],
        message: p.seller === 'shop' ? 'not_for_shop_products' : 'required',
      });
    }
  });
export type ProductInput = z.infer<typeof productInputSchema>;
export const productPatchSchema = z
  .object({
    name: z.string().trim().min(1, { error: 'required' }).max(SHOP_LIMITS.nameMaxChars, { error: 'too_long' }),
    category: z.enum(SHOP_CATEGORIES, { error: 'invalid_category' }),
    description: z.string().max(SHOP_LIMITS.descriptionMaxChars, { error: 'too_long' }),
    prices: productPricesSchema,
    stock: z.number().int({ error: 'invalid' }).min(0, { error: 'negative' }).max(SHOP_LIMITS.maxStock),
    specs: z.array(productSpecSchema).max(SHOP_LIMITS.maxSpecs, { error: 'too_many' }),
    photos: z.array(productPhotoSchema).max(SHOP_LIMITS.maxPhotos, { error: 'too_many' }),
    external_url: optionalWebAddressSchema(),
    max_rig_length_m: z.number().positive().max(100).nullable(),
    max_rig_mass_kg: z.number().positive().max(100_000).nullable(),
    hitch: z.enum(HITCH_TYPES).nullable(),
    active: z.boolean(),
  })
  .partial();
export type ProductPatch = z.infer<typeof productPatchSchema>;

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
  shipping_flat: moneyAmount,
  free_shipping_over: moneyAmount.nullable(),
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
