import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Group, Post } from '@ww/contracts';
import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';

type User = Awaited<ReturnType<TestApp['signUp']>>;

/**
 * After A blocks C, nothing of A's reaches C and nothing of C's reaches A: not A's groups, and not A's part in the
 * counts C reads beside lists that already leave A out (likes, comments, members, friends, votes).
 */
describe.each(DATABASE_KINDS)('a block hides groups and counts on %s', (kind) => {
  let t: TestApp;
  // a blocks c; b is everyone's friend and writes; d replies under a's comment.
  let a: User, b: User, c: User, d: User;
  let groupOfA: Group, groupOfC: Group, groupOfB: Group;
  let postOfB: Post;
  let hustleOfB: string;

  const call = async (user: User, method: string, path: string, json?: unknown) => {
    const res = await t.request(method, `social/${path}`, { token: user.token, ...(json ? { json } : {}) });
    expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
    return res.body?.data;
  };
  const group = async (owner: User, name: string) =>
    (await call(owner, 'POST', 'groups', { name, join_policy: 'open' })) as Group;
  const groupsSeen = async (user: User, query = '') =>
    ((await t.request('GET', `social/groups${query}`, { token: user.token })).body.data as Group[]).map((g) => g.id);
  const countsOf = async (user: User) => {
    const detail = (await call(user, 'GET', `posts/${postOfB.id}`)) as Post;
    const inFeed = ((await call(user, 'GET', `feed?author_id=${b.id}`)) as Post[]).find((p) => p.id === postOfB.id)!;
    expect([inFeed.like_count, inFeed.comment_count]).toEqual([detail.like_count, detail.comment_count]);
    return { likes: detail.like_count, comments: detail.comment_count };
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    [a, b, c, d] = [await t.signUp(), await t.signUp(), await t.signUp(), await t.signUp()];
    await t.request('PATCH', 'profile', { token: a.token, json: { full_name: 'Ada Blocker' } });
    for (const friend of [a, c, d]) await t.befriend(b, friend);
    groupOfA = await group(a, 'Desert rigs of Ada');
    groupOfC = await group(c, 'Coastal crew');
    groupOfB = await group(b, 'Lakeside meet-up');
    await call(c, 'POST', `groups/${groupOfA.id}/join`);
    await call(a, 'POST', `groups/${groupOfC.id}/join`);
    for (const member of [a, c, d]) await call(member, 'POST', `groups/${groupOfB.id}/join`);

    postOfB = (await call(b, 'POST', 'posts', { body: 'Sunrise over the lake', visibility: 'public' })) as Post;
    for (const liker of [a, c, d]) await call(liker, 'PUT', `posts/${postOfB.id}/like`);
    const commentOfA = (await call(a, 'POST', `posts/${postOfB.id}/comments`, { body: 'Lovely light' })) as {
      id: string;
    };
    await call(d, 'POST', `posts/${postOfB.id}/comments`, { body: 'It was!', parent_id: commentOfA.id });
    await call(c, 'POST', `posts/${postOfB.id}/comments`, { body: 'Wish I was there' });
    await call(d, 'POST', `posts/${postOfB.id}/comments`, { body: 'Same time tomorrow?' });

    hustleOfB = ((await call(b, 'POST', 'hustles', { title: 'Mobile bike repair' })) as { id: string }).id;
    for (const voter of [a, c]) await call(voter, 'PUT', `hustles/${hustleOfB}/vote`);

    await call(a, 'POST', 'blocks', { user_id: c.id });
  }, 60_000);
  afterAll(() => t.close());

  it("hides the blocker's groups from the blocked user, and the blocked user's from the blocker, everywhere", async () => {
    expect(await groupsSeen(c)).not.toContain(groupOfA.id);
    expect(await groupsSeen(c, '?q=desert')).toEqual([]);
    expect((await t.request('GET', `social/groups/${groupOfA.id}`, { token: c.token })).status).toBe(404);
    expect((await t.request('POST', `social/groups/${groupOfA.id}/join`, { token: c.token })).status).toBe(404);
    expect(await groupsSeen(a)).not.toContain(groupOfC.id);
    expect((await t.request('GET', `social/groups/${groupOfC.id}`, { token: a.token })).status).toBe(404);
    // Everyone else still finds both, and the two still see the groups neither of them owns.
    expect(await groupsSeen(d)).toEqual(expect.arrayContaining([groupOfA.id, groupOfC.id, groupOfB.id]));
    expect(await groupsSeen(c)).toContain(groupOfB.id);
  });

  it("ends the blocked user's membership of the blocker's groups, and the other way round", async () => {
    const members = async (owner: User, g: Group) =>
      ((await call(owner, 'GET', `groups/${g.id}/members`)) as { user: { id: string } }[]).map((m) => m.user.id);
    expect(await members(a, groupOfA)).toEqual([a.id]);
    expect(await members(c, groupOfC)).toEqual([c.id]);
    expect((await call(c, 'GET', 'groups?mine=true')) as Group[]).toEqual([
      expect.objectContaining({ id: groupOfB.id }),
      expect.objectContaining({ id: groupOfC.id }),
    ]);
  });

  it("counts members as the member list shows them: without the other side's", async () => {
    const countFor = async (user: User) => ((await call(user, 'GET', `groups/${groupOfB.id}`)) as Group).member_count;
    expect(await countFor(b)).toBe(4);
    expect(await countFor(c)).toBe(3);
    expect(await countFor(a)).toBe(3);
    expect(((await call(c, 'GET', 'groups?q=lakeside')) as Group[])[0]?.member_count).toBe(3);
  });

  it("counts a post's likes and comments without the other side's, nor the replies hidden with their comments", async () => {
    // Likes: a, c and d. Comments: a's, d's reply to it, c's, and d's own.
    expect(await countsOf(b)).toEqual({ likes: 3, comments: 4 });
    expect(await countsOf(c)).toEqual({ likes: 2, comments: 2 });
    expect(await countsOf(a)).toEqual({ likes: 2, comments: 3 });
    const threads = (await call(c, 'GET', `posts/${postOfB.id}/comments`)) as { replies: unknown[] }[];
    expect(threads.length + threads.reduce((n, th) => n + th.replies.length, 0)).toBe(2);
  });

  it("counts a profile's friends and a hustle's votes without the other side's", async () => {
    const friendsOfB = async (user: User) =>
      ((await call(user, 'GET', `users/${b.id}`)) as { friend_count: number }).friend_count;
    expect(await friendsOfB(d)).toBe(3);
    expect(await friendsOfB(c)).toBe(2);
    const votes = async (user: User) => (await call(user, 'GET', `hustles/${hustleOfB}`)) as { vote_count: number };
    expect((await votes(b)).vote_count).toBe(2);
    expect((await votes(c)).vote_count).toBe(1);
    expect((await votes(a)).vote_count).toBe(1);
  });

  it('gives the counts back when the block is lifted; the memberships it ended stay ended', async () => {
    await call(a, 'DELETE', `blocks/${c.id}`);
    expect(await countsOf(c)).toEqual({ likes: 3, comments: 4 });
    expect(await groupsSeen(c)).toContain(groupOfA.id);
    expect(((await call(c, 'GET', `groups/${groupOfA.id}`)) as Group).my_role).toBeNull();
  });
});
