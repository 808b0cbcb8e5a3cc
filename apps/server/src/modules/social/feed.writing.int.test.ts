import { PUBLIC_FEED_CHANNEL, SOCIAL_LIMITS } from '@ww/contracts';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { describe, expect, it, onTestFinished } from 'vitest';
import { DATABASE_KINDS, type TestApp, type TestUser as User } from '#test/harness.ts';
import { feedSuite } from '#test/feed-kit.ts';
import { sqlAs } from '#test/isolation.ts';

describe.each(DATABASE_KINDS)('writing to the social feed: trips, refusals, limits and live events on %s', (kind) => {
  let t: TestApp;
  // a posts; b is a's friend; c a stranger; d blocked by a; g a member of a's group.
  let a: User, b: User, c: User, d: User, g: User;
  let groupId: string;
  let strictLimit: RateLimiterAbstract;
  const { post, feedIds } = feedSuite(kind, (world) => ({ t, a, b, c, d, g, groupId, strictLimit } = world));

  it('attaches a snapshot of the author’s own trip, never someone else’s', async () => {
    const trip = await t.request('POST', 'trips', {
      token: a.token,
      json: {
        name: 'Utah loop',
        stops: [
          { lat: 38.57, lon: -109.55, name: 'Moab' },
          { lat: 37.3, lon: -113.0, name: 'Zion' },
        ],
        geometry: [],
        total_distance_km: 480.5,
      },
    });
    expect(trip.status, JSON.stringify(trip.body)).toBe(201);
    const p = await post(a, { body: 'Next week', visibility: 'public', trip_id: trip.body.data.id });
    expect(p.trip).toEqual({
      id: trip.body.data.id,
      title: 'Utah loop',
      origin: 'Moab',
      destination: 'Zion',
      distance_km: 480.5,
    });
    const stolen = await t.request('POST', 'social/posts', {
      token: c.token,
      json: { body: 'mine now', trip_id: trip.body.data.id },
    });
    expect(stolen.status).toBe(400);
    expect(stolen.body.error.fields).toEqual({ trip_id: 'unknown_trip' });
  });

  it('refuses bad input with a 4xx', async () => {
    const bad = async (json: Record<string, unknown>, status = 400) => {
      const res = await t.request('POST', 'social/posts', { token: c.token, json });
      expect(res.status, JSON.stringify(json).slice(0, 80)).toBe(status);
      return res.body;
    };
    expect((await bad({ body: 'x', visibility: 'secret' })).error.fields).toEqual({ visibility: 'invalid' });
    expect((await bad({ body: 'x'.repeat(SOCIAL_LIMITS.postMaxChars + 1) })).error.fields).toEqual({
      body: 'too_long',
    });
    expect((await bad({ body: '   ' })).error.fields).toEqual({ body: 'required' });
    expect((await bad({ body: 'x', visibility: 'group' })).error.fields).toEqual({ group_id: 'required' });
    expect((await bad({ body: 'x', visibility: 'group', group_id: groupId }, 403)).error.code).toBe('not_group_member');
    expect((await bad({ body: 'x', photos: ['/a', '/b', '/c', '/d', '/e'] })).error.fields).toEqual({
      photos: 'too_many',
    });
    expect((await bad({ body: 'x', photos: ['/uploads/social/none.webp'] })).error.fields).toEqual({
      photos: 'unknown_photo',
    });
    expect((await bad({ body: 'x', place: { name: 'Nowhere', latitude: 91, longitude: 0 } })).error.class).toBe(
      'validation',
    );
    const missing = await t.request('POST', 'social/posts/00000000-0000-4000-8000-000000000000/comments', {
      token: c.token,
      json: { body: 'hello' },
    });
    expect(missing.status).toBe(404);
    const longComment = await t.request('POST', `social/posts/${(await post(c, { body: 'ok' })).id}/comments`, {
      token: c.token,
      json: { body: 'x'.repeat(SOCIAL_LIMITS.commentMaxChars + 1) },
    });
    expect(longComment.status).toBe(400);
  });

  it('a suspended user reads but cannot post or comment, and is told why', async () => {
    const u = await t.signUp();
    const open = await post(a, { body: 'Open to all', visibility: 'public' });
    await t.db
      .insertInto('user_suspensions')
      .values({ user_id: u.id, reason: 'Repeated spam', until: new Date(Date.now() + 3_600_000) })
      .execute();
    const refused = await t.request('POST', 'social/posts', { token: u.token, json: { body: 'buy now' } });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toContain('Repeated spam');
    const comment = await t.request('POST', `social/posts/${open.id}/comments`, {
      token: u.token,
      json: { body: 'x' },
    });
    expect(comment.status).toBe(403);
    expect(await feedIds(u)).toContain(open.id);
    expect(await sqlAs(t, u, `insert into posts (body, visibility) values ('sneaky', 'public')`)).toBe('42501');
  });

  it('posts and comments together are limited per minute', async () => {
    const lenient = t.deps.rateLimits.socialPosts;
    t.deps.rateLimits.socialPosts = strictLimit;
    onTestFinished(() => {
      t.deps.rateLimits.socialPosts = lenient;
    });
    const u = await t.signUp();
    const first = await post(u, { body: 'one' });
    for (let i = 1; i < SOCIAL_LIMITS.postsPerMinute - 1; i++) await post(u, { body: `post ${i}` });
    const last = await t.request('POST', `social/posts/${first.id}/comments`, { token: u.token, json: { body: 'ok' } });
    expect(last.status).toBe(201);
    const over = await t.request('POST', 'social/posts', { token: u.token, json: { body: 'too many' } });
    expect(over.status).toBe(429);
    expect(over.body.error.message).toMatch(/too quickly/);
  });

  it('announces new posts and comments, ids only, to exactly who may see them', async () => {
    const channel: { channel: string; event: string; payload: unknown; exclude?: readonly string[] }[] = [];
    const direct: { user: string; event: string; payload: unknown }[] = [];
    t.deps.publishToChannel = async (ch, event, payload, options) => {
      channel.push({ channel: ch, event, payload, exclude: options?.excludeUserIds });
    };
    t.deps.publishToUser = async (user, event, payload) => {
      direct.push({ user, event, payload });
    };
    try {
      const open = await post(a, { body: 'Live!', visibility: 'public' });
      expect(channel).toEqual([
        {
          channel: PUBLIC_FEED_CHANNEL,
          event: 'post.created',
          payload: { post_id: open.id, author_id: a.id, group_id: null },
          exclude: [d.id],
        },
      ]);
      const friendsOnly = await post(a, { body: 'Just friends', visibility: 'friends' });
      expect(
        direct
          .filter((e) => e.event === 'post.created')
          .map((e) => e.user)
          .sort(),
      ).toEqual([a.id, b.id].sort());
      expect(channel).toHaveLength(1);

      direct.length = 0;
      const comment = await t.request('POST', `social/posts/${friendsOnly.id}/comments`, {
        token: b.token,
        json: { body: 'Nice' },
      });
      const events = direct.filter((e) => e.event === 'comment.created');
      expect(events.map((e) => e.user).sort()).toEqual([a.id, b.id].sort());
      expect(events[0]!.payload).toEqual({
        post_id: friendsOnly.id,
        comment_id: comment.body.data.id,
        author_id: b.id,
        parent_id: null,
      });
      // a's bell rings live for the comment.
      expect(direct).toContainEqual(expect.objectContaining({ user: a.id, event: 'notification.created' }));

      direct.length = 0;
      const inGroup = await post(g, { body: 'Group news', visibility: 'group', group_id: groupId });
      expect(
        direct
          .filter((e) => e.event === 'post.created')
          .map((e) => e.user)
          .sort(),
      ).toEqual([a.id, g.id].sort());
      expect(direct[0]!.payload).toEqual({ post_id: inGroup.id, author_id: g.id, group_id: groupId });

      // An edit that narrows a post to friends is told to everyone who could see it before (they drop it) and after.
      channel.length = 0;
      direct.length = 0;
      expect(
        (await t.request('PATCH', `social/posts/${open.id}`, { token: a.token, json: { visibility: 'friends' } }))
          .status,
      ).toBe(200);
      expect(channel).toEqual([
        expect.objectContaining({ channel: PUBLIC_FEED_CHANNEL, event: 'post.updated', exclude: [d.id] }),
      ]);
      // Deleting a friends-only post tells its readers, by their own channels only.
      channel.length = 0;
      expect((await t.request('DELETE', `social/posts/${friendsOnly.id}`, { token: a.token })).status).toBe(204);
      expect(channel).toEqual([]);
      expect(
        direct
          .filter((e) => e.event === 'post.deleted')
          .map((e) => e.user)
          .sort(),
      ).toEqual([a.id, b.id].sort());
    } finally {
      t.deps.publishToChannel = undefined;
      t.deps.publishToUser = undefined;
    }
  });
});
