import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';
import { withUserTx } from './with-user-tx.ts';

type User = Awaited<ReturnType<TestApp['signUp']>>;

/**
 * What a signed-in attacker can do with any SQL the request role app_user may run, against the social tables and
 * their security-definer functions: each case was a hole, and each asserts the answer the attacker now gets.
 */
describe.each(DATABASE_KINDS)('social security on %s', (kind) => {
  let t: TestApp;
  // a: a traveller who blocked e and is friends with f; b: a stranger to all of them (the attacker).
  let a: User;
  let b: User;
  let e: User;
  let f: User;
  let admin: User;

  /** Runs the statements in one request transaction of the user; rows of the last, or the SQLSTATE it failed with. */
  const run = async <R = Record<string, unknown>>(
    user: { id: string },
    statements: string[],
    opts: { moderator?: boolean } = {},
  ): Promise<{ rows: R[] } | { code: string }> => {
    try {
      return await withUserTx(t.db, { userId: user.id, ...opts }, async (tx) => {
        let rows: R[] = [];
        for (const statement of statements) rows = (await sql.raw<R>(statement).execute(tx)).rows;
        return { rows };
      });
    } catch (err) {
      return { code: (err as { code: string }).code };
    }
  };
  const one = async <R>(user: { id: string }, query: string): Promise<R> => {
    const res = await run<{ v: R }>(user, [query]);
    if ('code' in res) throw new Error(`${query} failed with ${res.code}`);
    return res.rows[0]!.v;
  };
  const moderate = (query: string) => run(admin, [query], { moderator: true });
  /** A saved trip of the user's, shared with their friends: the share's id. */
  const shareTrip = async (user: User, name: string) => {
    const res = await run<{ id: string }>(user, [
      `insert into trips (name, stops, currency) values ('${name}', '[]', 'USD')`,
      `insert into trip_shares (trip_id, audience, snapshot)
       select id, 'friends', '{}' from trips where name = '${name}' returning id`,
    ]);
    if ('code' in res) throw new Error(`sharing a trip failed with ${res.code}`);
    return res.rows[0]!.id;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    [a, b, e, f, admin] = [await t.signUp(), await t.signUp(), await t.signUp(), await t.signUp(), await t.signUp()];
    expect(await run(a, [`insert into user_blocks (blocked_id) values ('${e.id}')`])).toEqual({ rows: [] });
    const asked = await t.request('POST', 'social/friends/requests', { token: f.token, json: { user_id: a.id } });
    expect(
      (await t.request('POST', `social/friends/requests/${asked.body.data.id}/accept`, { token: a.token })).status,
    ).toBe(200);
  }, 60_000);
  afterAll(() => t.close());

  it('a notice written by the attacker does not give them the recipient’s e-mail address', async () => {
    const res = await run<{ email: string }>(b, [
      `select set_config('test.notice', social_notify('${a.id}', 'social.comment', '{}')::text, true)`,
      `select email from social_notice_email(current_setting('test.notice')::uuid)`,
    ]);
    expect(res).toEqual({ code: '42501' });
  });

  it('a hidden post moved into the author’s own group cannot be restored by the author as its owner', async () => {
    const posted = await t.request('POST', 'social/posts', {
      token: b.token,
      json: { body: 'Spam spam spam', visibility: 'public' },
    });
    const postId = posted.body.data.id as string;
    expect(await moderate(`select 1 from social_moderate('hide', 'post', '${postId}', null, 'spam', null)`)).toEqual({
      rows: [{ '?column?': 1 }],
    });
    const [group] = (
      (await run<{ id: string }>(b, [`insert into social_groups (name) values ('Mine') returning id`])) as {
        rows: { id: string }[];
      }
    ).rows;
    expect(
      await run(b, [`update posts set visibility = 'group', group_id = '${group!.id}' where id = '${postId}'`]),
    ).toEqual({ rows: [] });
    expect(
      await run(b, [`select 1 from social_moderate('restore', 'post', '${postId}', null, 'mine now', null)`]),
    ).toEqual({ code: '42501' });
    expect(await one<string | null>(b, `select hidden_at::text as v from posts where id = '${postId}'`)).not.toBeNull();
  });

  it('a group owner restores what they hid in their group, not what a site moderator hid there', async () => {
    const [group] = (
      (await run<{ id: string }>(a, [`insert into social_groups (name) values ('Owned by a') returning id`])) as {
        rows: { id: string }[];
      }
    ).rows;
    await run(f, [`insert into group_members (group_id) values ('${group!.id}')`]);
    const post = async () =>
      (
        await t.request('POST', 'social/posts', {
          token: f.token,
          json: { body: 'In the group', visibility: 'group', group_id: group!.id },
        })
      ).body.data.id as string;
    const byOwner = await post();
    await run(a, [`select 1 from social_moderate('hide', 'post', '${byOwner}', null, 'off topic', null)`]);
    expect(
      await run(a, [`select 1 from social_moderate('restore', 'post', '${byOwner}', null, 'fine after all', null)`]),
    ).toEqual({ rows: [{ '?column?': 1 }] });
    const bySite = await post();
    await moderate(`select 1 from social_moderate('hide', 'post', '${bySite}', null, 'illegal', null)`);
    expect(
      await run(a, [`select 1 from social_moderate('restore', 'post', '${bySite}', null, 'my group', null)`]),
    ).toEqual({ code: '42501' });
  });

  it('a reader of a public post does not learn whom its author blocked or was blocked by', async () => {
    const posted = await t.request('POST', 'social/posts', {
      token: a.token,
      json: { body: 'Hi', visibility: 'public' },
    });
    const postId = posted.body.data.id as string;
    const blocked = (user: User) =>
      one<string[]>(user, `select array(select id::text from social_post_blocked('${postId}') as id) as v`);
    expect(await blocked(b)).not.toContain(e.id);
    expect(await blocked(a)).toContain(e.id);
  });

  it('nobody forges the times others order and count by: a conversation’s activity, a read mark, a message’s time', async () => {
    const forged = [
      `insert into conversations (kind, title, last_message_at) values ('group', 'Pinned', '2099-01-01')`,
      `insert into conversations (kind, title, created_at) values ('group', 'Old', '2000-01-01')`,
    ];
    for (const query of forged) expect(await run(f, [query]), query).toEqual({ code: '42501' });
    const conversation = '00000000-0000-4000-8000-00000000c0de';
    expect(
      await run(f, [`insert into conversations (id, kind, title) values ('${conversation}', 'group', 'Ok')`]),
    ).toEqual({ rows: [] });
    expect(
      await run(f, [
        `insert into conversation_participants (conversation_id, user_id, last_read_at)
         values ('${conversation}', '${a.id}', '2099-01-01')`,
      ]),
    ).toEqual({ code: '42501' });
    expect(
      await run(f, [
        `insert into messages (conversation_id, body, created_at) values ('${conversation}', 'From the future', '2099-01-01')`,
      ]),
    ).toEqual({ code: '42501' });

    const share = await shareTrip(a, 'Coast');
    for (const query of [
      `insert into trip_share_comments (share_id, body, created_at) values ('${share}', 'Old news', '2000-01-01')`,
      `insert into trip_share_suggestions (share_id, name, latitude, longitude, created_at)
       values ('${share}', 'Here', 1, 1, '2099-01-01')`,
    ]) {
      expect(await run(f, [query]), query).toEqual({ code: '42501' });
    }
  });

  it('a suspended user neither refreshes a shared trip nor adds people to a conversation', async () => {
    const x = await t.signUp();
    const share = await shareTrip(x, 'Desert');
    const conversation = '00000000-0000-4000-8000-0000000005a1';
    await run(x, [`insert into conversations (id, kind, title) values ('${conversation}', 'group', 'Crew')`]);
    await moderate(
      `select 1 from social_moderate('suspend', 'user', '${x.id}', null, 'abuse', now() + interval '1 day')`,
    );
    expect(await run(x, [`update trip_shares set snapshot = '{"title": "Spam"}' where id = '${share}'`])).toEqual({
      code: '42501',
    });
    expect(
      await run(x, [
        `insert into conversation_participants (conversation_id, user_id) values ('${conversation}', '${b.id}')`,
      ]),
    ).toEqual({ code: '42501' });
  });

  it('the graph questions answer only about the caller: no third party’s blocks, friends, groups or suspension', async () => {
    expect(await one<boolean>(b, `select social_blocked_between('${a.id}', '${e.id}') as v`)).toBe(false);
    expect(await one<boolean>(a, `select social_blocked_between('${a.id}', '${e.id}') as v`)).toBe(true);
    expect(await one<boolean>(e, `select social_blocked_between('${a.id}', '${e.id}') as v`)).toBe(true);

    expect(await one<boolean>(b, `select social_are_friends('${a.id}', '${f.id}') as v`)).toBe(false);
    expect(await one<boolean>(b, `select social_post_visible_to('${f.id}', '${a.id}', 'friends', null) as v`)).toBe(
      false,
    );
    expect(await one<boolean>(b, `select social_can_see_user('${f.id}', '${a.id}') as v`)).toBe(false);
    expect(
      await one<string[]>(
        b,
        `select array(select id::text from social_post_readers_among(array['${f.id}']::uuid[], '${a.id}', 'friends', null) as id) as v`,
      ),
    ).toEqual([]);
    expect(await one<boolean>(f, `select social_are_friends('${a.id}', '${f.id}') as v`)).toBe(true);
    expect(
      await one<string[]>(
        a,
        `select array(select id::text from social_post_readers_among(array['${f.id}', '${b.id}']::uuid[], '${a.id}', 'friends', null) as id) as v`,
      ),
    ).toEqual([f.id]);

    const [group] = (
      (await run<{ id: string }>(f, [`insert into social_groups (name) values ('Quiet ones') returning id`])) as {
        rows: { id: string }[];
      }
    ).rows;
    expect(await one<string | null>(b, `select social_group_role('${group!.id}', '${f.id}') as v`)).toBeNull();
    expect(await one<string | null>(f, `select social_group_role('${group!.id}', '${f.id}') as v`)).toBe('owner');

    await moderate(
      `select 1 from social_moderate('suspend', 'user', '${e.id}', null, 'abuse', now() + interval '1 day')`,
    );
    expect(await one<boolean>(b, `select social_is_suspended('${e.id}') as v`)).toBe(false);
    expect(await one<boolean>(e, `select social_is_suspended('${e.id}') as v`)).toBe(true);
  });
});
