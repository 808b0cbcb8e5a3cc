import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { PAM_QUEUE, PAM_PRIORITIES, type PamChatContext, type PamPriority } from '@ww/contracts';

export type QueuedMessageStatus = 'pending' | 'sending' | 'sent' | 'failed';

/** SPEC §3, queued Pam message. Its id is also the idempotency key the server answers once. */
export interface QueuedPamMessage {
  id: string;
  message: string;
  userId: string;
  context: PamChatContext;
  priority: PamPriority;
  timestamp: number;
  retryCount: number;
  maxRetries: number;
  nextRetryAt: number;
  status: QueuedMessageStatus;
  sessionId?: string;
  /** Why the last attempt failed, for the test pages. */
  lastError?: string;
}

interface QueueSchema extends DBSchema {
  messages: { key: string; value: QueuedPamMessage; indexes: { by_user: string } };
}

export const OFFLINE_QUEUE_DB = 'ww-pam-offline-queue';

/**
 * Delay before the next try after `retryCount` failures (1 for the first): 1 s doubling up to 60 s, plus up to 1 s
 * of jitter so that many tabs coming back online together do not all retry in the same instant.
 */
export function retryDelayMs(retryCount: number, random: () => number = Math.random): number {
  const base = Math.min(PAM_QUEUE.baseDelayMs * 2 ** Math.max(0, retryCount - 1), PAM_QUEUE.maxDelayMs);
  return base + Math.floor(random() * PAM_QUEUE.maxJitterMs);
}

const priorityRank = (p: PamPriority) => PAM_PRIORITIES.indexOf(p);

export interface OfflineQueue {
  enqueue(input: {
    id: string;
    message: string;
    userId: string;
    context: PamChatContext;
    priority?: PamPriority;
    sessionId?: string;
    now?: number;
  }): Promise<QueuedPamMessage>;
  get(id: string): Promise<QueuedPamMessage | undefined>;
  list(userId: string): Promise<QueuedPamMessage[]>;
  /** Pending or sending messages that are due and under the retry limit, most urgent and oldest first. */
  due(userId: string, now?: number): Promise<QueuedPamMessage[]>;
  markSending(id: string): Promise<void>;
  markSent(id: string): Promise<void>;
  /**
   * Back to pending with a back-off, or failed when its retries are used up or the failure is `final` (a message
   * the server refuses as invalid will not become valid by waiting).
   */
  markFailed(
    id: string,
    error: string,
    options?: { now?: number; random?: () => number; final?: boolean },
  ): Promise<QueuedPamMessage | undefined>;
  /** Removes the user's sent messages; returns how many. */
  clearSent(userId: string): Promise<number>;
  close(): void;
}

export async function openOfflineQueue(name: string = OFFLINE_QUEUE_DB): Promise<OfflineQueue> {
  const db: IDBPDatabase<QueueSchema> = await openDB<QueueSchema>(name, 1, {
    upgrade(database) {
      const store = database.createObjectStore('messages', { keyPath: 'id' });
      store.createIndex('by_user', 'userId');
    },
  });

  const update = async (id: string, change: (m: QueuedPamMessage) => QueuedPamMessage) => {
    const tx = db.transaction('messages', 'readwrite');
    const current = await tx.store.get(id);
    const next = current ? change(current) : undefined;
    if (next) await tx.store.put(next);
    await tx.done;
    return next;
  };

  const list = async (userId: string) =>
    (await db.getAllFromIndex('messages', 'by_user', userId)).sort((a, b) => a.timestamp - b.timestamp);

  return {
    async enqueue({ id, message, userId, context, priority = 'normal', sessionId, now = Date.now() }) {
      const existing = await db.get('messages', id);
      if (existing) return existing;
      const queued: QueuedPamMessage = {
        id,
        message,
        userId,
        context,
        priority,
        timestamp: now,
        retryCount: 0,
        maxRetries: PAM_QUEUE.maxRetries,
        nextRetryAt: now,
        status: 'pending',
        ...(sessionId ? { sessionId } : {}),
      };
      await db.put('messages', queued);
      return queued;
    },
    get: (id) => db.get('messages', id),
    list,
    async due(userId, now = Date.now()) {
      return (await list(userId))
        .filter(
          (m) =>
            (m.status === 'pending' || m.status === 'sending') && m.nextRetryAt <= now && m.retryCount < m.maxRetries,
        )
        .sort((a, b) => priorityRank(a.priority) - priorityRank(b.priority) || a.timestamp - b.timestamp);
    },
    async markSending(id) {
      await update(id, (m) => ({ ...m, status: 'sending' }));
    },
    async markSent(id) {
      await update(id, (m) => {
        const { lastError: _dropped, ...rest } = m;
        return { ...rest, status: 'sent' };
      });
    },
    markFailed(id, error, { now = Date.now(), random = Math.random, final = false } = {}) {
      return update(id, (m) => {
        const retryCount = m.retryCount + 1;
        return final || retryCount >= m.maxRetries
          ? { ...m, retryCount, status: 'failed', lastError: error }
          : {
              ...m,
              retryCount,
              status: 'pending',
              nextRetryAt: now + retryDelayMs(retryCount, random),
              lastError: error,
            };
      });
    },
    async clearSent(userId) {
      const sent = (await list(userId)).filter((m) => m.status === 'sent');
      const tx = db.transaction('messages', 'readwrite');
      await Promise.all([...sent.map((m) => tx.store.delete(m.id)), tx.done]);
      return sent.length;
    },
    close: () => db.close(),
  };
}

export type QueueSendResult = { ok: true } | { ok: false; retry: boolean; error: string };

/**
 * Sends the user's due messages one at a time, most urgent first. A message is marked sending before it leaves, so
 * a reload mid-send picks it up again; its id travels as the idempotency key, so the server acts on it only once.
 */
export async function processQueue(
  queue: OfflineQueue,
  userId: string,
  send: (message: QueuedPamMessage) => Promise<QueueSendResult>,
  now: () => number = Date.now,
): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for (const message of await queue.due(userId, now())) {
    await queue.markSending(message.id);
    const result = await send(message);
    if (result.ok) {
      await queue.markSent(message.id);
      sent += 1;
    } else {
      await queue.markFailed(message.id, result.error, { now: now(), final: !result.retry });
      failed += 1;
    }
  }
  return { sent, failed };
}
