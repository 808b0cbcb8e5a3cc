import {
  LOCATION_LIMITS,
  parseLocationBox,
  SOCIAL_LIMITS,
  type LocationUpdate,
  type TravellerLocation,
  type UserLocation,
} from '@ww/contracts';
import { withUserTx, type Tx } from '#db/with-user-tx.ts';
import type { AppDeps } from '#platform/app-env.ts';
import { AppError, validationError } from '#platform/errors.ts';
import { tryConsume } from '#platform/rate-limits.ts';
import { announceLocation, locationViews, type LocationEventDeps } from './location-events.ts';
import {
  locationsRepository as repo,
  type LocationAudience,
  type LocationRow,
  type TravellerRow,
} from './locations.repository.ts';

/** SPEC §8's 'Location Sharing Disabled': the web asks the user to turn sharing on in the privacy settings. */
export const locationSharingDisabled = () =>
  new AppError(
    403,
    'rls_permission',
    'Location sharing is disabled. Enable it in your privacy settings to share your location.',
    'location_sharing_disabled',
  );
const tooManyUpdates = () =>
  new AppError(429, 'other', 'Too many location updates. Please wait a minute and try again.', 'rate_limited');

const toUserLocation = (r: LocationRow): UserLocation => ({
  user_id: r.user_id,
  current_latitude: r.current_latitude,
  current_longitude: r.current_longitude,
  destination_latitude: r.destination_latitude,
  destination_longitude: r.destination_longitude,
  status: r.status as UserLocation['status'],
  updated_at: r.updated_at.toISOString(),
});

const round2 = (v: number) => Math.round(v * 100) / 100;

const toTraveller =
  (isFriend: boolean) =>
  (r: TravellerRow): TravellerLocation => ({
    user_id: r.user_id,
    latitude: r.latitude,
    longitude: r.longitude,
    approximate: !isFriend,
    destination_latitude: r.destination_latitude,
    destination_longitude: r.destination_longitude,
    distance_km: r.distance_km === null ? null : round2(r.distance_km),
    updated_at: r.updated_at.toISOString(),
    user: { id: r.user_id, display_name: r.display_name, avatar_url: r.avatar_url },
    is_friend: isFriend,
  });

export function createLocationsService(deps: LocationEventDeps & Pick<AppDeps, 'rateLimits'>) {
  const tx = <T>(userId: string, fn: (t: Tx) => Promise<T>) => withUserTx(deps.db, { userId }, fn);

  /** Runs a change of the user's own row and announces, after commit, what it changed for each audience. */
  async function changeOwn(
    userId: string,
    change: (t: Tx, audience: LocationAudience) => Promise<LocationRow | undefined>,
  ) {
    const outcome = await tx(userId, async (t) => {
      const audience = await repo.audience(t, userId);
      const before = locationViews(await repo.own(t, userId), audience);
      const row = await change(t, audience);
      return { row, audience, before, after: locationViews(row, audience) };
    });
    if (outcome.row)
      await announceLocation(deps, userId, outcome.audience, outcome.before, outcome.after, outcome.row.updated_at);
    return outcome.row;
  }

  async function consumeUpdate(userId: string) {
    if (!(await tryConsume(deps.rateLimits.locationUpdates, userId))) throw tooManyUpdates();
  }

  return {
    getMine: (userId: string) =>
      tx(userId, async (t) => {
        const row = await repo.own(t, userId);
        return row ? toUserLocation(row) : null;
      }),

    /** Refused while sharing is off (SPEC §5): only a user who opted in is ever on a map. */
    async updateMine(userId: string, input: LocationUpdate) {
      await consumeUpdate(userId);
      const row = await changeOwn(userId, async (t, audience) => {
        if (!audience.sharing) throw locationSharingDisabled();
        return repo.upsertPosition(t, userId, { ...input, status: input.status ?? 'active' });
      });
      return toUserLocation(row!);
    },

    /** Stop tracking (the view torn down): offline, off every map. Nothing to do without a row. */
    async stopMine(userId: string) {
      await consumeUpdate(userId);
      await changeOwn(userId, (t) => repo.setOffline(t, userId));
    },

    /** Signed out: tracking stops with the session (SPEC §4); not rate limited, a sign-out always goes through. */
    async signedOut(userId: string) {
      await changeOwn(userId, (t) => repo.setOffline(t, userId));
    },

    async setDestination(userId: string, destination: { latitude: number; longitude: number } | null) {
      await consumeUpdate(userId);
      const row = await changeOwn(userId, (t) => repo.setDestination(t, userId, destination));
      return toUserLocation(row!);
    },

    /** Friends at their exact positions and public travellers snapped to the grid, nearest first. */
    nearby: (userId: string, query: { lat: number; lon: number; radius_km: number }) =>
      tx(userId, async (t) => {
        const max = LOCATION_LIMITS.nearbyMax;
        const friends = await repo.friendsNearby(t, userId, query.lat, query.lon, query.radius_km, max);
        const others = await repo.othersNearby(t, query.lat, query.lon, query.radius_km, max);
        return [...friends.map(toTraveller(true)), ...others.map(toTraveller(false))]
          .sort((a, b) => a.distance_km! - b.distance_km! || a.user_id.localeCompare(b.user_id))
          .slice(0, max);
      }),

    /** What a map of the box shows: friends first, then others, newest first, at most SOCIAL_LIMITS.mapPointsMax. */
    inBox: (userId: string, bbox: string) => {
      const box = parseLocationBox(bbox);
      if (!box) throw validationError({ bbox: 'invalid_bbox' });
      return tx(userId, async (t) => {
        const max = SOCIAL_LIMITS.mapPointsMax;
        const friends = (await repo.friendsInBox(t, userId, box, max)).map(toTraveller(true));
        const others = friends.length < max ? await repo.othersInBox(t, box, max - friends.length) : [];
        return [...friends, ...others.map(toTraveller(false))];
      });
    },
  };
}
export type LocationsService = ReturnType<typeof createLocationsService>;
