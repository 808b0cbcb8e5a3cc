import { queryOptions, useQuery } from '@tanstack/react-query';
import { REGION_CACHE_MS, type RegionConfig } from '@ww/contracts';
import { loadRegion } from './region.ts';

/** The visitor's region (shared/lib/region.ts), read once and kept for SPEC §9's 24 h. */
export const regionQueryOptions = () =>
  queryOptions<RegionConfig>({
    queryKey: ['region'],
    queryFn: ({ signal }) => loadRegion({ signal }),
    staleTime: REGION_CACHE_MS,
    gcTime: REGION_CACHE_MS,
    retry: false,
  });

export function useRegion() {
  return useQuery(regionQueryOptions());
}
