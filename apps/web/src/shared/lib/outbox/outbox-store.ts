import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { RouteWrite, WriteMethod } from '../api-client.ts';

/**
 * The shell outbox's storage (issue 13 point 3, decision 032): every offline-capable write is kept here, under the
 * Idempotency-Key it is sent with, until the server has it. IndexedDB, so it survives reloads and sign-in expiry;
 * an in-memory twin where the browser refuses IndexedDB (the writes then last as long as the tab).
 */

export const OUTBOX_KINDS = [
  'expense',
  'income',
  'fuel_entry',
  'maintenance_record',
  'storage_item',
  'checklist_tick',
  'post',
  'message',
  'settings',
] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

export type OutboxMethod = WriteMethod;

/** One write the user made, as it will be sent (and as IndexedDB keeps it). */
export interface OutboxWrite {
  /** What it is, for the outbox panel and conflict texts (the panel has an i18n text per kind). */
  kind: OutboxKind;
  /** The user's own words for the row ("Diesel, 45.00"), shown AS TEXT in the panel and in a conflict. */
  summary: string;
  method: OutboxMethod;
  /** Concrete path under /api/v1, e.g. '/expenses' or `/expenses/${id}`. */
  path: string;
  json?: unknown;
  /** For edits and deletes: the row's updated_at as the user saw it; sent as `If-Match: "<value>"`. */
  baseVersion?: string;
  /** Query keys to invalidate once the server has it (also after a conflict is resolved). */
  invalidate: ReadonlyArray<readonly unknown[]>;
}

/**
 * A write as a feature makes it: its request made by routeWrite from a typed route, so the method, the path's params,
 * the query and the body are checked against the API's routes at compile time.
 */
export type TypedOutboxWrite = Omit<OutboxWrite, 'method' | 'path' | 'json'> & RouteWrite;

export type OutboxStatus = 'pending' | 'conflict' | 'failed';

export interface OutboxEntry extends OutboxWrite {
  /** The Idempotency-Key of every attempt; also the temporary id of a row created offline. */
  key: string;
  userId: string;
  /** Strictly increasing across the whole outbox: the order writes are replayed in. */
  createdAt: number;
  attempts: number;
  nextAttemptAt: number;
  status: OutboxStatus;
  /** conflict: 'deleted' (404) | 'changed' (412). */
  conflict?: 'deleted' | 'changed';
  /** failed: the server's error. */
  error?: { status: number; code?: string; message: string };
}

/** SPEC §9's retry policy for queued writes: 1 s doubling to 60 s, plus up to 1 s of jitter; checked every 5 s. */
export const OUTBOX_RETRY = { baseDelayMs: 1_000, maxDelayMs: 60_000, maxJitterMs: 1_000, checkIntervalMs: 5_000 };

/** Delay before the next try after `attempts` failures (1 for the first). */
export function outboxRetryDelayMs(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(OUTBOX_RETRY.baseDelayMs * 2 ** Math.max(0, attempts - 1), OUTBOX_RETRY.maxDelayMs);
  return base + Math.floor(random() * OUTBOX_RETRY.maxJitterMs);
}

export interface OutboxStore {
  add(write: OutboxWrite, init: { key: string; userId: string; now?: number }): Promise<OutboxEntry>;
  get(key: string): Promise<OutboxEntry | undefined>;
  /** The user's entries, in replay order (oldest first). */
  list(userId: string): Promise<OutboxEntry[]>;
  /** One entry, or several in one go (a batch the server has). */
  remove(keys: string | readonly string[]): Promise<void>;
  /** A failure worth trying again: still pending, next attempt after the back-off. */
  postpone(key: string, options?: { now?: number; random?: () => number }): Promise<void>;
  /** The row was deleted (404) or changed (412) since the user saw it. */
  markConflict(key: string, conflict: 'deleted' | 'changed'): Promise<void>;
  /** A refusal waiting will not change (validation, permission): kept for the user to retry or discard. */
  markFailed(key: string, error: { status: number; code?: string; message: string }): Promise<void>;
  /** Pending and due now again; `dropBaseVersion` resends without If-Match ("Keep mine"). */
  retry(key: string, options?: { now?: number; dropBaseVersion?: boolean }): Promise<void>;
  /** Called after every change made here or in another tab. */
  subscribe(listener: () => void): () => void;
  close(): void;
}

interface OutboxSchema extends DBSchema {
  entries: { key: string; value: OutboxEntry; indexes: { by_user: string; by_created: number } };
}

export const OUTBOX_DB = 'ww-outbox';

const byCreation = (a: OutboxEntry, b: OutboxEntry) => a.createdAt - b.createdAt || a.key.localeCompare(b.key);

function makeEntry(write: OutboxWrite, key: string, userId: string, createdAt: number, now: number): OutboxEntry {
  return { ...write, key, userId, createdAt, attempts: 0, nextAttemptAt: now, status: 'pending' };
}

function postponed(entry: OutboxEntry, now: number, random?: () => number): OutboxEntry {
  const attempts = entry.attempts + 1;
  return { ...entry, attempts, nextAttemptAt: now + outboxRetryDelayMs(attempts, random) };
}

function retried(entry: OutboxEntry, now: number, dropBaseVersion: boolean): OutboxEntry {
  const { conflict: _conflict, error: _error, baseVersion, ...rest } = entry;
  return {
    ...rest,
    ...(baseVersion !== undefined && !dropBaseVersion ? { baseVersion } : {}),
    status: 'pending',
    nextAttemptAt: now,
  };
}

function failed(entry: OutboxEntry, error: { status: number; code?: string; message: string }): OutboxEntry {
  const { conflict: _conflict, ...rest } = entry;
  return { ...rest, attempts: entry.attempts + 1, status: 'failed', error };
}

function conflicted(entry: OutboxEntry, conflict: 'deleted' | 'changed'): OutboxEntry {
  const { error: _error, ...rest } = entry;
  return { ...rest, attempts: entry.attempts + 1, status: 'conflict', conflict };
}

type EntryChanges = Pick<OutboxStore, 'postpone' | 'markConflict' | 'markFailed' | 'retry'>;

/** The store's changes of one entry, over its `update` (a no-op for a key it does not hold). */
function entryChanges(
  update: (key: string, change: (entry: OutboxEntry) => OutboxEntry) => Promise<void>,
): EntryChanges {
  return {
    postpone: (key, { now = Date.now(), random } = {}) => update(key, (e) => postponed(e, now, random)),
    markConflict: (key, conflict) => update(key, (e) => conflicted(e, conflict)),
    markFailed: (key, error) => update(key, (e) => failed(e, error)),
    retry: (key, { now = Date.now(), dropBaseVersion = false } = {}) =>
      update(key, (e) => retried(e, now, dropBaseVersion)),
  };
}

/** Local listeners plus a BroadcastChannel, so every tab's panel and badges follow changes made in another. */
function changeNotifier(name: string | null) {
  const listeners = new Set<() => void>();
  const fire = () => {
    for (const listener of listeners) listener();
  };
  const channel =
    name !== null && typeof BroadcastChannel === 'function' ? new BroadcastChannel(`${name}:changes`) : null;
  if (channel) channel.onmessage = fire;
  return {
    notify() {
      fire();
      channel?.postMessage('changed');
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    close() {
      listeners.clear();
      channel?.close();
    },
  };
}

export async function openOutboxStore(name: string = OUTBOX_DB): Promise<OutboxStore> {
  const db: IDBPDatabase<OutboxSchema> = await openDB<OutboxSchema>(name, 1, {
    upgrade(database) {
      const store = database.createObjectStore('entries', { keyPath: 'key' });
      store.createIndex('by_user', 'userId');
      store.createIndex('by_created', 'createdAt');
    },
  });
  const changes = changeNotifier(name);

  const update = async (key: string, change: (entry: OutboxEntry) => OutboxEntry) => {
    const tx = db.transaction('entries', 'readwrite');
    const current = await tx.store.get(key);
    if (current) await tx.store.put(change(current));
    await tx.done;
    if (current) changes.notify();
  };

  return {
    async add(write, { key, userId, now = Date.now() }) {
      // One read-write transaction: two tabs adding at once still get distinct, increasing creation times.
      const tx = db.transaction('entries', 'readwrite');
      const last = await tx.store.index('by_created').openCursor(null, 'prev');
      const createdAt = Math.max(now, (last?.value.createdAt ?? 0) + 1);
      const entry = makeEntry(write, key, userId, createdAt, now);
      await tx.store.put(entry);
      await tx.done;
      changes.notify();
      return entry;
    },
    get: (key) => db.get('entries', key),
    async list(userId) {
      return (await db.getAllFromIndex('entries', 'by_user', userId)).sort(byCreation);
    },
    async remove(keys) {
      const tx = db.transaction('entries', 'readwrite');
      await Promise.all([...(typeof keys === 'string' ? [keys] : keys).map((key) => tx.store.delete(key)), tx.done]);
      changes.notify();
    },
    ...entryChanges(update),
    subscribe: (listener) => changes.subscribe(listener),
    close() {
      changes.close();
      db.close();
    },
  };
}

/** The same store in memory, for browsers that refuse IndexedDB (and for tests that do not need one). */
export function memoryOutboxStore(): OutboxStore {
  const entries = new Map<string, OutboxEntry>();
  const changes = changeNotifier(null);
  let lastCreatedAt = 0;
  const update = (key: string, change: (entry: OutboxEntry) => OutboxEntry) => {
    const current = entries.get(key);
    if (current) {
      entries.set(key, change(current));
      changes.notify();
    }
    return Promise.resolve();
  };
  return {
    add(write, { key, userId, now = Date.now() }) {
      lastCreatedAt = Math.max(now, lastCreatedAt + 1);
      const entry = makeEntry(write, key, userId, lastCreatedAt, now);
      entries.set(key, entry);
      changes.notify();
      return Promise.resolve(entry);
    },
    get: (key) => Promise.resolve(entries.get(key)),
    list: (userId) => Promise.resolve([...entries.values()].filter((e) => e.userId === userId).sort(byCreation)),
    remove(keys) {
      let removed = false;
      for (const key of typeof keys === 'string' ? [keys] : keys) removed = entries.delete(key) || removed;
      if (removed) changes.notify();
      return Promise.resolve();
    },
    ...entryChanges(update),
    subscribe: (listener) => changes.subscribe(listener),
    close: () => changes.close(),
  };
}
