import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CAMPGROUND_LIMITS,
  type Campground,
  type CampgroundInput,
  type CampgroundReview,
  type CampgroundReviewInput,
  type GeocodeCandidate,
  type LatLon,
} from '@ww/contracts';
import { api, type ApiRequestError } from '#shared/lib/api-client.ts';
import { useAuth } from '#shared/lib/auth.tsx';
import {
  geocodeBiasQuery,
  travelQueries,
  type CampgroundRouteSearch,
  type CampgroundSearch,
  type GeocodeBias,
} from './queries.ts';

export function useCampgroundSearch(search: CampgroundSearch | null) {
  const { status } = useAuth();
  return useQuery({ ...travelQueries.campgrounds.search(search), enabled: status === 'signed_in' && search !== null });
}

/**
 * A planned route's [lon, lat] geometry as the search's path. A road route can hold tens of thousands of points;
 * every n-th one (plus the end) keeps the request small while the gaps stay far narrower than any corridor.
 */
export const ROUTE_SEARCH_POINTS_MAX = 2_000;
export function routeSearchPath(geometry: ReadonlyArray<readonly [number, number]>): LatLon[] {
  const max = Math.min(ROUTE_SEARCH_POINTS_MAX, CAMPGROUND_LIMITS.pathPointsMax);
  const step = geometry.length <= max ? 1 : Math.ceil((geometry.length - 1) / (max - 2));
  const at = (i: number): LatLon => ({
    lat: Math.round(geometry[i]![1] * 1e5) / 1e5,
    lon: Math.round(geometry[i]![0] * 1e5) / 1e5,
  });
  const path: LatLon[] = [];
  for (let i = 0; i < geometry.length; i += step) path.push(at(i));
  if (geometry.length > 0 && (geometry.length - 1) % step !== 0) path.push(at(geometry.length - 1));
  return path;
}

/** Sites within the corridor, in the order the route passes them (the server sorts by route position). */
export function useCampgroundRouteSearch(search: CampgroundRouteSearch | null) {
  const { status } = useAuth();
  return useQuery({
    ...travelQueries.campgrounds.routeSearch(search),
    enabled: status === 'signed_in' && search !== null,
  });
}

/** The best match for a place name, through the server's geocoder, ranked by where the user is and their country. */
export async function findPlace(q: string, bias: GeocodeBias = {}): Promise<GeocodeCandidate | null> {
  const { data } = await api('GET /geocode', { query: { q, limit: 1, ...geocodeBiasQuery(bias) } });
  return data[0] ?? null;
}

export function useCampgroundReviews(id: string | null) {
  const { status } = useAuth();
  return useQuery({ ...travelQueries.campgrounds.reviews(id ?? ''), enabled: status === 'signed_in' && id !== null });
}

export function useReviewCampground() {
  const queryClient = useQueryClient();
  return useMutation<CampgroundReview, ApiRequestError, { id: string; review: CampgroundReviewInput }>({
    mutationFn: async ({ id, review }) =>
      (await api('POST /campgrounds/{id}/reviews', { params: { id }, json: review })).data,
    // The list shows each site's average rating, so searches refresh too.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: travelQueries.campgrounds.all() }),
  });
}

export function useDeleteCampgroundReview() {
  const queryClient = useQueryClient();
  return useMutation<void, ApiRequestError, { id: string; reviewId: string }>({
    mutationFn: async ({ id, reviewId }) =>
      void (await api('DELETE /campgrounds/{id}/reviews/{reviewId}', { params: { id, reviewId } })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: travelQueries.campgrounds.all() }),
  });
}

export function useAddCampground() {
  const queryClient = useQueryClient();
  return useMutation<Campground, ApiRequestError, CampgroundInput>({
    mutationFn: async (input) => (await api('POST /campgrounds', { json: input })).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: travelQueries.campgrounds.searches() }),
  });
}

/** A change to a site of the user's own (the server refuses anyone else's): only the fields given change. */
export function useUpdateCampground() {
  const queryClient = useQueryClient();
  return useMutation<Campground, ApiRequestError, { id: string; patch: Partial<CampgroundInput> }>({
    mutationFn: async ({ id, patch }) => (await api('PATCH /campgrounds/{id}', { params: { id }, json: patch })).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: travelQueries.campgrounds.searches() }),
  });
}

export function useDeleteCampground() {
  const queryClient = useQueryClient();
  return useMutation<void, ApiRequestError, string>({
    mutationFn: async (id) => void (await api('DELETE /campgrounds/{id}', { params: { id } })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: travelQueries.campgrounds.searches() }),
  });
}
