import { queryOptions } from '@tanstack/react-query';
import { api } from '#shared/lib/api-client.ts';

/** The account area's one query factory (key and fetch of every read; the profile itself is keyed in shared/lib/profile.ts). */
export const accountQueries = {
  all: () => ['account'] as const,
  sessions: (userId: string | undefined) =>
    queryOptions({
      queryKey: [...accountQueries.all(), userId ?? 'anonymous', 'sessions'] as const,
      queryFn: async ({ signal }) => (await api('GET /auth/sessions', { signal })).data,
    }),
  loginHistory: (userId: string | undefined) =>
    queryOptions({
      queryKey: [...accountQueries.all(), userId ?? 'anonymous', 'login-history'] as const,
      queryFn: async ({ signal }) => (await api('GET /auth/login-history', { signal })).data,
    }),
};
