import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { AppError, errorBody } from '#platform/errors.ts';

/** Every API body is held to this before it is read, unless its route is listed below. */
export const API_BODY_LIMIT_BYTES = 1024 * 1024;
/** Saved trips and along-route searches carry up to 50,000 points of geometry (about 2.5 MB of JSON). */
const GEOMETRY_BODY_LIMIT_BYTES = 4 * 1024 * 1024;

type RouteMatch = readonly [method: string, path: RegExp];

/** Uploads whose routes hold the body to their own, larger limit with their own message (bank import, avatar, GPX, Pam's recordings, photos, QA screenshots). */
const OWN_LIMIT: RouteMatch[] = [
  ['POST', /^\/api\/v1\/expenses\/import$/],
  ['POST', /^\/api\/v1\/profile\/image$/],
  ['POST', /^\/api\/v1\/trips\/import-gpx$/],
  ['POST', /^\/api\/v1\/pam\/stt$/],
  ['POST', /^\/api\/v1\/social\/photos$/],
  ['POST', /^\/api\/v1\/diagnostics\/qa-checks$/],
];
const GEOMETRY: RouteMatch[] = [
  ['POST', /^\/api\/v1\/trips$/],
  ['PATCH', /^\/api\/v1\/trips\/[^/]+$/],
  ['POST', /^\/api\/v1\/campgrounds\/search-along-route$/],
];

const tooLarge = (bytes: number) => (c: Context) =>
  c.json(
    errorBody(
      new AppError(413, 'validation', `The request body is larger than ${bytes / 1024 / 1024} MB.`, 'body_too_large'),
    ),
    413,
  );

/**
 * True while the request's body is still arriving when its answer is ready: a refusal before the body was read (a
 * 413, a 401 or 403 from the route's guards). Node would discard the rest only for a while and then cut the socket, so
 * such an answer says `Connection: close` and the client opens a new connection for its next request. A body that has
 * fully arrived (read by the route, or a small one already buffered) is discarded and the connection stays open.
 */
function bodyStillArriving(c: Context): boolean {
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  if (!incoming || incoming.complete || incoming.readableEnded) return false;
  const declared = incoming.headers['transfer-encoding'] ? undefined : Number(incoming.headers['content-length'] ?? 0);
  return declared === undefined || incoming.readableLength < declared;
}

/**
 * Limits request bodies on /api/* before anything parses them: a declared Content-Length over the limit is refused
 * at once, and a streamed body is read only up to the limit. The answer is a 413 in the API's error shape. Any
 * answer given while the body is still arriving closes the connection (bodyStillArriving).
 */
export function apiBodyLimit() {
  const standard = bodyLimit({ maxSize: API_BODY_LIMIT_BYTES, onError: tooLarge(API_BODY_LIMIT_BYTES) });
  const geometry = bodyLimit({ maxSize: GEOMETRY_BODY_LIMIT_BYTES, onError: tooLarge(GEOMETRY_BODY_LIMIT_BYTES) });
  const matches = (list: RouteMatch[], method: string, path: string) =>
    list.some(([m, p]) => m === method && p.test(path));
  return createMiddleware(async (c, next) => {
    const { method, path } = c.req;
    const limit = matches(OWN_LIMIT, method, path) ? undefined : matches(GEOMETRY, method, path) ? geometry : standard;
    const refused = limit ? await limit(c, next) : await next();
    if (refused instanceof Response) c.res = refused;
    if (bodyStillArriving(c)) c.res.headers.set('connection', 'close');
  });
}
