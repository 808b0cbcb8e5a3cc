import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '#testing/api-stub.ts';
import { classifyFailure, type OutboxProcessor } from './outbox-processor.ts';
import type { OutboxStore } from './outbox-store.ts';
import { ApiRequestError } from '../api-client.ts';
import { ROBIN, fakeServer, created, offline, expenseWrite, outboxTestBed } from '#testing/fixtures/outbox.ts';

const bed = outboxTestBed();
const { openStore, processorFor, addAll } = bed;

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
    await store.postpone('key-1', { now: bed.clock });
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
