import { useInfiniteQuery } from '@tanstack/react-query';
import { adminQueries } from './queries.ts';

export function useAuditLog(targetTable: string | undefined) {
  return useInfiniteQuery(adminQueries.audit(targetTable));
}
