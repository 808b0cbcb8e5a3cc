import { beforeAll, describe, expect, it } from 'vitest';
import { expectCannotTouch } from '#test/isolation.ts';
import { DATABASE_KINDS, type TestApp } from '#test/harness.ts';
import { NOBODY, networkSuite } from '#test/network-kit.ts';

describe.each(DATABASE_KINDS)('social network on %s', (kind) => {
  let t: TestApp;
  const { ctx, traveller, ask, list, userIds, notifications } = networkSuite(kind);
  const events = ctx.events;
  beforeAll(() => ({ t } = ctx));

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
});
