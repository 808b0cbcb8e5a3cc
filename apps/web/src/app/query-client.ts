import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '#shared/lib/api-client.ts';
import { hasPendingWrites } from '#shared/lib/outbox/index.ts';
import { QUERY_CACHE_MAX_AGE_MS } from '#shared/lib/query-persistence.ts';

/** Client errors (4xx) will not change on a retry; network and server errors might. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  // TanStack Query assumes it starts online and learns otherwise only from 'offline' events, which a page opened
  // with no connection never gets: its queries would fail one after another and show errors over their saved data.
  // Told the truth, a query's one try fails and its retries wait for the connection, keeping the saved data on screen.
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Offline, a query with saved data shows it instead of sitting paused; it tries the network once (the
        // service worker or the browser answers at once when there is none) and keeps the data on failure.
        networkMode: 'offlineFirst',
        // Back online, lists are read again only once the outbox has sent what is waiting: a refetch before would
        // drop the rows still on their way (the outbox invalidates its keys when it has drained).
        refetchOnReconnect: () => !hasPendingWrites(),
        // Kept in memory as long as on disk (decision 032): a screen opened days ago still has its data offline.
        gcTime: QUERY_CACHE_MAX_AGE_MS,
      },
      mutations: { retry: false },
    },
  });
}
