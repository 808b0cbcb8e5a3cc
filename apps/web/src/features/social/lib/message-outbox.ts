import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/**
 * The messages outbox (issue 12 point 4: "a message sent offline waits in the outbox and is delivered once"). Every
 * message is written here before it leaves, under the Idempotency-Key it is sent with, and removed once the server
 * has it; a reload, a dropped connection or a server hiccup leaves it here to be sent again with the same key, so the
 * server keeps exactly one copy (decision 021).
 */

export type OutboxStatus = 'pending' | 'failed';

export interface OutboxMessage {
  /** The Idempotency-Key of every attempt. */
  key: string;
  userId: string;
  conversationId: string;
  body: string;
  /** When it was written; the outbox sends in this order. */
  createdAt: number;
  attempts: number;
  nextAttemptAt: number;
  /** 'failed': the server refused it for good (blocked, suspended, gone); it waits for the user to retry or discard. */
  status: OutboxStatus;
  /** The server's error code of a refusal. */
  errorCode?: string;
}

interface OutboxSchema extends DBSchema {
  messages: { key: string; value: OutboxMessage; indexes: { by_user: string } };
}

export const MESSAGE_OUTBOX_DB = 'ww-social-message-outbox';

/** The first retry comes after 2 s, doubling up to a minute. */
export const OUTBOX_BASE_DELAY_MS = 2_000;
export const OUTBOX_MAX_DELAY_MS = 60_000;

export function outboxRetryDelayMs(attempts: number): number {
  return Math.min(OUTBOX_BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1), OUTBOX_MAX_DELAY_MS);
}

export interface MessageOutbox {
  add(input: {
    key: string;
    userId: string;
    conversationId: string;
    body: string;
    now?: number;
  }): Promise<OutboxMessage>;
  /** The user's messages, oldest first. */
  list(userId: string): Promise<OutboxMessage[]>;
  remove(key: string): Promise<void>;
  /** A retryable failure: pending again after the back-off. */
  postpone(key: string, now?: number): Promise<void>;
  /** A refusal that waiting will not change. */
  fail(key: string, errorCode: string): Promise<void>;
  /** The user asked to try a refused message again: pending and due now. */
  retry(key: string, now?: number): Promise<void>;
  close(): void;
}

export async function openMessageOutbox(name: string = MESSAGE_OUTBOX_DB): Promise<MessageOutbox> {
  const db: IDBPDatabase<OutboxSchema> = await openDB<OutboxSchema>(name, 1, {
    upgrade(database) {
      const store = database.createObjectStore('messages', { keyPath: 'key' });
      store.createIndex('by_user', 'userId');
    },
  });

  const update = async (key: string, change: (m: OutboxMessage) => OutboxMessage) => {
    const tx = db.transaction('messages', 'readwrite');
    const current = await tx.store.get(key);
    if (current) await tx.store.put(change(current));
    await tx.done;
  };

  return {
    async add({ key, userId, conversationId, body, now = Date.now() }) {
      const message: OutboxMessage = {
        key,
        userId,
        conversationId,
        body,
        createdAt: now,
        attempts: 0,
        nextAttemptAt: now,
        status: 'pending',
      };
      await db.put('messages', message);
      return message;
    },
    async list(userId) {
      return (await db.getAllFromIndex('messages', 'by_user', userId)).sort(
        (a, b) => a.createdAt - b.createdAt || a.key.localeCompare(b.key),
      );
    },
    remove: (key) => db.delete('messages', key),
    postpone: (key, now = Date.now()) =>
      update(key, (m) => {
        const attempts = m.attempts + 1;
        return { ...m, attempts, nextAttemptAt: now + outboxRetryDelayMs(attempts) };
      }),
    fail: (key, errorCode) => update(key, (m) => ({ ...m, attempts: m.attempts + 1, status: 'failed', errorCode })),
    retry: (key, now = Date.now()) =>
      update(key, (m) => {
        const { errorCode: _dropped, ...rest } = m;
        return { ...rest, status: 'pending', nextAttemptAt: now };
      }),
    close: () => db.close(),
  };
}

/** What one attempt came to: delivered, worth trying again later, or refused for good. */
export type OutboxSendResult<T> =
  { ok: true; value: T } | { ok: false; retry: true } | { ok: false; retry: false; code: string };

/**
 * Sends the user's pending messages in the order they were written. The first one that cannot be delivered yet stops
 * the run, so a later message never overtakes an earlier one; `force` ignores the back-off (back online, a reload).
 * Returns what was delivered, with the key each went under.
 */
export async function flushOutbox<T>(
  outbox: MessageOutbox,
  userId: string,
  send: (message: OutboxMessage) => Promise<OutboxSendResult<T>>,
  { now = Date.now, force = false }: { now?: () => number; force?: boolean } = {},
): Promise<Array<{ message: OutboxMessage; value: T }>> {
  const delivered: Array<{ message: OutboxMessage; value: T }> = [];
  for (const message of await outbox.list(userId)) {
    if (message.status !== 'pending') continue;
    if (!force && message.nextAttemptAt > now()) break;
    const result = await send(message);
    if (result.ok) {
      await outbox.remove(message.key);
      delivered.push({ message, value: result.value });
    } else if (result.retry) {
      await outbox.postpone(message.key, now());
      break;
    } else {
      await outbox.fail(message.key, result.code);
    }
  }
  return delivered;
}
