import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Trip, TripInput, TripPatch } from '@ww/contracts';
import { api, apiFile, type ApiRequestError } from '#shared/lib/api-client.ts';
import { useAuth } from '#shared/lib/auth.tsx';
import { travelQueries } from './queries.ts';

const invalidateTrips = (queryClient: QueryClient) =>
  void queryClient.invalidateQueries({ queryKey: travelQueries.trips.all() });

/** Saved trips, newest first; `enabled: false` asks nothing (the planner reads them only to reopen one). */
export function useTrips({ enabled = true }: { enabled?: boolean } = {}) {
  const { status } = useAuth();
  return useQuery({ ...travelQueries.trips.list(), enabled: enabled && status === 'signed_in' });
}

export function useCreateTrip() {
  const queryClient = useQueryClient();
  return useMutation<Trip, ApiRequestError, TripInput>({
    mutationFn: async (input) => (await api('POST /trips', { json: input })).data,
    onSuccess: () => invalidateTrips(queryClient),
  });
}

export function useUpdateTrip() {
  const queryClient = useQueryClient();
  return useMutation<Trip, ApiRequestError, { id: string; patch: TripPatch }>({
    mutationFn: async ({ id, patch }) => (await api('PATCH /trips/{id}', { params: { id }, json: patch })).data,
    onSuccess: () => invalidateTrips(queryClient),
  });
}

export function useDeleteTrip() {
  const queryClient = useQueryClient();
  return useMutation<void, ApiRequestError, string>({
    mutationFn: async (id) => void (await api('DELETE /trips/{id}', { params: { id } })),
    onSuccess: () => invalidateTrips(queryClient),
  });
}

/** Creates a planned trip from a GPX file's route, waypoints or track. */
export function useImportGpx() {
  const queryClient = useQueryClient();
  return useMutation<Trip, ApiRequestError, File>({
    mutationFn: async (file) => {
      const body = new FormData();
      body.append('file', file);
      return (await api('POST /trips/import-gpx', { body })).data;
    },
    onSuccess: () => invalidateTrips(queryClient),
  });
}

/**
 * Downloads a trip as GPX. A plain link cannot carry the bearer token, so the file is fetched like any API call
 * and handed to the browser as a download.
 */
export async function downloadTripGpx(trip: Pick<Trip, 'id' | 'name'>): Promise<void> {
  const response = await apiFile('GET /trips/{id}/gpx', { params: { id: trip.id } });
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = match?.[1]
    ? decodeURIComponent(match[1])
    : `${trip.name.replace(/[^\p{L}\p{N}-]+/gu, '_') || 'trip'}.gpx`;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: some browsers start reading the blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
