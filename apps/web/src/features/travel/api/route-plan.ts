import { useMutation, useQuery } from '@tanstack/react-query';
import type { PlanRequest, PlanResponse } from '@ww/contracts';
import { api, type ApiRequestError } from '#shared/lib/api-client.ts';
import { useAuth } from '#shared/lib/auth.tsx';
import { travelQueries, type GeocodeBias } from './queries.ts';

/** Orders the stops (when asked), measures the legs and splits the drive into days; nothing is stored. */
export function usePlanRoute() {
  return useMutation<PlanResponse, ApiRequestError, PlanRequest>({
    mutationFn: async (request) => (await api('POST /routes/plan', { json: request })).data,
  });
}

/**
 * Place-name suggestions for the stop boxes, ranked by `bias` (the other stops, the user's country); the caller
 * debounces `q`, and short input asks nothing.
 */
export function useGeocode(q: string, bias: GeocodeBias = {}) {
  const { status } = useAuth();
  const query = q.trim();
  return useQuery({ ...travelQueries.geocode(query, bias), enabled: status === 'signed_in' && query.length >= 2 });
}
