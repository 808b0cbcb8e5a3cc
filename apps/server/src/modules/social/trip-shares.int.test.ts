import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withUserTx } from '#db/with-user-tx.ts';
import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';
import { sqlAs } from '#test/isolation.ts';
import { stopInsertIndex } from './trip-shares.service.ts';

type User = Awaited<ReturnType<TestApp['signUp']>>;
type Stop = { lat: number; lon: number; name: string };

const moabLoop = {
  name: 'Moab loop',
  stops: [
    { lat: 38.5733, lon: -109.5498, name: 'Moab' },
    { lat: 38.9961, lon: -110.1598, name: 'Green River' },
    { lat: 37.2836, lon: -109.5529, name: 'Bluff' },
  ],
  geometry: [
    [-109.5498, 38.5733],
    [-110.1598, 38.9961],
    [-109.5529, 37.2836],
  ],
  total_distance_km: 420.5,
  estimated: true,
};

describe('where an accepted stop goes', () => {
  const line = [
    { lat: 0, lon: 0 },
    { lat: 0, lon: 10 },
    { lat: 0, lon: 20 },
  ];
  it('between the two stops it lengthens least, never before the start or after the destination', () => {
    expect(stopInsertIndex(line, { lat: 1, lon: 3 })).toBe(1);
    expect(stopInsertIndex(line, { lat: -1, lon: 16 })).toBe(2);
    expect(stopInsertIndex(line, { lat: 0, lon: -5 })).toBe(1);
    expect(stopInsertIndex(line, { lat: 0, lon: 30 })).toBe(2);
    expect(stopInsertIndex([{ lat: 0, lon: 0 }], { lat: 1, lon: 1 })).toBe(1);
  });
});

describe.each(DATABASE_KINDS)('trip shares (planning) on %s', (kind) => {
  let t: TestApp;
  let a: User; // shares
  let friend: User;
  let member: User; // in A's group, not a friend
  let blocker: User; // in A's group, blocks A
  let stranger: User;
  let groupId: string;
  let tripId: string;

  const share = async (json: Record<string, unknown>, user = a) => {
    const res = await t.request('POST', 'social/trip-shares', { token: user.token, json });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data as { id: string; snapshot: { title: string; stops: Stop[] } };
  };
  const listed = async (user: User, query = '') =>
    ((await t.request('GET', `social/trip-shares${query}`, { token: user.token })).body.data as { id: string }[]).map(
      (s) => s.id,
    );
  const noticesOf = async (user: User, kind: string) =>
    (
      (await t.request('GET', 'notifications', { token: user.token })).body.data as {
        kind: string;
        data: Record<string, string | null>;
      }[]
    ).filter((n) => n.kind === kind);
  const tripOf = async (user: User, id: string) => t.request('GET', `trips/${id}`, { token: user.token });

  beforeAll(async () => {
    t = await createTestApp(kind);
    [a, friend, member, blocker, stranger] = [
      await t.signUp(),
      await t.signUp(),
      await t.signUp(),
      await t.signUp(),
      await t.signUp(),
    ];
    await t.befriend(a, friend);
    const group = await t.request('POST', 'social/groups', {
      token: a.token,
      json: { name: 'Canyon country', join_policy: 'open' },
    });
    groupId = group.body.data.id as string;
    for (const u of [member, blocker]) await t.request('POST', `social/groups/${groupId}/join`, { token: u.token });
    const trip = await t.request('POST', 'trips', { token: a.token, json: moabLoop });
    expect(trip.status).toBe(201);
    tripId = trip.body.data.id as string;
  }, 60_000);
  afterAll(() => t.close());

  it('a friends share reaches friends only: friends see the snapshot and are told, strangers get 404', async () => {
    const s = await share({ trip_id: tripId, audience: 'friends', description: 'Three days of red rock' });
    expect(s.snapshot).toMatchObject({
      title: 'Moab loop',
      description: 'Three days of red rock',
      stops: moabLoop.stops,
      distance_km: 420.5,
      estimated: true,
    });

    const seen = await t.request('GET', `social/trip-shares/${s.id}`, { token: friend.token });
    expect(seen.status).toBe(200);
    expect(seen.body.data).toMatchObject({ owner: { id: a.id }, audience: 'friends', is_owner: false, group: null });
    expect(seen.body.data.snapshot.geometry).toEqual(moabLoop.geometry);
    expect(await listed(friend, '?scope=shared_with_me')).toContain(s.id);
    expect(await listed(a, '?scope=mine')).toContain(s.id);
    expect(await listed(friend, '?scope=mine')).not.toContain(s.id);
    expect((await noticesOf(friend, 'social.trip_shared')).map((n) => n.data.share_id)).toContain(s.id);
    expect(await noticesOf(member, 'social.trip_shared')).toEqual([]);

    for (const u of [stranger, member]) {
      expect((await t.request('GET', `social/trip-shares/${s.id}`, { token: u.token })).status).toBe(404);
      expect(await listed(u)).not.toContain(s.id);
    }
    // The trip itself stays private: the audience sees the snapshot, never the row.
    expect((await tripOf(friend, tripId)).status).toBe(404);

    const again = await t.request('POST', 'social/trip-shares', {
      token: a.token,
      json: { trip_id: tripId, audience: 'friends' },
    });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('already_shared');
  });

  it('a group share reaches the active members, not across a block, and not after leaving', async () => {
    const s = await share({ trip_id: tripId, audience: 'group', group_id: groupId });
    expect((await noticesOf(member, 'social.trip_shared')).map((n) => n.data.share_id)).toContain(s.id);
    const seen = await t.request('GET', `social/trip-shares/${s.id}`, { token: member.token });
    expect(seen.status).toBe(200);
    expect(seen.body.data.group).toEqual({ id: groupId, name: 'Canyon country' });
    expect(await listed(member, `?group_id=${groupId}`)).toEqual([s.id]);
    expect((await t.request('GET', `social/trip-shares/${s.id}`, { token: friend.token })).status).toBe(404);

    expect((await t.request('POST', 'social/blocks', { token: blocker.token, json: { user_id: a.id } })).status).toBe(
      201,
    );
    expect((await t.request('GET', `social/trip-shares/${s.id}`, { token: blocker.token })).status).toBe(404);
    expect(await listed(blocker)).not.toContain(s.id);

    const late = await t.signUp();
    await t.request('POST', `social/groups/${groupId}/join`, { token: late.token });
    expect((await t.request('GET', `social/trip-shares/${s.id}`, { token: late.token })).status).toBe(200);
    await t.request('POST', `social/groups/${groupId}/leave`, { token: late.token });
    expect((await t.request('GET', `social/trip-shares/${s.id}`, { token: late.token })).status).toBe(404);
  });

  it('one shares only one’s own trip, with a group one belongs to, and says so on bad input', async () => {
    const foreign = await t.request('POST', 'social/trip-shares', {
      token: friend.token,
      json: { trip_id: tripId, audience: 'friends' },
    });
    expect(foreign.status).toBe(404);
    const ownTrip = await t.request('POST', 'trips', { token: stranger.token, json: moabLoop });
    const notMember = await t.request('POST', 'social/trip-shares', {
      token: stranger.token,
      json: { trip_id: ownTrip.body.data.id, audience: 'group', group_id: groupId },
    });
    expect(notMember.status).toBe(403);
    expect(notMember.body.error.code).toBe('not_group_member');
    // Row-level security refuses it as well, whatever the handler does.
    expect(
      await sqlAs(
        t,
        stranger,
        `insert into trip_shares (trip_id, audience, group_id, snapshot) values ('${ownTrip.body.data.id as string}', 'group', '${groupId}', '{}')`,
      ),
    ).toBe('42501');
    expect(
      await sqlAs(
        t,
        friend,
        `insert into trip_shares (trip_id, audience, snapshot) values ('${tripId}', 'friends', '{}')`,
      ),
    ).toBe('42501');

    for (const json of [
      { trip_id: tripId, audience: 'group' },
      { trip_id: tripId, audience: 'friends', group_id: groupId },
      { trip_id: tripId, audience: 'everyone' },
      { trip_id: 'nope', audience: 'friends' },
      { trip_id: tripId, audience: 'friends', description: 'x'.repeat(2001) },
    ]) {
      expect(
        (await t.request('POST', 'social/trip-shares', { token: a.token, json })).status,
        JSON.stringify(json),
      ).toBe(400);
    }
    expect((await t.request('GET', 'social/trip-shares?cursor=xyz', { token: a.token })).status).toBe(400);
    for (const [method, path] of [
      ['GET', 'social/trip-shares'],
      ['POST', `social/trip-shares/${tripId}/copy`],
      ['DELETE', `social/trip-comments/${tripId}`],
      ['POST', `social/trip-suggestions/${tripId}/accept`],
    ] as const) {
      expect((await t.request(method, path)).status, `${method} ${path} without a token`).toBe(401);
    }
  });

  it("user B cannot refresh, unshare or rewrite user A's share; A refreshes the snapshot and unshares", async () => {
    const trip = await t.request('POST', 'trips', { token: a.token, json: { ...moabLoop, name: 'Before' } });
    const id = trip.body.data.id as string;
    const s = await share({ trip_id: id, audience: 'friends' });

    for (const [method, json] of [
      ['PUT', {}],
      ['DELETE', undefined],
    ] as const) {
      const byFriend = await t.request(method, `social/trip-shares/${s.id}`, { token: friend.token, json });
      expect(byFriend.status).toBe(403);
      expect(byFriend.body.error.code).toBe('not_share_owner');
      expect((await t.request(method, `social/trip-shares/${s.id}`, { token: stranger.token, json })).status).toBe(404);
    }
    expect(await sqlAs(t, friend, `update trip_shares set snapshot = '{"title":"mine"}' where id = '${s.id}'`)).toBe(
      'ok',
    );
    expect(await sqlAs(t, friend, `delete from trip_shares where id = '${s.id}'`)).toBe('ok');

    expect((await t.request('PATCH', `trips/${id}`, { token: a.token, json: { name: 'After' } })).status).toBe(200);
    const before = await t.request('GET', `social/trip-shares/${s.id}`, { token: friend.token });
    expect(before.body.data.snapshot.title).toBe('Before');
    const refreshed = await t.request('PUT', `social/trip-shares/${s.id}`, {
      token: a.token,
      json: { description: 'Now with a better name' },
    });
    expect(refreshed.status).toBe(200);
    const after = await t.request('GET', `social/trip-shares/${s.id}`, { token: friend.token });
    expect(after.body.data.snapshot).toMatchObject({ title: 'After', description: 'Now with a better name' });

    expect((await t.request('DELETE', `social/trip-shares/${s.id}`, { token: a.token })).status).toBe(204);
    expect((await t.request('GET', `social/trip-shares/${s.id}`, { token: friend.token })).status).toBe(404);
    expect((await tripOf(a, id)).status).toBe(200);
  });

  it('copying makes a trip owned by the copier and leaves the original untouched', async () => {
    const trip = await t.request('POST', 'trips', { token: a.token, json: { ...moabLoop, name: 'Copy me' } });
    const id = trip.body.data.id as string;
    const s = await share({ trip_id: id, audience: 'friends' });

    expect((await t.request('POST', `social/trip-shares/${s.id}/copy`, { token: stranger.token })).status).toBe(404);
    const copied = await t.request('POST', `social/trip-shares/${s.id}/copy`, { token: friend.token });
    expect(copied.status).toBe(201);
    const copyId = copied.body.data.trip_id as string;
    expect(copyId).not.toBe(id);

    const copy = await tripOf(friend, copyId);
    expect(copy.status).toBe(200);
    expect(copy.body.data).toMatchObject({
      user_id: friend.id,
      name: 'Copy me',
      status: 'planned',
      stops: moabLoop.stops,
      geometry: moabLoop.geometry,
      total_distance_km: 420.5,
    });
    expect((await tripOf(a, copyId)).status).toBe(404);

    await t.request('PATCH', `trips/${copyId}`, { token: friend.token, json: { name: 'My version' } });
    const original = await tripOf(a, id);
    expect(original.body.data).toMatchObject({ user_id: a.id, name: 'Copy me', stops: moabLoop.stops });
  });

  it('suggested stops: the audience suggests, the owner is told and accepts one into the trip or dismisses it', async () => {
    const trip = await t.request('POST', 'trips', { token: a.token, json: { ...moabLoop, name: 'Suggest here' } });
    const id = trip.body.data.id as string;
    const s = await share({ trip_id: id, audience: 'friends' });
    const path = `social/trip-shares/${s.id}/suggestions`;

    const arches = await t.request('POST', path, {
      token: friend.token,
      json: { name: 'Arches NP', latitude: 38.7331, longitude: -109.5925, note: 'Delicate Arch at sunset' },
    });
    expect(arches.status).toBe(201);
    expect(arches.body.data).toMatchObject({ status: 'open', author: { id: friend.id }, name: 'Arches NP' });
    const diner = await t.request('POST', path, {
      token: friend.token,
      json: { name: 'A diner', latitude: 38.2, longitude: -109.4 },
    });
    expect(
      (await t.request('POST', path, { token: stranger.token, json: { name: 'x', latitude: 0, longitude: 0 } })).status,
    ).toBe(404);
    expect(
      (await t.request('POST', path, { token: friend.token, json: { name: 'Nowhere', latitude: 91, longitude: 0 } }))
        .status,
    ).toBe(400);

    const told = await noticesOf(a, 'social.comment');
    expect(told.map((n) => n.data.suggestion_id)).toEqual(
      expect.arrayContaining([arches.body.data.id, diner.body.data.id]),
    );
    const open = await t.request('GET', `${path}?status=open`, { token: friend.token });
    expect((open.body.data as { id: string }[]).map((x) => x.id)).toEqual([diner.body.data.id, arches.body.data.id]);
    expect(
      (await t.request('GET', `social/trip-shares/${s.id}`, { token: a.token })).body.data.open_suggestion_count,
    ).toBe(2);

    const byFriend = await t.request('POST', `social/trip-suggestions/${arches.body.data.id as string}/accept`, {
      token: friend.token,
    });
    expect(byFriend.status).toBe(403);
    expect(
      (
        await t.request('POST', `social/trip-suggestions/${arches.body.data.id as string}/accept`, {
          token: stranger.token,
        })
      ).status,
    ).toBe(404);
    expect(
      await sqlAs(
        t,
        friend,
        `update trip_share_suggestions set status = 'accepted', decided_at = now() where share_id = '${s.id}'`,
      ),
    ).toBe('ok');

    const accepted = await t.request('POST', `social/trip-suggestions/${arches.body.data.id as string}/accept`, {
      token: a.token,
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({ status: 'accepted', stop_index: 1 });
    const updated = await tripOf(a, id);
    expect((updated.body.data.stops as Stop[]).map((x) => x.name)).toEqual([
      'Moab',
      'Arches NP',
      'Green River',
      'Bluff',
    ]);
    expect(updated.body.data.stops[1]).toEqual({ lat: 38.7331, lon: -109.5925, name: 'Arches NP' });
    expect(
      (await t.request('POST', `social/trip-suggestions/${arches.body.data.id as string}/accept`, { token: a.token }))
        .status,
    ).toBe(409);

    const dismissed = await t.request('POST', `social/trip-suggestions/${diner.body.data.id as string}/dismiss`, {
      token: a.token,
    });
    expect(dismissed.status).toBe(200);
    expect(dismissed.body.data.status).toBe('dismissed');
    expect(((await tripOf(a, id)).body.data.stops as Stop[]).length).toBe(4);
    // The snapshot stays as it was shared until its owner refreshes it.
    expect(
      (
        (await t.request('GET', `social/trip-shares/${s.id}`, { token: friend.token })).body.data.snapshot
          .stops as Stop[]
      ).length,
    ).toBe(3);
  });

  it('comments: the audience comments and the owner is told; authors and the share owner delete; hidden ones only to their author', async () => {
    const trip = await t.request('POST', 'trips', { token: a.token, json: { ...moabLoop, name: 'Talk about it' } });
    const s = await share({ trip_id: trip.body.data.id, audience: 'group', group_id: groupId });
    const path = `social/trip-shares/${s.id}/comments`;
    const first = await t.request('POST', path, { token: member.token, json: { body: 'Is the road paved?' } });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ body: 'Is the road paved?', author: { id: member.id }, hidden_at: null });
    const second = await t.request('POST', path, { token: member.token, json: { body: '<b>plain</b> text' } });
    const own = await t.request('POST', path, { token: a.token, json: { body: 'Mostly' } });
    expect(own.status).toBe(201);

    expect((await noticesOf(a, 'social.comment')).map((n) => n.data.trip_comment_id)).toContain(first.body.data.id);
    const read = await t.request('GET', path, { token: member.token });
    expect((read.body.data as { body: string }[]).map((c) => c.body)).toEqual([
      'Mostly',
      '<b>plain</b> text',
      'Is the road paved?',
    ]);
    expect((await t.request('GET', path, { token: stranger.token })).status).toBe(404);
    expect((await t.request('POST', path, { token: stranger.token, json: { body: 'let me in' } })).status).toBe(404);
    expect((await t.request('POST', path, { token: member.token, json: { body: '   ' } })).status).toBe(400);

    // A member cannot delete the owner's comment; the owner deletes a member's; the member deletes their own.
    expect(
      (await t.request('DELETE', `social/trip-comments/${own.body.data.id as string}`, { token: member.token })).status,
    ).toBe(404);
    expect(
      (await t.request('DELETE', `social/trip-comments/${second.body.data.id as string}`, { token: a.token })).status,
    ).toBe(204);

    // Hidden by a moderator (as moderation does it): gone for everyone but its author, who is told why.
    await sql`update trip_share_comments set hidden_at = now(), hidden_reason = 'Off topic' where id = ${first.body.data.id as string}`.execute(
      t.db,
    );
    const reader = await t.signUp();
    await t.request('POST', `social/groups/${groupId}/join`, { token: reader.token });
    const forReader = (await t.request('GET', path, { token: reader.token })).body.data as { id: string }[];
    expect(forReader.map((c) => c.id)).toEqual([own.body.data.id]);
    // The group's owner moderates what is said in it, so still sees it.
    const forGroupOwner = (await t.request('GET', path, { token: a.token })).body.data as { id: string }[];
    expect(forGroupOwner.map((c) => c.id)).toContain(first.body.data.id);
    const forAuthor = (await t.request('GET', path, { token: member.token })).body.data as {
      id: string;
      hidden_reason: string | null;
    }[];
    expect(forAuthor.find((c) => c.id === first.body.data.id)?.hidden_reason).toBe('Off topic');
    const asModerator = await withUserTx(t.db, { userId: stranger.id, moderator: true }, (tx) =>
      tx
        .selectFrom('trip_share_comments')
        .select('id')
        .where('id', '=', first.body.data.id as string)
        .execute(),
    );
    expect(asModerator).toHaveLength(1);

    expect(
      (await t.request('DELETE', `social/trip-comments/${first.body.data.id as string}`, { token: member.token }))
        .status,
    ).toBe(204);
  });

  it('a suspended traveller reads shares but cannot share, comment or suggest', async () => {
    const s = await t.request('GET', 'social/trip-shares?scope=shared_with_me', { token: member.token });
    const shareId = (s.body.data as { id: string }[])[0]!.id;
    await sql`insert into user_suspensions (user_id, reason, until) values (${member.id}, 'Spam', now() + interval '1 day')`.execute(
      t.db,
    );
    expect((await t.request('GET', `social/trip-shares/${shareId}`, { token: member.token })).status).toBe(200);
    const refused = await t.request('POST', `social/trip-shares/${shareId}/comments`, {
      token: member.token,
      json: { body: 'hello' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('suspended');
    expect(
      (
        await t.request('POST', `social/trip-shares/${shareId}/suggestions`, {
          token: member.token,
          json: { name: 'x', latitude: 1, longitude: 1 },
        })
      ).status,
    ).toBe(403);
    const trip = await t.request('POST', 'trips', { token: member.token, json: moabLoop });
    expect(
      (
        await t.request('POST', 'social/trip-shares', {
          token: member.token,
          json: { trip_id: trip.body.data.id, audience: 'friends' },
        })
      ).status,
    ).toBe(403);
  });
});
