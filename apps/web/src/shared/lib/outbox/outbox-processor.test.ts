import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '#testing/api-stub.ts';
import { signInAs } from '#testing/test-account.ts';
import { setSession } from '../session.ts';
import {
  ROBIN,
  SAM,
  batches,
  fakeServer,
  created,
  offline,
  expenseWrite,
  fakeLocks,
  outboxTestBed,
} from '#testing/fixtures/outbox.ts';

const bed = outboxTestBed();
const { openStore, processorFor, addAll } = bed;

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
    expect(first).toMatchObject({
      key: 'key-1',
      status: 'pending',
      attempts: 1,
      nextAttemptAt: bed.clock + 1_000 + 500,
    });

    await processor.run();
    [first] = await store.list(ROBIN.id);
    expect(sent).toHaveLength(1); // not due yet

    bed.clock += 1_500;
    await processor.run();
    [first] = await store.list(ROBIN.id);
    expect(first).toMatchObject({ attempts: 2, nextAttemptAt: bed.clock + 2_000 + 500 });

    bed.clock += 60 * 60_000;
    for (let i = 0; i < 8; i += 1) await processor.run({ force: true });
    [first] = await store.list(ROBIN.id);
    expect(first).toMatchObject({
      key: 'key-1',
      status: 'pending',
      attempts: 10,
      nextAttemptAt: bed.clock + 60_000 + 500,
    });

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

    await store.retry('key-1', { now: bed.clock, dropBaseVersion: true });
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
    await store.add(expenseWrite(1), { key: 'robin-1', userId: ROBIN.id, now: bed.clock });
    await store.add(expenseWrite(2), { key: 'sam-1', userId: SAM.id, now: bed.clock });
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
      const entry = await store.add(expenseWrite(i), { key: crypto.randomUUID(), userId: ROBIN.id, now: bed.clock });
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
    bed.clock += 2_000;
    await processor.run();
    expect(sent.map((c) => c.key)).toEqual(['key-1', 'key-2', 'key-2', 'key-3', 'key-4']);
    expect(await store.list(ROBIN.id)).toEqual([]);
  });
});
