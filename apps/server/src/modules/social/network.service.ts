import {
  SOCIAL_LIMITS,
  USER_SEARCH_MAX_RESULTS,
  type Block,
  type Follow,
  type Friend,
  type FriendRequest,
  type PublicProfile,
  type SocialUser,
  type UserSearchResult,
} from '@ww/contracts';
import { withUserTx, type Tx } from '#db/with-user-tx.ts';
import type { AppDeps } from '#platform/app-env.ts';
import { AppError, notFound, validationError } from '#platform/errors.ts';
import { tryConsume } from '#platform/rate-limits.ts';
import { networkRepository as repo, type FriendshipRow, type PageKey } from './network.repository.ts';
import { deliverNotices, writeNotices, type WrittenNotice } from './social-notify.ts';

type Deps = Pick<AppDeps, 'db' | 'rateLimits'> & Parameters<typeof deliverNotices>[0];
type PageQuery = { limit: number; cursor?: string };
type Paged<T> = { data: T[]; next_cursor: string | null };

const encodeCursor = (key: PageKey) => Buffer.from(JSON.stringify(key)).toString('base64url');

/** A cursor this service made; anything else is a 400 naming the `cursor` field. */
function decodeCursor(cursor: string | undefined): PageKey | undefined {
  if (cursor === undefined) return undefined;
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Partial<PageKey>;
    if (
      typeof key.c === 'string' &&
      /^\d{4}-\d{2}-\d{2}[ T][\d:.]+([+-]\d{2}(:?\d{2})?|Z)?$/.test(key.c) &&
      typeof key.i === 'string' &&
      /^[0-9a-f-]{36}([0-9a-f-]{36})?$/i.test(key.i)
    ) {
      return key as PageKey;
    }
  } catch {
    // falls through to the validation error
  }
  throw validationError({ cursor: 'invalid_cursor' });
}

/** Asks for one row more than the page holds, to know whether a next page exists without a count. */
async function paged<R extends { cursor_ts: string }, T>(
  query: PageQuery,
  fetch: (page: { after?: PageKey; limit: number }) => Promise<R[]>,
  keyOf: (row: R) => string,
  toItem: (row: R) => T,
): Promise<Paged<T>> {
  const rows = await fetch({ after: decodeCursor(query.cursor), limit: query.limit + 1 });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    data: page.map(toItem),
    next_cursor: rows.length > query.limit && last ? encodeCursor({ c: last.cursor_ts, i: keyOf(last) }) : null,
  };
}

const toUser = (r: { other_id: string; display_name: string | null; avatar_url: string | null }): SocialUser => ({
  id: r.other_id,
  display_name: r.display_name,
  avatar_url: r.avatar_url,
});

const toRequest = (row: FriendshipRow, me: string, user: SocialUser): FriendRequest => ({
  id: row.id,
  status: row.status,
  direction: row.requester_id === me ? 'outgoing' : 'incoming',
  user,
  created_at: row.created_at.toISOString(),
  responded_at: row.responded_at?.toISOString() ?? null,
});

const conflict = (code: string, message: string) => new AppError(409, 'validation', message, code);
const notYourAnswer = (message: string) => new AppError(403, 'other', message, 'not_allowed');
const notOneself = () => validationError({ user_id: 'not_yourself' }, 'not_yourself');

/**
 * Friend requests, friendships, follows, blocks, public profiles and search. Row-level security keeps each user to
 * their own graph rows; the rules here say what makes sense (not to oneself, not twice, only the one asked answers).
 */
export function createNetworkService(deps: Deps) {
  const tx = <T>(userId: string, fn: (t: Tx) => Promise<T>) => withUserTx(deps.db, { userId }, fn);
  /** Runs the change, then rings the bells of the notices it wrote once the transaction has committed. */
  const withNotices = async <T>(userId: string, fn: (t: Tx, notices: WrittenNotice[]) => Promise<T>) => {
    const notices: WrittenNotice[] = [];
    const result = await tx(userId, (t) => fn(t, notices));
    await deliverNotices(deps, notices);
    return result;
  };

  /** A pending request addressed to `me`, answered: the requester is told. */
  const acceptRow = async (t: Tx, me: string, id: string, notices: WrittenNotice[]) => {
    const accepted = await repo.accept(t, id);
    if (!accepted) return undefined;
    notices.push(
      ...(await writeNotices(t, [
        {
          recipient: accepted.requester_id,
          kind: 'social.friend_accepted',
          data: { request_id: accepted.id, user_id: me },
        },
      ])),
    );
    return toRequest(accepted, me, toUser(await repo.card(t, accepted.requester_id)));
  };

  return {
    /**
     * Sends a friend request. When the other side had already asked, their request is accepted instead
     * (`created: false`, status 'accepted').
     */
    sendFriendRequest: (me: string, target: string) => {
      if (target === me) throw notOneself();
      return withNotices(me, async (t, notices) => {
        if (!(await repo.canSee(t, target))) throw notFound();
        const existing = await repo.friendshipWith(t, target);
        if (existing?.status === 'accepted') throw conflict('already_friends', 'You are already friends.');
        if (existing && existing.requester_id === me) {
          throw conflict('request_exists', 'You have already sent this traveller a friend request.');
        }
        if (existing) {
          const accepted = await acceptRow(t, me, existing.id, notices);
          if (!accepted) throw notFound();
          return { created: false, request: accepted };
        }
        if (!(await tryConsume(deps.rateLimits.friendRequests, me))) {
          throw new AppError(
            429,
            'other',
            `You can send at most ${SOCIAL_LIMITS.friendRequestsPerHour} friend requests an hour. Please try again later.`,
            'rate_limited',
          );
        }
        const row = await repo.sendRequest(t, target);
        notices.push(
          ...(await writeNotices(t, [
            { recipient: target, kind: 'social.friend_request', data: { request_id: row.id, user_id: me } },
          ])),
        );
        return { created: true, request: toRequest(row, me, toUser(await repo.card(t, target))) };
      });
    },

    listFriendRequests: (me: string, query: PageQuery & { direction?: 'incoming' | 'outgoing' }) =>
      tx(me, (t) =>
        paged(
          query,
          (page) => repo.listRequests(t, query.direction, page),
          (r) => r.id,
          (r) => toRequest(r, me, toUser(r)),
        ),
      ),

    acceptFriendRequest: (me: string, id: string) =>
      withNotices(me, async (t, notices) => {
        const row = await repo.friendship(t, id);
        if (!row || row.status !== 'pending') throw notFound();
        if (row.addressee_id !== me) throw notYourAnswer('Only the traveller who was asked can accept a request.');
        const accepted = await acceptRow(t, me, id, notices);
        if (!accepted) throw notFound();
        return accepted;
      }),

    declineFriendRequest: (me: string, id: string) =>
      tx(me, async (t) => {
        const row = await repo.friendship(t, id);
        if (!row || row.status !== 'pending') throw notFound();
        if (row.addressee_id !== me) throw notYourAnswer('Only the traveller who was asked can decline a request.');
        if (!(await repo.endRequest(t, id, 'addressee'))) throw notFound();
      }),

    cancelFriendRequest: (me: string, id: string) =>
      tx(me, async (t) => {
        const row = await repo.friendship(t, id);
        if (!row || row.status !== 'pending') throw notFound();
        if (row.requester_id !== me) throw notYourAnswer('Only the traveller who sent a request can cancel it.');
        if (!(await repo.endRequest(t, id, 'requester'))) throw notFound();
      }),

    listFriends: (me: string, query: PageQuery) =>
      tx(me, (t) =>
        paged(
          query,
          (page) => repo.listFriends(t, page),
          (r) => r.id,
          (r): Friend => ({ id: r.id, user: toUser(r), since: r.responded_at.toISOString() }),
        ),
      ),

    unfriend: (me: string, other: string) =>
      tx(me, async (t) => {
        if (!(await repo.unfriend(t, other))) throw notFound();
      }),

    follow: (me: string, target: string): Promise<Follow> => {
      if (target === me) throw notOneself();
      return tx(me, async (t) => {
        if (!(await repo.canSee(t, target))) throw notFound();
        if (await repo.isFollowing(t, target))
          throw conflict('already_following', 'You already follow this traveller.');
        const row = await repo.follow(t, target);
        return {
          direction: 'following',
          user: toUser(await repo.card(t, target)),
          created_at: row.created_at.toISOString(),
        };
      });
    },

    unfollow: (me: string, target: string) =>
      tx(me, async (t) => {
        if (!(await repo.unfollow(t, target))) throw notFound();
      }),

    listFollows: (me: string, query: PageQuery & { direction?: 'following' | 'follower' }) =>
      tx(me, (t) =>
        paged(
          query,
          (page) => repo.listFollows(t, query.direction, page),
          (r) => r.k,
          (r): Follow => ({ direction: r.direction, user: toUser(r), created_at: r.created_at.toISOString() }),
        ),
      ),

    /** Blocks anyone who exists, whatever their profile shows; the database then cuts friendship and follows. */
    block: (me: string, target: string): Promise<Block> => {
      if (target === me) throw notOneself();
      return tx(me, async (t) => {
        if (!(await repo.exists(t, target))) throw notFound();
        if (await repo.hasBlocked(t, target))
          throw conflict('already_blocked', 'You have already blocked this traveller.');
        const row = await repo.block(t, target);
        return { user: toUser(await repo.blockedCard(t, target)), created_at: row.created_at.toISOString() };
      });
    },

    unblock: (me: string, target: string) =>
      tx(me, async (t) => {
        if (!(await repo.unblock(t, target))) throw notFound();
      }),

    listBlocks: (me: string, query: PageQuery) =>
      tx(me, (t) =>
        paged(
          query,
          (page) => repo.listBlocks(t, page),
          (r) => r.other_id,
          (r): Block => ({ user: toUser(r), created_at: r.created_at.toISOString() }),
        ),
      ),

    /** What the traveller chose to show, as the viewer may see it; 404 when not visible or across a block. */
    publicProfile: (me: string, target: string): Promise<PublicProfile> =>
      tx(me, async (t) => {
        const profile = await repo.publicProfile(t, target);
        if (!profile) throw notFound();
        const friendship = target === me ? undefined : await repo.friendshipWith(t, target);
        const follows = await repo.follows(t, target);
        const blocked = await repo.hasBlocked(t, target);
        const pending = friendship?.status === 'pending' ? friendship : undefined;
        return {
          id: target,
          display_name: profile.display_name,
          avatar_url: profile.avatar_url,
          rig_type: profile.rig_type as PublicProfile['rig_type'],
          region: profile.region as PublicProfile['region'],
          bio: profile.bio,
          member_since: profile.member_since.toISOString(),
          friend_count: profile.friend_count,
          relationship: {
            friend: friendship?.status === 'accepted',
            request: pending ? (pending.requester_id === me ? 'outgoing' : 'incoming') : null,
            request_id: pending?.id ?? null,
            following: follows.following,
            followed_by: follows.followed_by,
            blocked_by_me: blocked,
          },
        };
      }),

    /** By name, without case or accents; only profiles the searcher may see; friends first, then by name. */
    search: (me: string, q: string) =>
      tx(me, async (t): Promise<UserSearchResult[]> =>
        (await repo.search(t, q, USER_SEARCH_MAX_RESULTS)).map((r) => ({
          id: r.id,
          display_name: r.display_name,
          avatar_url: r.avatar_url,
          is_friend: r.is_friend,
        })),
      ),
  };
}
export type NetworkService = ReturnType<typeof createNetworkService>;
