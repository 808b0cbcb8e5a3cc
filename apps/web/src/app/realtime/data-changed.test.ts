import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, test } from 'vitest';
import { financeQueries } from '#features/finance/api/queries.ts';
import { travelQueries } from '#features/travel/api/queries.ts';
import { invalidateDataTopics } from './data-changed.ts';

/** A server whose answers the test releases one at a time, each reading the rows as they are at release time. */
function deferredServer() {
  const waiting: (() => void)[] = [];
  let rows: string[] = [];
  return {
    set rows(next: string[]) {
      rows = next;
    },
    fetch: () => new Promise<string[]>((resolve) => waiting.push(() => resolve([...rows]))),
    release() {
      waiting.shift()?.();
    },
    get pending() {
      return waiting.length;
    },
  };
}

describe('invalidateDataTopics', () => {
  let client: QueryClient | undefined;
  afterEach(() => client?.clear());

  /** A screen watching the expenses, loaded from a deferred server, in a fresh cache kept for a minute. */
  function watchExpenses() {
    client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
    const server = deferredServer();
    const queryKey = [...financeQueries.all(), 'expenses-probe'];
    const observer = new QueryObserver(client, { queryKey, queryFn: server.fetch });
    const unsubscribe = observer.subscribe(() => {});
    return { queryClient: client, server, observer, unsubscribe };
  }

  test('a first load already in flight is started again, so the screen shows the change it may have missed', async () => {
    const { queryClient, server, observer, unsubscribe } = watchExpenses();

    // The first load has left; Pam then writes an expense and names the topic before that load answers.
    await expect.poll(() => server.pending).toBe(1);
    server.rows = ['coffee $12.00'];
    const refreshed = invalidateDataTopics(queryClient, ['expenses']);
    await expect.poll(() => server.pending).toBe(2);
    server.release();
    server.release();
    await refreshed;

    await expect.poll(() => observer.getCurrentResult().data).toEqual(['coffee $12.00']);
    unsubscribe();
  });

  test('a loaded screen is refetched once per data change', async () => {
    const { queryClient, server, observer, unsubscribe } = watchExpenses();
    await expect.poll(() => server.pending).toBe(1);
    server.release();
    await expect.poll(() => observer.getCurrentResult().data).toEqual([]);

    server.rows = ['snacks $7.00'];
    const refreshed = invalidateDataTopics(queryClient, ['expenses', 'budgets']);
    await expect.poll(() => server.pending).toBe(1);
    server.release();
    await refreshed;
    expect(observer.getCurrentResult().data).toEqual(['snacks $7.00']);
    expect(server.pending).toBe(0);
    unsubscribe();
  });

  test("Pam's campgrounds topic refreshes the Campgrounds screen's searches and reviews, and no other screen", async () => {
    client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
    const search = { center: { lat: 38.57, lon: -109.55 }, radius_km: 50, filters: {} };
    const keys = {
      search: [...travelQueries.campgrounds.searches(), search],
      reviews: [...travelQueries.campgrounds.all(), 'site-1', 'reviews'],
      trips: [...travelQueries.trips.all(), 'list'],
    };
    for (const queryKey of Object.values(keys)) client.setQueryData(queryKey, []);

    await invalidateDataTopics(client, ['campgrounds']);

    const stale = (queryKey: readonly unknown[]) => client!.getQueryState(queryKey)?.isInvalidated;
    expect([stale(keys.search), stale(keys.reviews), stale(keys.trips)]).toEqual([true, true, false]);
  });
});
