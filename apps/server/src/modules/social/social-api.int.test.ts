import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';

type User = Awaited<ReturnType<TestApp['signUp']>>;
type Post = { id: string; body: string };

/**
 * The core calls, exactly as clients outside the suite make them: the paths, bodies and fields they rely on,
 * and the visibility each answer must respect (friends-only post, block, participants, location precision).
 */
describe.each(DATABASE_KINDS)('the social API as clients call it, on %s', (kind) => {
  let t: TestApp;
  let a: User;
  let b: User;
  let stranger: User;
  const ids = (res: { body: { data: { id: string }[] } }) => res.body.data.map((p) => p.id);

  beforeAll(async () => {
    t = await createTestApp(kind);
    [a, b, stranger] = [await t.signUp(), await t.signUp(), await t.signUp()];
    const request = await t.request('POST', 'social/friends/requests', { token: a.token, json: { user_id: b.id } });
    expect(request.status).toBe(201);
    const accepted = await t.request('POST', `social/friends/requests/${request.body.data.id as string}/accept`, {
      token: b.token,
    });
    expect(accepted.status).toBe(200);
  }, 60_000);
  afterAll(() => t.close());

  it('posts reach exactly their audience, newest first, and comments attach to them', async () => {
    const friendsOnly = await t.request('POST', 'social/posts', {
      token: a.token,
      json: { body: 'Parked by the river at Moab', visibility: 'friends' },
    });
    expect(friendsOnly.status).toBe(201);
    const everyone = await t.request('POST', 'social/posts', {
      token: a.token,
      json: { body: 'Anyone done Million Dollar Highway in a 10 m rig?', visibility: 'public' },
    });
    expect(everyone.status).toBe(201);

    const bFeed = await t.request('GET', 'social/feed', { token: b.token });
    expect(bFeed.status).toBe(200);
    expect(ids(bFeed).slice(0, 2)).toEqual([everyone.body.data.id, friendsOnly.body.data.id]);
    expect((bFeed.body.data as Post[]).find((p) => p.id === friendsOnly.body.data.id)?.body).toBe(
      'Parked by the river at Moab',
    );

    const strangerFeed = ids(await t.request('GET', 'social/feed', { token: stranger.token }));
    expect(strangerFeed).toContain(everyone.body.data.id);
    expect(strangerFeed).not.toContain(friendsOnly.body.data.id);

    const comment = await t.request('POST', `social/posts/${friendsOnly.body.data.id as string}/comments`, {
      token: b.token,
      json: { body: 'Which site?' },
    });
    expect(comment.status).toBe(201);
    expect(comment.body.data.id).toEqual(expect.any(String));
    // Commenting on a post one cannot see is commenting on nothing.
    const intruder = await t.request('POST', `social/posts/${friendsOnly.body.data.id as string}/comments`, {
      token: stranger.token,
      json: { body: 'hi' },
    });
    expect(intruder.status).toBe(404);

    const blocked = await t.request('POST', 'social/blocks', { token: stranger.token, json: { user_id: a.id } });
    expect(blocked.status).toBe(201);
    expect(ids(await t.request('GET', 'social/feed', { token: stranger.token }))).not.toContain(everyone.body.data.id);
  });

  it('a conversation is read by its participants only, and the blocked cannot start one', async () => {
    const conversation = await t.request('POST', 'social/conversations', {
      token: a.token,
      json: { participant_ids: [b.id] },
    });
    expect(conversation.status).toBe(201);
    const path = `social/conversations/${conversation.body.data.id as string}/messages`;
    const sent = await t.request('POST', path, { token: a.token, json: { body: 'Space at the campground tonight?' } });
    expect(sent.status).toBe(201);

    const read = await t.request('GET', path, { token: b.token });
    expect(read.status).toBe(200);
    expect((read.body.data as { body: string }[]).map((m) => m.body)).toContain('Space at the campground tonight?');
    expect((await t.request('GET', path, { token: stranger.token })).status).toBe(404);
    expect((await t.request('POST', path, { token: stranger.token, json: { body: 'let me in' } })).status).toBe(404);

    const blockedStart = await t.request('POST', 'social/conversations', {
      token: stranger.token,
      json: { participant_ids: [a.id] },
    });
    expect(blockedStart.status).toBeGreaterThanOrEqual(400);
    expect(blockedStart.status).toBeLessThan(500);
  });

  it('a shared location is exact for friends, about a kilometre off for others, and refused while sharing is off', async () => {
    const spot = { latitude: 38.573312, longitude: -109.549839 };
    const refused = await t.request('PUT', 'locations/me', { token: a.token, json: spot });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('location_sharing_disabled');

    const sharing = await t.request('PATCH', 'settings', {
      token: a.token,
      json: { privacy_preferences: { location_sharing: true } },
    });
    expect(sharing.status).toBe(200);
    expect(
      (await t.request('PUT', 'locations/me', { token: a.token, json: { ...spot, status: 'active' } })).status,
    ).toBe(200);

    const near = `locations/nearby?lat=38.6&lon=-109.5&radius_km=25`;
    const friendView = await t.request('GET', near, { token: b.token });
    expect(friendView.status).toBe(200);
    expect(friendView.body.data).toContainEqual(
      expect.objectContaining({
        user_id: a.id,
        latitude: spot.latitude,
        longitude: spot.longitude,
        approximate: false,
      }),
    );

    const other = await t.signUp();
    const otherView = await t.request('GET', near, { token: other.token });
    const seen = (
      otherView.body.data as { user_id: string; latitude: number; longitude: number; approximate: boolean }[]
    )
      .filter((l) => l.user_id === a.id)
      .at(0);
    expect(seen?.approximate).toBe(true);
    expect(seen && Math.abs(seen.latitude - spot.latitude) + Math.abs(seen.longitude - spot.longitude)).toBeGreaterThan(
      0,
    );
    // Not in any field either: the bytes sent to a non-friend never carry the exact position.
    expect(JSON.stringify(otherView.body)).not.toContain(String(spot.latitude));
    expect(JSON.stringify(otherView.body)).not.toContain(String(spot.longitude));

    // The blocked see nothing at all.
    const blockedView = await t.request('GET', near, { token: stranger.token });
    expect((blockedView.body.data as { user_id: string }[]).map((l) => l.user_id)).not.toContain(a.id);

    // Turning sharing off takes the traveller off every map at once.
    await t.request('PATCH', 'settings', {
      token: a.token,
      json: { privacy_preferences: { location_sharing: false } },
    });
    expect(
      ((await t.request('GET', near, { token: b.token })).body.data as { user_id: string }[]).map((l) => l.user_id),
    ).not.toContain(a.id);
  });

  it('a report is accepted for content the reporter can see', async () => {
    const post = await t.request('POST', 'social/posts', {
      token: a.token,
      json: { body: 'Selling a cheap generator, DM me', visibility: 'public' },
    });
    const report = await t.request('POST', 'social/reports', {
      token: b.token,
      json: { target_type: 'post', target_id: post.body.data.id, reason: 'Looks like a scam' },
    });
    expect(report.status).toBe(201);
    expect(report.body.data.id).toEqual(expect.any(String));
    const bad = await t.request('POST', 'social/reports', {
      token: b.token,
      json: { target_type: 'planet', target_id: post.body.data.id, reason: 'x' },
    });
    expect(bad.status).toBe(400);
  });
});
