import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';

const DENIED = "You don't have admin privileges to access this area.";
const utcDay = (offsetDays = 0) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe.each(DATABASE_KINDS)('admin on %s', (kind) => {
  let t: TestApp;
  // Every account and live session created in this suite's database, so the dashboard figures can be checked exactly.
  let usersCreated = 0;
  let liveSessions = 0;
  let owner: Awaited<ReturnType<TestApp['signUp']>>;

  const signUp = async (email?: string) => {
    const u = await t.signUp(email);
    usersCreated++;
    liveSessions++;
    return u;
  };
  const login = async (email: string, password: string) => {
    const res = await t.request('POST', 'auth/login', { json: { email, password } });
    expect(res.status).toBe(200);
    liveSessions++;
    return res.body.session.access_token as string;
  };
  const logout = async (token: string) => {
    expect((await t.request('POST', 'auth/logout', { token })).status).toBe(204);
    liveSessions--;
  };
  const status = async (token: string) => (await t.request('GET', 'admin/status', { token })).body.data.is_admin;
  const dashboard = async (token = owner.token) => {
    const res = await t.request('GET', 'admin/dashboard', { token });
    expect(res.status).toBe(200);
    return res.body.data;
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { ownerEmail: 'owner@example.com' });
    owner = await signUp('Owner@Example.com');
  }, 60_000);
  afterAll(() => t.close());

  it('refuses the dashboard to a plain user with the spec text', async () => {
    const u = await signUp();
    const res = await t.request('GET', 'admin/status', { token: u.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ is_admin: false });

    const denied = await t.request('GET', 'admin/dashboard', { token: u.token });
    expect(denied.status).toBe(403);
    expect(denied.body.error).toMatchObject({ class: 'rls_permission', message: DENIED });
  });

  it('answers 401 without a session', async () => {
    expect((await t.request('GET', 'admin/status')).status).toBe(401);
    expect((await t.request('GET', 'admin/dashboard')).status).toBe(401);
  });

  it('treats the owner address as admin and shows it the real figures', async () => {
    await signUp();
    expect(await status(owner.token)).toBe(true);

    const data = await dashboard();
    expect(data.user_count).toBe(usersCreated);
    expect(data.active_sessions).toBe(liveSessions);
    expect(data.signups_per_day).toHaveLength(30);
    expect(data.signups_per_day[0].day).toBe(utcDay(-29));
    // Every account of this database was created today.
    expect(data.signups_per_day.at(-1)).toEqual({ day: utcDay(), count: usersCreated });
    expect(data.signups_per_day.slice(0, -1).filter((d: { count: number }) => d.count !== 0)).toEqual([]);
  });

  it('counts new accounts and live sessions, and drops a session that signs out', async () => {
    const before = await dashboard();
    const u = await signUp();
    const second = await login(u.email, u.password);

    const grown = await dashboard();
    expect(grown.user_count).toBe(before.user_count + 1);
    expect(grown.active_sessions).toBe(before.active_sessions + 2);
    expect(grown.signups_per_day.at(-1).count).toBe(before.signups_per_day.at(-1).count + 1);

    await logout(second);
    const after = await dashboard();
    expect(after.active_sessions).toBe(grown.active_sessions - 1);
    expect(after).toMatchObject({ user_count: usersCreated, active_sessions: liveSessions });
  });

  it('does not count expired sessions as active', async () => {
    const u = await signUp();
    await t.db
      .updateTable('user_active_sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', u.id)
      .execute();
    liveSessions--;
    expect((await dashboard()).active_sessions).toBe(liveSessions);
  });

  it('treats an active admin_users row as admin and an inactive one as not', async () => {
    const active = await signUp();
    const inactive = await signUp();
    expect(await status(active.token)).toBe(false);

    await t.db
      .insertInto('admin_users')
      .values([
        { user_id: active.id, email: active.email, role: 'admin', status: 'active' },
        { user_id: inactive.id, email: inactive.email, role: 'admin', status: 'inactive' },
      ])
      .execute();

    expect(await status(active.token)).toBe(true);
    expect((await dashboard(active.token)).user_count).toBe(usersCreated);

    expect(await status(inactive.token)).toBe(false);
    const denied = await t.request('GET', 'admin/dashboard', { token: inactive.token });
    expect(denied.status).toBe(403);
    expect(denied.body.error.message).toBe(DENIED);
  });

  it('does not treat another role as admin', async () => {
    const u = await signUp();
    await t.db
      .insertInto('admin_users')
      .values({ user_id: u.id, email: u.email, role: 'moderator', status: 'active' })
      .execute();
    expect(await status(u.token)).toBe(false);
    expect((await t.request('GET', 'admin/dashboard', { token: u.token })).status).toBe(403);
  });
});
