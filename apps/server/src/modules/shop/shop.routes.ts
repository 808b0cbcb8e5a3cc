import { createRoute, z } from '@hono/zod-openapi';
import {
  SHOP_CATEGORIES,
  cartItemInputSchema,
  cartMergeSchema,
  cartQuerySchema,
  cartResponseSchema,
  checkoutInputSchema,
  checkoutResponseSchema,
  orderListResponseSchema,
  orderResponseSchema,
  productListQuerySchema,
  productListResponseSchema,
  productSchema,
  shopCurrencySchema,
  shopRegionSettingSchema,
  unlessEmpty,
} from '@ww/contracts';
import type { AppDeps } from '#platform/app-env.ts';
import { optionalAuth, requireAuth } from '#platform/auth/require-auth.ts';
import { createRouter, errorResponses, jsonBody, jsonResponse } from '#platform/openapi.ts';
import { bearerRoutes, dataOf, idParams, listOf } from '#platform/routes-kit.ts';
import type { CatalogueService } from './catalogue.service.ts';
import type { OrdersService } from './orders.service.ts';
import type { ShopSettingsService } from './shop-settings.service.ts';

export function shopRoutes(
  deps: AppDeps,
  services: { catalogue: CatalogueService; orders: OrdersService; settings: ShopSettingsService },
) {
  const router = createRouter();
  const tags = ['shop'];
  router.use('/products', optionalAuth(deps));
  router.use('/products/*', optionalAuth(deps));
  router.use('/categories', optionalAuth(deps));
  router.use('/region-settings', optionalAuth(deps));
  for (const path of ['/cart', '/cart/*', '/checkout', '/orders', '/orders/*']) router.use(path, requireAuth(deps));

  /** The currency to price in: the one asked, else the signed-in user's, else USD. */
  const currencyOf = async (asked: z.infer<typeof shopCurrencySchema> | undefined, userId: string | null) =>
    asked ?? (userId ? await services.settings.userCurrency(userId) : 'USD');
  const routes = bearerRoutes(tags);

  router.openapi(
    createRoute({
      method: 'get',
      path: '/products',
      tags,
      description:
        'Products on sale, for visitors too. `q` matches the start of every word in the name or description, without case or accents. Prices are in `currency` (default: the signed-in user’s currency, else USD) where the shop set one, else in USD; `min_price`/`max_price` and the price sorts read that price. `in_stock=true` leaves out shop products with no stock. Sorted by name unless `sort` says otherwise; `limit` (at most SHOP_LIMITS.maxPageSize) and `offset` page it.',
      request: { query: productListQuerySchema },
      responses: { 200: jsonResponse('A page of products', productListResponseSchema), ...errorResponses },
    }),
    async (c) => {
      const query = c.req.valid('query');
      const userId = c.get('viewer')?.userId ?? null;
      return c.json(await services.catalogue.list(userId, query, await currencyOf(query.currency, userId)), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/products/{id}',
      tags,
      description:
        'One product with its photos, specs, every price the shop set, and for a signed-in user with rigs whether it fits them (`rig_fit`).',
      request: { params: idParams, query: z.object({ currency: unlessEmpty(shopCurrencySchema) }) },
      responses: {
        200: jsonResponse('The product', dataOf(productSchema)),
        404: { description: 'No such product on sale' },
        ...errorResponses,
      },
    }),
    async (c) => {
      const userId = c.get('viewer')?.userId ?? null;
      const currency = await currencyOf(c.req.valid('query').currency, userId);
      return c.json({ data: await services.catalogue.get(userId, c.req.valid('param').id, currency) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/categories',
      tags,
      responses: {
        200: jsonResponse('The departments', z.object({ data: z.array(z.enum(SHOP_CATEGORIES)) })),
        ...errorResponses,
      },
    }),
    (c) => c.json({ data: [...SHOP_CATEGORIES] }, 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/region-settings',
      tags,
      description: 'Tax and shipping per currency region, as checkout applies them.',
      responses: {
        200: jsonResponse('Per currency', listOf(shopRegionSettingSchema)),
        ...errorResponses,
      },
    }),
    async (c) => c.json({ data: await services.settings.list(c.get('viewer')?.userId ?? null) }, 200),
  );

  router.openapi(
    routes.read('/cart', {
      description: 'The signed-in user’s cart, priced in `currency` (default: their currency), with its totals.',
      request: { query: cartQuerySchema },
      response: jsonResponse('The cart', cartResponseSchema),
    }),
    async (c) => c.json({ data: await services.orders.cart(c.get('auth').userId, c.req.valid('query').currency) }, 200),
  );

  router.openapi(
    routes.put('/cart/items', {
      description:
        'Sets how many of a product are in the cart (0 removes it). Only products the shop sells itself; 409 `out_of_stock` past the stock left.',
      request: { query: cartQuerySchema, ...jsonBody(cartItemInputSchema) },
      responses: { 200: jsonResponse('The cart', cartResponseSchema), 409: { description: 'Not that many in stock' } },
    }),
    async (c) =>
      c.json(
        {
          data: await services.orders.setItem(c.get('auth').userId, c.req.valid('json'), c.req.valid('query').currency),
        },
        200,
      ),
  );

  router.openapi(
    routes.post('/cart/merge', {
      description:
        'Adds a visitor’s cart (kept in the browser) to the account’s at sign-in: quantities of one product are summed, up to the stock; products no longer for sale are left out.',
      request: { query: cartQuerySchema, ...jsonBody(cartMergeSchema) },
      responses: { 200: jsonResponse('The cart', cartResponseSchema) },
    }),
    async (c) =>
      c.json(
        {
          data: await services.orders.merge(
            c.get('auth').userId,
            c.req.valid('json').items,
            c.req.valid('query').currency,
          ),
        },
        200,
      ),
  );

  router.openapi(
    routes.create('/checkout', {
      description:
        'Turns the cart into an order and takes its stock. `method: stripe` answers the Stripe Checkout `url` to pay at (the order is paid when Stripe’s webhook says so, never by the return to the site; unpaid, the stock is given back after SHOP_LIMITS.cardReservationMinutes); `method: manual` (pay on collection or bank transfer) waits for an admin to mark it paid, holding the stock SHOP_LIMITS.manualReservationDays days. 409 `out_of_stock` when a line’s stock ran out, 409 `card_payments_unavailable` when Stripe is not set up, 502 `checkout_failed` (SPEC §8’s text) when Stripe could not start the payment.',
      body: checkoutInputSchema,
      response: jsonResponse('The order', checkoutResponseSchema),
      responses: {
        409: { description: 'Out of stock, or card payments not set up' },
        502: { description: 'Stripe could not start the payment' },
      },
    }),
    async (c) => c.json({ data: await services.orders.checkout(c.get('auth').userId, c.req.valid('json')) }, 201),
  );

  router.openapi(
    routes.read('/orders', {
      description: 'The signed-in user’s orders, newest first.',
      response: jsonResponse('Orders', orderListResponseSchema),
    }),
    async (c) => c.json({ data: await services.orders.orders(c.get('auth').userId) }, 200),
  );

  router.openapi(
    routes.getById('/orders/{id}', {
      response: jsonResponse('The order', orderResponseSchema),
      responses: { 404: { description: 'No such order of yours' } },
    }),
    async (c) => c.json({ data: await services.orders.order(c.get('auth').userId, c.req.valid('param').id) }, 200),
  );

  router.openapi(
    routes.post('/orders/{id}/cancel', {
      description: 'Cancels an order not yet paid; its stock goes back at once. 409 `order_status` otherwise.',
      request: { params: idParams },
      responses: {
        200: jsonResponse('The cancelled order', orderResponseSchema),
        404: { description: 'No such order of yours' },
        409: { description: 'Already paid, or already cancelled' },
      },
    }),
    async (c) => c.json({ data: await services.orders.cancel(c.get('auth').userId, c.req.valid('param').id) }, 200),
  );

  router.openapi(
    routes.post('/orders/{id}/delivered', {
      description:
        'The buyer confirms a shipped order arrived. With `auto_add_purchases_to_storage` on, its items go into their RV storage.',
      request: { params: idParams },
      responses: {
        200: jsonResponse('The delivered order', orderResponseSchema),
        404: { description: 'No such order of yours' },
        409: { description: 'Not shipped' },
      },
    }),
    async (c) =>
      c.json({ data: await services.orders.confirmDelivered(c.get('auth').userId, c.req.valid('param').id) }, 200),
  );

  return router;
}
