// The outbox processor's tests share these: two travellers, a fake server that records what it is sent, writes and locks.

import 'fake-indexeddb/auto';
import { vi } from 'vitest';
import { isTryLaterAnswer } from '@ww/contracts';
import { jsonResponse } from '#testing/api-stub.ts';
import { type OutboxLocks } from './outbox-processor.ts';
import { type OutboxWrite } from './outbox-store.ts';

export const ROBIN = { id: '00000000-0000-4000-8000-000000000031', email: 'robin@example.com' };

export const SAM = { id: '00000000-0000-4000-8000-000000000032', email: 'sam@example.com' };

export interface Sent {
  method: string;
  path: string;
  key: string | null;
  ifMatch: string | null;
  body: unknown;
}

export interface BatchCall {
  requests: { method: string; path: string; idempotency_key: string; if_match?: string; body?: unknown }[];
}

/**
 * A fake API: each write gets the answer `answer` gives it, whether it came alone or in a POST /batch (run one after
 * another as the server does); every write is recorded with its key and If-Match, and `batches` counts the batches.
 */
export function fakeServer(answer: (call: Sent) => Response | Promise<Response>) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit) => {
      const headers = new Headers(init.headers);
      const path = input.replace(/^\/api\/v1/, '');
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : null;
      if (path !== '/batch') {
        const call = {
          method: init.method ?? 'GET',
          path,
          key: headers.get('Idempotency-Key'),
          ifMatch: headers.get('If-Match'),
          body,
        };
        sent.push(call);
        return answer(call);
      }
      batches.count += 1;
      const results: { status: number; body: unknown }[] = [];
      for (const item of (body as BatchCall).requests) {
        const call = {
          method: item.method,
          path: item.path,
          key: item.idempotency_key,
          ifMatch: item.if_match === undefined ? null : `"${item.if_match}"`,
          body: item.body ?? null,
        };
        sent.push(call);
        const response = await answer(call);
        const text = await response.text();
        const answered = text ? (JSON.parse(text) as unknown) : null;
        results.push({ status: response.status, body: answered });
        if (isTryLaterAnswer(response.status, answered)) break;
      }
      return jsonResponse(200, { data: { results } });
    }),
  );
  return sent;
}

export const batches = { count: 0 };

export const created = (call: Sent) => jsonResponse(201, { data: { id: `row-${call.key}`, ...(call.body as object) } });

export const offline = () => Promise.reject(new TypeError('Failed to fetch'));

export function expenseWrite(n: number, overrides: Partial<OutboxWrite> = {}): OutboxWrite {
  return {
    kind: 'expense',
    summary: `Diesel ${n}`,
    method: 'POST',
    path: '/expenses',
    json: { amount: n, category: 'fuel' },
    invalidate: [['finance', 'expenses']],
    ...overrides,
  };
}

/** Web Locks as one browser has them: shared by every "tab" (processor) given the same instance. */
export function fakeLocks(): OutboxLocks {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      const result = (tails.get(name) ?? Promise.resolve()).then(callback);
      tails.set(
        name,
        result.catch(() => undefined),
      );
      return result;
    },
  };
}
