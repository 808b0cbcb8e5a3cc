import { useQuery } from '@tanstack/react-query';
import { useAuth } from '#shared/lib/auth.tsx';
import { adminQueries } from './queries.ts';

export function useAdminStatus() {
  const { status, user } = useAuth();
  return useQuery({
    ...adminQueries.status(user?.id),
    enabled: status === 'signed_in',
    // One retry: the gate should not sit on 'Verifying admin access...' for long when the check cannot succeed.
    retry: 1,
    retryDelay: 500,
  });
}

export function useAdminDashboard(enabled: boolean) {
  const { user } = useAuth();
  return useQuery({ ...adminQueries.dashboard(user?.id), enabled });
}
