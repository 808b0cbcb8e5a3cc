import { z } from 'zod';
import { CURRENCIES } from './constants.ts';
import { FINANCE_LIMITS } from './finance.ts';
import { toMinorUnits } from './money.ts';
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

/** A price the shop sets: not negative, within the finance limit, in whole cents. */
export const shopMoneyAmountSchema = z
  .number({ error: 'invalid_amount' })
  .min(0, { error: 'amount_negative' })
  .max(FINANCE_LIMITS.maxAmount, { error: 'amount_too_large' })
  .refine((n) => toMinorUnits(n) !== null, { error: 'too_many_decimals' });

/**
 * A product's prices, one per currency; USD is required, as the price shown where the shop set none in the visitor's
 * currency.
 */
const productPricesSchema = z
  .array(z.object({ currency: z.enum(SHOP_CURRENCIES, { error: 'invalid_currency' }), amount: shopMoneyAmountSchema }))
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
