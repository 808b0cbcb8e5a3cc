import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client.ts';

/**
 * GET /vehicles, the user's rigs, under one key whoever reads them (the travel screens, the shop's rig-fit check):
 * travel's mutations invalidate `vehiclesKey`. Not keyed by user: the whole cache is cleared when the user changes.
 */
export const vehiclesKey = ['travel', 'vehicles'] as const;

export const vehiclesQuery = () =>
  queryOptions({
    queryKey: [...vehiclesKey, 'list'] as const,
    queryFn: async ({ signal }) => (await api('GET /vehicles', { signal })).data,
  });
