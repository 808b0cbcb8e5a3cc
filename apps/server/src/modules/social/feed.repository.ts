import { sql, type SqlBool } from 'kysely';
import { EARTH_RADIUS_KM, SOCIAL_LIMITS } from '@ww/contracts';
import type { Tx } from '#db/with-user-tx.ts';

export type PostValues = {
  body: string;
  visibility: string;
  group_id: string | null;
  photos: { url: string; width: number; height: number }[];
  place_name: string | null;
  place_lat: number | null;
  place_lon: number | null;
  trip: Record<string, unknown> | null;
  mention_ids: string[];
};

/** What narrows a feed page beyond row-level security. */
export type FeedFilter = {
  groupId?: string;
  authorId?: string;
  near?: { lat: number; lon: number; radiusKm: number };
  after?: { createdAt: string; id: string };
  limit: number;
};

// jsonb goes in as text: the pg driver would turn a JS array into a Postgres array literal.
const toRow = ({ photos, trip, ...rest }: Partial<PostValues>) => ({
  ...rest,
  ...(photos !== undefined ? { photos: JSON.stringify(photos) } : {}),
  ...(trip !== undefined ? { trip: trip === null ? null : JSON.stringify(trip) } : {}),
});

/** Mentions as [{id, display_name}] in the order written; a name is null across a block (social_user_card). */
const mentionsOf = (column: 'p.mention_ids' | 'c.mention_ids') =>
  sql<unknown>`(select coalesce(jsonb_agg(jsonb_build_object('id', m.id, 'display_name',
    (select card.display_name from social_user_card(m.id) card)) order by m.n), '[]'::jsonb)
    from unnest(${sql.ref(column)}) with ordinality as m(id, n))`;

/** The author shown beside a post or comment: one call of social_user_card, as {display_name, avatar_url} or null. */
const authorCard = (column: 'p.author_id' | 'c.author_id') =>
  sql<{ display_name: string | null; avatar_url: string | null } | null>`(select to_jsonb(card)
    from social_user_card(${sql.ref(column)}) card)`;

/**
 * A post's place as the reader may see it (decision 040): exact for its author and the author's friends; for everyone
 * else the centre of the 1 km grid cell holding it (location_snap), as live positions are shown to strangers. It is
 * computed in the database, so a stranger's request never carries the exact point.
 */
/** The centre of the post's 1 km cell: location_snap's two halves, which the planner inlines as arithmetic. */
const cellPlace = {
  latitude: sql`location_snap_latitude(p.place_lat)`,
  longitude: sql`location_snap_longitude(p.place_lat, p.place_lon)`,
};
/** [latitude, longitude] as the reader may see them, asking about the friendship once per post with a place. */
const shownPlace = sql<[number, number] | null>`case
  when p.place_lat is null then null
  when p.author_id = current_app_user_id() or social_are_friends(p.author_id, current_app_user_id())
    then array[p.place_lat, p.place_lon]
  else array[${cellPlace.latitude}, ${cellPlace.longitude}] end`;

function selectPosts(tx: Tx) {
  return tx.selectFrom('posts as p').select([
    'p.id',
    'p.author_id',
    'p.body',
    'p.visibility',
    'p.group_id',
    'p.photos',
    'p.place_name',
    shownPlace.as('place_point'),
    'p.trip',
    'p.mention_ids',
    'p.like_count',
    'p.comment_count',
    'p.created_at',
    'p.updated_at',
    'p.edited_at',
    'p.hidden_at',
    'p.hidden_reason',
    sql<string>`p.created_at::text`.as('cursor_ts'),
    authorCard('p.author_id').as('author_card'),
    mentionsOf('p.mention_ids').as('mentions'),
    sql<boolean>`exists (select 1 from post_reactions r
        where r.post_id = p.id and r.user_id = current_app_user_id())`.as('liked_by_me'),
  ]);
}
export type PostRow = Awaited<ReturnType<ReturnType<typeof selectPosts>['executeTakeFirstOrThrow']>>;

/**
 * Likes and comments as the reader sees them: the stored counters less the activity of users across a block from the
 * reader (social_post_hidden_activity, one call per page), whose likes and comments the reader does not see either.
 */
async function withShownCounts(tx: Tx, rows: PostRow[]): Promise<PostRow[]> {
  const counted = rows.filter((r) => r.like_count + r.comment_count > 0).map((r) => r.id);
  if (counted.length === 0) return rows;
  const { rows: hidden } = await sql<{ post_id: string; likes: number; comments: number }>`select post_id, likes,
    comments from social_post_hidden_activity(${sql.val(counted)}::uuid[])`.execute(tx);
  if (hidden.length === 0) return rows;
  const byPost = new Map(hidden.map((h) => [h.post_id, h]));
  return rows.map((r) => {
    const h = byPost.get(r.id);
    if (!h) return r;
    return {
      ...r,
      like_count: Math.max(r.like_count - h.likes, 0),
      comment_count: Math.max(r.comment_count - h.comments, 0),
    };
  });
}

export type CommentValues = { post_id: string; parent_id: string | null; body: string; mention_ids: string[] };

export const feedRepository = {
  insertPost: (tx: Tx, values: PostValues) =>
    tx
      .insertInto('posts')
      .values({ ...toRow(values), body: values.body, visibility: values.visibility })
      .returning('id')
      .executeTakeFirstOrThrow(),

  /** Own posts only (row-level security); undefined when none was changed. */
  updatePost: (tx: Tx, id: string, values: Partial<PostValues>) =>
    tx
      .updateTable('posts')
      .set({ ...toRow(values), updated_at: sql`now()`, edited_at: sql`now()` })
      .where('id', '=', id)
      .where('author_id', '=', sql<string>`current_app_user_id()`)
      .returning('id')
      .executeTakeFirst(),

  deletePost: async (tx: Tx, id: string) =>
    (
      await tx
        .deleteFrom('posts')
        .where('id', '=', id)
        .where('author_id', '=', sql<string>`current_app_user_id()`)
        .executeTakeFirst()
    ).numDeletedRows > 0n,

  getPost: async (tx: Tx, id: string) =>
    (await withShownCounts(tx, await selectPosts(tx).where('p.id', '=', id).execute())).at(0),

  /**
   * One page, newest first, of what row-level security lets the user read: an index scan on (created_at, id) that
   * stops after `limit` rows (limit + 1 is asked, to know whether a next page exists).
   */
  feed: async (tx: Tx, filter: FeedFilter) => {
    let query = selectPosts(tx);
    if (filter.groupId) query = query.where('p.group_id', '=', filter.groupId);
    if (filter.authorId) query = query.where('p.author_id', '=', filter.authorId);
    if (filter.near) {
      const { lat, lon, radiusKm } = filter.near;
      // Measured from the cell's centre for every reader, so a stranger cannot trilaterate the exact spot by moving
      // the search about (decision 040). The box is on the stored point, one cell wider than the radius: a centre
      // lies within a cell of its point, so the box only narrows the scan and never decides what the distance does.
      const dLat = ((radiusKm + SOCIAL_LIMITS.approximateGridM / 1000) / EARTH_RADIUS_KM) * (180 / Math.PI);
      const cosLat = Math.cos((lat * Math.PI) / 180);
      const dLon = cosLat > 1e-6 ? dLat / cosLat : 360;
      const [cellLat, cellLon] = [cellPlace.latitude, cellPlace.longitude];
      query = query
        .where('p.place_lat', 'is not', null)
        .where('p.place_lat', '>=', lat - dLat)
        .where('p.place_lat', '<=', lat + dLat)
        .where(
          sql<SqlBool>`2 * ${EARTH_RADIUS_KM}::float8 * asin(sqrt(power(sin(radians(${cellLat} - ${lat}) / 2), 2)
            + cos(radians(${lat})) * cos(radians(${cellLat})) * power(sin(radians(${cellLon} - ${lon}) / 2), 2)))
            <= ${radiusKm}`,
        );
      // The longitude box only narrows the scan when it does not wrap around the antimeridian.
      if (dLon < 180 && lon - dLon >= -180 && lon + dLon <= 180) {
        query = query.where('p.place_lon', '>=', lon - dLon).where('p.place_lon', '<=', lon + dLon);
      }
    }
    if (filter.after) {
      query = query.where(
        sql<SqlBool>`(p.created_at, p.id) < (${filter.after.createdAt}::timestamptz, ${filter.after.id}::uuid)`,
      );
    }
    return withShownCounts(
      tx,
      await query.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc').limit(filter.limit).execute(),
    );
  },

  /** The current user's own trip, to snapshot on a post. */
  ownTrip: (tx: Tx, id: string) =>
    tx
      .selectFrom('trips')
      .select(['id', 'name', 'stops', 'total_distance_km'])
      .where('id', '=', id)
      .where('user_id', '=', sql<string>`current_app_user_id()`)
      .executeTakeFirst(),

  profileVisibility: async (tx: Tx) =>
    (await sql<{ v: string }>`select social_profile_visibility(current_app_user_id()) as v`.execute(tx)).rows[0]?.v ??
    'public',

  groupRole: async (tx: Tx, groupId: string) =>
    (
      await sql<{
        role: string | null;
      }>`select social_group_role(${groupId}::uuid, current_app_user_id()) as role`.execute(tx)
    ).rows[0]?.role ?? null,

  /** The current user's suspension, when one is running (they may read their own, to be told why). */
  /** Of these users, those who may read a post with this author, visibility and group. */
  readersAmong: async (tx: Tx, ids: readonly string[], authorId: string, visibility: string, groupId: string | null) =>
    ids.length === 0
      ? []
      : (
          await sql<{ id: string }>`select id from social_post_readers_among(${sql.val([...ids])}::uuid[],
            ${authorId}::uuid, ${visibility}, ${groupId}::uuid) as id`.execute(tx)
        ).rows.map((r) => r.id),

  /** Who is told live about a non-public post (ids; empty for a public one). */
  audience: async (tx: Tx, postId: string) =>
    (await sql<{ id: string }>`select id from social_post_audience(${postId}::uuid) as id`.execute(tx)).rows.map(
      (r) => r.id,
    ),

  /** Who must not receive a public event about this post: across a block from its author or the current user. */
  blocked: async (tx: Tx, postId: string) =>
    (await sql<{ id: string }>`select id from social_post_blocked(${postId}::uuid) as id`.execute(tx)).rows.map(
      (r) => r.id,
    ),

  // Comments ---------------------------------------------------------------------------------------------------
  insertComment: (tx: Tx, values: CommentValues) =>
    tx.insertInto('post_comments').values(values).returning(['id', 'created_at']).executeTakeFirstOrThrow(),

  getComment: (tx: Tx, id: string) =>
    tx
      .selectFrom('post_comments')
      .select(['id', 'post_id', 'parent_id', 'author_id'])
      .where('id', '=', id)
      .executeTakeFirst(),

  /** Oldest first, with what the reader may see of each author. */
  comments: (tx: Tx, postId: string) =>
    tx
      .selectFrom('post_comments as c')
      .select([
        'c.id',
        'c.post_id',
        'c.parent_id',
        'c.author_id',
        'c.body',
        'c.created_at',
        'c.hidden_at',
        'c.hidden_reason',
        authorCard('c.author_id').as('author_card'),
        mentionsOf('c.mention_ids').as('mentions'),
      ])
      .where('c.post_id', '=', postId)
      .orderBy('c.created_at')
      .orderBy('c.id')
      .execute(),

  /** Its author's, or under a post of the current user (row-level security decides). */
  deleteComment: async (tx: Tx, id: string) =>
    (await tx.deleteFrom('post_comments').where('id', '=', id).executeTakeFirst()).numDeletedRows > 0n,

  // Likes ------------------------------------------------------------------------------------------------------
  like: (tx: Tx, postId: string) =>
    tx
      .insertInto('post_reactions')
      .values({ post_id: postId })
      .onConflict((oc) => oc.columns(['post_id', 'user_id']).doNothing())
      .execute(),

  unlike: (tx: Tx, postId: string) =>
    tx
      .deleteFrom('post_reactions')
      .where('post_id', '=', postId)
      .where('user_id', '=', sql<string>`current_app_user_id()`)
      .execute(),
};
export type CommentRow = Awaited<ReturnType<(typeof feedRepository)['comments']>>[number];
