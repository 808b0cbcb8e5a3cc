import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { api, type ApiBody, type ApiQuery, type ApiRequestError, type ApiResponse } from '#shared/lib/api-client.ts';

export type Listing = ApiResponse<'GET /social/listings/{id}'>['data'];
export type ListingFields = ApiBody<'POST /social/listings'>;
export type ListingPatchFields = ApiBody<'PATCH /social/listings/{id}'>;
export type SocialPhoto = ApiResponse<'POST /social/photos'>['data'];

/** The query of a marketplace search (without the cursor): built by `listingQuery` from what the filters hold. */
export type ListingSearch = Omit<ApiQuery<'GET /social/listings'>, 'cursor' | 'limit'>;

/** The marketplace area of `socialQueries` (keys under ['social', 'marketplace']). */
export const marketplaceQueries = {
  all: () => ['social', 'marketplace'] as const,
  lists: () => [...marketplaceQueries.all(), 'list'] as const,
  list: (search: ListingSearch) =>
    infiniteQueryOptions({
      queryKey: [...marketplaceQueries.lists(), search] as const,
      initialPageParam: null as string | null,
      queryFn: ({ pageParam, signal }) =>
        api('GET /social/listings', { query: { ...search, ...(pageParam ? { cursor: pageParam } : {}) }, signal }),
      getNextPageParam: (last) => last.next_cursor,
      // A changed filter keeps the current cards on screen until its own arrive.
      placeholderData: keepPreviousData,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...marketplaceQueries.all(), 'detail', id] as const,
      queryFn: async ({ signal }) => (await api('GET /social/listings/{id}', { params: { id }, signal })).data,
    }),
};

/** A listing changed: its detail takes the server's row, every search reloads (it may enter or leave one). */
function useListingSaved() {
  const queryClient = useQueryClient();
  return (listing: Listing) => {
    queryClient.setQueryData(marketplaceQueries.detail(listing.id).queryKey, listing);
    void queryClient.invalidateQueries({ queryKey: marketplaceQueries.lists() });
  };
}

export function useCreateListing() {
  const saved = useListingSaved();
  return useMutation<Listing, ApiRequestError, ListingFields>({
    mutationFn: async (fields) => (await api('POST /social/listings', { json: fields })).data,
    onSuccess: saved,
  });
}

export function useUpdateListing() {
  const saved = useListingSaved();
  return useMutation<Listing, ApiRequestError, { id: string; patch: ListingPatchFields }>({
    mutationFn: async ({ id, patch }) =>
      (await api('PATCH /social/listings/{id}', { params: { id }, json: patch })).data,
    onSuccess: saved,
  });
}

export function useMarkListingSold() {
  const saved = useListingSaved();
  return useMutation<Listing, ApiRequestError, string>({
    mutationFn: async (id) => (await api('POST /social/listings/{id}/sold', { params: { id } })).data,
    onSuccess: saved,
  });
}

export function useDeleteListing() {
  const queryClient = useQueryClient();
  return useMutation<void, ApiRequestError, string>({
    mutationFn: (id) => api('DELETE /social/listings/{id}', { params: { id } }),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: marketplaceQueries.detail(id).queryKey });
      void queryClient.invalidateQueries({ queryKey: marketplaceQueries.lists() });
    },
  });
}

/** Uploads one photo (stored upright, resized and without metadata by the server); its url goes into a listing. */
export function useUploadPhoto() {
  return useMutation<SocialPhoto, ApiRequestError, File>({
    mutationFn: async (file) => {
      const body = new FormData();
      body.append('file', file);
      return (await api('POST /social/photos', { body })).data;
    },
  });
}
