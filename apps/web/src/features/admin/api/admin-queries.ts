import { useQuery } from '@tanstack/react-query';
import type { AdminDashboard } from '@ww/contracts';
import { api, type ApiRequestError } from '../../../shared/lib/api-client.ts';
import { useAuth } from '../../../shared/lib/auth.tsx';

export const adminKeys = {
  all: ['admin'] as const,
  // Same key and shape as the header's admin check, so the two share one request and one answer.
  status: (userId: string | undefined) => [...adminKeys.all, 'status', userId ?? 'anonymous'] as const,
  dashboard: (userId: string | undefined) => [...adminKeys.all, 'dashboard', userId ?? 'anonymous'] as const,
};

export function useAdminStatus() {
  const { status, user } = useAuth();
  return useQuery<{ is_admin: boolean }, ApiRequestError>({
    queryKey: adminKeys.status(user?.id),
    enabled: status === 'signed_in',
    queryFn: async ({ signal }) => (await api('GET /admin/status', { signal })).data,
    // One retry: the gate should not sit on 'Verifying admin access...' for long when the check cannot succeed.
    retry: 1,
    retryDelay: 500,
  });
}

export function useAdminDashboard(enabled: boolean) {
  const { user } = useAuth();
  return useQuery<AdminDashboard, ApiRequestError>({
    queryKey: adminKeys.dashboard(user?.id),
    enabled,
    queryFn: async ({ signal }) => (await api('GET /admin/dashboard', { signal })).data,
  });
}
