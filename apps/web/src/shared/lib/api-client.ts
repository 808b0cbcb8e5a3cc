import { ERROR_CLASSES, SESSION, type ApiError, type ErrorClass, type Session } from '@ww/contracts';
import type { ApiRoutes } from './api-routes.generated.ts';
import { getSession, reloadSession, secondsUntilExpiry, setSession } from './session.ts';

export const API_PREFIX = '/api/v1';

export class ApiRequestError extends Error {
  status: number;
  errorClass: ErrorClass;
  code?: string;
  fields?: Record<string, string>;

  constructor(
    message: string,
    init: { status: number; errorClass: ErrorClass; code?: string; fields?: Record<string, string> },
  ) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = init.status;
    this.errorClass = init.errorClass;
    if (init.code !== undefined) this.code = init.code;
    if (init.fields !== undefined) this.fields = init.fields;
  }
}

export interface ApiFetchInit {
  method?: string;
  /** Sent as a JSON body with the matching content type. */
  json?: unknown;
  /** A raw body (e.g. FormData for uploads). */
  body?: BodyInit;
  signal?: AbortSignal;
  /** Attach the bearer token (default true). Sign-in and refresh calls pass false. */
  auth?: boolean;
  /** Extra request headers a route reads beside its body (e.g. Pam's `Idempotency-Key`). */
  headers?: Record<string, string>;
}

/** SPEC §8's class of an answer whose body did not say it. */
export function classForStatus(status: number): ErrorClass {
  if (status === 401) return 'authentication';
  if (status === 403) return 'rls_permission';
  if (status === 400 || status === 422) return 'validation';
  if (status >= 500) return 'server';
  return 'other';
}

/**
 * Checks the error body shape of DESIGN §4 by hand: the contracts' zod schema would pull zod into every page's
 * first download, for one small object.
 */
function parseApiError(body: unknown): ApiError['error'] | null {
  const error = (body as { error?: unknown } | null)?.error;
  if (typeof error !== 'object' || error === null) return null;
  const { class: errorClass, message, code, fields } = error as Record<string, unknown>;
  if (typeof errorClass !== 'string' || !(ERROR_CLASSES as readonly string[]).includes(errorClass)) return null;
  if (typeof message !== 'string') return null;
  if (code !== undefined && typeof code !== 'string') return null;
  if (fields !== undefined && (typeof fields !== 'object' || fields === null)) return null;
  const fieldEntries = fields
    ? Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    : [];
  return {
    class: errorClass as ErrorClass,
    message,
    ...(code !== undefined ? { code } : {}),
    ...(fields !== undefined ? { fields: Object.fromEntries(fieldEntries) } : {}),
  };
}

async function errorFromResponse(response: Response): Promise<ApiRequestError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON (e.g. a proxy's HTML error page); the status decides the class.
  }
  return errorFromBody(response.status, body, response.statusText);
}

/** The API's error for an answer already read: its status and body (a write's result in a batch, for one). */
export function errorFromBody(status: number, body: unknown, statusText = ''): ApiRequestError {
  const parsed = parseApiError(body);
  if (parsed) {
    const { class: errorClass, message, code, fields } = parsed;
    return new ApiRequestError(message, {
      status,
      errorClass,
      ...(code !== undefined ? { code } : {}),
      ...(fields !== undefined ? { fields } : {}),
    });
  }
  return new ApiRequestError(statusText || `HTTP ${status}`, { status, errorClass: classForStatus(status) });
}

function isAbort(err: unknown, signal?: AbortSignal): boolean {
  return (err instanceof DOMException && err.name === 'AbortError') || signal?.aborted === true;
}

async function send(path: string, init: ApiFetchInit, accessToken: string | null): Promise<Response> {
  const headers = new Headers({ ...init.headers, Accept: 'application/json' });
  let body: BodyInit | undefined = init.body;
  if (init.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(init.json);
  }
  if (accessToken) headers.set('Authorization', `Bearer ${accessToken}`);
  try {
    return await fetch(`${API_PREFIX}${path}`, {
      method: init.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      ...(body !== undefined ? { body } : {}),
      ...(init.signal ? { signal: init.signal } : {}),
      credentials: 'same-origin',
    });
  } catch (err) {
    if (isAbort(err, init.signal)) throw err;
    throw new ApiRequestError(err instanceof Error ? err.message : 'Network request failed', {
      status: 0,
      errorClass: 'network',
    });
  }
}

async function readBody<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

let refreshInFlight: Promise<Session | null> | null = null;

async function runRefresh(): Promise<Session | null> {
  // Another tab may already have rotated the refresh token: always start from what storage holds now.
  const before = reloadSession();
  if (!before) return null;
  if (secondsUntilExpiry(before) >= SESSION.refreshThresholdSeconds) return before;
  const response = await send('/auth/refresh', { json: { refresh_token: before.refresh_token }, auth: false }, null);
  if (!response.ok) {
    const error = await errorFromResponse(response);
    // A rejected refresh token ends the session; a server hiccup does not (the next check tries again).
    if (response.status === 400 || response.status === 401 || response.status === 403) {
      if (reloadSession()?.refresh_token === before.refresh_token) setSession(null, 'expired');
    }
    throw error;
  }
  const { session } = await readBody<{ session: Session }>(response);
  setSession({ ...session, user: before.user }, 'refreshed');
  return session;
}

/**
 * Refreshes the session when fewer than SESSION.refreshThresholdSeconds remain (or when `force` is set).
 * Only one refresh runs at a time, across tabs too where the browser supports Web Locks, because the refresh
 * token rotates: a second refresh with the old token would be treated as reuse and end the session.
 */
export function refreshSession(force = false): Promise<Session | null> {
  const session = getSession();
  if (!session) return Promise.resolve(null);
  if (!force && secondsUntilExpiry(session) >= SESSION.refreshThresholdSeconds) return Promise.resolve(session);
  if (!refreshInFlight) {
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    const run = locks ? () => locks.request('ww_session_refresh', runRefresh) : runRefresh;
    const forced = force
      ? async () => {
          // Forcing means the server rejected the access token: treat the stored one as expired.
          const stored = reloadSession();
          if (stored) setSession({ ...stored, expires_at: 0 }, 'refreshed');
          return run();
        }
      : run;
    refreshInFlight = forced().finally(() => {
      refreshInFlight = null;
    });
  }
  return refreshInFlight;
}

async function accessTokenForRequest(): Promise<string | null> {
  const session = getSession();
  if (!session) return null;
  if (secondsUntilExpiry(session) < SESSION.refreshThresholdSeconds) {
    try {
      await refreshSession();
    } catch (err) {
      // Offline: keep using the current token while it is still valid; the server decides otherwise.
      if (!(err instanceof ApiRequestError && err.errorClass === 'network')) throw err;
    }
  }
  return getSession()?.access_token ?? null;
}

/** Calls the API at /api/v1 + path, with the bearer token, and throws ApiRequestError for any failure. */
export async function apiFetch<T>(path: string, init: ApiFetchInit = {}): Promise<T> {
  return readBody<T>(await apiFetchResponse(path, init));
}

/**
 * Like apiFetch, but hands back the successful response itself, for bodies that are not JSON (e.g. a CSV download
 * read as a blob).
 */
export async function apiFetchResponse(path: string, init: ApiFetchInit = {}): Promise<Response> {
  const useAuth = init.auth !== false;
  const token = useAuth ? await accessTokenForRequest() : null;
  let response = await send(path, init, token);
  if (response.status === 401 && token && getSession()?.access_token === token) {
    // The access token was rejected before its time (e.g. the server restarted with a new key): one refresh, one retry.
    const error = await errorFromResponse(response);
    let refreshed: Session | null = null;
    try {
      refreshed = await refreshSession(true);
    } catch {
      throw error;
    }
    if (!refreshed) throw error;
    response = await send(path, init, refreshed.access_token);
  }
  if (!response.ok) throw await errorFromResponse(response);
  return response;
}

/** Routes answering JSON (or nothing), for `api`. */
export type ApiJsonRoute = {
  [K in keyof ApiRoutes]: ApiRoutes[K] extends { response: unknown } ? K : never;
}[keyof ApiRoutes];
/** Routes answering a file (CSV, GPX), for `apiFile`. */
export type ApiFileRoute = {
  [K in keyof ApiRoutes]: ApiRoutes[K] extends { file: string } ? K : never;
}[keyof ApiRoutes];
/** What a route takes: `params` for the path, `query`, and `json` (or `body` for uploads), as the server declares. */
export type ApiRequest<K extends keyof ApiRoutes> = ApiRoutes[K] extends { request: infer R } ? R : unknown;
/** The JSON a route answers with on success. */
export type ApiResponse<K extends ApiJsonRoute> = ApiRoutes[K] extends { response: infer R } ? R : never;
/** A route's JSON body. */
export type ApiBody<K extends keyof ApiRoutes> = ApiRequest<K> extends { json: infer J } ? J : never;
/** A route's query. */
export type ApiQuery<K extends keyof ApiRoutes> =
  ApiRequest<K> extends { query?: infer Q } ? Exclude<Q, undefined> : never;

type RouteInit<K extends keyof ApiRoutes> = ApiRequest<K> & Pick<ApiFetchInit, 'signal' | 'auth' | 'headers'>;
/** The init argument may be left out only when everything in it is optional. */
type RouteArgs<K extends keyof ApiRoutes> =
  Partial<RouteInit<K>> extends RouteInit<K> ? [init?: RouteInit<K>] : [init: RouteInit<K>];

interface AnyRouteInit extends Pick<ApiFetchInit, 'signal' | 'auth' | 'json' | 'body' | 'headers'> {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
}

/** A query string ('' or starting with '?'); values left empty (undefined, null or '') are left out. */
export function queryString(query: Record<string, unknown> | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null && item !== '') params.append(key, String(item));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function routeRequest(route: string, init: AnyRouteInit = {}): [string, ApiFetchInit] {
  const [method = 'GET', template = '/'] = route.split(' ');
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = init.params?.[name];
    if (value === undefined) throw new Error(`${route}: no value for the path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const { json, body, signal, auth, headers } = init;
  return [
    `${path}${queryString(init.query)}`,
    {
      method,
      ...(json !== undefined ? { json } : {}),
      ...(body !== undefined ? { body } : {}),
      ...(signal ? { signal } : {}),
      ...(auth !== undefined ? { auth } : {}),
      ...(headers !== undefined ? { headers } : {}),
    },
  ];
}

/**
 * Calls an API route by its 'METHOD /path' key, with the params, query and body its OpenAPI operation declares, and
 * resolves to its typed JSON answer. The routes are generated from the server's document (decision 013), so a
 * changed contract fails the web's typecheck. Token, refresh and errors as apiFetch.
 */
export function api<K extends ApiJsonRoute>(route: K, ...[init]: RouteArgs<K>): Promise<ApiResponse<K>> {
  return apiFetch<ApiResponse<K>>(...routeRequest(route, init));
}

/** Like `api`, for routes answering a file: resolves to the successful response, to read as a blob. */
export function apiFile<K extends ApiFileRoute>(route: K, ...[init]: RouteArgs<K>): Promise<Response> {
  return apiFetchResponse(...routeRequest(route, init));
}

/** The methods of a write: what the outbox keeps to send later. */
export type WriteMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** The routes that write. */
export type WriteRoute = Extract<ApiJsonRoute, `${WriteMethod} ${string}`>;
declare const routePath: unique symbol;
/** A concrete path made from a typed route by routeWrite; a path typed by hand is not one. */
export type RoutePath = string & { readonly [routePath]: true };

/** A write made from a typed route to be sent later (by the outbox): its method, concrete path and JSON body. */
export interface RouteWrite {
  method: WriteMethod;
  path: RoutePath;
  json?: unknown;
}

/**
 * A write to send later, made from its 'METHOD /path' key with the params, query and body the route declares, checked
 * at compile time as `api` checks a call; the path is filled in as `api` fills it.
 */
export function routeWrite<K extends WriteRoute>(route: K, ...[init]: RouteArgs<K>): RouteWrite {
  const [path, { method, json }] = routeRequest(route, init);
  return { method: method as WriteMethod, path: path as RoutePath, ...(json !== undefined ? { json } : {}) };
}

/**
 * Sends a write routeWrite made (kept meanwhile, e.g. in IndexedDB, where its path is plain text again) with the
 * headers given, and resolves to the successful response. Token, refresh and errors as apiFetch.
 */
export function sendRouteWrite(
  write: { method: WriteMethod; path: string; json?: unknown },
  headers: Record<string, string>,
): Promise<Response> {
  return apiFetchResponse(write.path, {
    method: write.method,
    headers,
    ...(write.json !== undefined ? { json: write.json } : {}),
  });
}
