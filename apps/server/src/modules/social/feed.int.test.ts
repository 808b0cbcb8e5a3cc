import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { PUBLIC_FEED_CHANNEL, SOCIAL_LIMITS, type CommentThread, type Post } from '@ww/contracts';
import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { withUserTx } from '#db/with-user-tx.ts';
import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';
import { expectCannotTouch, sqlAs } from '#test/isolation.ts';

type User = Awaited<ReturnType<TestApp['signUp']>>;
type Point = { latitude: number; longitude: number };

/** Great-circle distance in km. */
const km = (p: Point, q: Point) => {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((q.latitude - p.latitude) * rad) / 2) ** 2 +
    Math.cos(p.latitude * rad) * Math.cos(q.latitude * rad) * Math.sin(((q.longitude - p.longitude) * rad) / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.sqrt(h));
};

describe.each(DATABASE_KINDS)('the social feed on %s', (kind) => {
  let t: TestApp;
  // a posts; b is a's friend; c a stranger; d blocked by a; g a member of a's group.
  let a: User, b: User, c: User, d: User, g: User;
  let groupId: string;
  let strictLimit: RateLimiterAbstract;

  const as = <T>(user: User, fn: Parameters<typeof withUserTx<T>>[2]) => withUserTx(t.db, { userId: user.id }, fn);
  const post = async (user: User, json: Record<string, unknown>) => {
    const res = await t.request('POST', 'social/posts', { token: user.token, json });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data as Post;
  };
  const feedIds = async (user: User, query = '') =>
    ((await t.request('GET', `social/feed${query}`, { token: user.token })).body.data as Post[]).map((p) => p.id);
  const noticesOf = async (user: User, kind: string) =>
    (
      await t.db
        .selectFrom('notifications')
        .select('data')
        .where('user_id', '=', user.id)
        .where('kind', '=', kind)
        .execute()
    ).map((n) => n.data as Record<string, string>);

  beforeAll(async () => {
    t = await createTestApp(kind);
    // The suite writes more than a minute's worth of posts per user; the limit itself is tested with the real one.
    strictLimit = t.deps.rateLimits.socialPosts;
    t.deps.rateLimits.socialPosts = new RateLimiterMemory({ points: 1_000, duration: 60 });
    [a, b, c, d, g] = [await t.signUp(), await t.signUp(), await t.signUp(), await t.signUp(), await t.signUp()];
    await t.request('PATCH', 'profile', { token: a.token, json: { full_name: 'Ada Rover' } });
    await t.befriend(a, b);
    await as(a, (tx) => sql`insert into user_blocks (blocked_id) values (${d.id})`.execute(tx));
    groupId = (
      await as(a, (tx) =>
        sql<{ id: string }>`insert into social_groups (name) values ('Vanlifers') returning id`.execute(tx),
      )
    ).rows[0]!.id;
    await as(g, (tx) => sql`insert into group_members (group_id) values (${groupId})`.execute(tx));
  }, 60_000);
  afterAll(() => t.close());

  it('a post comes back whole, and reaches exactly its audience', async () => {
    const everyone = await post(a, { body: '  Sunset at Monument Valley  ', visibility: 'public' });
    expect(everyone).toMatchObject({
      author: { id: a.id, display_name: 'Ada Rover' },
      body: 'Sunset at Monument Valley',
      visibility: 'public',
      group_id: null,
      photos: [],
      place: null,
      trip: null,
      mentions: [],
      like_count: 0,
      comment_count: 0,
      liked_by_me: false,
      edited: false,
      hidden_at: null,
      hidden_reason: null,
    });
    const friends = await post(a, { body: 'Parked by the river', visibility: 'friends' });
    const group = await post(a, { body: 'Meet-up on Friday', visibility: 'group', group_id: groupId });

    const seen = {
      a: await feedIds(a),
      b: await feedIds(b),
      c: await feedIds(c),
      d: await feedIds(d),
      g: await feedIds(g),
    };
    expect(seen.a.slice(0, 3)).toEqual([group.id, friends.id, everyone.id]);
    expect(seen.b).toEqual(expect.arrayContaining([everyone.id, friends.id]));
    expect(seen.b).not.toContain(group.id);
    expect(seen.c).toContain(everyone.id);
    expect(seen.c).not.toContain(friends.id);
    expect(seen.c).not.toContain(group.id);
    expect(seen.g).toEqual(expect.arrayContaining([everyone.id, group.id]));
    expect(seen.g).not.toContain(friends.id);
    // Blocked: not even the public post.
    expect(seen.d).not.toContain(everyone.id);

    expect((await t.request('GET', `social/posts/${friends.id}`, { token: c.token })).status).toBe(404);
    expect((await t.request('GET', `social/posts/${everyone.id}`, { token: d.token })).status).toBe(404);
    expect((await t.request('GET', `social/posts/${group.id}`, { token: g.token })).status).toBe(200);
    expect(await feedIds(g, `?group_id=${groupId}`)).toEqual([group.id]);
    expect(await feedIds(b, `?group_id=${groupId}`)).toEqual([]);
    expect(await feedIds(c, `?author_id=${a.id}`)).toEqual([everyone.id]);

    // The author's friends see the author's name; across a block the reader sees nothing of them.
    const asB = (await t.request('GET', `social/posts/${everyone.id}`, { token: b.token })).body.data as Post;
    expect(asB.author.display_name).toBe('Ada Rover');

    // The blocked user's own public post is gone from a's feed too (either direction).
    const fromD = await post(d, { body: 'Hello all', visibility: 'public' });
    expect(await feedIds(a)).not.toContain(fromD.id);
    expect(await feedIds(c)).toContain(fromD.id);
  });

  it('visibility defaults from the profile visibility', async () => {
    const u = await t.signUp();
    expect((await post(u, { body: 'default' })).visibility).toBe('public');
    const changed = await t.request('PATCH', 'settings', {
      token: u.token,
      json: { privacy_preferences: { profile_visibility: 'private' } },
    });
    expect(changed.status).toBe(200);
    expect((await post(u, { body: 'default again' })).visibility).toBe('friends');
  });

  it('a hidden post is seen only by its author, who is told why', async () => {
    const hidden = await post(a, { body: 'Spam?', visibility: 'public' });
    await t.db
      .updateTable('posts')
      .set({ hidden_at: new Date(), hidden_reason: 'Advertising' })
      .where('id', '=', hidden.id)
      .execute();
    const own = (await t.request('GET', `social/posts/${hidden.id}`, { token: a.token })).body.data as Post;
    expect(own.hidden_reason).toBe('Advertising');
    expect(own.hidden_at).toEqual(expect.any(String));
    expect((await t.request('GET', `social/posts/${hidden.id}`, { token: b.token })).status).toBe(404);
    expect(await feedIds(c)).not.toContain(hidden.id);
    // A site moderator (set only after the admin check) still sees it.
    const rows = await withUserTx(t.db, { userId: c.id, moderator: true }, (tx) =>
      tx.selectFrom('posts').select('id').where('id', '=', hidden.id).execute(),
    );
    expect(rows).toHaveLength(1);
  });

  it("user B cannot read, change or delete user A's friends-only post or A's comment", async () => {
    const mine = await post(a, { body: 'Private plans', visibility: 'friends' });
    const everyone = await post(a, { body: 'Open post', visibility: 'public' });
    const aComment = (
      await t.request('POST', `social/posts/${everyone.id}/comments`, { token: a.token, json: { body: 'mine' } })
    ).body.data as { id: string };
    await expectCannotTouch(t, c, {
      attempts: [
        ['GET', `social/posts/${mine.id}`],
        ['PATCH', `social/posts/${mine.id}`, { body: 'changed' }],
        ['DELETE', `social/posts/${mine.id}`],
        ['GET', `social/posts/${mine.id}/comments`],
        ['POST', `social/posts/${mine.id}/comments`, { body: 'hi' }],
        ['PUT', `social/posts/${mine.id}/like`],
        // Readable to b, still not b's to change.
        ['PATCH', `social/posts/${everyone.id}`, { body: 'changed' }],
        ['DELETE', `social/posts/${everyone.id}`],
        ['DELETE', `social/comments/${aComment.id}`],
      ],
    });
    // The friend can read it but not change it either.
    expect((await t.request('PATCH', `social/posts/${mine.id}`, { token: b.token, json: { body: 'x' } })).status).toBe(
      404,
    );
    expect(await sqlAs(t, c, `update posts set body = 'x' where id = '${mine.id}'`)).toBe('ok');
    expect(await sqlAs(t, c, `delete from posts where id = '${everyone.id}'`)).toBe('ok');
    expect((await t.request('GET', `social/posts/${everyone.id}`, { token: a.token })).body.data.body).toBe(
      'Open post',
    );
    expect((await t.request('GET', `social/posts/${mine.id}`, { token: a.token })).body.data.body).toBe(
      'Private plans',
    );
    // A comment cannot be written as someone else, nor counters set by hand.
    expect(
      await sqlAs(
        t,
        c,
        `insert into post_comments (post_id, author_id, body) values ('${everyone.id}', '${a.id}', 'x')`,
      ),
    ).toBe('42501');
    expect(await sqlAs(t, a, `update posts set like_count = 99 where id = '${everyone.id}'`)).toBe('42501');

    const edited = await t.request('PATCH', `social/posts/${mine.id}`, { token: a.token, json: { body: 'New plans' } });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ body: 'New plans', edited: true });
    expect((await t.request('DELETE', `social/posts/${mine.id}`, { token: a.token })).status).toBe(204);
    expect((await t.request('GET', `social/posts/${mine.id}`, { token: a.token })).status).toBe(404);
  });

  it('comments nest one level, notify the post author and the answered, and the post author may remove them', async () => {
    const p = await post(a, { body: 'Which pass is easier?', visibility: 'friends' });
    const path = `social/posts/${p.id}/comments`;
    const top = await t.request('POST', path, { token: b.token, json: { body: 'Wolf Creek' } });
    expect(top.status).toBe(201);
    const reply = await t.request('POST', path, {
      token: a.token,
      json: { body: 'Thanks!', parent_id: top.body.data.id },
    });
    expect(reply.body.data.parent_id).toBe(top.body.data.id);
    // A reply to the reply answers the same top-level comment.
    const deeper = await t.request('POST', path, {
      token: b.token,
      json: { body: 'Any time', parent_id: reply.body.data.id },
    });
    expect(deeper.status).toBe(201);
    expect(deeper.body.data.parent_id).toBe(top.body.data.id);

    const threads = (await t.request('GET', path, { token: b.token })).body.data as CommentThread[];
    expect(threads.map((c) => c.body)).toEqual(['Wolf Creek']);
    expect(threads[0]!.replies.map((r) => r.body)).toEqual(['Thanks!', 'Any time']);
    expect((await t.request('GET', `social/posts/${p.id}`, { token: a.token })).body.data.comment_count).toBe(3);

    expect(await noticesOf(a, 'social.comment')).toContainEqual({ post_id: p.id, comment_id: top.body.data.id });
    expect(await noticesOf(b, 'social.reply')).toContainEqual({ post_id: p.id, comment_id: reply.body.data.id });
    expect(await noticesOf(a, 'social.reply')).toContainEqual({ post_id: p.id, comment_id: deeper.body.data.id });
    // Nobody is told about their own comment.
    expect(await noticesOf(a, 'social.comment')).not.toContainEqual({ post_id: p.id, comment_id: reply.body.data.id });

    // Another post's comment is not a parent here.
    const other = await post(a, { body: 'Other', visibility: 'public' });
    const wrong = await t.request('POST', `social/posts/${other.id}/comments`, {
      token: b.token,
      json: { body: 'x', parent_id: top.body.data.id },
    });
    expect(wrong.status).toBe(400);

    // The post's author removes b's comment, with its replies.
    expect((await t.request('DELETE', `social/comments/${top.body.data.id}`, { token: a.token })).status).toBe(204);
    expect((await t.request('GET', path, { token: b.token })).body.data).toEqual([]);
    expect((await t.request('GET', `social/posts/${p.id}`, { token: a.token })).body.data.comment_count).toBe(0);
  });

  it('likes count once per user, and only on posts the user may read', async () => {
    const p = await post(a, { body: 'Like me', visibility: 'friends' });
    const like = (user: User) => t.request('PUT', `social/posts/${p.id}/like`, { token: user.token });
    expect((await like(b)).body.data).toEqual({ like_count: 1, liked_by_me: true });
    expect((await like(b)).body.data).toEqual({ like_count: 1, liked_by_me: true });
    expect((await like(a)).body.data).toEqual({ like_count: 2, liked_by_me: true });
    expect((await like(c)).status).toBe(404);
    const asB = (await t.request('GET', `social/posts/${p.id}`, { token: b.token })).body.data as Post;
    expect(asB).toMatchObject({ like_count: 2, liked_by_me: true });
    expect((await t.request('DELETE', `social/posts/${p.id}/like`, { token: b.token })).status).toBe(204);
    const after = (await t.request('GET', `social/posts/${p.id}`, { token: b.token })).body.data as Post;
    expect(after).toMatchObject({ like_count: 1, liked_by_me: false });
  });

  it('mentions keep only users who can read the post, and tell them', async () => {
    const p = await post(a, { body: 'Ask @b and @c', visibility: 'friends', mention_ids: [b.id, c.id, d.id] });
    expect(p.mentions.map((m) => m.id)).toEqual([b.id]);
    expect(await noticesOf(b, 'social.mention')).toContainEqual({ post_id: p.id });
    expect(await noticesOf(c, 'social.mention')).not.toContainEqual({ post_id: p.id });
    const open = await post(a, { body: 'Everyone', visibility: 'public', mention_ids: [c.id, d.id] });
    expect(open.mentions.map((m) => m.id)).toEqual([c.id]);
    const comment = await t.request('POST', `social/posts/${open.id}/comments`, {
      token: b.token,
      json: { body: 'cc @g', mention_ids: [g.id] },
    });
    expect(comment.body.data.mentions).toEqual([{ id: g.id, display_name: null }]);
    expect(await noticesOf(g, 'social.mention')).toContainEqual({ post_id: open.id, comment_id: comment.body.data.id });
  });

  it('near me: posts with a place within the radius, newest first', async () => {
    const u = await t.signUp();
    const moab = await post(u, { body: 'Moab', place: { name: 'Moab', latitude: 38.5733, longitude: -109.5498 } });
    const nearMoab = await post(u, {
      body: 'Arches',
      place: { name: 'Arches', latitude: 38.7331, longitude: -109.5925 },
    });
    const denver = await post(u, {
      body: 'Denver',
      place: { name: 'Denver', latitude: 39.7392, longitude: -104.9903 },
    });
    await post(u, { body: 'No place' });
    const near = await feedIds(c, '?view=near_me&lat=38.6&lon=-109.55&radius_km=30');
    expect(near).toEqual([nearMoab.id, moab.id]);
    expect(await feedIds(c, '?view=near_me&lat=38.6&lon=-109.55&radius_km=500')).toEqual(
      expect.arrayContaining([denver.id, nearMoab.id, moab.id]),
    );
    expect(moab.place).toEqual({ name: 'Moab', latitude: 38.5733, longitude: -109.5498 });
    expect((await t.request('GET', 'social/feed?view=near_me', { token: c.token })).status).toBe(400);
  });

  it("a post's place: exact for its author and friends, the 1 km cell's centre for anyone else, near me included", async () => {
    const spot = { name: 'Lakeside pitch', latitude: 54.581234, longitude: -3.143876 };
    const open = await post(a, { body: 'Tonight here', visibility: 'public', place: spot });
    const grouped = await post(a, {
      body: 'Here for the meet-up',
      visibility: 'group',
      group_id: groupId,
      place: spot,
    });
    expect(open.place).toEqual(spot);
    const placeOf = async (user: User, id: string) => {
      const res = await t.request('GET', `social/posts/${id}`, { token: user.token });
      return { place: res.body.data.place as Point & { name: string }, bytes: JSON.stringify(res.body) };
    };
    expect((await placeOf(a, open.id)).place).toEqual(spot);
    expect((await placeOf(b, open.id)).place).toEqual(spot);

    const byStranger = await placeOf(c, open.id);
    expect(byStranger.place.name).toBe(spot.name);
    expect(byStranger.bytes).not.toContain(String(spot.latitude));
    expect(byStranger.bytes).not.toContain(String(spot.longitude));
    const off = km(spot, byStranger.place);
    expect(off).toBeGreaterThan(0.01);
    // At most half the diagonal of a 1 km cell; the same centre however often it is asked.
    expect(off).toBeLessThan(0.72);
    expect((await placeOf(c, open.id)).place).toEqual(byStranger.place);
    // A group member who is not a friend sees the cell too, in the group's feed as on the post.
    expect((await placeOf(g, grouped.id)).place).toEqual(byStranger.place);
    const groupFeed = (await t.request('GET', `social/feed?group_id=${groupId}`, { token: g.token })).body
      .data as Post[];
    expect(groupFeed.find((p) => p.id === grouped.id)?.place).toEqual(byStranger.place);

    // Near me measures from the cell's centre for every reader: a radius that holds the exact point but not the centre
    // finds nothing, so moving the search about cannot trilaterate the spot; one around the centre finds the post.
    const centre = byStranger.place;
    const probe = { latitude: spot.latitude + (spot.latitude - centre.latitude), longitude: spot.longitude };
    const radius = (km(probe, spot) + km(probe, centre)) / 2;
    const near = `?view=near_me&lat=${probe.latitude}&lon=${probe.longitude}&radius_km=${radius}`;
    expect(await feedIds(c, near)).not.toContain(open.id);
    expect(await feedIds(b, near)).not.toContain(open.id);
    const aroundCentre = `?view=near_me&lat=${centre.latitude}&lon=${centre.longitude}&radius_km=0.05`;
    expect(await feedIds(c, aroundCentre)).toContain(open.id);
    expect(await feedIds(b, aroundCentre)).toContain(open.id);
  });

  it('pages newest first without repeats, even for posts written in the same instant', async () => {
    const u = await t.signUp();
    // Written directly, three to a second, so that pages end between posts of the same created_at.
    await sql`insert into posts (author_id, body, visibility, created_at)
        select ${u.id}::uuid, 'post ' || n, 'public', date_trunc('second', now()) - (n / 3) * interval '1 second'
        from generate_series(1, 25) n`.execute(t.db);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `?author_id=${u.id}&limit=10${cursor ? `&cursor=${cursor}` : ''}`;
      const res = await t.request('GET', `social/feed${query}`, { token: c.token });
      expect(res.status).toBe(200);
      seen.push(...(res.body.data as Post[]).map((p) => p.id));
      cursor = res.body.next_cursor as string | null;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(25);
    expect(new Set(seen).size).toBe(25);
    expect((await t.request('GET', 'social/feed?cursor=nonsense', { token: c.token })).status).toBe(400);
  });

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
