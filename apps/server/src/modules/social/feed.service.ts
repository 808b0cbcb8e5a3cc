import {
  PUBLIC_FEED_CHANNEL,
  SOCIAL_EVENTS,
  type Comment,
  type CommentInput,
  type CommentThread,
  type FeedQuery,
  type Post,
  type PostInput,
  type PostPatch,
  type PostTrip,
  type PostVisibility,
  type SocialPhoto,
} from '@ww/contracts';
import { decodeCreatedCursor, encodeCreatedCursor } from '#platform/pagination.ts';
import type { AppDeps } from '#platform/app-env.ts';
import { withUserTx, type Tx } from '#db/with-user-tx.ts';
import { AppError, notFound, validationError } from '#platform/errors.ts';
import { tryConsume } from '#platform/rate-limits.ts';
import { feedRepository as repo, type CommentRow, type PostRow, type PostValues } from './feed.repository.ts';
import { deliverNotices, writeNotices, type SocialNotice, type WrittenNotice } from './social-notify.ts';
import { ownedPhotos } from './social-photos.service.ts';
import { refuseSuspended } from './suspension.ts';

type FeedDeps = Pick<
  AppDeps,
  'db' | 'rateLimits' | 'publishToUser' | 'publishToChannel' | 'mailer' | 'logger' | 'publicUrl'
>;

const parsed = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;
const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

const toPost = (r: PostRow): Post => {
  const card = parsed<{ display_name: string | null; avatar_url: string | null } | null>(r.author_card);
  return {
    id: r.id,
    author: { id: r.author_id, display_name: card?.display_name ?? null, avatar_url: card?.avatar_url ?? null },
    body: r.body,
    visibility: r.visibility as PostVisibility,
    group_id: r.group_id,
    photos: parsed<SocialPhoto[]>(r.photos),
    place:
      r.place_name !== null && r.place_point !== null
        ? { name: r.place_name, latitude: r.place_point[0], longitude: r.place_point[1] }
        : null,
    trip: r.trip === null ? null : parsed<PostTrip>(r.trip),
    mentions: parsed<Post['mentions']>(r.mentions),
    like_count: r.like_count,
    comment_count: r.comment_count,
    liked_by_me: r.liked_by_me,
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
    edited: r.edited_at !== null,
    hidden_at: r.hidden_at === null ? null : iso(r.hidden_at),
    hidden_reason: r.hidden_reason,
  };
};

const toComment = (r: CommentRow): Comment => {
  const card = parsed<{ display_name: string | null; avatar_url: string | null } | null>(r.author_card);
  return {
    id: r.id,
    post_id: r.post_id,
    parent_id: r.parent_id,
    author: { id: r.author_id, display_name: card?.display_name ?? null, avatar_url: card?.avatar_url ?? null },
    body: r.body,
    mentions: parsed<Comment['mentions']>(r.mentions),
    created_at: iso(r.created_at),
    hidden_at: r.hidden_at === null ? null : iso(r.hidden_at),
    hidden_reason: r.hidden_reason,
  };
};

/** A trip as a post shows it: what the author chose to share when attaching it, not the live (private) trip. */
async function tripSnapshot(tx: Tx, tripId: string): Promise<PostTrip> {
  const trip = await repo.ownTrip(tx, tripId);
  if (!trip) throw validationError({ trip_id: 'unknown_trip' });
  const stops = parsed<{ name?: string }[]>(trip.stops);
  return {
    id: trip.id,
    title: trip.name,
    origin: stops.at(0)?.name ?? null,
    destination: stops.length > 1 ? (stops.at(-1)?.name ?? null) : null,
    distance_km: trip.total_distance_km === null ? null : Number(trip.total_distance_km),
  };
}

async function checkGroupMember(tx: Tx, groupId: string) {
  if (!(await repo.groupRole(tx, groupId))) {
    throw new AppError(403, 'other', 'Only active members of the group can post in it.', 'not_group_member', {
      group_id: 'not_group_member',
    });
  }
}

/** The visibility and group a post ends up with, from what was asked and what the post had. */
function placement(visibility: PostVisibility, groupId: string | null | undefined) {
  if (visibility === 'group') {
    if (!groupId) throw validationError({ group_id: 'required' });
    return { visibility, group_id: groupId };
  }
  if (groupId) throw validationError({ group_id: 'only_for_group_posts' });
  return { visibility, group_id: null };
}

type Written = { notices: WrittenNotice[]; event: { name: string; payload: unknown } };
/** Who may see a post: [] is everyone (the public channel), else the readers' ids; and who is across a block. */
type Audience = { audience: string[]; blocked: string[] };

/** Everyone who could see a post before or after a change (an edit may narrow or widen its audience). */
function eitherAudience(before: Audience, after: Audience): Audience {
  const everyone = before.audience.length === 0 || after.audience.length === 0;
  return {
    audience: everyone ? [] : [...new Set([...before.audience, ...after.audience])],
    blocked: [...new Set([...before.blocked, ...after.blocked])],
  };
}

export function createFeedService(deps: FeedDeps) {
  const tx = <T>(userId: string, fn: (t: Tx) => Promise<T>) => withUserTx(deps.db, { userId }, fn);

  async function limitWrites(userId: string) {
    if (!(await tryConsume(deps.rateLimits.socialPosts, userId))) {
      throw new AppError(
        429,
        'other',
        'You are posting too quickly. Wait a minute before posting or commenting again.',
        'rate_limited',
      );
    }
  }

  /**
   * After commit: the bell for the notified, and an ids-only event for everyone who may see the post: a public post
   * on the public channel without those across a block, a friends or group post to each reader's own channel.
   */
  async function announce(userId: string, written: Written & Audience) {
    const event = written.event.name;
    await deliverNotices(deps, written.notices);
    if (written.audience.length === 0) {
      await deps.publishToChannel?.(PUBLIC_FEED_CHANNEL, event, written.event.payload, {
        excludeUserIds: written.blocked,
      });
    } else {
      const blocked = new Set(written.blocked);
      await Promise.all(
        written.audience
          .filter((id) => !blocked.has(id) || id === userId)
          .map(async (id) => deps.publishToUser?.(id, event, written.event.payload)),
      );
    }
  }

  async function audienceOf(t: Tx, postId: string): Promise<Audience> {
    return { audience: await repo.audience(t, postId), blocked: await repo.blocked(t, postId) };
  }

  /** Mentioned users who may read the post, each told once (never oneself, never across a block: social_notify). */
  async function mentionNotices(
    t: Tx,
    ids: readonly string[],
    post: { author_id: string; visibility: string; group_id: string | null },
  ) {
    const kept = new Set(await repo.readersAmong(t, [...new Set(ids)], post.author_id, post.visibility, post.group_id));
    return [...new Set(ids)].filter((id) => kept.has(id));
  }

  async function visiblePost(t: Tx, id: string) {
    const row = await repo.getPost(t, id);
    if (!row) throw notFound();
    return row;
  }

  return {
    async feed(userId: string, query: FeedQuery) {
      const after = query.cursor ? decodeCreatedCursor(query.cursor) : undefined;
      const rows = await tx(userId, (t) =>
        repo.feed(t, {
          groupId: query.group_id,
          authorId: query.author_id,
          near:
            query.view === 'near_me' && query.lat !== undefined && query.lon !== undefined
              ? { lat: query.lat, lon: query.lon, radiusKm: query.radius_km }
              : undefined,
          after: after && { createdAt: after.c, id: after.i },
          limit: query.limit + 1,
        }),
      );
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        data: page.map(toPost),
        next_cursor: rows.length > query.limit && last ? encodeCreatedCursor({ c: last.cursor_ts, i: last.id }) : null,
      };
    },

    get: (userId: string, id: string) => tx(userId, async (t) => toPost(await visiblePost(t, id))),

    async create(userId: string, input: PostInput) {
      await limitWrites(userId);
      const written = await tx(userId, async (t) => {
        await refuseSuspended(t);
        const visibility =
          input.visibility ?? ((await repo.profileVisibility(t)) === 'public' ? 'public' : ('friends' as const));
        const where = placement(visibility, input.group_id);
        if (where.group_id) await checkGroupMember(t, where.group_id);
        const values: PostValues = {
          body: input.body,
          ...where,
          photos: await ownedPhotos(t, input.photos ?? []),
          place_name: input.place?.name ?? null,
          place_lat: input.place?.latitude ?? null,
          place_lon: input.place?.longitude ?? null,
          trip: input.trip_id ? await tripSnapshot(t, input.trip_id) : null,
          mention_ids: [],
        };
        values.mention_ids = await mentionNotices(t, input.mention_ids ?? [], { author_id: userId, ...where });
        const { id } = await repo.insertPost(t, values);
        const notices = await writeNotices(
          t,
          values.mention_ids.map((recipient) => ({ recipient, kind: 'social.mention', data: { post_id: id } })),
        );
        const post = toPost(await visiblePost(t, id));
        return {
          post,
          notices,
          audience: await repo.audience(t, id),
          blocked: await repo.blocked(t, id),
          event: {
            name: SOCIAL_EVENTS.postCreated,
            payload: { post_id: id, author_id: userId, group_id: where.group_id },
          },
        };
      });
      await announce(userId, written);
      return written.post;
    },

    async update(userId: string, id: string, patch: PostPatch) {
      const written = await tx(userId, async (t) => {
        const current = await repo.getPost(t, id);
        if (!current || current.author_id !== userId) throw notFound();
        await refuseSuspended(t);
        const values: Partial<PostValues> = {};
        if (patch.body !== undefined) values.body = patch.body;
        const visibility = patch.visibility ?? (current.visibility as PostVisibility);
        const where = placement(visibility, patch.group_id ?? (visibility === 'group' ? current.group_id : undefined));
        if (where.group_id && where.group_id !== current.group_id) await checkGroupMember(t, where.group_id);
        Object.assign(values, where);
        if (patch.photos !== undefined) values.photos = await ownedPhotos(t, patch.photos);
        if (patch.place !== undefined) {
          values.place_name = patch.place?.name ?? null;
          values.place_lat = patch.place?.latitude ?? null;
          values.place_lon = patch.place?.longitude ?? null;
        }
        if (patch.trip_id !== undefined) values.trip = patch.trip_id ? await tripSnapshot(t, patch.trip_id) : null;
        let notices: SocialNotice[] = [];
        if (patch.mention_ids !== undefined) {
          values.mention_ids = await mentionNotices(t, patch.mention_ids, { author_id: userId, ...where });
          // Only those newly mentioned are told; the others were told when the post first named them.
          const before = new Set(current.mention_ids);
          notices = values.mention_ids
            .filter((m) => !before.has(m))
            .map((recipient) => ({ recipient, kind: 'social.mention', data: { post_id: id } }));
        }
        const before = await audienceOf(t, id);
        if (!(await repo.updatePost(t, id, values))) throw notFound();
        return {
          post: toPost(await visiblePost(t, id)),
          notices: await writeNotices(t, notices),
          ...eitherAudience(before, await audienceOf(t, id)),
          event: {
            name: SOCIAL_EVENTS.postUpdated,
            payload: { post_id: id, author_id: userId, group_id: where.group_id },
          },
        };
      });
      await announce(userId, written);
      return written.post;
    },

    async remove(userId: string, id: string) {
      const written = await tx(userId, async (t) => {
        const post = await repo.getPost(t, id);
        if (!post || post.author_id !== userId) throw notFound();
        const audience = await audienceOf(t, id);
        if (!(await repo.deletePost(t, id))) throw notFound();
        return {
          notices: [],
          ...audience,
          event: {
            name: SOCIAL_EVENTS.postDeleted,
            payload: { post_id: id, author_id: userId, group_id: post.group_id },
          },
        };
      });
      await announce(userId, written);
    },

    // Comments -------------------------------------------------------------------------------------------------
    async comment(userId: string, postId: string, input: CommentInput) {
      await limitWrites(userId);
      const written = await tx(userId, async (t) => {
        const post = await visiblePost(t, postId);
        await refuseSuspended(t);
        let parentId: string | null = null;
        let answered: string | null = null;
        if (input.parent_id) {
          const parent = await repo.getComment(t, input.parent_id);
          if (!parent || parent.post_id !== postId) throw validationError({ parent_id: 'unknown_comment' });
          // Replies nest one level: answering a reply answers its top-level comment.
          parentId = parent.parent_id ?? parent.id;
          answered = parent.author_id;
        }
        const mentions = await mentionNotices(t, input.mention_ids ?? [], post);
        const row = await repo.insertComment(t, {
          post_id: postId,
          parent_id: parentId,
          body: input.body,
          mention_ids: mentions,
        });
        const data = { post_id: postId, comment_id: row.id };
        const told = new Set<string>();
        const notices: SocialNotice[] = [];
        const tell = (recipient: string, kind: SocialNotice['kind']) => {
          if (told.has(recipient)) return;
          told.add(recipient);
          notices.push({ recipient, kind, data });
        };
        if (answered) tell(answered, 'social.reply');
        tell(post.author_id, 'social.comment');
        for (const m of mentions) tell(m, 'social.mention');
        const comment = (await repo.comments(t, postId)).find((c) => c.id === row.id);
        if (!comment) throw notFound();
        return {
          comment: toComment(comment),
          notices: await writeNotices(t, notices),
          audience: await repo.audience(t, postId),
          blocked: await repo.blocked(t, postId),
          event: {
            name: SOCIAL_EVENTS.commentCreated,
            payload: { post_id: postId, comment_id: row.id, author_id: userId, parent_id: parentId },
          },
        };
      });
      await announce(userId, written);
      return written.comment;
    },

    comments: (userId: string, postId: string) =>
      tx(userId, async (t): Promise<CommentThread[]> => {
        await visiblePost(t, postId);
        const rows = (await repo.comments(t, postId)).map(toComment);
        const threads = new Map<string, CommentThread>();
        for (const c of rows) if (c.parent_id === null) threads.set(c.id, { ...c, replies: [] });
        // A reply whose top-level comment the reader cannot see (its author is across a block) is left out with it.
        for (const c of rows) if (c.parent_id !== null) threads.get(c.parent_id)?.replies.push(c);
        return [...threads.values()];
      }),

    async removeComment(userId: string, id: string) {
      const deleted = await tx(userId, (t) => repo.deleteComment(t, id));
      if (!deleted) throw notFound();
    },

    // Likes ----------------------------------------------------------------------------------------------------
    like: (userId: string, postId: string) =>
      tx(userId, async (t) => {
        await visiblePost(t, postId);
        await repo.like(t, postId);
        const post = await visiblePost(t, postId);
        return { like_count: post.like_count, liked_by_me: post.liked_by_me };
      }),

    unlike: (userId: string, postId: string) =>
      tx(userId, async (t) => {
        await visiblePost(t, postId);
        await repo.unlike(t, postId);
      }),
  };
}
export type FeedService = ReturnType<typeof createFeedService>;
