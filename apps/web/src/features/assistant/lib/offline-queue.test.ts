import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { PAM_QUEUE } from '@ww/contracts';
import { openOfflineQueue, processQueue, retryDelayMs, type OfflineQueue } from './offline-queue.ts';

const USER = '00000000-0000-4000-8000-000000000081';
let dbCount = 0;
const opened: OfflineQueue[] = [];

async function freshQueue() {
  const name = `pam-queue-test-${++dbCount}`;
  const queue = await openOfflineQueue(name);
  opened.push(queue);
  return { queue, name };
}

afterEach(() => {
  for (const queue of opened.splice(0)) queue.close();
});

describe('offline queue', () => {
  it('stores a message with the spec fields, pending and due at once', async () => {
    const { queue } = await freshQueue();
    const queued = await queue.enqueue({
      id: 'k-00000001',
      message: 'I spent $12 on coffee today',
      userId: USER,
      context: { language: 'en' },
      now: 1_000,
    });
    expect(queued).toEqual({
      id: 'k-00000001',
      message: 'I spent $12 on coffee today',
      userId: USER,
      context: { language: 'en' },
      priority: 'normal',
      timestamp: 1_000,
      retryCount: 0,
      maxRetries: 5,
      nextRetryAt: 1_000,
      status: 'pending',
    });
    expect((await queue.due(USER, 1_000)).map((m) => m.id)).toEqual(['k-00000001']);
    expect(await queue.due('someone-else', 1_000)).toEqual([]);
  });

  it('backs off 1 s doubling to 60 s, plus up to 1 s of jitter', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => retryDelayMs(n, () => 0))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000,
    ]);
    expect(retryDelayMs(1, () => 0.999)).toBe(1_999);
    expect(retryDelayMs(1, () => 0.999) - retryDelayMs(1, () => 0)).toBeLessThan(PAM_QUEUE.maxJitterMs);
  });

  it('returns a failed send to pending with its back-off, and fails it after 5 tries', async () => {
    const { queue } = await freshQueue();
    await queue.enqueue({ id: 'k-00000002', message: 'hi', userId: USER, context: {}, now: 0 });
    let now = 0;
    for (let attempt = 1; attempt <= 4; attempt++) {
      const after = await queue.markFailed('k-00000002', 'network', { now, random: () => 0 });
      expect(after?.status).toBe('pending');
      expect(after?.nextRetryAt).toBe(now + 1_000 * 2 ** (attempt - 1));
      expect(await queue.due(USER, (after?.nextRetryAt ?? 0) - 1)).toEqual([]);
      now = after?.nextRetryAt ?? 0;
    }
    const last = await queue.markFailed('k-00000002', 'network', { now, random: () => 0 });
    expect(last).toMatchObject({ status: 'failed', retryCount: 5 });
    expect(await queue.due(USER, Number.MAX_SAFE_INTEGER)).toEqual([]);
  });

  it('survives closing and reopening (a reload), a message caught mid-send included', async () => {
    const { queue, name } = await freshQueue();
    await queue.enqueue({ id: 'k-00000003', message: 'hola', userId: USER, context: {}, now: 5 });
    await queue.markSending('k-00000003');
    queue.close();
    const reopened = await openOfflineQueue(name);
    opened.push(reopened);
    expect((await reopened.due(USER, 5)).map((m) => [m.id, m.status])).toEqual([['k-00000003', 'sending']]);
  });

  it('sends due messages once each under their own key, urgent first, and clears the sent ones', async () => {
    const { queue } = await freshQueue();
    await queue.enqueue({ id: 'k-0000000a', message: 'first', userId: USER, context: {}, now: 1 });
    await queue.enqueue({ id: 'k-0000000b', message: 'urgent', userId: USER, context: {}, priority: 'urgent', now: 2 });
    await queue.enqueue({ id: 'k-0000000c', message: 'refused', userId: USER, context: {}, now: 3 });
    const sent: string[] = [];
    const result = await processQueue(
      queue,
      USER,
      async (m) => {
        sent.push(m.id);
        return m.message === 'refused' ? { ok: false, retry: false, error: 'invalid' } : { ok: true };
      },
      () => 10,
    );
    expect(sent).toEqual(['k-0000000b', 'k-0000000a', 'k-0000000c']);
    expect(result).toEqual({ sent: 2, failed: 1 });
    expect((await queue.get('k-0000000c'))?.status).toBe('failed');
    // Nothing is sent twice.
    await processQueue(
      queue,
      USER,
      async (m) => (sent.push(m.id), { ok: true }),
      () => 1_000_000,
    );
    expect(sent).toHaveLength(3);
    expect(await queue.clearSent(USER)).toBe(2);
    expect((await queue.list(USER)).map((m) => m.id)).toEqual(['k-0000000c']);
  });
});
