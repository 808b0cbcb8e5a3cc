import { SOCIAL_LIMITS } from '@ww/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectCannotTouch } from '#test/isolation.ts';
import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';

type User = Awaited<ReturnType<TestApp['signUp']>>;
type Listed = {
  data: { id?: string; user: { id: string; display_name: string | null } }[];
  next_cursor: string | null;
};
const NOBODY = '00000000-0000-4000-8000-00000000dead';

describe.each(DATABASE_KINDS)('social network on %s', (kind) => {
  let t: TestApp;
  const events: { userId: string; event: string; payload: unknown }[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind);
    t.deps.publishToUser = async (userId, event, payload) => void events.push({ userId, event, payload });
  }, 60_000);
  afterAll(() => t.close());

  /** A new traveller with a name and, when given, a profile visibility. */
  const traveller = async (name: string, visibility?: 'public' | 'friends' | 'private') => {
    const u = await t.signUp();
    expect((await t.request('PATCH', 'profile', { token: u.token, json: { full_name: name } })).status).toBe(200);
    if (visibility) await setVisibility(u, visibility);
    return u;
  };
  const setVisibility = async (u: User, visibility: 'public' | 'friends' | 'private') =>
    expect(
      (
        await t.request('PATCH', 'settings', {
          token: u.token,
          json: { privacy_preferences: { profile_visibility: visibility } },
        })
      ).status,
    ).toBe(200);
  const ask = (from: User, to: User | string) =>
    t.request('POST', 'social/friends/requests', {
      token: from.token,
      json: { user_id: typeof to === 'string' ? to : to.id },
    });
  const list = async (u: User, path: string) => {
    const res = await t.request('GET', path, { token: u.token });
    expect(res.status, path).toBe(200);
    return res.body as Listed;
  };
  const userIds = (l: Listed) => l.data.map((r) => r.user.id);
  const notifications = async (u: User) =>
    (
      (await t.request('GET', 'notifications', { token: u.token })).body.data as { kind: string; data: object }[]
    ).filter((n) => n.kind.startsWith('social.'));

  it('a friendship from request to accept to unfriending, with a bell notice at each answer', async () => {
    const a = await traveller('Ana Road');
    const b = await traveller('Ben Wheels');

    const sent = await ask(a, b);
    expect(sent.status).toBe(201);
    expect(sent.body.data).toMatchObject({
      id: expect.any(String),
      status: 'pending',
      direction: 'outgoing',
      user: { id: b.id, display_name: 'Ben Wheels', avatar_url: null },
      responded_at: null,
    });
    const requestId = sent.body.data.id as string;
    expect(await notifications(b)).toEqual([
      expect.objectContaining({ kind: 'social.friend_request', data: { request_id: requestId, user_id: a.id } }),
    ]);
    expect(events).toContainEqual(
      expect.objectContaining({
        userId: b.id,
        event: 'notification.created',
        payload: expect.objectContaining({ kind: 'social.friend_request' }),
      }),
    );

    const incoming = await list(b, 'social/friends/requests');
    expect(incoming.data).toEqual([
      expect.objectContaining({
        id: requestId,
        direction: 'incoming',
        user: { id: a.id, display_name: 'Ana Road', avatar_url: null },
      }),
    ]);
    expect((await list(a, 'social/friends/requests?direction=outgoing')).data.map((r) => r.id)).toEqual([requestId]);
    expect((await list(a, 'social/friends/requests?direction=incoming')).data).toEqual([]);

    const accepted = await t.request('POST', `social/friends/requests/${requestId}/accept`, { token: b.token });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({
      id: requestId,
      status: 'accepted',
      direction: 'incoming',
      user: { id: a.id },
    });
    expect(accepted.body.data.responded_at).toEqual(expect.any(String));
    expect(await notifications(a)).toEqual([
      expect.objectContaining({ kind: 'social.friend_accepted', data: { request_id: requestId, user_id: b.id } }),
    ]);
    expect(await list(a, 'social/friends/requests')).toEqual({ data: [], next_cursor: null });

    expect(userIds(await list(a, 'social/friends'))).toEqual([b.id]);
    expect((await list(b, 'social/friends')).data).toEqual([
      { id: requestId, user: { id: a.id, display_name: 'Ana Road', avatar_url: null }, since: expect.any(String) },
    ]);
    expect((await ask(a, b)).status).toBe(409);
    expect((await ask(b, a)).body.error.code).toBe('already_friends');

    expect((await t.request('DELETE', `social/friends/${a.id}`, { token: b.token })).status).toBe(204);
    expect((await list(a, 'social/friends')).data).toEqual([]);
    expect((await list(b, 'social/friends')).data).toEqual([]);
    expect((await t.request('DELETE', `social/friends/${a.id}`, { token: b.token })).status).toBe(404);
  });

  it('asking someone who already asked you accepts their request; asking twice, yourself or nobody is refused', async () => {
    const a = await traveller('Cora Vance');
    const b = await traveller('Dev Tanner');
    const first = await ask(a, b);
    expect((await ask(a, b)).body.error).toMatchObject({ code: 'request_exists' });
    expect((await ask(a, b)).status).toBe(409);

    const crossed = await ask(b, a);
    expect(crossed.status).toBe(200);
    expect(crossed.body.data).toMatchObject({ id: first.body.data.id, status: 'accepted', user: { id: a.id } });
    expect(userIds(await list(a, 'social/friends'))).toEqual([b.id]);

    const self = await ask(a, a);
    expect(self.status).toBe(400);
    expect(self.body.error.fields).toEqual({ user_id: 'not_yourself' });
    expect((await ask(a, NOBODY)).status).toBe(404);
    expect((await ask(a, 'not-a-uuid')).status).toBe(400);
    expect((await t.request('POST', 'social/friends/requests', { token: a.token, json: {} })).status).toBe(400);
  });

  it('only the one asked answers a request, only the one who asked cancels it, and others see nothing of it', async () => {
    const a = await traveller('Eli Sand');
    const b = await traveller('Fay Stone');
    const c = await traveller('Gus Creek');
    const id = (await ask(a, c)).body.data.id as string;

    await expectCannotTouch(t, b, {
      lists: ['social/friends/requests', 'social/friends'],
      attempts: [
        ['POST', `social/friends/requests/${id}/accept`],
        ['POST', `social/friends/requests/${id}/decline`],
        ['DELETE', `social/friends/requests/${id}`],
        ['DELETE', `social/friends/${a.id}`],
        ['DELETE', `social/friends/${c.id}`],
      ],
    });
    const own = await t.request('POST', `social/friends/requests/${id}/accept`, { token: a.token });
    expect(own.status).toBe(403);
    expect((await t.request('POST', `social/friends/requests/${id}/decline`, { token: a.token })).status).toBe(403);
    expect((await t.request('DELETE', `social/friends/requests/${id}`, { token: c.token })).status).toBe(403);
    expect((await list(c, 'social/friends')).data).toEqual([]);

    expect((await t.request('POST', `social/friends/requests/${id}/decline`, { token: c.token })).status).toBe(204);
    expect((await list(a, 'social/friends/requests')).data).toEqual([]);
    expect((await t.request('POST', `social/friends/requests/${id}/accept`, { token: c.token })).status).toBe(404);

    const again = (await ask(a, c)).body.data.id as string;
    expect((await t.request('DELETE', `social/friends/requests/${again}`, { token: a.token })).status).toBe(204);
    expect((await list(c, 'social/friends/requests')).data).toEqual([]);

    // A friendship between A and C is theirs: B can neither end it nor see it.
    await t.befriend(a, c);
    expect((await t.request('DELETE', `social/friends/${c.id}`, { token: b.token })).status).toBe(404);
    expect(userIds(await list(a, 'social/friends'))).toEqual([c.id]);
  });

  it('follows go both ways in the list, and only to profiles one may see', async () => {
    const a = await traveller('Hal Ridge');
    const b = await traveller('Ivy Mesa');
    const hidden = await traveller('Jo Private', 'private');

    const followed = await t.request('POST', 'social/follows', { token: a.token, json: { user_id: b.id } });
    expect(followed.status).toBe(201);
    expect(followed.body.data).toMatchObject({ direction: 'following', user: { id: b.id, display_name: 'Ivy Mesa' } });
    expect((await t.request('POST', 'social/follows', { token: a.token, json: { user_id: b.id } })).status).toBe(409);
    expect((await t.request('POST', 'social/follows', { token: a.token, json: { user_id: a.id } })).status).toBe(400);
    expect((await t.request('POST', 'social/follows', { token: a.token, json: { user_id: hidden.id } })).status).toBe(
      404,
    );
    expect((await t.request('POST', 'social/follows', { token: b.token, json: { user_id: a.id } })).status).toBe(201);

    const mine = await list(a, 'social/follows');
    expect(mine.data.map((f) => [(f as unknown as { direction: string }).direction, f.user.id])).toEqual([
      ['follower', b.id],
      ['following', b.id],
    ]);
    expect(userIds(await list(a, 'social/follows?direction=following'))).toEqual([b.id]);
    expect(userIds(await list(b, 'social/follows?direction=follower'))).toEqual([a.id]);

    expect((await t.request('DELETE', `social/follows/${b.id}`, { token: a.token })).status).toBe(204);
    expect((await t.request('DELETE', `social/follows/${b.id}`, { token: a.token })).status).toBe(404);
    expect(userIds(await list(a, 'social/follows'))).toEqual([b.id]);
    expect(userIds(await list(a, 'social/follows?direction=following'))).toEqual([]);
  });

  it('a block ends friendship, requests and follows both ways, hides each from the other, and is the blocker’s alone', async () => {
    const a = await traveller('Kit Blocker');
    const b = await traveller('Lou Blocked');
    const c = await traveller('Max Asker');
    const other = await traveller('Ned Bystander');
    await t.befriend(a, b);
    await t.request('POST', 'social/follows', { token: a.token, json: { user_id: b.id } });
    await t.request('POST', 'social/follows', { token: b.token, json: { user_id: a.id } });
    expect((await ask(c, a)).status).toBe(201);

    const blocked = await t.request('POST', 'social/blocks', { token: a.token, json: { user_id: b.id } });
    expect(blocked.status).toBe(201);
    expect(blocked.body.data).toMatchObject({ user: { id: b.id, display_name: 'Lou Blocked' } });
    expect((await t.request('POST', 'social/blocks', { token: a.token, json: { user_id: c.id } })).status).toBe(201);

    for (const u of [a, b]) {
      expect((await list(u, 'social/friends')).data).toEqual([]);
      expect((await list(u, 'social/follows')).data).toEqual([]);
    }
    expect((await list(c, 'social/friends/requests')).data).toEqual([]);
    expect(userIds(await list(a, 'social/blocks'))).toEqual([c.id, b.id]);
    expect((await list(a, 'social/blocks')).data[1]!.user.display_name).toBe('Lou Blocked');

    // Either side: no profile, no request, no follow.
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      expect((await t.request('GET', `social/users/${to.id}`, { token: from.token })).status).toBe(404);
      expect((await ask(from, to)).status).toBe(404);
      expect((await t.request('POST', 'social/follows', { token: from.token, json: { user_id: to.id } })).status).toBe(
        404,
      );
    }
    expect((await t.request('POST', 'social/blocks', { token: a.token, json: { user_id: b.id } })).status).toBe(409);
    expect((await t.request('POST', 'social/blocks', { token: a.token, json: { user_id: a.id } })).status).toBe(400);
    expect((await t.request('POST', 'social/blocks', { token: a.token, json: { user_id: NOBODY } })).status).toBe(404);

    // Someone else cannot read or lift A's blocks.
    await expectCannotTouch(t, other, {
      lists: ['social/blocks'],
      attempts: [['DELETE', `social/blocks/${b.id}`]],
    });
    expect((await t.request('DELETE', `social/blocks/${a.id}`, { token: b.token })).status).toBe(404);
    expect(userIds(await list(b, 'social/blocks'))).toEqual([]);

    expect((await t.request('DELETE', `social/blocks/${b.id}`, { token: a.token })).status).toBe(204);
    const seen = await t.request('GET', `social/users/${a.id}`, { token: b.token });
    expect(seen.status).toBe(200);
    expect(seen.body.data.relationship).toMatchObject({ friend: false, following: false, followed_by: false });
  });

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
