import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { flushOutbox, openMessageOutbox, outboxRetryDelayMs, type MessageOutbox } from './message-outbox.ts';

const USER = '00000000-0000-4000-8000-000000000091';
const CONVERSATION = '00000000-0000-4000-8000-0000000000c1';
let dbCount = 0;
const opened: MessageOutbox[] = [];

async function freshOutbox() {
  const name = `message-outbox-test-${++dbCount}`;
  const outbox = await openMessageOutbox(name);
  opened.push(outbox);
  return { outbox, name };
}

afterEach(() => {
  for (const outbox of opened.splice(0)) outbox.close();
});

describe('message outbox', () => {
  it('backs off 2 s doubling to a minute', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(outboxRetryDelayMs)).toEqual([
      2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000,
    ]);
  });

  it('sends in the order written and stops at the first message that cannot go yet', async () => {
    const { outbox } = await freshOutbox();
    for (const [key, now] of [
      ['k-b', 2],
      ['k-a', 1],
      ['k-c', 3],
    ] as const) {
      await outbox.add({ key, userId: USER, conversationId: CONVERSATION, body: key, now });
    }
    const tried: string[] = [];
    const delivered = await flushOutbox(
      outbox,
      USER,
      async (m) => {
        tried.push(m.key);
        return m.key === 'k-b' ? { ok: false, retry: true } : { ok: true, value: m.key };
      },
      { now: () => 10 },
    );
    expect(tried).toEqual(['k-a', 'k-b']);
    expect(delivered.map((d) => d.value)).toEqual(['k-a']);
    const left = await outbox.list(USER);
    expect(left.map((m) => [m.key, m.attempts, m.nextAttemptAt])).toEqual([
      ['k-b', 1, 10 + 2_000],
      ['k-c', 0, 3],
    ]);

    // Not due yet: nothing is tried until the back-off has passed, unless forced (back online, a reload).
    expect(await flushOutbox(outbox, USER, async () => ({ ok: true, value: 'x' }), { now: () => 11 })).toEqual([]);
    const forced = await flushOutbox(outbox, USER, async (m) => ({ ok: true, value: m.key }), {
      now: () => 11,
      force: true,
    });
    expect(forced.map((d) => d.value)).toEqual(['k-b', 'k-c']);
    expect(await outbox.list(USER)).toEqual([]);
  });

  it('keeps a refused message as failed, skips it, and sends it again when the user retries', async () => {
    const { outbox } = await freshOutbox();
    await outbox.add({ key: 'k-1', userId: USER, conversationId: CONVERSATION, body: 'one', now: 1 });
    await outbox.add({ key: 'k-2', userId: USER, conversationId: CONVERSATION, body: 'two', now: 2 });
    const delivered = await flushOutbox(outbox, USER, async (m) =>
      m.key === 'k-1' ? { ok: false, retry: false, code: 'blocked' } : { ok: true, value: m.key },
    );
    expect(delivered.map((d) => d.value)).toEqual(['k-2']);
    expect(await outbox.list(USER)).toMatchObject([{ key: 'k-1', status: 'failed', errorCode: 'blocked' }]);

    await outbox.retry('k-1', 5);
    const [again] = await outbox.list(USER);
    expect(again).toMatchObject({ key: 'k-1', status: 'pending', nextAttemptAt: 5 });
    expect(again?.errorCode).toBeUndefined();
  });

  it("survives a reload and holds each user's messages apart", async () => {
    const { outbox, name } = await freshOutbox();
    await outbox.add({ key: 'k-x', userId: USER, conversationId: CONVERSATION, body: 'hola', now: 1 });
    outbox.close();
    const reopened = await openMessageOutbox(name);
    opened.push(reopened);
    expect((await reopened.list(USER)).map((m) => [m.key, m.body, m.status])).toEqual([['k-x', 'hola', 'pending']]);
    expect(await reopened.list('00000000-0000-4000-8000-000000000092')).toEqual([]);
  });
});
