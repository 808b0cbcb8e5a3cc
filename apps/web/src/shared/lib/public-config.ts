import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client.ts';

/** GET /config/public: what the server offers (map tiles, card payments); asked once a session, without a session. */
export const publicConfigQuery = () =>
  queryOptions({
    queryKey: ['config', 'public'] as const,
    queryFn: async ({ signal }) => (await api('GET /config/public', { signal, auth: false })).data,
    staleTime: Infinity,
    retry: false,
  });
