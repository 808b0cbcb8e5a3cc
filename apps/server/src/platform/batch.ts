import { createRoute } from '@hono/zod-openapi';
import { batchRequestSchema, batchResponseSchema, isTryLaterAnswer, type BatchItem } from '@ww/contracts';
import type { AppDeps } from '#platform/app-env.ts';
import { requireAuth } from '#platform/auth/require-auth.ts';
import { AppError } from '#platform/errors.ts';
import { IDEMPOTENCY_HEADER } from '#platform/idempotency.ts';
import { bearer, createRouter, errorResponses, jsonBody, jsonResponse } from '#platform/openapi.ts';

const API_PREFIX = '/api/v1';

/** Runs one request through the whole app (its middleware included), as `app.fetch` does. */
export type DispatchRequest = (request: Request, env: unknown) => Response | Promise<Response>;

/** The write's own URL on this server; a path that leaves /api/v1 or names the batch itself is refused. */
function writeUrl(base: URL, path: string): URL {
  const url = new URL(`${API_PREFIX}${path}`, base);
  const inside = url.origin === base.origin && url.pathname.startsWith(`${API_PREFIX}/`);
  if (!inside || /^\/api\/v1\/batch(\/|$)/.test(url.pathname)) {
    throw new AppError(
      400,
      'validation',
      'Each path must be a write under /api/v1, not a batch.',
      'invalid_batch_path',
    );
  }
  return url;
}

async function readAnswer(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text || !/^application\/(.+\+)?json\b/i.test(response.headers.get('content-type') ?? '')) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * POST /batch (decision 035): the writes an offline outbox replays, in one request. Each runs through the whole app
 * one after another, in order, as if it had come alone from the same client: the caller's token, its Idempotency-Key
 * and If-Match, the same rate limits. A replay of 500 writes then pays for one request per 25 instead of one each.
 */
export function batchRoutes(deps: AppDeps, dispatch: DispatchRequest) {
  const router = createRouter();
  router.use('*', requireAuth(deps));
  router.openapi(
    createRoute({
      method: 'post',
      path: '/',
      tags: ['batch'],
      security: bearer,
      description:
        'Runs up to 25 writes in order, each exactly as if sent alone (same token, its own Idempotency-Key, required, ' +
        'and If-Match). Stops after the first answer that says to try again later (5xx, 408, 429, 401, or 409 ' +
        '`idempotency_request_in_progress`): the writes after it are not run and have no result.',
      request: jsonBody(batchRequestSchema),
      responses: { 200: jsonResponse('Each write’s own answer, in order', batchResponseSchema), ...errorResponses },
    }),
    async (c) => {
      const { requests } = c.req.valid('json');
      const base = new URL(c.req.url);
      const urls = requests.map((item) => writeUrl(base, item.path));
      const authorization = c.req.header('authorization') ?? '';
      const results: { status: number; body: unknown }[] = [];
      for (const [index, item] of requests.entries()) {
        const response = await dispatch(toRequest(urls[index]!, item, authorization), c.env);
        const body = await readAnswer(response);
        results.push({ status: response.status, body });
        if (isTryLaterAnswer(response.status, body)) break;
      }
      return c.json({ data: { results } }, 200);
    },
  );
  return router;
}

function toRequest(url: URL, item: BatchItem, authorization: string): Request {
  const headers = new Headers({ authorization, [IDEMPOTENCY_HEADER]: item.idempotency_key });
  if (item.if_match !== undefined) headers.set('if-match', `"${item.if_match}"`);
  const hasBody = item.body !== undefined;
  if (hasBody) headers.set('content-type', 'application/json');
  return new Request(url, { method: item.method, headers, ...(hasBody ? { body: JSON.stringify(item.body) } : {}) });
}
