import { BATCH, type BatchItem } from '@ww/contracts';
import { ApiRequestError, api, errorFromBody, sendRouteWrite } from '../api-client.ts';
import type { OutboxEntry, OutboxStore, OutboxWrite } from './outbox-store.ts';

/** What one attempt came to. */
export type OutboxSendResult =
  | { kind: 'sent'; data: unknown }
  /** Network down, server hiccup, rate limit, the same key still running: later, with the same key. */
  | { kind: 'retry'; error: ApiRequestError }
  /** 401: the session ended; the entry waits for its user to sign in again. */
  | { kind: 'auth'; error: ApiRequestError }
  /** 404 / 412 on an edit or delete: the row was deleted or changed on another device. */
  | { kind: 'conflict'; conflict: 'deleted' | 'changed'; error: ApiRequestError }
  /** Any other refusal: waiting will not change it. */
  | { kind: 'failed'; error: ApiRequestError };

const RETRYABLE_STATUSES = new Set([0, 408, 429]);

function asApiError(err: unknown): ApiRequestError {
  if (err instanceof ApiRequestError) return err;
  return new ApiRequestError(err instanceof Error ? err.message : 'Network request failed', {
    status: 0,
    errorClass: 'network',
  });
}

/** Sorts an attempt's failure into what the outbox does next (interface: replay rules). */
export function classifyFailure(entry: Pick<OutboxEntry, 'method'>, err: unknown): OutboxSendResult {
  const error = asApiError(err);
  const { status } = error;
  if (RETRYABLE_STATUSES.has(status) || status >= 500) return { kind: 'retry', error };
  if (status === 409 && error.code === 'idempotency_request_in_progress') return { kind: 'retry', error };
  if (status === 401) return { kind: 'auth', error };
  if (entry.method !== 'POST' && (status === 404 || status === 412)) {
    return { kind: 'conflict', conflict: status === 404 ? 'deleted' : 'changed', error };
  }
  return { kind: 'failed', error };
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // The server has the write; an unreadable answer does not undo that.
    return undefined;
  }
}

/**
 * One attempt through the API client (same token refresh as every other call): the write its feature made from a
 * typed route, with the entry's Idempotency-Key and, for an edit or delete the user based on a version,
 * `If-Match: "<updated_at>"`.
 */
export async function sendOutboxEntry(entry: OutboxEntry): Promise<OutboxSendResult> {
  const headers: Record<string, string> = { 'Idempotency-Key': entry.key };
  if (entry.baseVersion !== undefined) headers['If-Match'] = `"${entry.baseVersion}"`;
  try {
    const response = await sendRouteWrite(entry, headers);
    return { kind: 'sent', data: await readJson(response) };
  } catch (err) {
    return classifyFailure(entry, err);
  }
}

/** A write's answer inside a batch, sorted as if it had come alone. */
function batchResult(entry: OutboxEntry, status: number, body: unknown): OutboxSendResult {
  if (status >= 200 && status < 300) return { kind: 'sent', data: body ?? undefined };
  return classifyFailure(entry, errorFromBody(status, body));
}

function batchItem(entry: OutboxEntry): BatchItem {
  return {
    method: entry.method,
    path: entry.path,
    idempotency_key: entry.key,
    ...(entry.baseVersion !== undefined ? { if_match: entry.baseVersion } : {}),
    ...(entry.json !== undefined ? { body: entry.json } : {}),
  };
}

/**
 * Several entries in one request (POST /batch, decision 035): the server runs them in order, each as if it had come
 * alone, and stops after one that must be tried later. One result per entry it ran, in order; a batch that failed as
 * a whole is a retry (or sign-in) for its first entry.
 */
export async function sendOutboxBatch(entries: readonly OutboxEntry[]): Promise<OutboxSendResult[]> {
  try {
    const { data } = await api('POST /batch', { json: { requests: entries.map(batchItem) } });
    return data.results.flatMap((result, index) => {
      const entry = entries[index];
      return entry ? [batchResult(entry, result.status, result.body)] : [];
    });
  } catch (err) {
    return entries[0] ? [classifyFailure(entries[0], err)] : [];
  }
}

/** Consecutive entries sent together: at most BATCH.maxRequests, and bodies within BATCH.maxBodyChars together. */
function inBatches(entries: readonly OutboxEntry[]): OutboxEntry[][] {
  const batches: OutboxEntry[][] = [];
  let current: OutboxEntry[] = [];
  let chars = 0;
  for (const entry of entries) {
    const size = entry.json === undefined ? 0 : JSON.stringify(entry.json).length;
    if (current.length > 0 && (current.length === BATCH.maxRequests || chars + size > BATCH.maxBodyChars)) {
      batches.push(current);
      current = [];
      chars = 0;
    }
    current.push(entry);
    chars += size;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

/** The part of the Web Locks API the processor uses (navigator.locks). */
export interface OutboxLocks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export type SendNowOutcome = { state: 'sent'; data: unknown } | { state: 'queued' };

export interface OutboxProcessor {
  /**
   * Replays the signed-in user's pending entries in creation order. `force` ignores the back-off (back online,
   * signed in again). Calls made while a run is going start one more pass after it, so nothing added meanwhile waits.
   */
  run(options?: { force?: boolean }): Promise<void>;
  /**
   * Sends a just-added entry at once when it is the user's oldest pending one (else it keeps its place in the queue).
   * A refusal drops it and rejects with the server's ApiRequestError, as api() does; anything retryable leaves it queued.
   */
  sendNow(key: string): Promise<SendNowOutcome>;
  /**
   * Adds a write and sends it at once as sendNow does; a replay running meanwhile in this tab stops before it, so the
   * caller gets the server's answer (a form's field errors, a budget alert) instead of a replay taking it.
   */
  submit(write: OutboxWrite, init: { key: string; userId: string }): Promise<SendNowOutcome>;
}

export interface OutboxProcessorOptions {
  store: OutboxStore;
  /** The signed-in user; only their entries are sent, and a run stops when it changes. */
  currentUserId: () => string | null;
  send?: (entry: OutboxEntry) => Promise<OutboxSendResult>;
  /** Sends consecutive entries together (a replay of many); see sendOutboxBatch. */
  sendBatch?: (entries: readonly OutboxEntry[]) => Promise<OutboxSendResult[]>;
  /**
   * Once the user's queue holds nothing pending any more: every entry delivered since the last call, so their query
   * keys are invalidated together (a refetch in the middle would drop rows still waiting to be sent).
   */
  onDrained?: (delivered: OutboxEntry[]) => void;
  /** Web Locks, so only one tab sends at a time; without them, one run at a time in this tab. */
  locks?: OutboxLocks | null;
  lockName?: string;
  now?: () => number;
  random?: () => number;
}

export const OUTBOX_LOCK = 'ww_outbox_replay';

function inTabLocks(): OutboxLocks {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    request<T>(_name: string, callback: () => Promise<T>): Promise<T> {
      const result = tail.then(callback);
      tail = result.catch(() => undefined);
      return result;
    },
  };
}

export function createOutboxProcessor(options: OutboxProcessorOptions): OutboxProcessor {
  const {
    store,
    currentUserId,
    send = sendOutboxEntry,
    sendBatch = sendOutboxBatch,
    onDrained,
    locks,
    lockName = OUTBOX_LOCK,
    now = Date.now,
    random = Math.random,
  } = options;
  const lockManager = locks ?? inTabLocks();
  const delivered: OutboxEntry[] = [];
  /** Keys a submit() of this tab is about to send itself. */
  const claimed = new Set<string>();

  const reportIfDrained = async (userId: string) => {
    if (delivered.length === 0 || !onDrained) return;
    const entries = await store.list(userId);
    if (entries.some((e) => e.status === 'pending')) return;
    onDrained(delivered.splice(0));
  };

  /** What the outbox does with one entry's answer; false when the entries behind it must wait. */
  const settle = async (entry: OutboxEntry, result: OutboxSendResult, sent: string[]): Promise<boolean> => {
    if (result.kind === 'sent') {
      sent.push(entry.key);
      delivered.push(entry);
      return true;
    }
    if (result.kind === 'retry' || result.kind === 'auth') {
      await store.postpone(entry.key, { now: now(), random });
      return false;
    }
    if (result.kind === 'conflict') {
      if (entry.method === 'DELETE' && result.conflict === 'deleted') {
        // The user wanted the row gone and it is: nothing to resolve.
        sent.push(entry.key);
        delivered.push(entry);
      } else {
        await store.markConflict(entry.key, result.conflict);
      }
      return true;
    }
    const { status, code, message } = result.error;
    await store.markFailed(entry.key, { status, message, ...(code !== undefined ? { code } : {}) });
    return true;
  };

  const pass = async (force: boolean) => {
    const userId = currentUserId();
    if (!userId) return;
    // The entries due now, in order, up to the first one that is not (the ones behind it wait with it).
    const due: OutboxEntry[] = [];
    for (const entry of await store.list(userId)) {
      if (entry.status !== 'pending') continue;
      if (claimed.has(entry.key)) break;
      if (!force && entry.nextAttemptAt > now()) break;
      due.push(entry);
    }
    for (const batch of inBatches(due)) {
      if (currentUserId() !== userId) break;
      const results = batch.length === 1 ? [await send(batch[0]!)] : await sendBatch(batch);
      const sent: string[] = [];
      let goOn = results.length === batch.length;
      for (const [index, result] of results.entries()) {
        if (!(await settle(batch[index]!, result, sent))) {
          goOn = false;
          break;
        }
      }
      // Removed together once the server has them: a reload before this resends them, and their keys answer again.
      if (sent.length > 0) await store.remove(sent);
      if (!goOn) break;
    }
    await reportIfDrained(userId);
  };

  let active: Promise<void> | null = null;
  let again = false;
  let againForced = false;

  const run = ({ force = false }: { force?: boolean } = {}): Promise<void> => {
    if (active) {
      again = true;
      againForced ||= force;
      return active;
    }
    active = (async () => {
      let forced = force;
      do {
        again = false;
        await lockManager.request(lockName, () => pass(forced));
        forced = againForced;
        againForced = false;
      } while (again);
    })().finally(() => {
      active = null;
    });
    return active;
  };

  const sendNow = (key: string): Promise<SendNowOutcome> =>
    lockManager.request(lockName, async (): Promise<SendNowOutcome> => {
      const entry = await store.get(key);
      if (!entry || entry.status !== 'pending' || entry.userId !== currentUserId()) return { state: 'queued' };
      const first = (await store.list(entry.userId)).find((e) => e.status === 'pending');
      if (first?.key !== key) return { state: 'queued' };
      const result = await send(entry);
      if (result.kind === 'sent') {
        await store.remove(key);
        delivered.push(entry);
        await reportIfDrained(entry.userId);
        return { state: 'sent', data: result.data };
      }
      if (result.kind === 'retry' || result.kind === 'auth') {
        await store.postpone(key, { now: now(), random });
        return { state: 'queued' };
      }
      await store.remove(key);
      throw result.error;
    });

  const submit = async (write: OutboxWrite, init: { key: string; userId: string }): Promise<SendNowOutcome> => {
    claimed.add(init.key);
    try {
      await store.add(write, { ...init, now: now() });
      return await sendNow(init.key);
    } finally {
      claimed.delete(init.key);
    }
  };

  return { run, sendNow, submit };
}
