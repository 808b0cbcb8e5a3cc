import {
  PUBLIC_LOCATIONS_CHANNEL,
  SOCIAL_EVENTS,
  type LocationEventEntry,
  type LocationEventPayload,
} from '@ww/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';
import { withUserTx, type Tx } from '#db/with-user-tx.ts';
import type { AppDeps } from '#platform/app-env.ts';
import { locationsRepository as repo, type LocationAudience, type LocationRow } from './locations.repository.ts';

export type LocationEventDeps = Pick<AppDeps, 'logger' | 'publishToUser' | 'publishToChannel'> & {
  db: Kysely<Database>;
};

/**
 * How the user's position looks to each audience at one moment, null where that audience sees nothing: `own` (the
 * user's other devices), `exact` (friends, unless the profile is private), `approximate` (everyone else, only for a
 * public profile; snapped by the database).
 */
export type LocationViews = {
  own: LocationEventEntry | null;
  exact: LocationEventEntry | null;
  approximate: LocationEventEntry | null;
};

const nowhere: LocationViews = { own: null, exact: null, approximate: null };

export function locationViews(row: LocationRow | undefined, audience: LocationAudience): LocationViews {
  if (!row || row.status !== 'active' || !audience.sharing) return nowhere;
  const { current_latitude: latitude, current_longitude: longitude } = row;
  if (latitude === null || longitude === null) return nowhere;
  const updated_at = row.updated_at.toISOString();
  const exact: LocationEventEntry = {
    user_id: row.user_id,
    latitude,
    longitude,
    approximate: false,
    status: 'active',
    updated_at,
    destination_latitude: row.destination_latitude,
    destination_longitude: row.destination_longitude,
  };
  const approximate: LocationEventEntry | null =
    audience.visibility === 'public'
      ? {
          user_id: row.user_id,
          latitude: row.approximate_latitude,
          longitude: row.approximate_longitude,
          approximate: true,
          status: 'active',
          updated_at,
        }
      : null;
  return { own: exact, exact: audience.visibility === 'private' ? null : exact, approximate };
}

/**
 * Whether an audience must be told: it saw something before or sees something now, and what it sees differs. The
 * approximate view ignores the time: a move inside the same grid cell changes nothing a non-friend could see, and
 * telling them would only say "moved" (decision 022).
 */
function differs(before: LocationEventEntry | null, after: LocationEventEntry | null, withTime: boolean): boolean {
  if (!before || !after) return before !== after;
  return (
    before.latitude !== after.latitude ||
    before.longitude !== after.longitude ||
    before.status !== after.status ||
    before.destination_latitude !== after.destination_latitude ||
    before.destination_longitude !== after.destination_longitude ||
    (withTime && before.updated_at !== after.updated_at)
  );
}

/**
 * After commit: `location.updated` to whoever's view of the user changed. Friends get the exact entry on their own
 * channel; everyone else the approximate one on PUBLIC_LOCATIONS_CHANNEL, whose sockets of the user, their friends
 * (they have the exact one) and everyone across a block are skipped by the hub. Leaving a view is an offline entry
 * with no coordinates. A failed publish is logged, not thrown: the change is stored, and maps catch up on their
 * next fetch.
 */
export async function announceLocation(
  deps: LocationEventDeps,
  userId: string,
  audience: LocationAudience,
  before: LocationViews,
  after: LocationViews,
  updatedAt: Date,
): Promise<void> {
  const offline = (approximate: boolean): LocationEventEntry => ({
    user_id: userId,
    latitude: null,
    longitude: null,
    approximate,
    status: 'offline',
    updated_at: updatedAt.toISOString(),
  });
  const payload = (entry: LocationEventEntry): LocationEventPayload => ({ locations: [entry] });
  const event = SOCIAL_EVENTS.locationUpdated;
  const toUser = (id: string, entry: LocationEventEntry) =>
    deps.publishToUser?.(id, event, payload(entry)) ?? Promise.resolve();
  const sends: Promise<void>[] = [];
  if (differs(before.own, after.own, true)) sends.push(toUser(userId, after.own ?? offline(false)));
  if (differs(before.exact, after.exact, true))
    for (const friendId of audience.friendIds) sends.push(toUser(friendId, after.exact ?? offline(false)));
  if (differs(before.approximate, after.approximate, false)) {
    const exclude = [userId, ...audience.friendIds, ...audience.blockedIds];
    const entry = payload(after.approximate ?? offline(true));
    sends.push(
      deps.publishToChannel?.(PUBLIC_LOCATIONS_CHANNEL, event, entry, { excludeUserIds: exclude }) ?? Promise.resolve(),
    );
  }
  const results = await Promise.allSettled(sends);
  const failed = results.filter((r) => r.status === 'rejected');
  if (failed.length)
    deps.logger.warn('location events not published', {
      user_id: userId,
      failed: failed.length,
      error: String((failed[0] as PromiseRejectedResult).reason),
    });
}

/**
 * Runs a change to the user's privacy settings in their transaction and then tells the open maps what it changed:
 * turning sharing off (the row goes offline by trigger) or making the profile private removes the user from every
 * map at once; making it public puts them on the public one.
 */
export async function changingLocationAudience<T>(
  deps: LocationEventDeps,
  userId: string,
  change: (tx: Tx) => Promise<T>,
): Promise<T> {
  const { result, announcement } = await withUserTx(deps.db, { userId }, async (tx) => {
    const previous = await repo.own(tx, userId);
    if (!previous) return { result: await change(tx), announcement: null };
    const before = locationViews(previous, await repo.audience(tx, userId));
    const result = await change(tx);
    const audience = await repo.audience(tx, userId);
    const row = await repo.own(tx, userId);
    return { result, announcement: { audience, before, after: locationViews(row, audience), row: row! } };
  });
  if (announcement) {
    const { audience, before, after, row } = announcement;
    await announceLocation(deps, userId, audience, before, after, row.updated_at);
  }
  return result;
}
