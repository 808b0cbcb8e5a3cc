import {
  tripInputSchema,
  PLANNING_LIMITS,
  TRIP_STOPS_MAX,
  type Trip,
  type TripShare,
  type TripShareComment,
  type TripShareSummary,
  type TripSnapshot,
  type TripSuggestion,
  type tripShareInputSchema,
  type tripShareListQuerySchema,
  type tripShareRefreshSchema,
  type tripSuggestionInputSchema,
  type tripSuggestionListQuerySchema,
  type socialPageQuerySchema,
} from '@ww/contracts';
import type { z } from 'zod';
import { withUserTx, type Tx } from '#db/with-user-tx.ts';
import type { AppDeps } from '#platform/app-env.ts';
import { AppError, notFound } from '#platform/errors.ts';
import { encodeCreatedCursor } from '#platform/pagination.ts';
import { tryConsume } from '#platform/rate-limits.ts';
import { haversineKm } from '@ww/contracts';
import { readOwnTrip, replaceTripStops, type TravelServices } from '#modules/travel/index.ts';
import { deliverNotices, writeNotices, type SocialNotice, type WrittenNotice } from './social-notify.ts';
import { refuseSuspended } from './suspension.ts';
import {
  tripSharesRepository as repo,
  type CommentRow,
  type ShareRow,
  type SuggestionRow,
} from './trip-shares.repository.ts';

type Deps = Pick<AppDeps, 'db' | 'rateLimits'> &
  Parameters<typeof deliverNotices>[0] & { trips: Pick<TravelServices['trips'], 'create'> };

const forbidden = (message: string, code: string) => new AppError(403, 'rls_permission', message, code);
const conflict = (message: string, code: string) => new AppError(409, 'validation', message, code);
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const parsed = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;

/** What the audience sees of a trip: taken now, kept until the owner refreshes it. */
export const snapshotOf = (trip: Trip, description: string): TripSnapshot => ({
  title: trip.name,
  description,
  stops: trip.stops.map(({ lat, lon, name }) => ({ lat, lon, name })),
  geometry: trip.geometry,
  distance_km: trip.total_distance_km,
  duration_min: trip.plan?.total_duration_min ?? null,
  days: trip.plan ? trip.plan.days.length : null,
  estimated: trip.estimated,
});

/**
 * Where a suggested stop goes in a trip: between the two consecutive stops it lengthens least (straight-line), so the
 * start and the destination stay where they are; after the only stop of a one-stop trip.
 */
export function stopInsertIndex(stops: readonly { lat: number; lon: number }[], p: { lat: number; lon: number }) {
  if (stops.length < 2) return stops.length;
  let best = 1;
  let bestDetour = Infinity;
  for (let i = 1; i < stops.length; i++) {
    const detour = haversineKm(stops[i - 1]!, p) + haversineKm(p, stops[i]!) - haversineKm(stops[i - 1]!, stops[i]!);
    if (detour < bestDetour) {
      bestDetour = detour;
      best = i;
    }
  }
  return best;
}

function toShare(r: ShareRow, userId: string): TripShare {
  return {
    id: r.id,
    owner: { id: r.owner_id, display_name: r.owner_name, avatar_url: r.owner_avatar },
    trip_id: r.trip_id,
    audience: r.audience as TripShare['audience'],
    group: r.group_id && r.group_name !== null ? { id: r.group_id, name: r.group_name } : null,
    is_owner: r.owner_id === userId,
    comment_count: Number(r.comment_count),
    open_suggestion_count: Number(r.open_suggestion_count),
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
    snapshot: parsed<TripSnapshot>(r.snapshot),
  };
}

const toComment = (r: CommentRow): TripShareComment => ({
  id: r.id,
  share_id: r.share_id,
  author: { id: r.author_id, display_name: r.display_name, avatar_url: r.avatar_url },
  body: r.body,
  created_at: r.created_at.toISOString(),
  hidden_at: iso(r.hidden_at),
  hidden_reason: r.hidden_reason,
});

const toSuggestion = (r: SuggestionRow): TripSuggestion => ({
  id: r.id,
  share_id: r.share_id,
  author: { id: r.author_id, display_name: r.display_name, avatar_url: r.avatar_url },
  name: r.name,
  latitude: Number(r.latitude),
  longitude: Number(r.longitude),
  note: r.note,
  status: r.status as TripSuggestion['status'],
  created_at: r.created_at.toISOString(),
  decided_at: iso(r.decided_at),
});

/** A page of rows (one more than asked when another page follows) as `{data, next_cursor}`. */
function paged<R extends { cursor_ts: string; id: string }, T>(rows: R[], limit: number, map: (r: R) => T) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    data: page.map(map),
    next_cursor: rows.length > limit && last ? encodeCreatedCursor({ c: last.cursor_ts, i: last.id }) : null,
  };
}

/**
 * Planning: a user shares a saved trip of theirs, as a snapshot, with their friends or a group they belong to; the
 * audience comments, suggests stops and copies the trip into their own trips; the owner refreshes the snapshot,
 * decides on suggestions (an accepted stop goes into their trip) and unshares. Who sees what is row-level security
 * (0021); these rules give clear answers and notices.
 */
export function createTripSharesService(deps: Deps) {
  const tx = <T>(userId: string, fn: (t: Tx) => Promise<T>) => withUserTx(deps.db, { userId }, fn);

  const load = async (t: Tx, userId: string, id: string) => {
    const row = await repo.get(t, id);
    if (!row) throw notFound();
    return toShare(row, userId);
  };
  const requireOwner = (share: TripShare, message: string) => {
    if (!share.is_owner) throw forbidden(message, 'not_share_owner');
  };

  /** Comments and suggestions count with posts and comments of the feed (SOCIAL_LIMITS.postsPerMinute). */
  async function limitWrites(userId: string) {
    if (!(await tryConsume(deps.rateLimits.socialPosts, userId))) {
      throw new AppError(
        429,
        'other',
        'You are posting too quickly. Wait a minute before commenting or suggesting again.',
        'rate_limited',
      );
    }
  }

  /** Writes in the caller's transaction, then rings the bells once it has committed. */
  async function withNotices<T>(userId: string, fn: (t: Tx) => Promise<{ result: T; notices: SocialNotice[] }>) {
    let written: WrittenNotice[] = [];
    const result = await tx(userId, async (t) => {
      const out = await fn(t);
      written = await writeNotices(t, out.notices);
      return out.result;
    });
    await deliverNotices(deps, written);
    return result;
  }

  const readTrip = async (t: Tx, tripId: string) => {
    const trip = await readOwnTrip(t, tripId);
    if (!trip) throw notFound();
    return trip;
  };

  return {
    list: (userId: string, q: z.output<typeof tripShareListQuerySchema>) =>
      tx(userId, async (t) =>
        paged(
          await repo.page(t, { scope: q.scope, groupId: q.group_id }, q.limit, q.cursor),
          q.limit,
          (r): TripShareSummary => toShare(r, userId),
        ),
      ),

    get: (userId: string, id: string) => tx(userId, (t) => load(t, userId, id)),

    create: (userId: string, input: z.output<typeof tripShareInputSchema>) =>
      withNotices(userId, async (t) => {
        await refuseSuspended(t);
        const trip = await readTrip(t, input.trip_id);
        const groupId = input.audience === 'group' ? input.group_id! : null;
        if (groupId) {
          if (!(await repo.groupVisible(t, groupId))) throw notFound();
          if ((await repo.membershipStatus(t, groupId)) !== 'active') {
            throw forbidden('You can share a trip only with a group you are a member of.', 'not_group_member');
          }
        }
        if (await repo.existing(t, trip.id, input.audience, groupId)) {
          throw conflict(
            'This trip is already shared with them: refresh that share to show its latest version.',
            'already_shared',
          );
        }
        const { id } = await repo.insert(t, {
          trip_id: trip.id,
          audience: input.audience,
          group_id: groupId,
          snapshot: snapshotOf(trip, input.description),
        });
        const recipients = groupId
          ? await repo.groupMemberIds(t, groupId, PLANNING_LIMITS.sharedNoticeMax)
          : await repo.friendIds(t, PLANNING_LIMITS.sharedNoticeMax);
        return {
          result: await load(t, userId, id),
          notices: recipients.map((recipient) => ({
            recipient,
            kind: 'social.trip_shared' as const,
            data: { share_id: id, owner_id: userId, group_id: groupId },
          })),
        };
      }),

    /** Takes the snapshot again from the trip as it is now. */
    refresh: (userId: string, id: string, input: z.output<typeof tripShareRefreshSchema>) =>
      tx(userId, async (t) => {
        const share = await load(t, userId, id);
        requireOwner(share, 'Only the traveller who shared this trip can refresh it.');
        await refuseSuspended(t);
        const trip = await readTrip(t, share.trip_id);
        await repo.refresh(t, id, snapshotOf(trip, input.description ?? share.snapshot.description));
        return load(t, userId, id);
      }),

    remove: (userId: string, id: string) =>
      tx(userId, async (t) => {
        requireOwner(await load(t, userId, id), 'Only the traveller who shared this trip can unshare it.');
        await repo.remove(t, id);
      }),

    /** A new planned trip of the caller's own, made from the snapshot through the trips service. */
    async copy(userId: string, id: string) {
      const { snapshot } = await tx(userId, (t) => load(t, userId, id));
      const input = tripInputSchema.safeParse({
        name: snapshot.title,
        status: 'planned',
        stops: snapshot.stops,
        geometry: snapshot.geometry,
        total_distance_km: snapshot.distance_km,
        estimated: snapshot.estimated,
      });
      // A trip saved before today's limits may not pass them; it is not copied rather than copied wrong.
      if (!input.success) throw conflict('This trip cannot be copied as it is saved.', 'not_copyable');
      const trip = await deps.trips.create(userId, input.data);
      return { trip_id: trip.id };
    },

    // ---- comments ----

    comments: (userId: string, id: string, q: z.output<typeof socialPageQuerySchema>) =>
      tx(userId, async (t) => {
        await load(t, userId, id);
        return paged(await repo.comments(t, id, q.limit, q.cursor), q.limit, toComment);
      }),

    async comment(userId: string, id: string, body: string) {
      await limitWrites(userId);
      return withNotices(userId, async (t) => {
        const share = await load(t, userId, id);
        await refuseSuspended(t);
        const { id: commentId } = await repo.insertComment(t, id, body);
        const row = await repo.comment(t, commentId);
        return {
          result: toComment(row!),
          notices: [
            { recipient: share.owner.id, kind: 'social.comment', data: { share_id: id, trip_comment_id: commentId } },
          ],
        };
      });
    },

    /** Its author or the share's owner; to anyone else the comment is not there to delete. */
    removeComment: (userId: string, commentId: string) =>
      tx(userId, async (t) => {
        if (!(await repo.removeComment(t, commentId))) throw notFound();
      }),

    // ---- suggestions ----

    suggestions: (userId: string, id: string, q: z.output<typeof tripSuggestionListQuerySchema>) =>
      tx(userId, async (t) => {
        await load(t, userId, id);
        return paged(await repo.suggestions(t, id, q.status, q.limit, q.cursor), q.limit, toSuggestion);
      }),

    async suggest(userId: string, id: string, input: z.output<typeof tripSuggestionInputSchema>) {
      await limitWrites(userId);
      return withNotices(userId, async (t) => {
        const share = await load(t, userId, id);
        await refuseSuspended(t);
        const { id: suggestionId } = await repo.insertSuggestion(t, id, input);
        const row = await repo.suggestion(t, suggestionId);
        return {
          result: toSuggestion(row!),
          notices: [
            { recipient: share.owner.id, kind: 'social.comment', data: { share_id: id, suggestion_id: suggestionId } },
          ],
        };
      });
    },

    /** The owner takes a suggested stop into their trip, between the two stops it lengthens least. */
    accept: (userId: string, suggestionId: string) =>
      tx(userId, async (t) => {
        const { share, suggestion } = await decidable(t, userId, suggestionId);
        const trip = await readTrip(t, share.trip_id);
        if (trip.stops.length >= TRIP_STOPS_MAX) {
          throw conflict(`The trip already has ${TRIP_STOPS_MAX} stops, the most a trip can hold.`, 'too_many_stops');
        }
        const stop = { lat: suggestion.latitude, lon: suggestion.longitude, name: suggestion.name };
        const index = stopInsertIndex(trip.stops, stop);
        await replaceTripStops(t, trip.id, [...trip.stops.slice(0, index), stop, ...trip.stops.slice(index)]);
        await decide(t, suggestionId, 'accepted');
        return { ...toSuggestion((await repo.suggestion(t, suggestionId))!), stop_index: index };
      }),

    dismiss: (userId: string, suggestionId: string) =>
      tx(userId, async (t) => {
        await decidable(t, userId, suggestionId);
        await decide(t, suggestionId, 'dismissed');
        return toSuggestion((await repo.suggestion(t, suggestionId))!);
      }),
  };

  /** An open suggestion on one of the caller's shares. */
  async function decidable(t: Tx, userId: string, suggestionId: string) {
    const row = await repo.suggestion(t, suggestionId);
    if (!row) throw notFound();
    const share = await load(t, userId, row.share_id);
    requireOwner(share, 'Only the traveller who shared this trip decides on suggested stops.');
    const suggestion = toSuggestion(row);
    if (suggestion.status !== 'open') {
      throw conflict(`This suggestion was already ${suggestion.status}.`, 'already_decided');
    }
    return { share, suggestion };
  }

  async function decide(t: Tx, suggestionId: string, status: 'accepted' | 'dismissed') {
    if (!(await repo.decide(t, suggestionId, status))) {
      throw conflict('This suggestion was decided meanwhile.', 'already_decided');
    }
  }
}
export type TripSharesService = ReturnType<typeof createTripSharesService>;
