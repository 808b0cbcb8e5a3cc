import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isTryLaterAnswer } from '@ww/contracts';
import { jsonResponse } from '#testing/api-stub.ts';
import { signInAs } from '#testing/test-account.ts';
import { getSession, setSession } from '../session.ts';
import { classifyFailure, createOutboxProcessor, type OutboxLocks, type OutboxProcessor } from './outbox-processor.ts';
import { openOutboxStore, type OutboxEntry, type OutboxStore, type OutboxWrite } from './outbox-store.ts';
import { ApiRequestError } from '../api-client.ts';

const ROBIN = { id: '00000000-0000-4000-8000-000000000031', email: 'robin@example.com' };
const SAM = { id: '00000000-0000-4000-8000-000000000032', email: 'sam@example.com' };

interface Sent {
  method: string;
  path: string;
  key: string | null;
  ifMatch: string | null;
  body: unknown;
}

interface BatchCall {
  requests: { method: string; path: string; idempotency_key: string; if_match?: string; body?: unknown }[];
}

/**
 * A fake API: each write gets the answer `answer` gives it, whether it came alone or in a POST /batch (run one after
 * another as the server does); every write is recorded with its key and If-Match, and `batches` counts the batches.
 */
function fakeServer(answer: (call: Sent) => Response | Promise<Response>) {
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
const batches = { count: 0 };

const created = (call: Sent) => jsonResponse(201, { data: { id: `row-${call.key}`, ...(call.body as object) } });
const offline = () => Promise.reject(new TypeError('Failed to fetch'));

function expenseWrite(n: number, overrides: Partial<OutboxWrite> = {}): OutboxWrite {
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
function fakeLocks(): OutboxLocks {
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

let dbCount = 0;
const opened: OutboxStore[] = [];
let dbName = '';
let clock = 1_000_000;
const now = () => clock;

async function openStore(name = dbName) {
  const store = await openOutboxStore(name);
  opened.push(store);
  return store;
}

function processorFor(store: OutboxStore, extra: Partial<Parameters<typeof createOutboxProcessor>[0]> = {}) {
  return createOutboxProcessor({
    store,
    currentUserId: () => getSession()?.user.id ?? null,
    now,
    random: () => 0.5,
    locks: fakeLocks(),
    ...extra,
  });
}

async function addAll(store: OutboxStore, writes: OutboxWrite[], userId = ROBIN.id) {
  const entries: OutboxEntry[] = [];
  for (const [i, write] of writes.entries()) {
    entries.push(await store.add(write, { key: `key-${i + 1}`, userId, now: clock }));
  }
  return entries;
}

beforeEach(() => {
  batches.count = 0;
  dbName = `outbox-test-${++dbCount}`;
  clock = 1_000_000;
  signInAs(ROBIN);
});

afterEach(() => {
  for (const store of opened.splice(0)) store.close();
  setSession(null, 'signed_out');
  vi.unstubAllGlobals();
});

describe('outbox replay', () => {
  it('sends in creation order with its Idempotency-Key and If-Match, removes what the server has, then invalidates', async () => {
    const store = await openStore();
    const sent = fakeServer((call) => (call.method === 'PATCH' ? jsonResponse(200, { data: {} }) : created(call)));
    await addAll(store, [
      expenseWrite(1),
      expenseWrite(2, { method: 'PATCH', path: '/expenses/e2', baseVersion: '2026-11-30T10:00:00.000Z' }),
      expenseWrite(3, {
        invalidate: [
          ['finance', 'expenses'],
          ['finance', 'budgets'],
        ],
      }),
    ]);
    const drained: string[][] = [];
    await processorFor(store, { onDrained: (entries) => drained.push(entries.map((e) => e.key)) }).run();

    expect(sent.map((c) => [c.method, c.path, c.key, c.ifMatch])).toEqual([
      ['POST', '/expenses', 'key-1', null],
      ['PATCH', '/expenses/e2', 'key-2', '"2026-11-30T10:00:00.000Z"'],
      ['POST', '/expenses', 'key-3', null],
    ]);
    expect(sent[0]?.body).toEqual({ amount: 1, category: 'fuel' });
    expect(await store.list(ROBIN.id)).toEqual([]);
    expect(drained).toEqual([['key-1', 'key-2', 'key-3']]);
  });

  it('keeps an entry through a network error, backs off 1 s doubling with jitter, and retries it with the same key', async () => {
    const store = await openStore();
    let online = false;
    const sent = fakeServer((call) => (online ? created(call) : offline()));
    await addAll(store, [expenseWrite(1), expenseWrite(2)]);
    const processor = processorFor(store);

    await processor.run();
    let [first] = await store.list(ROBIN.id);
    expect(sent.map((c) => c.key)).toEqual(['key-1']); // the queue stops at it: key-2 never overtakes
    expect(first).toMatchObject({ key: 'key-1', status: 'pending', attempts: 1, nextAttemptAt: clock + 1_000 + 500 });

    await processor.run();
    [first] = await store.list(ROBIN.id);
    expect(sent).toHaveLength(1); // not due yet

    clock += 1_500;
    await processor.run();
    [first] = await store.list(ROBIN.id);
    expect(first).toMatchObject({ attempts: 2, nextAttemptAt: clock + 2_000 + 500 });

    clock += 60 * 60_000;
    for (let i = 0; i < 8; i += 1) await processor.run({ force: true });
    [first] = await store.list(ROBIN.id);
    expect(first).toMatchObject({ key: 'key-1', status: 'pending', attempts: 10, nextAttemptAt: clock + 60_000 + 500 });

    online = true;
    await processor.run({ force: true });
    expect(new Set(sent.map((c) => c.key))).toEqual(new Set(['key-1', 'key-2']));
    expect(sent.filter((c) => c.key === 'key-1')).toHaveLength(11);
    expect(await store.list(ROBIN.id)).toEqual([]);
  });

  it('waits on a 401 until its user signs in again, then sends', async () => {
    const store = await openStore();
    let sessionValid = false;
    const sent = fakeServer((call) =>
      sessionValid
        ? created(call)
        : jsonResponse(401, { error: { class: 'authentication', message: 'Session expired.' } }),
    );
    await addAll(store, [expenseWrite(1)]);
    setSession(null, 'expired');
    const processor = processorFor(store);

    await processor.run({ force: true });
    expect(sent).toEqual([]); // nobody signed in: nothing is sent, nothing is dropped

    signInAs(SAM);
    await processor.run({ force: true });
    expect(sent).toEqual([]); // another user's session never sends Robin's writes
    expect(await store.list(ROBIN.id)).toHaveLength(1);

    signInAs(ROBIN, 'revoked-token');
    fakeServer(() => jsonResponse(401, { error: { class: 'authentication', message: 'Session expired.' } }));
    await processor.run({ force: true });
    expect(await store.list(ROBIN.id)).toMatchObject([{ key: 'key-1', status: 'pending' }]);

    sessionValid = true;
    const resent = fakeServer((call) => created(call));
    signInAs(ROBIN, 'new-token');
    await processor.run({ force: true });
    expect(resent.map((c) => c.key)).toEqual(['key-1']);
    expect(await store.list(ROBIN.id)).toEqual([]);
  });

  it('turns 404 / 412 on an edit into a conflict and a 400 into a failure, and goes on with later entries', async () => {
    const store = await openStore();
    const sent = fakeServer((call) => {
      if (call.path === '/expenses/gone')
        return jsonResponse(404, { error: { class: 'other', message: 'Not found.' } });
      if (call.path === '/expenses/changed') {
        return jsonResponse(412, { error: { class: 'other', message: 'Changed.', code: 'conflict_changed' } });
      }
      if (call.path === '/income') {
        return jsonResponse(400, {
          error: { class: 'validation', message: 'Amount must be positive.', fields: { amount: 'positive' } },
        });
      }
      return call.method === 'DELETE'
        ? jsonResponse(404, { error: { class: 'other', message: 'Not found.' } })
        : created(call);
    });
    await addAll(store, [
      expenseWrite(1, { method: 'PATCH', path: '/expenses/gone', baseVersion: 'v1' }),
      expenseWrite(2, { method: 'PUT', path: '/expenses/changed', baseVersion: 'v1' }),
      expenseWrite(3, { kind: 'income', path: '/income' }),
      expenseWrite(4, { method: 'DELETE', path: '/expenses/deleted-elsewhere', json: undefined }),
      expenseWrite(5),
    ]);
    await processorFor(store).run();

    expect(sent.map((c) => c.key)).toEqual(['key-1', 'key-2', 'key-3', 'key-4', 'key-5']);
    const left = await store.list(ROBIN.id);
    expect(left.map((e) => [e.key, e.status, e.conflict ?? null, e.error ?? null])).toEqual([
      ['key-1', 'conflict', 'deleted', null],
      ['key-2', 'conflict', 'changed', null],
      ['key-3', 'failed', null, { status: 400, message: 'Amount must be positive.' }],
    ]);
  });

  it('"Keep mine" resends a changed row without If-Match; "Retry" sends a refused one again', async () => {
    const store = await openStore();
    let round = 0;
    const sent = fakeServer((call) =>
      round === 0
        ? jsonResponse(412, { error: { class: 'other', message: 'Changed.' } })
        : jsonResponse(200, { data: call.body }),
    );
    await addAll(store, [expenseWrite(1, { method: 'PATCH', path: '/expenses/e1', baseVersion: 'v1' })]);
    const processor = processorFor(store);
    await processor.run();
    expect(await store.list(ROBIN.id)).toMatchObject([{ status: 'conflict', conflict: 'changed' }]);

    round = 1;
    await processor.run({ force: true });
    expect(sent).toHaveLength(1); // a conflict waits for the user

    await store.retry('key-1', { now: clock, dropBaseVersion: true });
    await processor.run();
    expect(sent.map((c) => [c.key, c.ifMatch])).toEqual([
      ['key-1', '"v1"'],
      ['key-1', null],
    ]);
    expect(await store.list(ROBIN.id)).toEqual([]);
  });

  it('survives a reload: a new store on the same IndexedDB still has the writes and replays them', async () => {
    const before = await openStore();
    await addAll(before, [expenseWrite(1), expenseWrite(2)]);
    before.close();

    const after = await openStore();
    expect((await after.list(ROBIN.id)).map((e) => [e.key, e.summary, e.status])).toEqual([
      ['key-1', 'Diesel 1', 'pending'],
      ['key-2', 'Diesel 2', 'pending'],
    ]);
    const sent = fakeServer(created);
    await processorFor(after).run();
    expect(sent.map((c) => c.key)).toEqual(['key-1', 'key-2']);
  });

  it('keeps each user to their own entries', async () => {
    const store = await openStore();
    await store.add(expenseWrite(1), { key: 'robin-1', userId: ROBIN.id, now: clock });
    await store.add(expenseWrite(2), { key: 'sam-1', userId: SAM.id, now: clock });
    const sent = fakeServer(created);
    await processorFor(store).run();
    expect(sent.map((c) => c.key)).toEqual(['robin-1']);
    expect((await store.list(SAM.id)).map((e) => e.key)).toEqual(['sam-1']);
  });

  it('never sends an entry twice at once from two tabs', async () => {
    const locks = fakeLocks();
    const tabA = await openStore();
    const tabB = await openStore();
    await addAll(tabA, [expenseWrite(1), expenseWrite(2), expenseWrite(3)]);
    let inFlight = 0;
    let maxInFlight = 0;
    const sent = fakeServer(async (call) => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight -= 1;
      return created(call);
    });
    const a = processorFor(tabA, { locks });
    const b = processorFor(tabB, { locks });
    await Promise.all([a.run(), b.run(), a.run(), b.run()]);
    expect(sent.map((c) => c.key)).toEqual(['key-1', 'key-2', 'key-3']);
    expect(maxInFlight).toBe(1);
  });

  it('replays 500 writes in the order they were made, 25 to a request', async () => {
    const store = await openStore();
    const keys: string[] = [];
    for (let i = 0; i < 500; i += 1) {
      // All within the same millisecond: the store still keeps their order.
      const entry = await store.add(expenseWrite(i), { key: crypto.randomUUID(), userId: ROBIN.id, now: clock });
      keys.push(entry.key);
    }
    const sent = fakeServer(created);
    await processorFor(store).run();
    expect(sent.map((c) => c.key)).toEqual(keys);
    expect(sent.map((c) => (c.body as { amount: number }).amount)).toEqual([...Array(500).keys()]);
    expect(batches.count).toBe(20);
    expect(await store.list(ROBIN.id)).toEqual([]);
  }, 20_000);

  it('in a batch, a write to try later keeps its place: the ones before it are done, it and those after it wait', async () => {
    const store = await openStore();
    await addAll(store, [expenseWrite(1), expenseWrite(2), expenseWrite(3), expenseWrite(4)]);
    const sent = fakeServer((call) =>
      call.key === 'key-2' && batches.count === 1 ? jsonResponse(503, { error: { message: 'Busy' } }) : created(call),
    );
    const processor = processorFor(store);
    await processor.run();
    expect(sent.map((c) => c.key)).toEqual(['key-1', 'key-2']);
    const waiting = await store.list(ROBIN.id);
    expect(waiting.map((e) => [e.key, e.attempts])).toEqual([
      ['key-2', 1],
      ['key-3', 0],
      ['key-4', 0],
    ]);
    clock += 2_000;
    await processor.run();
    expect(sent.map((c) => c.key)).toEqual(['key-1', 'key-2', 'key-2', 'key-3', 'key-4']);
    expect(await store.list(ROBIN.id)).toEqual([]);
  });
});

describe('sending a new write at once', () => {
  let store: OutboxStore;
  let processor: OutboxProcessor;
  beforeEach(async () => {
    store = await openStore();
    processor = processorFor(store);
  });

  it('answers with the server data when it is first in line', async () => {
    fakeServer(created);
    await addAll(store, [expenseWrite(1)]);
    await expect(processor.sendNow('key-1')).resolves.toEqual({
      state: 'sent',
      data: { data: { id: 'row-key-1', amount: 1, category: 'fuel' } },
    });
    expect(await store.list(ROBIN.id)).toEqual([]);
  });

  it('keeps the answer for the form even when a replay runs at the same moment', async () => {
    const sent = fakeServer(created);
    const [outcome] = await Promise.all([
      processor.submit(expenseWrite(1), { key: 'key-1', userId: ROBIN.id }),
      processor.run({ force: true }),
      processor.run({ force: true }),
    ]);
    expect(outcome).toMatchObject({ state: 'sent', data: { data: { id: 'row-key-1' } } });
    expect(sent.map((c) => c.key)).toEqual(['key-1']);
  });

  it('leaves it queued behind an earlier write that is still waiting', async () => {
    const sent = fakeServer(created);
    await addAll(store, [expenseWrite(1), expenseWrite(2)]);
    await store.postpone('key-1', { now: clock });
    await expect(processor.sendNow('key-2')).resolves.toEqual({ state: 'queued' });
    expect(sent).toEqual([]);
  });

  it('stays queued when the connection drops mid-request', async () => {
    fakeServer(offline);
    await addAll(store, [expenseWrite(1)]);
    await expect(processor.sendNow('key-1')).resolves.toEqual({ state: 'queued' });
    expect(await store.list(ROBIN.id)).toMatchObject([{ key: 'key-1', status: 'pending', attempts: 1 }]);
  });

  it('rejects a refusal with the server error (fields for the form) and drops the entry', async () => {
    fakeServer(() =>
      jsonResponse(422, {
        error: { class: 'validation', message: 'Check the amount.', fields: { amount: 'required' } },
      }),
    );
    await addAll(store, [expenseWrite(1)]);
    const error = await processor.sendNow('key-1').catch((err: unknown) => err);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 422, message: 'Check the amount.', fields: { amount: 'required' } });
    expect(await store.list(ROBIN.id)).toEqual([]);
  });
});

describe('what each answer leads to', () => {
  const error = (status: number, code?: string) =>
    new ApiRequestError('x', { status, errorClass: 'other', ...(code ? { code } : {}) });
  it.each([
    [0, undefined, 'PATCH', 'retry'],
    [500, undefined, 'POST', 'retry'],
    [503, undefined, 'POST', 'retry'],
    [429, undefined, 'POST', 'retry'],
    [408, undefined, 'POST', 'retry'],
    [409, 'idempotency_request_in_progress', 'POST', 'retry'],
    [409, 'idempotency_key_reused', 'POST', 'failed'],
    [401, undefined, 'POST', 'auth'],
    [404, undefined, 'PATCH', 'conflict'],
    [412, 'conflict_changed', 'DELETE', 'conflict'],
    [404, undefined, 'POST', 'failed'],
    [403, undefined, 'POST', 'failed'],
    [422, undefined, 'PUT', 'failed'],
  ] as const)('%i %s on %s → %s', (status, code, method, kind) => {
    expect(classifyFailure({ method }, error(status, code)).kind).toBe(kind);
  });
});
