import { sql, type RawBuilder } from 'kysely';
import type { Tx } from '#db/with-user-tx.ts';

/**
 * The network's SQL, always inside the caller's request transaction (row-level security: a user reads only the
 * friendships and follows they are part of and their own blocks). Other users' names and profiles come through the
 * security-definer functions of migrations 0016 and 0017.
 */

/** Where a page ends: the last row's timestamp as Postgres text (microseconds kept) and its unique key. */
export type PageKey = { c: string; i: string };
type Page = { after?: PageKey; limit: number };

type Card = { other_id: string; display_name: string | null; avatar_url: string | null };
export type FriendshipRow = {
  id: string;
  requester_id: string;
  addressee_id: string;
  status: 'pending' | 'accepted';
  created_at: Date;
  responded_at: Date | null;
};
export type RequestListRow = FriendshipRow & Card & { cursor_ts: string };
export type FriendListRow = { id: string; responded_at: Date; cursor_ts: string } & Card;
export type FollowListRow = {
  direction: 'following' | 'follower';
  created_at: Date;
  cursor_ts: string;
  k: string;
} & Card;
export type BlockListRow = { created_at: Date; cursor_ts: string } & Card;
export type PublicProfileRow = {
  display_name: string | null;
  avatar_url: string | null;
  rig_type: string | null;
  region: string | null;
  bio: string | null;
  member_since: Date;
  friend_count: number;
};
export type SearchRow = { id: string; display_name: string | null; avatar_url: string | null; is_friend: boolean };

const me = sql`current_app_user_id()`;
const samePair = (other: string) =>
  sql`least(f.requester_id, f.addressee_id) = least(${me}, ${other}::uuid)
      and greatest(f.requester_id, f.addressee_id) = greatest(${me}, ${other}::uuid)`;
const friendshipColumns = sql`f.id, f.requester_id, f.addressee_id, f.status, f.created_at, f.responded_at`;
const rowsOf = async <T>(tx: Tx, query: RawBuilder<T>) => (await query.execute(tx)).rows;
const firstOf = async <T>(tx: Tx, query: RawBuilder<T>) => (await query.execute(tx)).rows.at(0);

export const networkRepository = {
  /** The account exists and the current user may see its profile (social_can_see_user: visibility, blocks). */
  async canSee(tx: Tx, userId: string) {
    const row = await firstOf(
      tx,
      sql<{ visible: boolean }>`select social_user_exists(${userId}::uuid)
        and social_can_see_user(${me}, ${userId}::uuid) as visible`,
    );
    return row?.visible === true;
  },

  async exists(tx: Tx, userId: string) {
    const row = await firstOf(tx, sql<{ found: boolean }>`select social_user_exists(${userId}::uuid) as found`);
    return row?.found === true;
  },

  async card(tx: Tx, userId: string) {
    return (await firstOf(
      tx,
      sql<Card>`select ${userId}::uuid as other_id, c.display_name, c.avatar_url from social_user_card(${userId}::uuid) c`,
    ))!;
  },

  /** A user the current user blocked: social_user_card shows nobody across a block, the blocker's own list must. */
  async blockedCard(tx: Tx, userId: string) {
    return (await firstOf(
      tx,
      sql<Card>`select ${userId}::uuid as other_id, c.display_name, c.avatar_url
        from social_blocked_user_card(${userId}::uuid) c`,
    ))!;
  },

  // ---------------------------------------------------------------------------------------------------------------
  // Friend requests and friendships (one row per pair, whoever asked).

  friendship: (tx: Tx, id: string) =>
    firstOf(tx, sql<FriendshipRow>`select ${friendshipColumns} from friendships f where f.id = ${id}::uuid`),

  friendshipWith: (tx: Tx, other: string) =>
    firstOf(tx, sql<FriendshipRow>`select ${friendshipColumns} from friendships f where ${samePair(other)}`),

  async sendRequest(tx: Tx, addressee: string) {
    return (await firstOf(
      tx,
      sql<FriendshipRow>`insert into friendships as f (addressee_id) values (${addressee}::uuid)
        returning ${friendshipColumns}`,
    ))!;
  },

  /** Accepts a pending request addressed to the current user; undefined when there is none by that id. */
  accept: (tx: Tx, id: string) =>
    firstOf(
      tx,
      sql<FriendshipRow>`update friendships as f set status = 'accepted', responded_at = now()
        where f.id = ${id}::uuid and f.addressee_id = ${me} and f.status = 'pending'
        returning ${friendshipColumns}`,
    ),

  /** Declines (as addressee) or cancels (as requester) a pending request; false when there was none to end. */
  async endRequest(tx: Tx, id: string, as: 'addressee' | 'requester') {
    const side = as === 'addressee' ? sql`f.addressee_id` : sql`f.requester_id`;
    const rows = await rowsOf(
      tx,
      sql<{ id: string }>`delete from friendships f
        where f.id = ${id}::uuid and ${side} = ${me} and f.status = 'pending' returning f.id`,
    );
    return rows.length > 0;
  },

  async unfriend(tx: Tx, other: string) {
    const rows = await rowsOf(
      tx,
      sql<{ id: string }>`delete from friendships f where ${samePair(other)} and f.status = 'accepted' returning f.id`,
    );
    return rows.length > 0;
  },

  /** Pending requests to and from the current user, newest first. */
  listRequests: (tx: Tx, direction: 'incoming' | 'outgoing' | undefined, page: Page) =>
    rowsOf(
      tx,
      sql<RequestListRow>`
        select ${friendshipColumns}, o.other_id, c.display_name, c.avatar_url, f.created_at::text as cursor_ts
        from friendships f
        cross join lateral (select case when f.requester_id = ${me} then f.addressee_id else f.requester_id end
                              as other_id) o
        left join lateral social_user_card(o.other_id) c on true
        where f.status = 'pending'
          and ${
            direction === 'incoming'
              ? sql`f.addressee_id = ${me}`
              : direction === 'outgoing'
                ? sql`f.requester_id = ${me}`
                : sql`${me} in (f.requester_id, f.addressee_id)`
          }
          and ${page.after ? sql`(f.created_at, f.id) < (${page.after.c}::timestamptz, ${page.after.i}::uuid)` : sql`true`}
        order by f.created_at desc, f.id desc
        limit ${page.limit}`,
    ),

  /** Accepted friendships, the newest friends first. */
  listFriends: (tx: Tx, page: Page) =>
    rowsOf(
      tx,
      sql<FriendListRow>`
        select f.id, f.responded_at, o.other_id, c.display_name, c.avatar_url, f.responded_at::text as cursor_ts
        from friendships f
        cross join lateral (select case when f.requester_id = ${me} then f.addressee_id else f.requester_id end
                              as other_id) o
        left join lateral social_user_card(o.other_id) c on true
        where f.status = 'accepted' and ${me} in (f.requester_id, f.addressee_id)
          and ${page.after ? sql`(f.responded_at, f.id) < (${page.after.c}::timestamptz, ${page.after.i}::uuid)` : sql`true`}
        order by f.responded_at desc, f.id desc
        limit ${page.limit}`,
    ),

  // ---------------------------------------------------------------------------------------------------------------
  // Follows and blocks.

  async follow(tx: Tx, followee: string) {
    return (await firstOf(
      tx,
      sql<{ created_at: Date }>`insert into follows (followee_id) values (${followee}::uuid) returning created_at`,
    ))!;
  },

  async isFollowing(tx: Tx, followee: string) {
    const row = await firstOf(
      tx,
      sql<{ yes: boolean }>`select exists (select 1 from follows
        where follower_id = ${me} and followee_id = ${followee}::uuid) as yes`,
    );
    return row?.yes === true;
  },

  async unfollow(tx: Tx, followee: string) {
    const rows = await rowsOf(
      tx,
      sql<{ followee_id: string }>`delete from follows where follower_id = ${me} and followee_id = ${followee}::uuid
        returning followee_id`,
    );
    return rows.length > 0;
  },

  /** Whom the current user follows and who follows them, newest first; `k` is the row's unique key for paging. */
  listFollows: (tx: Tx, direction: 'following' | 'follower' | undefined, page: Page) =>
    rowsOf(
      tx,
      sql<FollowListRow>`
        select x.direction, x.created_at, x.created_at::text as cursor_ts, x.k, x.other_id, c.display_name, c.avatar_url
        from (
          select 'following' as direction, fo.followee_id as other_id, fo.created_at,
                 fo.follower_id::text || fo.followee_id::text as k
          from follows fo where fo.follower_id = ${me}
          union all
          select 'follower', fo.follower_id, fo.created_at, fo.follower_id::text || fo.followee_id::text
          from follows fo where fo.followee_id = ${me}
        ) x
        left join lateral social_user_card(x.other_id) c on true
        where ${direction ? sql`x.direction = ${direction}` : sql`true`}
          and ${page.after ? sql`(x.created_at, x.k) < (${page.after.c}::timestamptz, ${page.after.i})` : sql`true`}
        order by x.created_at desc, x.k desc
        limit ${page.limit}`,
    ),

  async block(tx: Tx, blocked: string) {
    return (await firstOf(
      tx,
      sql<{ created_at: Date }>`insert into user_blocks (blocked_id) values (${blocked}::uuid) returning created_at`,
    ))!;
  },

  async hasBlocked(tx: Tx, blocked: string) {
    const row = await firstOf(
      tx,
      sql<{ yes: boolean }>`select exists (select 1 from user_blocks
        where blocker_id = ${me} and blocked_id = ${blocked}::uuid) as yes`,
    );
    return row?.yes === true;
  },

  async unblock(tx: Tx, blocked: string) {
    const rows = await rowsOf(
      tx,
      sql<{ blocked_id: string }>`delete from user_blocks where blocker_id = ${me} and blocked_id = ${blocked}::uuid
        returning blocked_id`,
    );
    return rows.length > 0;
  },

  listBlocks: (tx: Tx, page: Page) =>
    rowsOf(
      tx,
      sql<BlockListRow>`
        select ub.blocked_id as other_id, ub.created_at, ub.created_at::text as cursor_ts, c.display_name, c.avatar_url
        from user_blocks ub
        left join lateral social_blocked_user_card(ub.blocked_id) c on true
        where ub.blocker_id = ${me}
          and ${page.after ? sql`(ub.created_at, ub.blocked_id) < (${page.after.c}::timestamptz, ${page.after.i}::uuid)` : sql`true`}
        order by ub.created_at desc, ub.blocked_id desc
        limit ${page.limit}`,
    ),

  // ---------------------------------------------------------------------------------------------------------------
  // Public profile and search.

  publicProfile: (tx: Tx, userId: string) =>
    firstOf(
      tx,
      sql<PublicProfileRow>`select display_name, avatar_url, rig_type, region, bio, member_since,
        friend_count::integer as friend_count from social_public_profile(${userId}::uuid)`,
    ),

  /** Follow state both ways between the current user and `other` (their own follow rows, by row-level security). */
  async follows(tx: Tx, other: string) {
    return (await firstOf(
      tx,
      sql<{ following: boolean; followed_by: boolean }>`select
        exists (select 1 from follows where follower_id = ${me} and followee_id = ${other}::uuid) as following,
        exists (select 1 from follows where follower_id = ${other}::uuid and followee_id = ${me}) as followed_by`,
    ))!;
  },

  search: (tx: Tx, q: string, max: number) =>
    rowsOf(tx, sql<SearchRow>`select * from social_search_users(${q}, ${max}::integer)`),
};
