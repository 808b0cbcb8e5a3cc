import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withUserTx } from '#db/with-user-tx.ts';
import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';

type User = Awaited<ReturnType<TestApp['signUp']>>;
type Access = { rows: number } | { code: string };

/**
 * The social graph's row-level security, asked in SQL as the request role app_user: what a handler with a bug could
 * try on friendships, follows, blocks, groups and memberships. Rows of others are invisible and untouchable, and a
 * forged row (a friendship nobody accepted, a request in someone else's name, a role one was not given) fails with
 * 42501.
 */
describe.each(DATABASE_KINDS)('social graph row-level security on %s', (kind) => {
  let t: TestApp;
  let a: User;
  let b: User;
  let c: User;
  let d: User;
  let e: User;
  let hidden: User;
  let friendshipAC: string;
  let requestAD: string;
  let openGroup: string;
  let requestGroup: string;

  /** Rows read or changed by the statement as that user, or the SQLSTATE it failed with. */
  const as = async (user: { id: string }, query: string, opts: { moderator?: boolean } = {}): Promise<Access> => {
    try {
      const res = await withUserTx(t.db, { userId: user.id, ...opts }, (tx) => sql.raw(query).execute(tx));
      return { rows: res.rows.length || Number(res.numAffectedRows ?? 0) };
    } catch (err) {
      return { code: (err as { code: string }).code };
    }
  };
  const rows = (n: number) => ({ rows: n });
  const refused = { code: '42501' };
  const insertGroup = (owner: User, name: string, policy: 'open' | 'request') =>
    withUserTx(t.db, { userId: owner.id }, async (tx) => {
      const { rows: inserted } = await sql<{
        id: string;
      }>`insert into social_groups (name, join_policy) values (${name}, ${policy}) returning id`.execute(tx);
      return inserted[0]!.id;
    });

  beforeAll(async () => {
    t = await createTestApp(kind);
    [a, b, c, d, e, hidden] = [
      await t.signUp(),
      await t.signUp(),
      await t.signUp(),
      await t.signUp(),
      await t.signUp(),
      await t.signUp(),
    ];
    const asked = await t.request('POST', 'social/friends/requests', { token: a.token, json: { user_id: c.id } });
    friendshipAC = asked.body.data.id as string;
    expect((await t.request('POST', `social/friends/requests/${friendshipAC}/accept`, { token: c.token })).status).toBe(
      200,
    );
    requestAD = (await t.request('POST', 'social/friends/requests', { token: a.token, json: { user_id: d.id } })).body
      .data.id as string;
    expect((await t.request('POST', 'social/follows', { token: a.token, json: { user_id: c.id } })).status).toBe(201);
    expect((await t.request('POST', 'social/blocks', { token: a.token, json: { user_id: e.id } })).status).toBe(201);
    await t.request('PATCH', 'settings', {
      token: hidden.token,
      json: { privacy_preferences: { profile_visibility: 'private' } },
    });
    openGroup = await insertGroup(a, 'Boondockers of the Outback', 'open');
    requestGroup = await insertGroup(a, 'Invite-only caravanners', 'request');
  }, 60_000);
  afterAll(() => t.close());

  describe('friendships', () => {
    it("are seen only by their two sides; B cannot change or end A's", async () => {
      expect(await as(a, `select 1 from friendships where id = '${friendshipAC}'`)).toEqual(rows(1));
      expect(await as(c, `select 1 from friendships where id = '${friendshipAC}'`)).toEqual(rows(1));
      expect(await as(b, `select 1 from friendships`)).toEqual(rows(0));
      expect(
        await as(b, `update friendships set status = 'accepted', responded_at = now() where id = '${requestAD}'`),
      ).toEqual(rows(0));
      expect(await as(b, `delete from friendships where id = '${friendshipAC}'`)).toEqual(rows(0));
      expect(await as(a, `select status from friendships where id = '${friendshipAC}'`)).toEqual(rows(1));
    });

    it('cannot be forged: not as accepted, not in the other side’s name, not across a block', async () => {
      expect(
        await as(
          b,
          `insert into friendships (requester_id, addressee_id, status, responded_at) values ('${b.id}', '${a.id}', 'accepted', now())`,
        ),
      ).toEqual(refused);
      expect(await as(b, `insert into friendships (requester_id, addressee_id) values ('${a.id}', '${b.id}')`)).toEqual(
        refused,
      );
      expect(await as(e, `insert into friendships (addressee_id) values ('${a.id}')`)).toEqual(refused);
      expect(await as(a, `insert into friendships (addressee_id) values ('${e.id}')`)).toEqual(refused);
      // The plain request is allowed, so the refusals above are the policy's and not a broken statement.
      expect(await as(b, `insert into friendships (addressee_id) values ('${a.id}')`)).toEqual(rows(1));
    });

    it('are answered only by the one asked, who can change the status and nothing else', async () => {
      expect(
        await as(a, `update friendships set status = 'accepted', responded_at = now() where id = '${requestAD}'`),
      ).toEqual(rows(0));
      expect(await as(d, `update friendships set requester_id = '${b.id}' where id = '${requestAD}'`)).toEqual(refused);
      expect(await as(d, `update friendships set addressee_id = '${b.id}' where id = '${requestAD}'`)).toEqual(refused);
      expect(
        await as(d, `update friendships set status = 'accepted', responded_at = now() where id = '${requestAD}'`),
      ).toEqual(rows(1));
    });
  });

  describe('follows', () => {
    it("are seen by follower and followee only; B cannot add or remove A's", async () => {
      expect(await as(c, `select 1 from follows where follower_id = '${a.id}'`)).toEqual(rows(1));
      expect(await as(b, `select 1 from follows`)).toEqual(rows(0));
      expect(await as(b, `insert into follows (follower_id, followee_id) values ('${a.id}', '${d.id}')`)).toEqual(
        refused,
      );
      expect(await as(b, `delete from follows where follower_id = '${a.id}'`)).toEqual(rows(0));
      // The followee sees the row but cannot remove someone's follow of them by deleting it.
      expect(await as(c, `delete from follows where follower_id = '${a.id}'`)).toEqual(rows(0));
      expect(await as(a, `select 1 from follows where followee_id = '${c.id}'`)).toEqual(rows(1));
    });

    it('never reach a profile the follower may not see', async () => {
      expect(await as(b, `insert into follows (followee_id) values ('${hidden.id}')`)).toEqual(refused);
      expect(await as(e, `insert into follows (followee_id) values ('${a.id}')`)).toEqual(refused);
      expect(await as(a, `insert into follows (followee_id) values ('${e.id}')`)).toEqual(refused);
      expect(await as(b, `insert into follows (followee_id) values ('${c.id}')`)).toEqual(rows(1));
    });
  });

  describe('user_blocks', () => {
    it('are known to the blocker alone: not to the blocked, not to anyone else', async () => {
      expect(await as(a, `select 1 from user_blocks where blocked_id = '${e.id}'`)).toEqual(rows(1));
      expect(await as(e, `select 1 from user_blocks`)).toEqual(rows(0));
      expect(await as(b, `select 1 from user_blocks`)).toEqual(rows(0));
      expect(await as(e, `delete from user_blocks where blocked_id = '${e.id}'`)).toEqual(rows(0));
      expect(await as(b, `insert into user_blocks (blocker_id, blocked_id) values ('${a.id}', '${b.id}')`)).toEqual(
        refused,
      );
      expect(await as(a, `select 1 from user_blocks where blocked_id = '${e.id}'`)).toEqual(rows(1));
    });

    it('answer social_blocked_between for both directions, to anyone asking', async () => {
      const between = async (user: User, x: User, y: User) => {
        const res = await withUserTx(t.db, { userId: user.id }, (tx) =>
          sql<{ blocked: boolean }>`select social_blocked_between(${x.id}::uuid, ${y.id}::uuid) as blocked`.execute(tx),
        );
        return res.rows[0]!.blocked;
      };
      expect(await between(e, e, a)).toBe(true);
      expect(await between(e, a, e)).toBe(true);
      expect(await between(b, a, c)).toBe(false);
    });
  });

  describe('social_groups', () => {
    it('are listed to everyone, created only in one’s own name, changed only by their owner or moderators', async () => {
      expect(await as(b, `select 1 from social_groups where id = '${openGroup}'`)).toEqual(rows(1));
      expect(await as(b, `insert into social_groups (owner_id, name) values ('${a.id}', 'Not mine')`)).toEqual(refused);
      expect(await as(b, `update social_groups set name = 'Taken over' where id = '${openGroup}'`)).toEqual(rows(0));
      expect(await as(b, `delete from social_groups where id = '${openGroup}'`)).toEqual(rows(0));
      expect(await as(a, `select 1 from social_groups where name = 'Boondockers of the Outback'`)).toEqual(rows(1));
    });
  });

  describe('group_members', () => {
    it('a member list is read by members (and site moderators), not by outsiders', async () => {
      expect(await as(a, `select 1 from group_members where group_id = '${openGroup}'`)).toEqual(rows(1));
      expect(await as(b, `select 1 from group_members where group_id = '${openGroup}'`)).toEqual(rows(0));
      expect(await as(b, `select 1 from group_members where group_id = '${openGroup}'`, { moderator: true })).toEqual(
        rows(1),
      );
    });

    it('one joins only oneself, as a plain member, and a request group only as pending', async () => {
      expect(await as(b, `insert into group_members (group_id, role) values ('${openGroup}', 'moderator')`)).toEqual(
        refused,
      );
      expect(await as(b, `insert into group_members (group_id, role) values ('${openGroup}', 'owner')`)).toEqual(
        refused,
      );
      expect(await as(b, `insert into group_members (group_id, user_id) values ('${openGroup}', '${c.id}')`)).toEqual(
        refused,
      );
      expect(await as(b, `insert into group_members (group_id, status) values ('${requestGroup}', 'active')`)).toEqual(
        refused,
      );
      expect(await as(b, `insert into group_members (group_id, status) values ('${requestGroup}', 'pending')`)).toEqual(
        rows(1),
      );
      expect(await as(c, `insert into group_members (group_id) values ('${openGroup}')`)).toEqual(rows(1));
    });

    it("a member cannot promote themselves or change or remove someone else's membership", async () => {
      expect(
        await as(
          c,
          `update group_members set role = 'moderator' where group_id = '${openGroup}' and user_id = '${c.id}'`,
        ),
      ).toEqual(rows(0));
      expect(
        await as(c, `update group_members set role = 'member' where group_id = '${openGroup}' and user_id = '${a.id}'`),
      ).toEqual(rows(0));
      expect(await as(c, `delete from group_members where group_id = '${openGroup}' and user_id = '${a.id}'`)).toEqual(
        rows(0),
      );
      expect(
        await as(
          b,
          `update group_members set status = 'active' where group_id = '${requestGroup}' and user_id = '${b.id}'`,
        ),
      ).toEqual(rows(0));
      expect(
        await as(a, `select role from group_members where group_id = '${openGroup}' and user_id = '${a.id}'`),
      ).toEqual(rows(1));
    });
  });
});
