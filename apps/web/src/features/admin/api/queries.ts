import { queryOptions } from '@tanstack/react-query';
import type { AdminDashboard } from '@ww/contracts';
import { api, type ApiRequestError } from '#shared/lib/api-client.ts';

/**
 * The admin feature's one query factory (key and fetch of every read). The header's admin check (app/layout) uses
 * `status` too, so the two share one request and one answer.
 */
export const adminQueries = {
  all: () => ['admin'] as const,
  // The admin page tells a refused check (its status and class) from a failed one, so the error keeps its API type.
  status: (userId: string | undefined) =>
    queryOptions<{ is_admin: boolean }, ApiRequestError>({
      queryKey: [...adminQueries.all(), 'status', userId ?? 'anonymous'],
      queryFn: async ({ signal }) => (await api('GET /admin/status', { signal })).data,
    }),
  dashboard: (userId: string | undefined) =>
    queryOptions<AdminDashboard, ApiRequestError>({
      queryKey: [...adminQueries.all(), 'dashboard', userId ?? 'anonymous'],
      queryFn: async ({ signal }) => (await api('GET /admin/dashboard', { signal })).data,
    }),
};
