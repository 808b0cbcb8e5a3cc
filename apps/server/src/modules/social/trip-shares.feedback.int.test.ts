import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { withUserTx } from '#db/with-user-tx.ts';
import { DATABASE_KINDS, type TestApp } from '#test/harness.ts';
import { sqlAs } from '#test/isolation.ts';

import { moabLoop, tripSharingSuite, type Stop, type User } from '#test/trip-sharing-kit.ts';

describe.each(DATABASE_KINDS)('trip share suggestions and comments on %s', (kind) => {
  let t: TestApp;
  let a: User; // shares
  let friend: User;
  let member: User; // in A's group, not a friend
  let stranger: User;
  let groupId: string;
  const { ctx, share, noticesOf, tripOf } = tripSharingSuite(kind);
  beforeAll(() => ({ t, a, friend, member, stranger, groupId } = ctx));

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
