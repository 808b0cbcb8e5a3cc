import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { signInAs } from '#testing/test-account.ts';
import {
  QUERY_CACHE_MAX_AGE_MS,
  QUERY_CACHE_THROTTLE_MS,
  persistQueryCache,
  removePersistedQueryCache,
  restoreQueryCache,
  startQueryCacheRead,
} from './query-persistence.ts';
import { setSession } from './session.ts';

const ROBIN = { id: '00000000-0000-4000-8000-000000000031', email: 'robin@example.com' };
const SAM = { id: '00000000-0000-4000-8000-000000000032', email: 'sam@example.com' };

async function savedFor(user: typeof ROBIN, fill: (client: QueryClient) => Promise<void> | void) {
  signInAs(user);
  const client = new QueryClient();
  const stop = persistQueryCache(client, user.id);
  await fill(client);
  await vi.advanceTimersByTimeAsync(QUERY_CACHE_THROTTLE_MS);
  stop({ flush: false });
  // The write itself is IndexedDB's: let it land.
  vi.useRealTimers();
  await new Promise((resolve) => setTimeout(resolve, 20));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(async () => {
  vi.useRealTimers();
  setSession(null, 'signed_out');
  await removePersistedQueryCache(ROBIN.id);
  await removePersistedQueryCache(SAM.id);
});

describe('the query cache saved for offline use', () => {
  it('gives each user back their own successful queries, without failed ones or volatile roots', async () => {
    await savedFor(ROBIN, async (client) => {
      client.setQueryData(['finance', 'expenses', {}], { data: ['Diesel'] });
      client.setQueryData(['community-map', 'travellers'], ['someone']);
      client.setQueryData(['map', 'basemap', '/assets/countries-50m.json'], { type: 'FeatureCollection' });
      await client.prefetchQuery({
        queryKey: ['travel', 'trips'],
        queryFn: () => Promise.reject(new Error('offline')),
      });
    });

    const fresh = new QueryClient();
    fresh.setQueryData(['settings'], { theme: 'dark' });
    expect(await restoreQueryCache(fresh, ROBIN.id)).toBe(true);
    expect(fresh.getQueryData(['finance', 'expenses', {}])).toEqual({ data: ['Diesel'] });
    // Saved data only stands in until the server answers: it is read again when a screen shows it.
    expect(fresh.getQueryState(['finance', 'expenses', {}])?.isInvalidated).toBe(true);
    // What this page already read from the server is not in the save and stays fresh.
    expect(fresh.getQueryState(['settings'])?.isInvalidated).toBe(false);
    expect(fresh.getQueryData(['community-map', 'travellers'])).toBeUndefined();
    expect(fresh.getQueryData(['map', 'basemap', '/assets/countries-50m.json'])).toBeUndefined();
    expect(fresh.getQueryState(['travel', 'trips'])).toBeUndefined();

    const other = new QueryClient();
    expect(await restoreQueryCache(other, SAM.id)).toBe(false);
    expect(other.getQueryData(['finance', 'expenses', {}])).toBeUndefined();
  });

  it('is gone after sign-out, and not written for a user who is no longer signed in', async () => {
    await savedFor(ROBIN, (client) => {
      client.setQueryData(['finance', 'expenses', {}], { data: ['Diesel'] });
    });
    await removePersistedQueryCache(ROBIN.id);
    expect(await restoreQueryCache(new QueryClient(), ROBIN.id)).toBe(false);

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    signInAs(SAM);
    const client = new QueryClient();
    const stop = persistQueryCache(client, ROBIN.id);
    client.setQueryData(['finance', 'expenses', {}], { data: ['Not Robin'] });
    stop(); // flushes, but Robin is not the one signed in
    vi.useRealTimers();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await restoreQueryCache(new QueryClient(), ROBIN.id)).toBe(false);
  });

  it('writes at once when the page is left, even within the second writes are gathered for', async () => {
    signInAs(ROBIN);
    const client = new QueryClient();
    const stop = persistQueryCache(client, ROBIN.id);
    client.setQueryData(['travel', 'fuel-log'], { data: ['Moab, UT'] });
    window.dispatchEvent(new Event('pagehide'));
    stop({ flush: false });
    vi.useRealTimers();
    await new Promise((resolve) => setTimeout(resolve, 20));

    const fresh = new QueryClient();
    expect(await restoreQueryCache(fresh, ROBIN.id)).toBe(true);
    expect(fresh.getQueryData(['travel', 'fuel-log'])).toEqual({ data: ['Moab, UT'] });
  });

  it('drops a saved cache older than 24 days instead of restoring it', async () => {
    await savedFor(ROBIN, (client) => {
      client.setQueryData(['finance', 'expenses', {}], { data: ['Diesel'] });
    });
    expect(await restoreQueryCache(new QueryClient(), ROBIN.id, Date.now() + QUERY_CACHE_MAX_AGE_MS + 1)).toBe(false);
    expect(await restoreQueryCache(new QueryClient(), ROBIN.id)).toBe(false);
  });

  it('is read ahead of the first render for the stored user, and that read serves their restore only', async () => {
    await savedFor(ROBIN, (client) => {
      client.setQueryData(['finance', 'expenses', {}], { data: ['Diesel'] });
    });
    startQueryCacheRead(ROBIN.id);
    // Another user signing in meanwhile does not get Robin's early read.
    expect(await restoreQueryCache(new QueryClient(), SAM.id)).toBe(false);
    startQueryCacheRead(ROBIN.id);
    const fresh = new QueryClient();
    expect(await restoreQueryCache(fresh, ROBIN.id)).toBe(true);
    expect(fresh.getQueryData(['finance', 'expenses', {}])).toEqual({ data: ['Diesel'] });
  });
});
