import { createRoute, z } from '@hono/zod-openapi';
import {
  PAID_PLANS,
  billingCheckoutInputSchema,
  billingCheckoutResponseSchema,
  billingPortalResponseSchema,
  courseResponseSchema,
  lessonInputSchema,
  lessonProgressInputSchema,
  planListQuerySchema,
  planListResponseSchema,
  planPriceInputSchema,
  subscriptionResponseSchema,
  type ShopCurrency,
} from '@ww/contracts';
import type { AppDeps } from '#platform/app-env.ts';
import { requireAdmin } from '#platform/auth/require-admin.ts';
import { optionalAuth, requireAuth } from '#platform/auth/require-auth.ts';
import { createRouter, errorResponses, jsonBody, jsonResponse } from '#platform/openapi.ts';
import { bearerRoutes, idParams } from '#platform/routes-kit.ts';
import type { BillingService } from './billing.service.ts';

export function billingRoutes(
  deps: AppDeps,
  service: BillingService,
  userCurrency: (userId: string) => Promise<ShopCurrency>,
) {
  const router = createRouter();
  const tags = ['billing'];
  router.use('/plans', optionalAuth(deps));
  for (const path of ['/subscription', '/checkout', '/portal', '/cancel-trial', '/course', '/course/*']) {
    router.use(path, requireAuth(deps));
  }
  const currencyOf = async (asked: ShopCurrency | undefined, userId: string | null) =>
    asked ?? (userId ? await userCurrency(userId) : 'USD');
  const routes = bearerRoutes(tags);

  router.openapi(
    createRoute({
      method: 'get',
      path: '/plans',
      tags,
      description:
        'The free trial, the monthly and the annual membership (with the course), and the course on its own, priced in `currency` (default: the signed-in user’s, else USD) where admins set a price, else in USD.',
      request: { query: planListQuerySchema },
      responses: { 200: jsonResponse('The plans', planListResponseSchema), ...errorResponses },
    }),
    async (c) =>
      c.json(
        await service.plans(await currencyOf(c.req.valid('query').currency, c.get('viewer')?.userId ?? null)),
        200,
      ),
  );

  router.openapi(
    routes.read('/subscription', {
      description:
        'The caller’s membership: a new account is `trialing` for COMMERCIAL.freeTrialDays days with no card; `expired` once a trial or a grant ends.',
      response: jsonResponse('The membership', subscriptionResponseSchema),
    }),
    async (c) => c.json({ data: await service.subscription(c.get('auth').userId) }, 200),
  );

  router.openapi(
    routes.post('/checkout', {
      description:
        'A Stripe Checkout session for the monthly or annual membership or the course; answers its `url`. The membership is active once Stripe’s webhook says it was paid. 409 `card_payments_unavailable` without Stripe, 502 `checkout_failed` when Stripe does not answer.',
      request: jsonBody(billingCheckoutInputSchema),
      responses: {
        200: jsonResponse('Where to pay', billingCheckoutResponseSchema),
        409: { description: 'Card payments not set up, or already a member' },
        502: { description: 'Stripe could not start the payment' },
      },
    }),
    async (c) => {
      const userId = c.get('auth').userId;
      const { item, currency } = c.req.valid('json');
      return c.json({ data: await service.checkout(userId, item, await currencyOf(currency, userId)) }, 200);
    },
  );

  router.openapi(
    routes.post('/portal', {
      description: 'Stripe’s customer portal (card, invoices, cancellation) for a member who paid by card.',
      responses: {
        200: jsonResponse('Where to go', billingPortalResponseSchema),
        409: { description: 'No card billing' },
      },
    }),
    async (c) => c.json({ data: await service.portal(c.get('auth').userId) }, 200),
  );

  router.openapi(
    routes.post('/cancel-trial', {
      description: 'Ends the free trial now (/cancel-trial). 409 `no_trial` when there is none running.',
      responses: {
        200: jsonResponse('The membership', subscriptionResponseSchema),
        409: { description: 'No trial running' },
      },
    }),
    async (c) => c.json({ data: await service.cancelTrial(c.get('auth').userId) }, 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/webhook',
      tags,
      description:
        'Stripe’s webhook. Verified by the `Stripe-Signature` header over the raw body (400 otherwise); each event is handled once (a replay answers `duplicate: true`) and in any order.',
      responses: {
        200: jsonResponse('Received', z.object({ received: z.literal(true), duplicate: z.boolean() })),
        ...errorResponses,
      },
    }),
    async (c) => c.json(await service.webhook(await c.req.text(), c.req.header('stripe-signature')), 200),
  );

  router.openapi(
    routes.read('/course', {
      description:
        'The video course’s lessons with the caller’s progress; each `video_url` only for annual members and course buyers (`access`).',
      response: jsonResponse('The course', courseResponseSchema),
    }),
    async (c) => c.json({ data: await service.course(c.get('auth').userId) }, 200),
  );

  router.openapi(
    routes.put('/course/lessons/{id}/progress', {
      request: { params: idParams, ...jsonBody(lessonProgressInputSchema) },
      responses: {
        204: { description: 'Saved' },
        403: { description: 'No access to the course' },
        404: { description: 'No such lesson' },
      },
    }),
    async (c) => {
      await service.setProgress(c.get('auth').userId, c.req.valid('param').id, c.req.valid('json').completed);
      return c.body(null, 204);
    },
  );

  return router;
}

/** The console's memberships: prices, grants, the course's lessons; admins only, every write audited. */
export function billingAdminRoutes(
  deps: AppDeps,
  service: BillingService,
  isAdmin: (userId: string) => Promise<boolean>,
) {
  const router = createRouter();
  for (const path of ['/plan-prices', '/users/*', '/lessons', '/lessons/*']) {
    router.use(path, requireAuth(deps), requireAdmin(isAdmin));
  }
  const tags = ['admin: memberships'];
  const routes = bearerRoutes(tags);
  const adminOnly = { 403: { description: 'Not an admin' } };
  const userParams = z.object({ id: z.uuid() });

  router.openapi(
    routes.put('/plan-prices', {
      description: 'Sets membership and course prices per currency.',
      request: jsonBody(planPriceInputSchema),
      responses: { 204: { description: 'Saved' }, ...adminOnly },
    }),
    async (c) => {
      await service.setPrices(c.get('auth').userId, c.req.valid('json').prices);
      return c.body(null, 204);
    },
  );

  router.openapi(
    routes.post('/users/{id}/membership', {
      description: 'Grants a membership by hand for `months` (for instance when card payments are not set up).',
      request: {
        params: userParams,
        ...jsonBody(z.object({ plan: z.enum(PAID_PLANS), months: z.number().int().min(1).max(120) })),
      },
      responses: { 204: { description: 'Granted' }, 404: { description: 'No such user' }, ...adminOnly },
    }),
    async (c) => {
      const { plan, months } = c.req.valid('json');
      await service.grant(c.get('auth').userId, c.req.valid('param').id, plan, months);
      return c.body(null, 204);
    },
  );

  router.openapi(
    routes.post('/users/{id}/course', {
      description: 'Opens the course to a user (bought outside the app, a gift).',
      request: { params: userParams },
      responses: { 204: { description: 'Granted' }, ...adminOnly },
    }),
    async (c) => {
      await service.grantCourse(c.get('auth').userId, c.req.valid('param').id);
      return c.body(null, 204);
    },
  );

  router.openapi(
    routes.create('/lessons', {
      body: lessonInputSchema,
      response: jsonResponse('The lesson id', z.object({ data: z.object({ id: z.string() }) })),
      responses: adminOnly,
    }),
    async (c) =>
      c.json({ data: { id: await service.saveLesson(c.get('auth').userId, null, c.req.valid('json')) } }, 201),
  );

  router.openapi(
    routes.put('/lessons/{id}', {
      request: { params: userParams, ...jsonBody(lessonInputSchema) },
      responses: {
        200: jsonResponse('The lesson id', z.object({ data: z.object({ id: z.string() }) })),
        404: { description: 'No such lesson' },
        ...adminOnly,
      },
    }),
    async (c) =>
      c.json(
        { data: { id: await service.saveLesson(c.get('auth').userId, c.req.valid('param').id, c.req.valid('json')) } },
        200,
      ),
  );

  router.openapi(
    routes.delete('/lessons/{id}', {
      request: { params: userParams },
      responses: { 204: { description: 'Removed' }, 404: { description: 'No such lesson' }, ...adminOnly },
    }),
    async (c) => {
      await service.removeLesson(c.get('auth').userId, c.req.valid('param').id);
      return c.body(null, 204);
    },
  );

  return router;
}
