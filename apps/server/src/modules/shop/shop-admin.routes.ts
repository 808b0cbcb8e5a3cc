import { createRoute, z } from '@hono/zod-openapi';
import {
  ORDER_STATUSES,
  SHOP_LIMITS,
  orderSchema,
  productPhotoSchema,
  productInputSchema,
  productListQuerySchema,
  productListResponseSchema,
  productPatchSchema,
  productSchema,
  shopRegionSettingInputSchema,
  shopRegionSettingSchema,
} from '@ww/contracts';
import { bodyLimit } from 'hono/body-limit';
import type { AppDeps } from '#platform/app-env.ts';
import { validationError } from '#platform/errors.ts';
import { imageTooLarge } from '#platform/images.ts';
import { requireAdmin } from '#platform/auth/require-admin.ts';
import { requireAuth } from '#platform/auth/require-auth.ts';
import { bearer, createRouter, errorResponses, jsonBody, jsonResponse } from '#platform/openapi.ts';
import { bearerRoutes, dataOf, idParams, listOf } from '#platform/routes-kit.ts';
import type { CatalogueService } from './catalogue.service.ts';
import type { OrdersService } from './orders.service.ts';
import { PRODUCT_PHOTO, type ProductPhotoStore } from './product-photos.store.ts';
import type { ShopSettingsService } from './shop-settings.service.ts';

const adminOrderSchema = orderSchema.extend({ user_id: z.string(), email: z.string() });
const moveSchema = z.object({ status: z.enum(['paid', 'shipped', 'delivered', 'cancelled', 'refunded']) });

/** The console's shop: products, orders and the per-region tax and shipping; admins only, every write audited. */
export function shopAdminRoutes(
  deps: AppDeps,
  services: {
    catalogue: CatalogueService;
    orders: OrdersService;
    settings: ShopSettingsService;
    photos: ProductPhotoStore;
    isAdmin: (userId: string) => Promise<boolean>;
  },
) {
  const router = createRouter();
  // Mounted beside the other /admin routes: each path of its own is guarded, not the whole prefix.
  for (const path of ['/products', '/products/*', '/orders', '/orders/*', '/shop-settings']) {
    router.use(path, requireAuth(deps), requireAdmin(services.isAdmin));
  }
  const tags = ['admin: shop'];
  const adminOnly = { 403: { description: 'Not an admin' } };
  const routes = bearerRoutes(tags);

  router.openapi(
    routes.get('/products', {
      description: 'Every product, retired ones too, with the same filters as the shop.',
      request: { query: productListQuerySchema },
      responses: { 200: jsonResponse('A page of products', productListResponseSchema), ...adminOnly },
    }),
    async (c) => c.json(await services.catalogue.adminList(c.req.valid('query')), 200),
  );

  router.openapi(
    routes.create('/products', {
      description:
        'Adds a product. `prices` holds one price per currency and must include USD. A product sold elsewhere names its `seller` platform and `external_url`.',
      body: productInputSchema,
      response: jsonResponse('The product', dataOf(productSchema)),
      responses: adminOnly,
    }),
    async (c) =>
      c.json({ data: await services.catalogue.create(c.get('auth').userId, c.req.valid('json'), 'USD') }, 201),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/products/photos',
      tags,
      security: bearer,
      description: `A JPEG, PNG, WebP or HEIF/AVIF photo of at most ${SHOP_LIMITS.photoMaxBytes / 1024 / 1024} MB (multipart field \`file\`), stored as WebP turned upright, scaled to fit ${SHOP_LIMITS.photoMaxSidePx} px and without any metadata; its url goes in a product's \`photos\`.`,
      middleware: [
        bodyLimit({
          maxSize: SHOP_LIMITS.photoMaxBytes + 64 * 1024,
          onError: () => {
            throw imageTooLarge(PRODUCT_PHOTO);
          },
        }),
      ] as const,
      request: {
        body: { content: { 'multipart/form-data': { schema: z.object({ file: z.any().describe('The photo') }) } } },
      },
      responses: {
        201: jsonResponse('The stored photo', dataOf(productPhotoSchema)),
        413: { description: 'Larger than SHOP_LIMITS.photoMaxBytes' },
        ...adminOnly,
        ...errorResponses,
      },
    }),
    async (c) => {
      const form = await c.req.parseBody();
      const file = form['file'];
      if (!(file instanceof File)) throw validationError({ file: 'required' });
      return c.json({ data: await services.photos.save(file) }, 201);
    },
  );

  router.openapi(
    routes.patchById('/products/{id}', {
      description: 'Changes a product; `prices`, when given, replaces them all. `active: false` retires it.',
      body: productPatchSchema,
      response: jsonResponse('The product', dataOf(productSchema)),
      responses: { 404: { description: 'No such product' }, ...adminOnly },
    }),
    async (c) =>
      c.json(
        {
          data: await services.catalogue.update(
            c.get('auth').userId,
            c.req.valid('param').id,
            c.req.valid('json'),
            'USD',
          ),
        },
        200,
      ),
  );

  router.openapi(
    routes.deleteById('/products/{id}', {
      description: 'Deletes a product; orders keep their lines (name and price as bought).',
      deleted: 'Deleted',
      responses: { 404: { description: 'No such product' }, ...adminOnly },
    }),
    async (c) => {
      await services.catalogue.remove(c.get('auth').userId, c.req.valid('param').id);
      return c.body(null, 204);
    },
  );

  router.openapi(
    routes.get('/orders', {
      description: 'Every order, newest first, optionally of one status.',
      request: {
        query: z.object({
          status: z.enum(ORDER_STATUSES).optional(),
          limit: z.coerce.number().int().min(1).max(200).default(50),
          offset: z.coerce.number().int().min(0).max(100_000).default(0),
        }),
      },
      responses: { 200: jsonResponse('Orders', listOf(adminOrderSchema)), ...adminOnly },
    }),
    async (c) => c.json({ data: await services.orders.adminList(c.req.valid('query')) }, 200),
  );

  router.openapi(
    routes.post('/orders/{id}/status', {
      description:
        'Moves an order on (ORDER_TRANSITIONS): `paid` for a manual order whose money arrived (a card order is paid by Stripe only), `shipped`, `delivered`, `cancelled` (unpaid), `refunded` (a card order is refunded through Stripe). 409 `order_status` for a move its status does not allow.',
      request: { params: idParams, ...jsonBody(moveSchema) },
      responses: {
        200: jsonResponse('The order', dataOf(orderSchema)),
        404: { description: 'No such order' },
        409: { description: 'Not allowed from its status' },
        ...adminOnly,
      },
    }),
    async (c) =>
      c.json(
        {
          data: await services.orders.adminMove(
            c.get('auth').userId,
            c.req.valid('param').id,
            c.req.valid('json').status,
          ),
        },
        200,
      ),
  );

  router.openapi(
    routes.put('/shop-settings', {
      description:
        'Sets one currency region’s tax rate (added or included), shipping, and the bank-transfer details shown to buyers paying by bank transfer in that currency (`bank_details`: left out, it stays; blank or null, it is removed).',
      request: jsonBody(shopRegionSettingInputSchema),
      responses: { 200: jsonResponse('Every region', listOf(shopRegionSettingSchema)), ...adminOnly },
    }),
    async (c) => c.json({ data: await services.settings.update(c.get('auth').userId, c.req.valid('json')) }, 200),
  );

  return router;
}
