import { SOCIAL_LIMITS } from '@ww/contracts';
import { beforeAll, describe, expect, it } from 'vitest';

import { DATABASE_KINDS, type TestApp } from '#test/harness.ts';
import { NOBODY, networkSuite } from '#test/network-kit.ts';

describe.each(DATABASE_KINDS)('social profiles, search and paging on %s', (kind) => {
  let t: TestApp;
  const { ctx, traveller, setVisibility, ask, list, userIds } = networkSuite(kind);
  beforeAll(() => ({ t } = ctx));

  it('a public profile shows what its owner chose, to whom their visibility allows', async () => {
    const owner = await traveller('Opal Nomad');
    const friend = await traveller('Pat Pal');
    const stranger = await traveller('Quinn Other');
    const patched = await t.request('PATCH', 'profile', {
      token: owner.token,
      json: { bio: '  Full-timer in a 10 m Class A. <b>Not HTML</b>  ', rig_type: 'motorhome', region: 'AU' },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.data.bio).toBe('Full-timer in a 10 m Class A. <b>Not HTML</b>');
    await t.befriend(owner, friend);
    await t.request('POST', 'social/follows', { token: stranger.token, json: { user_id: owner.id } });

    const asStranger = await t.request('GET', `social/users/${owner.id}`, { token: stranger.token });
    expect(asStranger.status).toBe(200);
    expect(asStranger.body.data).toEqual({
      id: owner.id,
      display_name: 'Opal Nomad',
      avatar_url: null,
      rig_type: 'motorhome',
      region: 'AU',
      bio: 'Full-timer in a 10 m Class A. <b>Not HTML</b>',
      member_since: expect.any(String),
      friend_count: 1,
      relationship: {
        friend: false,
        request: null,
        request_id: null,
        following: true,
        followed_by: false,
        blocked_by_me: false,
      },
    });
    expect(JSON.stringify(asStranger.body)).not.toContain(owner.email);
    expect(
      (await t.request('GET', `social/users/${owner.id}`, { token: friend.token })).body.data.relationship,
    ).toMatchObject({ friend: true, request: null });

    // A pending request shows on both sides' view, with its id.
    const requested = await ask(stranger, owner);
    expect(
      (await t.request('GET', `social/users/${owner.id}`, { token: stranger.token })).body.data.relationship,
    ).toMatchObject({ request: 'outgoing', request_id: requested.body.data.id });
    expect(
      (await t.request('GET', `social/users/${stranger.id}`, { token: owner.token })).body.data.relationship,
    ).toMatchObject({ request: 'incoming', request_id: requested.body.data.id, followed_by: true });

    await setVisibility(owner, 'friends');
    expect((await t.request('GET', `social/users/${owner.id}`, { token: stranger.token })).status).toBe(404);
    expect((await t.request('GET', `social/users/${owner.id}`, { token: friend.token })).status).toBe(200);

    await setVisibility(owner, 'private');
    expect((await t.request('GET', `social/users/${owner.id}`, { token: friend.token })).status).toBe(404);
    const self = await t.request('GET', `social/users/${owner.id}`, { token: owner.token });
    expect(self.status).toBe(200);
    expect(self.body.data.relationship).toMatchObject({ friend: false, request: null, following: false });
    expect((await t.request('GET', `social/users/${NOBODY}`, { token: owner.token })).status).toBe(404);
    expect((await t.request('GET', `social/users/${owner.id}`)).status).toBe(401);
  });

  it('a bio is plain text of at most 500 characters; a blank one is none', async () => {
    const u = await t.signUp();
    const long = await t.request('PATCH', 'profile', { token: u.token, json: { bio: 'x'.repeat(501) } });
    expect(long.status).toBe(400);
    expect(long.body.error.fields).toEqual({ bio: 'bio_too_long' });
    expect(
      (await t.request('PATCH', 'profile', { token: u.token, json: { bio: 'é'.repeat(500) } })).body.data.bio,
    ).toHaveLength(500);
    expect((await t.request('PATCH', 'profile', { token: u.token, json: { bio: '   ' } })).body.data.bio).toBeNull();
  });

  it('search finds names without case or accents, friends first, never the blocked or the hidden', async () => {
    const me = await traveller('Searcher Sam');
    const friend = await traveller('Zoë Álvarez-Núñez', 'friends');
    const pub = await traveller('ZOE ALVAREZ');
    const friendsOnly = await traveller('Zoe Alvarado', 'friends');
    const hidden = await traveller('Zoé Alvarez Private', 'private');
    const blocker = await traveller('Zoe Alvarez Blocks');
    const blockedByMe = await traveller('Zoe Alvarez Blocked');
    // A friends-only traveller cannot be asked by someone they are not friends with; they ask.
    await t.befriend(friend, me);
    await t.request('POST', 'social/blocks', { token: blocker.token, json: { user_id: me.id } });
    await t.request('POST', 'social/blocks', { token: me.token, json: { user_id: blockedByMe.id } });

    const search = async (q: string) => {
      const res = await t.request('GET', `social/users?q=${encodeURIComponent(q)}`, { token: me.token });
      expect(res.status, q).toBe(200);
      return res.body.data as { id: string; display_name: string; is_friend: boolean }[];
    };
    const found = await search('zoe alv');
    expect(found.map((u) => u.id)).toEqual([friend.id, pub.id]);
    expect(found[0]).toEqual({ id: friend.id, display_name: 'Zoë Álvarez-Núñez', avatar_url: null, is_friend: true });
    expect((await search('ALVAREZ-NUNEZ')).map((u) => u.id)).toEqual([friend.id]);
    expect((await search('  zoë   álvarez ')).map((u) => u.id)).toEqual([friend.id, pub.id]);
    for (const excluded of [friendsOnly, hidden, blocker, blockedByMe, me]) {
      expect((await search('zo')).map((u) => u.id)).not.toContain(excluded.id);
    }
    // The one who blocked me does not find me either.
    expect(
      ((await t.request('GET', 'social/users?q=searcher', { token: blocker.token })).body.data as unknown[]).length,
    ).toBe(0);
    expect((await search('%%')).length + (await search('__')).length).toBe(0);

    for (const q of ['z', ' z ', 'x'.repeat(SOCIAL_LIMITS.searchMaxChars + 1)]) {
      const res = await t.request('GET', `social/users?q=${encodeURIComponent(q)}`, { token: me.token });
      expect(res.status, q).toBe(400);
    }
    expect((await t.request('GET', 'social/users', { token: me.token })).status).toBe(400);
  });

  it('search answers at most 20 travellers, in name order', async () => {
    const me = await t.signUp();
    const names = Array.from({ length: 22 }, (_, i) => `Yarrow Walker ${String(i).padStart(2, '0')}`);
    for (const name of names.toReversed()) await traveller(name);
    const res = await t.request('GET', 'social/users?q=yarrow', { token: me.token });
    expect((res.body.data as { display_name: string }[]).map((u) => u.display_name)).toEqual(names.slice(0, 20));
  });

  it('lists page newest first with a cursor, and refuse a cursor they did not make', async () => {
    const me = await traveller('Rae Pager');
    const friends = [await traveller('Friend One'), await traveller('Friend Two'), await traveller('Friend Three')];
    for (const f of friends) await t.befriend(f, me);
    const first = await list(me, 'social/friends?limit=2');
    expect(userIds(first)).toEqual([friends[2]!.id, friends[1]!.id]);
    expect(first.next_cursor).toEqual(expect.any(String));
    const second = await list(me, `social/friends?limit=2&cursor=${first.next_cursor}`);
    expect(second).toMatchObject({ next_cursor: null });
    expect(userIds(second)).toEqual([friends[0]!.id]);

    for (const f of friends) await t.request('POST', 'social/follows', { token: f.token, json: { user_id: me.id } });
    const follows = await list(me, 'social/follows?limit=2');
    const rest = await list(me, `social/follows?limit=2&cursor=${follows.next_cursor}`);
    expect([...userIds(follows), ...userIds(rest)]).toEqual(friends.map((f) => f.id).toReversed());

    const bad = await t.request('GET', 'social/friends?cursor=bm9wZQ', { token: me.token });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ cursor: 'invalid_cursor' });
    expect((await t.request('GET', 'social/blocks?limit=0', { token: me.token })).status).toBe(400);
  });

  it(`friend requests are limited to ${SOCIAL_LIMITS.friendRequestsPerHour} an hour per traveller`, async () => {
    const sender = await traveller('Sol Spammer');
    const target = await traveller('Tia Target');
    for (let i = 0; i < SOCIAL_LIMITS.friendRequestsPerHour; i++) {
      const sent = await ask(sender, target);
      expect(sent.status).toBe(201);
      await t.request('DELETE', `social/friends/requests/${sent.body.data.id}`, { token: sender.token });
    }
    const refused = await ask(sender, target);
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toMatch(/at most 30 friend requests an hour/);
    // Someone else's requests are counted apart.
    expect((await ask(target, sender)).status).toBe(201);
  });
});
