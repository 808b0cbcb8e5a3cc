import { createRoute, z, type RouteConfig } from '@hono/zod-openapi';
import { apiErrorSchema } from '@ww/contracts';
import type { AppDeps } from '#platform/app-env.ts';
import { requireAuth } from '#platform/auth/require-auth.ts';
import { bearer, createRouter, errorResponses, jsonBody } from '#platform/openapi.ts';

/**
 * One way to declare the usual route shapes of a signed-in area. Each helper returns what `createRoute` returns, so
 * `router.openapi(route, handler)` still types `c.req.valid(...)` and the answer from the declaration, and the OpenAPI
 * document is the one the route would give written out: `tags`, `security: bearer`, the summary and description if any,
 * the request, the responses and the 400 and 401 every route may answer. A route of another shape stays written out.
 */

type Method = RouteConfig['method'];
type Request = NonNullable<RouteConfig['request']>;
type Responses = RouteConfig['responses'];
/** No request parts, or no further responses. */
type None = Record<never, never>;

/** The path parameter of a route about one row. */
export const idParams = z.object({ id: z.uuid() });

/** A 404 answered with the API's error shape. */
export const notFound = (description: string) => ({
  404: { description, content: { 'application/json': { schema: apiErrorSchema } } },
});

/** `{ data: T }`, the envelope of one row. */
export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

/** `{ data: T[] }`, the envelope of a list. */
export const listOf = <T extends z.ZodType>(schema: T) => z.object({ data: z.array(schema) });

/** A router whose every route needs a signed-in user. */
export function signedInRouter(deps: AppDeps) {
  const router = createRouter();
  router.use('*', requireAuth(deps));
  return router;
}

/** What the document says of a route besides its request and responses. */
interface About {
  summary?: string;
  description?: string;
}

interface RouteSpec<Req extends Request, Res extends Responses> extends About {
  request?: Req;
  responses: Res;
}

/**
 * The route declarations of one area: every route carries `tags` and the bearer token; `missing` is the 404 of its
 * routes about one row (`getById`, `patchById`, `deleteById`), unless a route's own `responses` name another.
 */
export function bearerRoutes<Missing extends Responses = None>(tags: string[], missing?: Missing) {
  const route = <M extends Method, P extends string, Req extends Request = None, Res extends Responses = None>(
    method: M,
    path: P,
    { summary, description, request, responses }: RouteSpec<Req, Res>,
  ) =>
    createRoute({
      method,
      path,
      tags,
      security: bearer,
      ...(summary === undefined ? {} : { summary }),
      ...(description === undefined ? {} : { description }),
      request: request as Req,
      responses: { ...errorResponses, ...responses },
    });
  const missing404 = (missing ?? {}) as Missing;

  const declare =
    <M extends Method>(method: M) =>
    <P extends string, Req extends Request = None, Res extends Responses = None>(path: P, spec: RouteSpec<Req, Res>) =>
      route(method, path, spec);

  return {
    get: declare('get'),
    post: declare('post'),
    put: declare('put'),
    patch: declare('patch'),
    delete: declare('delete'),

    /** GET of what is not one row by id, a list, a page or a document (`request` holds its query): 200 with `response`. */
    read: <P extends string, R extends Responses[string], Req extends Request = None>(
      path: P,
      { response, ...spec }: About & { request?: Req; response: R },
    ) => route('get', path, { ...spec, responses: { 200: response } }),

    /** GET of one row by `{id}`: 200 with `response`, or the area's 404. */
    getById: <P extends `${string}{id}${string}`, R extends Responses[string], Extra extends Responses = None>(
      path: P,
      { response, responses, ...about }: About & { response: R; responses?: Extra },
    ) =>
      route('get', path, {
        ...about,
        request: { params: idParams },
        responses: { 200: response, ...missing404, ...(responses as Extra) },
      }),

    /** POST of a JSON body that creates a row: 201 with `response`. */
    create: <P extends string, B extends z.ZodType, R extends Responses[string], Extra extends Responses = None>(
      path: P,
      { body, response, responses, ...about }: About & { body: B; response: R; responses?: Extra },
    ) =>
      route('post', path, {
        ...about,
        request: jsonBody(body),
        responses: { 201: response, ...(responses as Extra) },
      }),

    /** PATCH of one row by `{id}` with a JSON body: 200 with `response`, or the area's 404. */
    patchById: <
      P extends `${string}{id}${string}`,
      B extends z.ZodType,
      R extends Responses[string],
      Extra extends Responses = None,
    >(
      path: P,
      { body, response, responses, ...about }: About & { body: B; response: R; responses?: Extra },
    ) =>
      route('patch', path, {
        ...about,
        request: { params: idParams, ...jsonBody(body) },
        responses: { 200: response, ...missing404, ...(responses as Extra) },
      }),

    /** DELETE of one row by `{id}`: 204 described by `deleted`, or the area's 404. */
    deleteById: <P extends `${string}{id}${string}`, Extra extends Responses = None>(
      path: P,
      { deleted, responses, ...about }: About & { deleted: string; responses?: Extra },
    ) =>
      route('delete', path, {
        ...about,
        request: { params: idParams },
        responses: { 204: { description: deleted }, ...missing404, ...(responses as Extra) },
      }),
  };
}
