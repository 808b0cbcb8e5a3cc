import { regionConfigFor, type OrderTotals, lineAmount } from '@ww/contracts';
import { jsonResponse, routeJson, stubApi, type ApiHandler } from '#testing/api-stub.ts';
import { TEST_USER } from '#testing/factories.ts';
import { sessionResponse, testSettings } from '#testing/test-account.ts';
import type { Cart, Order, Product, ProductSummary, RegionSetting } from '../api/queries.ts';

let counter = 0;
/** A fresh uuid-shaped id (the server's cart routes take uuids). */
export function shopId(): string {
  counter += 1;
  return `00000000-0000-4000-8000-${String(900_000 + counter).padStart(12, '0')}`;
}

/** A product as lists show it: the shop's own, in stock, priced in AUD. */
export function makeProduct(overrides: Partial<ProductSummary> = {}): ProductSummary {
  return {
    id: shopId(),
    name: 'Folding camp chair',
    category: 'camping_gear',
    price: { amount: 49.95, currency: 'AUD' },
    stock: 12,
    seller: 'shop',
    external_url: null,
    photo: { url: '/uploads/shop/chair.webp', width: 800, height: 600 },
    active: true,
    ...overrides,
  };
}

/** A product as its page shows it. */
export function makeProductDetail(overrides: Partial<Product> = {}): Product {
  const summary = makeProduct(overrides);
  return {
    ...summary,
    description: 'Light aluminium frame.\nFolds flat.',
    specs: [{ label: 'Weight', value: '2.1 kg' }],
    photos: summary.photo ? [summary.photo] : [],
    prices: [summary.price],
    max_rig_length_m: null,
    max_rig_mass_kg: null,
    hitch: null,
    active: true,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    rig_fit: null,
    ...overrides,
  };
}

/** GST as Australia has it: 10 % included in the prices, AUD 9.95 shipping, free from AUD 100. */
export const AUD_SETTING: RegionSetting = {
  currency: 'AUD',
  tax_rate: 0.1,
  tax_included: true,
  shipping_flat: 9.95,
  free_shipping_over: 100,
  bank_details: null,
};

/** A server cart holding `lines` (product, quantity) with the totals it states. */
export function makeCart(lines: Array<[ProductSummary, number]>, totals: Partial<OrderTotals> = {}): Cart {
  return {
    items: lines.map(([product, quantity]) => ({
      product_id: product.id,
      name: product.name,
      category: product.category,
      photo: product.photo,
      quantity,
      unit_price: product.price,
      line_total: { amount: lineAmount(product.price.amount, quantity), currency: product.price.currency },
      stock: product.stock,
      available: true,
    })),
    totals: {
      currency: 'AUD',
      subtotal: 0,
      tax: 0,
      tax_included: true,
      tax_rate: 0.1,
      shipping: 0,
      total: 0,
      ...totals,
    },
    mixed_currencies: false,
  };
}

export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: shopId(),
    number: 1042,
    status: 'awaiting_payment',
    method: 'manual',
    currency: 'AUD',
    subtotal: 99.9,
    tax: 9.08,
    tax_included: true,
    shipping: 9.95,
    total: 109.85,
    items: [
      { product_id: null, name: 'Folding camp chair', category: 'camping_gear', unit_amount: 49.95, quantity: 2 },
    ],
    shipping_address: {
      name: 'Robin Road',
      line1: '1 Beach Rd',
      city: 'Byron Bay',
      region: 'NSW',
      postcode: '2481',
      country: 'AU',
    },
    reserved_until: '2026-12-08T10:00:00.000Z',
    created_at: '2026-12-01T10:00:00.000Z',
    paid_at: null,
    shipped_at: null,
    delivered_at: null,
    cancelled_at: null,
    refunded_at: null,
    ...overrides,
  };
}

/** The fake API of a visitor in Australia: the region, the shop's tax and shipping, and card payments set up. */
export function visitorShopApi(handlers: Record<string, ApiHandler> = {}) {
  return stubApi({
    'GET /region': () => routeJson('GET /region', { data: regionConfigFor('AU') }),
    'GET /shop/region-settings': () => routeJson('GET /shop/region-settings', { data: [AUD_SETTING] }),
    'GET /config/public': () => routeJson('GET /config/public', { data: { map_style_url: null, card_payments: true } }),
    ...handlers,
  });
}

/** The fake API of the signed-in TEST_USER, whose currency setting is AUD. */
export function memberShopApi(handlers: Record<string, ApiHandler> = {}) {
  return visitorShopApi({
    'GET /auth/session': () => sessionResponse(TEST_USER),
    'GET /settings': () =>
      jsonResponse(200, {
        data: testSettings(TEST_USER, {
          regional_preferences: { ...testSettings(TEST_USER).regional_preferences, currency: 'AUD' },
        }),
      }),
    'GET /shop/cart': () => routeJson('GET /shop/cart', { data: makeCart([]) }),
    ...handlers,
  });
}
