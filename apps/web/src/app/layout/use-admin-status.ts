import { useQuery } from '@tanstack/react-query';
import { adminQueries } from '#features/admin/api/queries.ts';
import { useAuth } from '#shared/lib/auth.tsx';

/** Whether the signed-in user is an admin (decides the Admin entry in the navigation; the server guards /admin). */
export function useIsAdmin(): boolean {
  const { status, user } = useAuth();
  const { data } = useQuery({
    ...adminQueries.status(user?.id),
    enabled: status === 'signed_in',
    staleTime: 5 * 60_000,
  });
  return status === 'signed_in' && (data?.is_admin ?? user?.is_admin ?? false);
}
