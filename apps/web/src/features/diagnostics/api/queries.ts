import { queryOptions } from '@tanstack/react-query';
import { api } from '#shared/lib/api-client.ts';

/** The diagnostics pages' one query factory. */
export const diagnosticsQueries = {
  all: () => ['diagnostics'] as const,
  /** The server's own health report, asked without a session (the page works signed out). */
  health: () =>
    queryOptions({
      queryKey: [...diagnosticsQueries.all(), 'health'] as const,
      queryFn: ({ signal }) => api('GET /health', { signal, auth: false }),
    }),
};
