// The social feed tests' shared ground: five users around A (a friend, a stranger, a blocked user, a group member),
// A's group, and the posts, feeds and notices they read through the API.
import { type Post } from '@ww/contracts';
import { sql } from 'kysely';
import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { afterAll, beforeAll, expect } from 'vitest';
import type { DatabaseKind } from '#db/database.ts';
import { withUserTx } from '#db/with-user-tx.ts';
import { createTestApp, type TestApp, type TestUser } from './harness.ts';

export type FeedWorld = {
  t: TestApp;
  /** a posts; b is a's friend; c a stranger; d blocked by a; g a member of a's group. */
  a: TestUser;
  b: TestUser;
  c: TestUser;
  d: TestUser;
  g: TestUser;
  groupId: string;
  /** The real per-minute limit on posts and comments; the suite runs with a lenient one. */
  strictLimit: RateLimiterAbstract;
};

/** The app and users of one describe, handed to `ready` once they are up; helpers that read them. */
export function feedSuite(kind: DatabaseKind, ready: (world: FeedWorld) => void) {
  const world = {} as FeedWorld;
  const as = <T>(user: TestUser, fn: Parameters<typeof withUserTx<T>>[2]) =>
    withUserTx(world.t.db, { userId: user.id }, fn);

  beforeAll(async () => {
    const t = await createTestApp(kind);
    world.t = t;
    // The suite writes more than a minute's worth of posts per user; the limit itself is tested with the real one.
    world.strictLimit = t.deps.rateLimits.socialPosts;
    t.deps.rateLimits.socialPosts = new RateLimiterMemory({ points: 1_000, duration: 60 });
    const [a, b, c, d, g] = [await t.signUp(), await t.signUp(), await t.signUp(), await t.signUp(), await t.signUp()];
    Object.assign(world, { a, b, c, d, g });
    await t.request('PATCH', 'profile', { token: a.token, json: { full_name: 'Ada Rover' } });
    await t.befriend(a, b);
    await as(a, (tx) => sql`insert into user_blocks (blocked_id) values (${d.id})`.execute(tx));
    world.groupId = (
      await as(a, (tx) =>
        sql<{ id: string }>`insert into social_groups (name) values ('Vanlifers') returning id`.execute(tx),
      )
    ).rows[0]!.id;
    await as(g, (tx) => sql`insert into group_members (group_id) values (${world.groupId})`.execute(tx));
    ready(world);
  }, 60_000);
  afterAll(() => world.t?.close());

  /** A post of `user`'s, created (201). */
  const post = async (user: TestUser, json: Record<string, unknown>) => {
    const res = await world.t.request('POST', 'social/posts', { token: user.token, json });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data as Post;
  };
  /** The ids of the posts in `user`'s feed, with an optional query string. */
  const feedIds = async (user: TestUser, query = '') =>
    ((await world.t.request('GET', `social/feed${query}`, { token: user.token })).body.data as Post[]).map((p) => p.id);
  /** The data of `user`'s notifications of one kind. */
  const noticesOf = async (user: TestUser, kind: string) =>
    (
      await world.t.db
        .selectFrom('notifications')
        .select('data')
        .where('user_id', '=', user.id)
        .where('kind', '=', kind)
        .execute()
    ).map((n) => n.data as Record<string, string>);

  return { post, feedIds, noticesOf };
}
