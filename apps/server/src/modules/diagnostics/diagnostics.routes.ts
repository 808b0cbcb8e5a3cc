import { createRoute, z } from '@hono/zod-openapi';
import {
  DIAGNOSTICS_LIMITS,
  qaCheckListQuerySchema,
  qaCheckInputSchema,
  qaCheckListSchema,
  qaCheckResponseSchema,
  qaSummaryResponseSchema,
  vitalsBatchSchema,
  vitalsQuerySchema,
  vitalsSummaryResponseSchema,
} from '@ww/contracts';
import { bodyLimit } from 'hono/body-limit';
import type { AppDeps } from '#platform/app-env.ts';
import { requestMeta } from '#platform/auth/request-meta.ts';
import { requireAuth } from '#platform/auth/require-auth.ts';
import { AppError, validationError } from '#platform/errors.ts';
import { bearer, createRouter, errorResponses, jsonResponse, nulBytePath, zodFields } from '#platform/openapi.ts';
import { tryConsume } from '#platform/rate-limits.ts';
import { bearerRoutes, idParams } from '#platform/routes-kit.ts';
import type { QaChecksService } from './qa-checks.service.ts';
import { screenshotTooLarge } from './qa-screenshots.store.ts';
import type { VitalsService } from './vitals.service.ts';

const tags = ['diagnostics'];
const routes = bearerRoutes(tags);
const noContent = { 204: { description: 'Recorded' } };

/** A beacon's JSON text, checked against the contract; anything else is a 400 in the API's error shape. */
function parseBeacon(text: string) {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw validationError({ _: 'invalid_json' });
  }
  const parsed = vitalsBatchSchema.safeParse(body);
  if (!parsed.success) throw validationError(zodFields(parsed.error));
  const nul = nulBytePath(parsed.data);
  if (nul) throw validationError({ [nul]: 'invalid_character' });
  return parsed.data;
}

/** `/api/v1/diagnostics`: web vitals (no sign-in), the site QA log (admins) and its summary (everyone). */
export function diagnosticsRoutes(deps: AppDeps, services: { vitals: VitalsService; qa: QaChecksService }) {
  const router = createRouter();
  for (const path of ['/qa-checks', '/qa-checks/*']) router.use(path, requireAuth(deps));

  router.openapi(
    createRoute({
      method: 'post',
      path: '/vitals',
      tags,
      description: `A browser's web vitals, as sent by navigator.sendBeacon: a JSON object \`{ records: [...] }\` of at most ${DIAGNOSTICS_LIMITS.vitalsPerRequest} records (route pattern, metric, value, rating, navigation_type, connection), in a text/plain or application/json body of at most ${DIAGNOSTICS_LIMITS.vitalsBodyBytes} bytes. No sign-in; neither a user nor an address is stored. At most ${DIAGNOSTICS_LIMITS.vitalsRequestsPerMinute} requests per address per minute.`,
      middleware: [
        bodyLimit({
          maxSize: DIAGNOSTICS_LIMITS.vitalsBodyBytes,
          onError: () => {
            throw new AppError(
              413,
              'validation',
              `The report is larger than ${DIAGNOSTICS_LIMITS.vitalsBodyBytes} bytes.`,
              'body_too_large',
            );
          },
        }),
      ] as const,
      responses: {
        ...noContent,
        413: { description: 'Body larger than DIAGNOSTICS_LIMITS.vitalsBodyBytes' },
        429: { description: 'More than DIAGNOSTICS_LIMITS.vitalsRequestsPerMinute reports from this address' },
        400: errorResponses[400],
      },
    }),
    async (c) => {
      const ip = requestMeta(c, deps.trustProxy).ip ?? 'unknown';
      if (!(await tryConsume(deps.rateLimits.vitals, ip))) {
        throw new AppError(429, 'other', 'Too many reports from this address. Please try again later.', 'rate_limited');
      }
      const { records } = parseBeacon(await c.req.text());
      await services.vitals.record(records);
      return c.body(null, 204);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/vitals',
      tags,
      description:
        'Per route pattern and metric over the last `days` days (1..30, default 7): how many reports, and their 50th, 75th and 95th percentiles (continuous). Aggregates only; readable without sign-in.',
      request: { query: vitalsQuerySchema },
      responses: {
        200: jsonResponse('Percentiles per route and metric', vitalsSummaryResponseSchema),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { days } = c.req.valid('query');
      return c.json({ data: { days, rows: await services.vitals.summary(days) } }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/qa-summary',
      tags,
      description:
        'The site QA log as everyone may see it: per page the last result and when, and the passes, failures and blocked checks of the last 30 days. No notes, screenshots or authors.',
      responses: { 200: jsonResponse('One row per page, most recently checked first', qaSummaryResponseSchema) },
    }),
    async (c) => c.json({ data: await services.qa.summary() }, 200),
  );

  router.openapi(
    routes.get('/qa-checks', {
      description: 'The full QA history, newest first, paged by an opaque cursor. Admins only.',
      request: { query: qaCheckListQuerySchema },
      responses: { 200: jsonResponse('One page of checks', qaCheckListSchema), 403: { description: 'Not an admin' } },
    }),
    async (c) => c.json(await services.qa.list(c.get('auth').userId, c.req.valid('query')), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/qa-checks',
      tags,
      security: bearer,
      description: `Records a QA check (admins only): multipart fields page (≤ ${DIAGNOSTICS_LIMITS.qaPageMax}), device (≤ ${DIAGNOSTICS_LIMITS.qaDeviceMax}), result (pass, fail, blocked), note (≤ ${DIAGNOSTICS_LIMITS.qaNoteMax}), and an optional screenshot (PNG, JPEG, WebP or HEIF/AVIF, at most ${DIAGNOSTICS_LIMITS.qaScreenshotMaxBytes / 1024 / 1024} MB), stored as WebP without metadata.`,
      middleware: [
        bodyLimit({
          maxSize: DIAGNOSTICS_LIMITS.qaScreenshotMaxBytes + 64 * 1024,
          onError: () => {
            throw screenshotTooLarge();
          },
        }),
      ] as const,
      request: {
        body: {
          content: {
            'multipart/form-data': {
              schema: qaCheckInputSchema.extend({ screenshot: z.any().optional().describe('An image file') }),
            },
          },
        },
      },
      responses: {
        201: jsonResponse('The recorded check', qaCheckResponseSchema),
        403: { description: 'Not an admin' },
        413: { description: 'Screenshot larger than DIAGNOSTICS_LIMITS.qaScreenshotMaxBytes' },
        ...errorResponses,
      },
    }),
    async (c) => {
      const form: Record<string, unknown> = await c.req.parseBody();
      const { screenshot, ...fields } = form;
      for (const [key, value] of Object.entries(fields)) {
        if (typeof value !== 'string') throw validationError({ [key]: 'invalid' });
      }
      const parsed = qaCheckInputSchema.safeParse(fields);
      if (!parsed.success) throw validationError(zodFields(parsed.error));
      const nul = nulBytePath(parsed.data);
      if (nul) throw validationError({ [nul]: 'invalid_character' });
      if (screenshot !== undefined && !(screenshot instanceof File)) throw validationError({ screenshot: 'invalid' });
      const file = screenshot instanceof File && screenshot.size > 0 ? screenshot : null;
      // eslint-disable-next-line @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-member-access -- a route with middleware gets an untyped context from @hono/zod-openapi
      return c.json({ data: await services.qa.create(c.get('auth').userId, parsed.data, file) }, 201);
    },
  );

  router.openapi(
    routes.get('/qa-checks/{id}/screenshot', {
      description: "A check's screenshot (WebP). Admins only.",
      request: { params: idParams },
      responses: {
        200: { description: 'The image', content: { 'image/webp': { schema: z.string() } } },
        403: { description: 'Not an admin' },
        404: { description: 'No such check, or it has no screenshot' },
      },
    }),
    async (c) => {
      const bytes = await services.qa.screenshot(c.get('auth').userId, c.req.valid('param').id);
      return c.body(new Uint8Array(bytes), 200, { 'content-type': 'image/webp', 'cache-control': 'private, no-store' });
    },
  );

  return router;
}
