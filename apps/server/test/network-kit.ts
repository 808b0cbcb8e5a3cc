// The social network tests' shared ground: an app that records what it pushes, travellers and their requests.
import { afterAll, beforeAll, expect } from 'vitest';
import type { DatabaseKind } from '#db/database.ts';
import { createTestApp, type TestApp } from '#test/harness.ts';

export type User = Awaited<ReturnType<TestApp['signUp']>>;
export type Listed = {
  data: { id?: string; user: { id: string; display_name: string | null } }[];
  next_cursor: string | null;
};
export const NOBODY = '00000000-0000-4000-8000-00000000dead';

/** An app on `kind` for the tests of one describe, with helpers that use it once it is up. */
export function networkSuite(kind: DatabaseKind) {
  const ctx = { events: [] as { userId: string; event: string; payload: unknown }[] } as {
    t: TestApp;
    events: { userId: string; event: string; payload: unknown }[];
  };
  beforeAll(async () => {
    ctx.t = await createTestApp(kind);
    ctx.t.deps.publishToUser = async (userId, event, payload) => void ctx.events.push({ userId, event, payload });
  }, 60_000);
  afterAll(() => ctx.t.close());

  /** A new traveller with a name and, when given, a profile visibility. */
  const traveller = async (name: string, visibility?: 'public' | 'friends' | 'private') => {
    const u = await ctx.t.signUp();
    expect((await ctx.t.request('PATCH', 'profile', { token: u.token, json: { full_name: name } })).status).toBe(200);
    if (visibility) await setVisibility(u, visibility);
    return u;
  };
  const setVisibility = async (u: User, visibility: 'public' | 'friends' | 'private') =>
    expect(
      (
        await ctx.t.request('PATCH', 'settings', {
          token: u.token,
          json: { privacy_preferences: { profile_visibility: visibility } },
        })
      ).status,
    ).toBe(200);
  const ask = (from: User, to: User | string) =>
    ctx.t.request('POST', 'social/friends/requests', {
      token: from.token,
      json: { user_id: typeof to === 'string' ? to : to.id },
    });
  const list = async (u: User, path: string) => {
    const res = await ctx.t.request('GET', path, { token: u.token });
    expect(res.status, path).toBe(200);
    return res.body as Listed;
  };
  const userIds = (l: Listed) => l.data.map((r) => r.user.id);
  const notifications = async (u: User) =>
    (
      (await ctx.t.request('GET', 'notifications', { token: u.token })).body.data as { kind: string; data: object }[]
    ).filter((n) => n.kind.startsWith('social.'));

  return { ctx, traveller, setVisibility, ask, list, userIds, notifications };
}
