import { dehydrate, hydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { getSession } from './session.ts';

/**
 * The signed-in user's query cache, kept in IndexedDB so every screen they opened shows its last data offline
 * (issue 13 point 2, decision 032). One record per user id; a new app version (the buster) or a record older than
 * 24 days is dropped instead of restored. Only successful queries are kept, and none under the volatile roots below.
 */

export const QUERY_CACHE_DB = 'ww-query-cache';
/**
 * 24 days: the longest a timer can wait (2^31 - 1 ms, about 24.8 days). The same figure is the queries' gcTime, and a
 * longer one would overflow setTimeout and drop every inactive query at once.
 */
export const QUERY_CACHE_MAX_AGE_MS = 24 * 24 * 60 * 60 * 1_000;
/** Writes are gathered for a second: a page load settles a dozen queries at once. */
export const QUERY_CACHE_THROTTLE_MS = 1_000;
/**
 * A different build may read the data differently: its saved caches are not restored. The build's version when the
 * deployment sets VITE_APP_VERSION, and always this module's own URL: in a build its file name carries the content hash
 * of the shell chunk, so a release that changes the shell starts from fresh data.
 */
export const QUERY_CACHE_BUSTER = `${(import.meta.env.VITE_APP_VERSION as string | undefined) ?? ''}|${new URL(import.meta.url).pathname}`;

/**
 * Query roots never written to disk: the admin screens (other people's data, useless offline), diagnostics (the
 * server's health, meaningful only live), the community map (other travellers' live positions; a stale one misleads)
 * and the map's basemap and towns (build assets the service worker already keeps; parsed, the world's borders are
 * 3 MB, which every save would clone again and every start would read back before the first screen).
 */
export const VOLATILE_QUERY_ROOTS: readonly string[] = ['admin', 'diagnostics', 'community-map', 'map'];

interface PersistedQueryCache {
  userId: string;
  buster: string;
  savedAt: number;
  state: DehydratedState;
}

interface CacheSchema extends DBSchema {
  caches: { key: string; value: PersistedQueryCache };
}

let dbPromise: Promise<IDBPDatabase<CacheSchema> | null> | null = null;

function cacheDb(): Promise<IDBPDatabase<CacheSchema> | null> {
  dbPromise ??=
    typeof indexedDB === 'undefined'
      ? Promise.resolve(null)
      : openDB<CacheSchema>(QUERY_CACHE_DB, 1, {
          upgrade(database) {
            database.createObjectStore('caches', { keyPath: 'userId' });
          },
        }).catch(() => null); // A browser that refuses IndexedDB works online as before.
  return dbPromise;
}

export function shouldPersistQuery(query: Query): boolean {
  if (query.state.status !== 'success') return false;
  const root = query.queryKey[0];
  return !(typeof root === 'string' && VOLATILE_QUERY_ROOTS.includes(root));
}

/**
 * Puts the user's saved queries back into the client (before that user's screens query). Resolves true when a cache
 * was restored; a stale or foreign-version one is deleted instead.
 */
async function readSavedCache(userId: string): Promise<PersistedQueryCache | undefined> {
  const db = await cacheDb();
  return db ? db.get('caches', userId) : undefined;
}

/** A read started before the app renders (startQueryCacheRead), taken by the restore for the same user. */
let earlyRead: { userId: string; saved: Promise<PersistedQueryCache | undefined> } | null = null;

/**
 * Starts reading the stored user's saved queries while the app's code and texts are still loading, so the restore
 * that follows the first render does not wait for IndexedDB.
 */
export function startQueryCacheRead(userId: string): void {
  const saved = readSavedCache(userId);
  saved.catch(() => undefined); // a failed read is the restore's to handle (it starts from the network)
  earlyRead = { userId, saved };
}

export async function restoreQueryCache(
  client: QueryClient,
  userId: string,
  now: number = Date.now(),
): Promise<boolean> {
  const early = earlyRead?.userId === userId ? earlyRead.saved : null;
  earlyRead = null;
  const db = await cacheDb();
  if (!db) return false;
  try {
    const saved = await (early ?? db.get('caches', userId));
    if (!saved) return false;
    if (saved.buster !== QUERY_CACHE_BUSTER || now - saved.savedAt > QUERY_CACHE_MAX_AGE_MS) {
      await db.delete('caches', userId);
      return false;
    }
    hydrate(client, saved.state);
    // Saved data stands in until the server answers: every restored query counts as stale, so a screen shows it at
    // once and reads the server again when it mounts (offline that read waits, and the saved data stays).
    const restored = new Set(saved.state.queries.map((query) => query.queryHash));
    void client.invalidateQueries({ refetchType: 'none', predicate: (query) => restored.has(query.queryHash) });
    return true;
  } catch {
    // An unreadable record is worth less than a working app: start from the network.
    return false;
  }
}

async function saveQueryCache(client: QueryClient, userId: string): Promise<void> {
  const db = await cacheDb();
  if (!db) return;
  // Signed out or another user meanwhile: this user's saved cache was deleted and must stay so.
  if (getSession()?.user.id !== userId) return;
  const state = dehydrate(client, { shouldDehydrateQuery: shouldPersistQuery, shouldDehydrateMutation: () => false });
  try {
    await db.put('caches', { userId, buster: QUERY_CACHE_BUSTER, savedAt: Date.now(), state });
  } catch {
    // Quota or a value IndexedDB cannot clone: the previous save stays; the app keeps working from memory.
  }
}

/**
 * Saves the client's successful queries for `userId` at most once a second while they change. Returns the stop
 * function, which writes what is still waiting (unless told to drop it, as on sign-out).
 */
export function persistQueryCache(client: QueryClient, userId: string): (options?: { flush?: boolean }) => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    timer = undefined;
    void saveQueryCache(client, userId);
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' && event.type !== 'removed' && event.type !== 'added') return;
    timer ??= setTimeout(save, QUERY_CACHE_THROTTLE_MS);
  });
  // Leaving the page (a reload, a link out, the tab hidden on a phone) writes what is waiting at once: the data of a
  // screen opened less than a second before must still be there offline.
  const saveNow = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    save();
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') saveNow();
  };
  window.addEventListener('pagehide', saveNow);
  document.addEventListener('visibilitychange', onVisibility);
  return ({ flush = true } = {}) => {
    unsubscribe();
    window.removeEventListener('pagehide', saveNow);
    document.removeEventListener('visibilitychange', onVisibility);
    if (timer !== undefined) {
      clearTimeout(timer);
      if (flush) save();
    }
  };
}

/** Deletes a user's saved cache (sign-out, another user signing in on this device). */
export async function removePersistedQueryCache(userId: string): Promise<void> {
  const db = await cacheDb();
  if (!db) return;
  try {
    await db.delete('caches', userId);
  } catch {
    // Nothing more to do: the record is dropped at the latest when it turns 24 days old.
  }
}
