import { beforeAll, describe, expect, it } from 'vitest';

import { DATABASE_KINDS, type TestApp } from '#test/harness.ts';
import { sqlAs } from '#test/isolation.ts';
import { stopInsertIndex } from './trip-shares.service.ts';
import { moabLoop, tripSharingSuite, type User } from '#test/trip-sharing-kit.ts';

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
  const { ctx, share, listed, noticesOf, tripOf } = tripSharingSuite(kind);
  beforeAll(() => ({ t, a, friend, member, blocker, stranger, groupId, tripId } = ctx));

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
});
