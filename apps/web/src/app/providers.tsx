import { useEffect, useState, type ReactNode } from 'react';
import { IsRestoringProvider, QueryClientProvider, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { INTERFACE } from '@ww/contracts';
import { AuthProvider, useAuth } from '#shared/lib/auth.tsx';
import { startOutbox } from '#shared/lib/outbox/index.ts';
import { persistQueryCache, restoreQueryCache } from '#shared/lib/query-persistence.ts';
import { createQueryClient } from './query-client.ts';

const canPersist = typeof indexedDB !== 'undefined';

/**
 * The signed-in user's saved queries come back before their screens query (IsRestoringProvider holds the queries
 * meanwhile, as TanStack's PersistQueryClientProvider does), and the cache is saved while they work. The previous
 * user's saved cache is deleted by the auth provider when the user changes.
 */
function PersistedQueryCache({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { status, user } = useAuth();
  const userId = status === 'signed_in' && user ? user.id : null;
  const [restoredFor, setRestoredFor] = useState<string | null>(null);

  useEffect(() => {
    if (!userId || !canPersist) return;
    let active = true;
    let stop: ((options?: { flush?: boolean }) => void) | undefined;
    void restoreQueryCache(queryClient, userId).finally(() => {
      if (!active) return;
      stop = persistQueryCache(queryClient, userId);
      setRestoredFor(userId);
    });
    return () => {
      active = false;
      stop?.();
    };
  }, [queryClient, userId]);

  const restoring = canPersist && userId !== null && restoredFor !== userId;
  return <IsRestoringProvider value={restoring}>{children}</IsRestoringProvider>;
}

/** Replays the outbox for this tab while the app runs (start, every 5 s, back online, signed in again). */
function OutboxReplay() {
  const queryClient = useQueryClient();
  useEffect(() => startOutbox(queryClient), [queryClient]);
  return null;
}

export function Providers({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <AuthProvider>
        <OutboxReplay />
        <PersistedQueryCache>{children}</PersistedQueryCache>
      </AuthProvider>
      <Toaster
        visibleToasts={INTERFACE.toastsVisible}
        duration={INTERFACE.toastDurationMs}
        gap={INTERFACE.toastGapPx}
        position="top-right"
        // Below the 64 px header, so a toast never covers the bell, the avatar or Log Out.
        offset={{ top: 72 }}
        mobileOffset={{ top: 72 }}
        closeButton
        richColors
      />
    </QueryClientProvider>
  );
}
