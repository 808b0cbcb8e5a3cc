import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withUserTx } from '#db/with-user-tx.ts';
import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';
import { sqlAs, expectSqlRefused } from '#test/isolation.ts';

type User = Awaited<ReturnType<TestApp['signUp']>>;
type Member = { user: { id: string }; role: string; status: string };

describe.each(DATABASE_KINDS)('social groups on %s', (kind) => {
  let t: TestApp;
  let owner: User;
  let b: User;
  let c: User;
  let outsider: User;

  beforeAll(async () => {
    t = await createTestApp(kind);
    [owner, b, c, outsider] = [await t.signUp(), await t.signUp(), await t.signUp(), await t.signUp()];
  }, 60_000);
  afterAll(() => t.close());

  const create = async (user: User, json: Record<string, unknown>) => {
    const res = await t.request('POST', 'social/groups', { token: user.token, json });
    expect(res.status).toBe(201);
    return res.body.data as { id: string; my_role: string; member_count: number; owner: { id: string } };
  };
  const group = async (user: User, id: string) =>
    (await t.request('GET', `social/groups/${id}`, { token: user.token })).body.data;
  const memberIds = async (user: User, id: string, status = 'active') => {
    const res = await t.request('GET', `social/groups/${id}/members?status=${status}`, { token: user.token });
    expect(res.status).toBe(200);
    return (res.body.data as Member[]).map((m) => m.user.id);
  };
  const notices = async (user: User) =>
    (await t.request('GET', 'notifications', { token: user.token })).body.data as {
      kind: string;
      data: Record<string, string>;
    }[];

  it('the creator owns a new group; an open group takes members at once and counts them for everyone', async () => {
    const g = await create(owner, {
      name: 'Ten-metre rigs',
      description: 'Big rigs, tight passes',
      join_policy: 'open',
    });
    expect(g).toMatchObject({ my_role: 'owner', member_count: 1, owner: { id: owner.id } });

    const joined = await t.request('POST', `social/groups/${g.id}/join`, { token: b.token });
    expect(joined.status).toBe(201);
    expect(joined.body.data).toMatchObject({ my_role: 'member', my_status: 'active', member_count: 2 });
    expect((await t.request('POST', `social/groups/${g.id}/join`, { token: b.token })).status).toBe(409);

    // A non-member finds the group and its size, but not who is in it.
    expect(await group(outsider, g.id)).toMatchObject({ member_count: 2, my_role: null, my_status: null });
    const members = await t.request('GET', `social/groups/${g.id}/members`, { token: outsider.token });
    expect(members.status).toBe(403);
    expect(members.body.error.code).toBe('members_only');
    expect(await memberIds(b, g.id)).toEqual(expect.arrayContaining([owner.id, b.id]));

    const found = await t.request('GET', `social/groups?q=${encodeURIComponent('METRE')}`, { token: outsider.token });
    expect((found.body.data as { id: string }[]).map((x) => x.id)).toContain(g.id);
    const mine = await t.request('GET', 'social/groups?mine=true', { token: outsider.token });
    expect((mine.body.data as { id: string }[]).map((x) => x.id)).not.toContain(g.id);
    const bMine = await t.request('GET', 'social/groups?mine=true', { token: b.token });
    expect((bMine.body.data as { id: string }[]).map((x) => x.id)).toContain(g.id);
  });

  it('a request group: the request waits, owner and moderators are told, approve or decline decides', async () => {
    const g = await create(owner, { name: 'Desert crossings', join_policy: 'request', rules: 'Carry water' });
    await t.request('POST', `social/groups/${g.id}/join`, { token: b.token });
    await t.request('PATCH', `social/groups/${g.id}/members/${b.id}`, {
      token: owner.token,
      json: { role: 'moderator' },
    });

    const asked = await t.request('POST', `social/groups/${g.id}/join`, { token: c.token });
    expect(asked.status).toBe(201);
    expect(asked.body.data).toMatchObject({ my_role: null, my_status: 'pending', member_count: 1 });
    // b is not active yet either: the owner approves first.
    expect(await memberIds(owner, g.id, 'pending')).toEqual(expect.arrayContaining([b.id, c.id]));
    expect(
      (await t.request('POST', `social/groups/${g.id}/members/${b.id}/approve`, { token: owner.token })).status,
    ).toBe(200);
    await t.request('PATCH', `social/groups/${g.id}/members/${b.id}`, {
      token: owner.token,
      json: { role: 'moderator' },
    });

    const told = (await notices(owner)).filter((n) => n.kind === 'social.group_request' && n.data.group_id === g.id);
    expect(told.map((n) => n.data.user_id)).toEqual(expect.arrayContaining([b.id, c.id]));

    // A pending requester sees neither members nor requests; a plain member sees members but not requests.
    expect((await t.request('GET', `social/groups/${g.id}/members`, { token: c.token })).status).toBe(403);
    const d = await t.signUp();
    await t.request('POST', `social/groups/${g.id}/join`, { token: d.token });
    await t.request('POST', `social/groups/${g.id}/members/${d.id}/approve`, { token: b.token });
    expect((await t.request('GET', `social/groups/${g.id}/members?status=pending`, { token: d.token })).status).toBe(
      403,
    );
    // Not even through SQL: row-level security keeps requests from plain members.
    const pendingSeen = await withUserTx(t.db, { userId: d.id }, (tx) =>
      tx
        .selectFrom('group_members')
        .select('user_id')
        .where('group_id', '=', g.id)
        .where('status', '=', 'pending')
        .execute(),
    );
    expect(pendingSeen).toEqual([]);
    const pendingSeenByModerator = await withUserTx(t.db, { userId: b.id }, (tx) =>
      tx
        .selectFrom('group_members')
        .select('user_id')
        .where('group_id', '=', g.id)
        .where('status', '=', 'pending')
        .execute(),
    );
    expect(pendingSeenByModerator.map((r) => r.user_id)).toEqual([c.id]);
    const visible = await t.request('GET', `social/groups/${g.id}/members`, { token: d.token });
    expect((visible.body.data as Member[]).every((m) => m.status === 'active')).toBe(true);

    // A plain member can neither approve nor decline.
    expect((await t.request('POST', `social/groups/${g.id}/members/${c.id}/approve`, { token: d.token })).status).toBe(
      403,
    );
    const declined = await t.request('POST', `social/groups/${g.id}/members/${c.id}/decline`, { token: b.token });
    expect(declined.status).toBe(204);
    expect(await group(c, g.id)).toMatchObject({ my_status: null, member_count: 3 });
    // Asking again is possible after a decline.
    expect((await t.request('POST', `social/groups/${g.id}/join`, { token: c.token })).body.data.my_status).toBe(
      'pending',
    );
  });

  it('roles: only the owner sets them; moderators edit and remove members but not moderators or the owner', async () => {
    const g = await create(owner, { name: 'Roles', join_policy: 'open' });
    for (const u of [b, c, outsider]) await t.request('POST', `social/groups/${g.id}/join`, { token: u.token });

    const byMember = await t.request('PATCH', `social/groups/${g.id}/members/${c.id}`, {
      token: b.token,
      json: { role: 'moderator' },
    });
    expect(byMember.status).toBe(403);
    const promoted = await t.request('PATCH', `social/groups/${g.id}/members/${b.id}`, {
      token: owner.token,
      json: { role: 'moderator' },
    });
    expect(promoted.status).toBe(200);
    expect(promoted.body.data).toMatchObject({ role: 'moderator', status: 'active' });
    expect(
      (
        await t.request('PATCH', `social/groups/${g.id}/members/${owner.id}`, {
          token: owner.token,
          json: { role: 'member' },
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await t.request('PATCH', `social/groups/${g.id}/members/${c.id}`, {
          token: owner.token,
          json: { role: 'owner' },
        })
      ).status,
    ).toBe(400);

    // A moderator edits the group; a member does not; only the owner deletes it.
    const edited = await t.request('PATCH', `social/groups/${g.id}`, { token: b.token, json: { rules: 'Be kind' } });
    expect(edited.status).toBe(200);
    expect(edited.body.data.rules).toBe('Be kind');
    expect(
      (await t.request('PATCH', `social/groups/${g.id}`, { token: c.token, json: { name: 'Mine now' } })).status,
    ).toBe(403);
    expect((await t.request('DELETE', `social/groups/${g.id}`, { token: b.token })).status).toBe(403);

    // A moderator promoting someone through SQL is refused by the database too.
    await expectSqlRefused(t, b, [
      `update group_members set role = 'moderator' where user_id = '${c.id}'`,
      `update social_groups set owner_id = '${b.id}' where id = '${g.id}'`,
    ]);

    expect((await t.request('DELETE', `social/groups/${g.id}/members/${owner.id}`, { token: b.token })).status).toBe(
      403,
    );
    expect(
      (await t.request('DELETE', `social/groups/${g.id}/members/${owner.id}`, { token: owner.token })).status,
    ).toBe(403);
    expect(await sqlAs(t, owner, `delete from group_members where user_id = '${owner.id}'`)).toBe('ok');
    expect(await memberIds(owner, g.id)).toContain(owner.id);

    await t.request('PATCH', `social/groups/${g.id}/members/${c.id}`, {
      token: owner.token,
      json: { role: 'moderator' },
    });
    expect((await t.request('DELETE', `social/groups/${g.id}/members/${c.id}`, { token: b.token })).status).toBe(403);
    expect((await t.request('DELETE', `social/groups/${g.id}/members/${outsider.id}`, { token: b.token })).status).toBe(
      204,
    );
    expect(await group(outsider, g.id)).toMatchObject({ my_role: null, member_count: 3 });
  });

  it('leave, and hand over: the owner cannot leave until someone else owns the group', async () => {
    const g = await create(owner, { name: 'Handover', join_policy: 'open' });
    await t.request('POST', `social/groups/${g.id}/join`, { token: b.token });
    await t.request('POST', `social/groups/${g.id}/join`, { token: c.token });

    const stuck = await t.request('POST', `social/groups/${g.id}/leave`, { token: owner.token });
    expect(stuck.status).toBe(409);
    expect(stuck.body.error.code).toBe('owner_cannot_leave');
    expect(stuck.body.error.message).toMatch(/hand it over/);

    expect(
      (await t.request('POST', `social/groups/${g.id}/transfer`, { token: b.token, json: { user_id: b.id } })).status,
    ).toBe(403);
    const toStranger = await t.request('POST', `social/groups/${g.id}/transfer`, {
      token: owner.token,
      json: { user_id: outsider.id },
    });
    expect(toStranger.status).toBe(400);
    expect(toStranger.body.error.fields).toEqual({ user_id: 'not_a_member' });

    const handed = await t.request('POST', `social/groups/${g.id}/transfer`, {
      token: owner.token,
      json: { user_id: b.id },
    });
    expect(handed.status).toBe(200);
    expect(handed.body.data).toMatchObject({ owner: { id: b.id }, my_role: 'moderator' });
    expect(await group(b, g.id)).toMatchObject({ my_role: 'owner', member_count: 3 });

    const left = await t.request('POST', `social/groups/${g.id}/leave`, { token: owner.token });
    expect(left.status).toBe(200);
    expect(left.body.data).toMatchObject({ my_role: null, my_status: null, member_count: 2 });
    expect((await t.request('POST', `social/groups/${g.id}/leave`, { token: owner.token })).status).toBe(404);
    expect((await t.request('POST', `social/groups/${g.id}/leave`, { token: c.token })).status).toBe(200);

    // The new owner deletes it; it is gone for everyone.
    expect((await t.request('DELETE', `social/groups/${g.id}`, { token: b.token })).status).toBe(204);
    expect((await t.request('GET', `social/groups/${g.id}`, { token: owner.token })).status).toBe(404);
  });

  it("user B cannot edit, delete or take over user A's group, nor add themselves as anything but a member", async () => {
    const g = await create(owner, { name: 'Not yours', join_policy: 'request' });
    for (const [method, path, json] of [
      ['PATCH', `social/groups/${g.id}`, { name: 'Taken' }],
      ['DELETE', `social/groups/${g.id}`],
      ['POST', `social/groups/${g.id}/transfer`, { user_id: outsider.id }],
      ['PATCH', `social/groups/${g.id}/members/${owner.id}`, { role: 'member' }],
      ['DELETE', `social/groups/${g.id}/members/${owner.id}`],
    ] as const) {
      expect((await t.request(method, path, { token: outsider.token, json })).status, `${method} ${path}`).toBe(403);
    }
    expect(await group(owner, g.id)).toMatchObject({ name: 'Not yours', owner: { id: owner.id }, member_count: 1 });
    expect(
      await sqlAs(
        t,
        outsider,
        `insert into group_members (group_id, user_id, role, status) values ('${g.id}', '${outsider.id}', 'moderator', 'active')`,
      ),
    ).toBe('42501');
    expect(await sqlAs(t, outsider, `insert into group_members (group_id, status) values ('${g.id}', 'active')`)).toBe(
      '42501',
    );
    expect(await sqlAs(t, outsider, `update social_groups set name = 'x' where id = '${g.id}'`)).toBe('ok');
    expect((await group(owner, g.id)).name).toBe('Not yours');
  });

  it('refuses bad input with 4xx and pages without repeats', async () => {
    for (const json of [
      { name: '', join_policy: 'open' },
      { name: 'x'.repeat(101), join_policy: 'open' },
      { name: 'ok', join_policy: 'invite' },
      { name: 'ok', join_policy: 'open', owner_id: outsider.id },
    ]) {
      expect((await t.request('POST', 'social/groups', { token: owner.token, json })).status).toBe(400);
    }
    expect((await t.request('GET', 'social/groups?cursor=nonsense', { token: owner.token })).status).toBe(400);
    expect((await t.request('GET', 'social/groups/not-a-uuid', { token: owner.token })).status).toBe(400);

    const pager = await t.signUp();
    const made: string[] = [];
    for (let i = 0; i < 5; i++) made.push((await create(pager, { name: `Pager ${i}`, join_policy: 'open' })).id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res: { body: { data: { id: string }[]; next_cursor: string | null } } = await t.request(
        'GET',
        `social/groups?mine=true&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        { token: pager.token },
      );
      seen.push(...res.body.data.map((x) => x.id));
      cursor = res.body.next_cursor;
    } while (cursor);
    expect(seen).toEqual([...made].reverse());
  });
});
