import { vi } from 'vitest';
import type { ApiJsonRoute, ApiResponse } from '#shared/lib/api-client.ts';

export interface RecordedCall {
  method: string;
  path: string;
  /** The query string, '' or starting with '?'. */
  search: string;
  body: unknown;
  authorization: string | null;
}

/** Answers one kind of request; it may also throw, as fetch does when the network is down. */
export type ApiHandler = (call: RecordedCall) => Response | Promise<Response>;

export function jsonResponse(status: number, body?: unknown): Response {
  return body === undefined
    ? new Response(null, { status })
    : new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * A success answer whose body is typed by the route it stands for (its `response` in the generated routes), so a
 * fixture that no longer fits the contract fails the typecheck: `routeJson('GET /vehicles', { data: [vehicle] })`.
 */
export function routeJson<K extends ApiJsonRoute>(_route: K, body: ApiResponse<K>, status = 200): Response {
  return jsonResponse(status, body);
}

/**
 * Replaces fetch with a fake API: handlers are keyed 'METHOD /path' (path without /api/v1); any other request
 * answers 404 in the API's error shape. Every call is recorded for assertions.
 */
export function stubApi(handlers: Record<string, ApiHandler>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
        'http://localhost',
      );
      const method = (init?.method ?? 'GET').toUpperCase();
      const path = url.pathname.replace(/^\/api\/v1/, '');
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : (init?.body ?? null);
      const authorization = new Headers(init?.headers).get('Authorization');
      const call = { method, path, search: url.search, body, authorization };
      calls.push(call);
      const handler = handlers[`${method} ${path}`];
      if (!handler) return jsonResponse(404, { error: { class: 'other', message: 'Not found.', code: 'not_found' } });
      return handler(call);
    }),
  );
  return calls;
}
