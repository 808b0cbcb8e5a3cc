import { vi } from 'vitest';
import { isTryLaterAnswer } from '@ww/contracts';
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

/** The API's 400 for input it refuses: a `message`, a `code` for the whole and each field's message key in `fields`. */
export function invalidInput({
  message = 'Invalid data.',
  code,
  fields,
}: {
  message?: string;
  code?: string;
  fields?: Record<string, string>;
}): Response {
  return jsonResponse(400, {
    error: { class: 'validation', message, ...(code && { code }), ...(fields && { fields }) },
  });
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
      const answer = (call: RecordedCall) => {
        calls.push(call);
        const handler = handlers[`${call.method} ${call.path}`];
        if (!handler) return jsonResponse(404, { error: { class: 'other', message: 'Not found.', code: 'not_found' } });
        return handler(call);
      };
      if (method === 'POST' && path === '/batch' && !handlers['POST /batch']) {
        return runBatch(body as BatchBody, authorization, answer);
      }
      return answer({ method, path, search: url.search, body, authorization });
    }),
  );
  return calls;
}

interface BatchBody {
  requests: { method: string; path: string; body?: unknown }[];
}

/**
 * POST /batch as the server runs it: each write answered by its own handler (and recorded as if sent alone), in
 * order, stopping after one that must be tried later.
 */
async function runBatch(
  { requests }: BatchBody,
  authorization: string | null,
  answer: (call: RecordedCall) => Response | Promise<Response>,
): Promise<Response> {
  const results: { status: number; body: unknown }[] = [];
  for (const item of requests) {
    const url = new URL(item.path, 'http://localhost');
    const response = await answer({
      method: item.method,
      path: url.pathname,
      search: url.search,
      body: item.body ?? null,
      authorization,
    });
    const text = await response.text();
    const body = text ? (JSON.parse(text) as unknown) : null;
    results.push({ status: response.status, body });
    if (isTryLaterAnswer(response.status, body)) break;
  }
  return jsonResponse(200, { data: { results } });
}
