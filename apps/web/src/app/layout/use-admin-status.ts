import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/lib/api-client.ts';
import { useAuth } from '../../shared/lib/auth.tsx';

/** Whether the signed-in user is an admin (decides the Admin entry in the navigation; the server guards /admin). */
export function useIsAdmin(): boolean {
  const { status, user } = useAuth();
  const { data } = useQuery({
    queryKey: ['admin', 'status', user?.id ?? 'anonymous'],
    enabled: status === 'signed_in',
    queryFn: async ({ signal }) => (await api('GET /admin/status', { signal })).data,
    staleTime: 5 * 60_000,
  });
  return status === 'signed_in' && (data?.is_admin ?? user?.is_admin ?? false);
}
