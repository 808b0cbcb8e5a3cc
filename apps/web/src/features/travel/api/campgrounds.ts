import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Campground,
  CampgroundFilters,
  CampgroundInput,
  CampgroundReview,
  CampgroundReviewInput,
  CampgroundWithDistance,
  GeocodeCandidate,
} from '@ww/contracts';
import { apiFetch, type ApiRequestError } from '../../../shared/lib/api-client.ts';
import { useAuth } from '../../../shared/lib/auth.tsx';

/** A radius search: the point, how far, and the amenities the site must have. */
export interface CampgroundSearch {
  lat: number;
  lon: number;
  radius_km: number;
  filters: CampgroundFilters;
}

/** Query keys of the campground finder, under the travel feature's 'travel' root. */
export const campgroundKeys = {
  all: ['travel', 'campgrounds'] as const,
  searches: () => [...campgroundKeys.all, 'search'] as const,
  search: (s: CampgroundSearch) => [...campgroundKeys.searches(), s] as const,
  reviews: (id: string) => [...campgroundKeys.all, id, 'reviews'] as const,
};

function searchParams(s: CampgroundSearch): string {
  const params = new URLSearchParams({ lat: String(s.lat), lon: String(s.lon), radius_km: String(s.radius_km), limit: '100' });
  for (const [key, value] of Object.entries(s.filters)) {
    if (value === true) params.set(key, 'true');
    else if (typeof value === 'number') params.set(key, String(value));
  }
  return params.toString();
}

export function useCampgroundSearch(search: CampgroundSearch | null) {
  const { status } = useAuth();
  return useQuery<CampgroundWithDistance[], ApiRequestError>({
    queryKey: search ? campgroundKeys.search(search) : campgroundKeys.searches(),
    enabled: status === 'signed_in' && search !== null,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => (await apiFetch<{ data: CampgroundWithDistance[] }>(`/campgrounds/search?${searchParams(search!)}`, { signal })).data,
  });
}

/** The best match for a place name, through the server's geocoder. */
export async function findPlace(q: string): Promise<GeocodeCandidate | null> {
  const { data } = await apiFetch<{ data: GeocodeCandidate[] }>(`/geocode?${new URLSearchParams({ q, limit: '1' })}`);
  return data[0] ?? null;
}

export function useCampgroundReviews(id: string | null) {
  const { status } = useAuth();
  return useQuery<CampgroundReview[], ApiRequestError>({
    queryKey: campgroundKeys.reviews(id ?? ''),
    enabled: status === 'signed_in' && id !== null,
    queryFn: async ({ signal }) => (await apiFetch<{ data: CampgroundReview[] }>(`/campgrounds/${id}/reviews`, { signal })).data,
  });
}

export function useReviewCampground() {
  const queryClient = useQueryClient();
  return useMutation<CampgroundReview, ApiRequestError, { id: string; review: CampgroundReviewInput }>({
    mutationFn: async ({ id, review }) => (await apiFetch<{ data: CampgroundReview }>(`/campgrounds/${id}/reviews`, { method: 'POST', json: review })).data,
    // The list shows each site's average rating, so searches refresh too.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: campgroundKeys.all }),
  });
}

export function useDeleteCampgroundReview() {
  const queryClient = useQueryClient();
  return useMutation<void, ApiRequestError, { id: string; reviewId: string }>({
    mutationFn: async ({ id, reviewId }) => void (await apiFetch(`/campgrounds/${id}/reviews/${reviewId}`, { method: 'DELETE' })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: campgroundKeys.all }),
  });
}

export function useAddCampground() {
  const queryClient = useQueryClient();
  return useMutation<Campground, ApiRequestError, CampgroundInput>({
    mutationFn: async (input) => (await apiFetch<{ data: Campground }>('/campgrounds', { method: 'POST', json: input })).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: campgroundKeys.searches() }),
  });
}

export function useDeleteCampground() {
  const queryClient = useQueryClient();
  return useMutation<void, ApiRequestError, string>({
    mutationFn: async (id) => void (await apiFetch(`/campgrounds/${id}`, { method: 'DELETE' })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: campgroundKeys.searches() }),
  });
}
