import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { adminQueries } from './queries.ts';

/**
 * After an admin write: the lists it changed reload, and so do the audit log (every write adds to it) and the
 * overview's figures.
 */
export function useAfterAdminWrite() {
  const queryClient = useQueryClient();
  return (...keys: QueryKey[]) => {
    for (const queryKey of [...keys, adminQueries.auditLists(), [...adminQueries.all(), 'dashboard']]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  };
}
