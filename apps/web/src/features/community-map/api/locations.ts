import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, API_PREFIX, api, type ApiJsonRoute } from '#shared/lib/api-client.ts';
import { useAuth } from '#shared/lib/auth.tsx';
import { getSession } from '#shared/lib/session.ts';
import type { LatLng } from '../lib/geo.ts';
import { NotAuthenticatedError, SharingDisabledError } from '../lib/location-tracker.ts';
import { communityMapQueries, type CampgroundArea, type MapBox } from './queries.ts';

/** The server's answer when sharing is off (SPEC §8 'Location Sharing Disabled'). */
export const SHARING_DISABLED_CODE = 'location_sharing_disabled';

export function isSharingDisabled(err: unknown): boolean {
  return err instanceof ApiRequestError && err.code === SHARING_DISABLED_CODE;
}

/** The tracker's `send`: the position as the user's current one, with the failures it must tell apart. */
export async function sendPosition(position: LatLng): Promise<void> {
  try {
    await api('PUT /locations/me', { json: { ...position, status: 'active' } });
  } catch (err) {
    if (isSharingDisabled(err)) throw new SharingDisabledError();
    if (err instanceof ApiRequestError && err.status === 401) throw new NotAuthenticatedError();
    throw err;
  }
}

/** The tracker stopping while the page stays (sharing off, the shell torn down): an ordinary request. */
export function markOffline(): void {
  api('DELETE /locations/me').catch(() => {
    // Signed out meanwhile, or offline: the server also marks the user offline when sharing is turned off.
  });
}

const OFFLINE_ROUTE = 'DELETE /locations/me' satisfies ApiJsonRoute;

/**
 * The page is going away (tab closed, navigated off the app): the request must leave synchronously inside
 * `pagehide` and outlive the page, which the typed client cannot promise (it may first await a token refresh).
 * `navigator.sendBeacon` cannot carry the bearer token; a `keepalive` fetch can (docs/decisions/026).
 */
export function markOfflineOnPageHide(): void {
  const token = getSession()?.access_token;
  if (!token) return;
  const path = OFFLINE_ROUTE.slice('DELETE '.length);
  void fetch(`${API_PREFIX}${path}`, {
    method: 'DELETE',
    keepalive: true,
    headers: { Authorization: `Bearer ${token}` },
  }).catch(() => undefined);
}

export function useMyLocation() {
  const { status } = useAuth();
  return useQuery({ ...communityMapQueries.mine(), enabled: status === 'signed_in' });
}

export function useMapTravellers(box: MapBox | null) {
  const { status } = useAuth();
  return useQuery({
    ...communityMapQueries.travellers(box ?? { west: 0, south: 0, east: 0, north: 0 }),
    enabled: status === 'signed_in' && box !== null,
  });
}

export function useNearbyCampgrounds(area: CampgroundArea | null) {
  const { status } = useAuth();
  return useQuery({
    ...communityMapQueries.campgrounds(area ?? { lat: 0, lon: 0, radius_km: 1 }),
    enabled: status === 'signed_in' && area !== null,
  });
}

export function useNearbyListings(area: CampgroundArea | null) {
  const { status } = useAuth();
  return useQuery({
    ...communityMapQueries.listings(area ?? { lat: 0, lon: 0, radius_km: 1 }),
    enabled: status === 'signed_in' && area !== null,
  });
}

export function useSetDestination() {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiRequestError, LatLng>({
    mutationFn: async (destination) => (await api('PUT /locations/me/destination', { json: destination })).data,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: communityMapQueries.mine().queryKey }),
  });
}

export function useClearDestination() {
  const queryClient = useQueryClient();
  return useMutation<void, ApiRequestError, void>({
    mutationFn: async () => void (await api('DELETE /locations/me/destination')),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: communityMapQueries.mine().queryKey }),
  });
}
