import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { INTERFACE } from '@ww/contracts';
import { AuthProvider } from '#shared/lib/auth.tsx';
import { createQueryClient } from './query-client.ts';

export function Providers({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <AuthProvider>{children}</AuthProvider>
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
