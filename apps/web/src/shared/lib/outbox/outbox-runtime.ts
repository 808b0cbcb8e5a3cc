import type { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../api-client.ts';
import { getSession, subscribeSession } from '../session.ts';
import {
  createOutboxProcessor,
  type OutboxLocks,
  type OutboxProcessor,
  type SendNowOutcome,
} from './outbox-processor.ts';
import {
  OUTBOX_RETRY,
  memoryOutboxStore,
  openOutboxStore,
  type OutboxEntry,
  type OutboxStore,
  type OutboxWrite,
  type TypedOutboxWrite,
} from './outbox-store.ts';

/**
 * The one outbox of this tab: its store, its processor, the signed-in user's entries for the panel and badges, and
 * the triggers that replay it (start, every 5 s, back online, signed in again, another tab's change).
 */

let storePromise: Promise<OutboxStore> | null = null;
let processor: { store: OutboxStore; processor: OutboxProcessor } | null = null;
let queryClient: QueryClient | null = null;

const currentUserId = () => getSession()?.user.id ?? null;

function browserLocks(): OutboxLocks | null {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? { request: (name, callback) => locks.request(name, callback) } : null;
}

/** The outbox store, opened once; in memory where IndexedDB is refused (private windows of some browsers). */
export function outboxStore(): Promise<OutboxStore> {
  storePromise ??= (typeof indexedDB === 'undefined' ? Promise.reject(new Error('no IndexedDB')) : openOutboxStore())
    .catch(() => memoryOutboxStore())
    .then((store) => {
      store.subscribe(scheduleRefresh);
      return store;
    });
  return storePromise;
}

function invalidate(entries: ReadonlyArray<Pick<OutboxWrite, 'invalidate'>>): void {
  const client = queryClient;
  if (!client) return;
  const seen = new Set<string>();
  for (const entry of entries) {
    for (const queryKey of entry.invalidate) {
      const id = JSON.stringify(queryKey);
      if (seen.has(id)) continue;
      seen.add(id);
      void client.invalidateQueries({ queryKey });
    }
  }
}

async function outboxProcessor(): Promise<OutboxProcessor> {
  const store = await outboxStore();
  // Built for the store it was asked with: a replay still waiting for a store that has since been replaced (tests
  // start every case on a fresh one) must not leave a processor behind on the closed one.
  if (processor?.store !== store) {
    processor = {
      store,
      processor: createOutboxProcessor({ store, currentUserId, locks: browserLocks(), onDrained: invalidate }),
    };
  }
  return processor.processor;
}

// ---- The signed-in user's entries, live -------------------------------------------------------------------------

const EMPTY: OutboxEntry[] = [];
let entries: OutboxEntry[] = EMPTY;
let entriesUserId: string | null = null;
let entriesRead = 0;
const entryListeners = new Set<() => void>();

async function refreshEntries(): Promise<void> {
  const read = ++entriesRead;
  const userId = currentUserId();
  const next = userId ? await (await outboxStore()).list(userId) : EMPTY;
  if (read !== entriesRead) return;
  entries = next;
  entriesUserId = userId;
  for (const listener of entryListeners) listener();
}

/**
 * Changes arrive in bursts (a replay removes hundreds of entries one after another) and each read is the whole list:
 * the first change of a quiet moment is read at once (a new entry's badge shows with its row), the rest of a burst
 * at most every 100 ms.
 */
const REFRESH_INTERVAL_MS = 100;
let lastRefresh = 0;
let refreshTimer: ReturnType<typeof setTimeout> | undefined;
function scheduleRefresh(): void {
  if (refreshTimer !== undefined) return;
  const wait = lastRefresh + REFRESH_INTERVAL_MS - Date.now();
  if (wait <= 0) {
    lastRefresh = Date.now();
    void refreshEntries();
    return;
  }
  refreshTimer = setTimeout(() => {
    refreshTimer = undefined;
    lastRefresh = Date.now();
    void refreshEntries();
  }, wait);
}

export function subscribeEntries(listener: () => void): () => void {
  entryListeners.add(listener);
  if (entryListeners.size === 1) void refreshEntries();
  return () => {
    entryListeners.delete(listener);
  };
}

/** The signed-in user's entries, oldest first (the last read; follows every change once subscribed). */
export function entriesSnapshot(): OutboxEntry[] {
  return entriesUserId === currentUserId() ? entries : EMPTY;
}

/** Whether the signed-in user has writes still waiting to be sent (a refetch now would hide them). */
export function hasPendingWrites(): boolean {
  return entriesSnapshot().some((entry) => entry.status === 'pending');
}

// ---- Writing ----------------------------------------------------------------------------------------------------

function signedInUserId(): string {
  const userId = currentUserId();
  if (!userId) {
    throw new ApiRequestError('Sign in to save changes.', { status: 401, errorClass: 'authentication' });
  }
  return userId;
}

/**
 * Queues a write for the signed-in user under `key` (a fresh one by default; a write moved from an older queue keeps
 * the key it may already have been sent with). The processor sends it in turn.
 */
export async function addWrite(write: TypedOutboxWrite, key: string = crypto.randomUUID()): Promise<OutboxEntry> {
  return (await outboxStore()).add(write, { key, userId: signedInUserId() });
}

/** Non-React: queue a write directly (used by code outside components); `key` as for addWrite. */
export async function enqueueWrite(write: TypedOutboxWrite, options: { key?: string } = {}): Promise<OutboxEntry> {
  const entry = await addWrite(write, options.key);
  void runOutbox();
  return entry;
}

/**
 * Queues a write for the signed-in user under `key` and, when online and first in line, sends it at once; otherwise it
 * stays queued and a replay is started.
 */
export async function submitWrite(write: TypedOutboxWrite, key: string): Promise<SendNowOutcome> {
  const userId = signedInUserId();
  const processor = await outboxProcessor();
  const online = typeof navigator === 'undefined' || navigator.onLine !== false;
  if (!online) {
    await (await outboxStore()).add(write, { key, userId });
    return { state: 'queued' };
  }
  const outcome = await processor.submit(write, { key, userId });
  if (outcome.state === 'queued') void runOutbox();
  return outcome;
}

export async function runOutbox(options: { force?: boolean } = {}): Promise<void> {
  if (!currentUserId()) return;
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
  await (await outboxProcessor()).run(options);
}

// ---- The user's decisions on conflicts and refusals ---------------------------------------------------------------

/** Drops an entry (a conflict or a refusal the user gives up on); its lists are read again from the server. */
export async function discardEntry(key: string): Promise<void> {
  const store = await outboxStore();
  const entry = await store.get(key);
  await store.remove(key);
  if (entry) invalidate([entry]);
}

/** "Keep mine" (resend without If-Match) or "Retry": pending again, sent at once when possible. */
export async function resendEntry(key: string, options: { overwrite?: boolean } = {}): Promise<void> {
  await (await outboxStore()).retry(key, { dropBaseVersion: options.overwrite === true });
  void runOutbox({ force: true });
}

// ---- Start-up --------------------------------------------------------------------------------------------------

/**
 * Starts replaying for this tab (mounted once by the app's providers): now, every 5 s, back online, after sign-in or
 * a token refresh (an entry waiting on a 401 goes then). Returns the stop function.
 */
export function startOutbox(client: QueryClient): () => void {
  queryClient = client;
  const replay = (force: boolean) => {
    runOutbox({ force }).catch(() => {
      // Each entry's failure is recorded on it; a store that could not be read is tried again on the next tick.
    });
  };
  const onOnline = () => replay(true);
  const interval = setInterval(() => replay(false), OUTBOX_RETRY.checkIntervalMs);
  const unsubscribeSession = subscribeSession((session) => {
    void refreshEntries();
    if (session) replay(true);
  });
  window.addEventListener('online', onOnline);
  void refreshEntries();
  replay(true);
  return () => {
    clearInterval(interval);
    unsubscribeSession();
    window.removeEventListener('online', onOnline);
    if (queryClient === client) queryClient = null;
  };
}

/** Forgets the opened store and processor (tests start each case on a fresh IndexedDB). */
export async function resetOutbox(): Promise<void> {
  const pending = storePromise;
  storePromise = null;
  processor = null;
  entries = EMPTY;
  entriesUserId = null;
  entriesRead += 1;
  clearTimeout(refreshTimer);
  refreshTimer = undefined;
  lastRefresh = 0;
  (await pending)?.close();
}
