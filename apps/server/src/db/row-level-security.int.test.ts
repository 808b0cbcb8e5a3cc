import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';
import { withUserTx } from './with-user-tx.ts';

type Access = { rows: number } | { code: string };

/**
 * "User B cannot read, change or delete user A's rows, and a cross-user insert fails with 42501", checked in
 * the database itself for every table, as the request role app_user.
 */
describe.each(DATABASE_KINDS)('row-level security on %s', (kind) => {
  let t: TestApp;
  let a: Awaited<ReturnType<TestApp['signUp']>>;
  let b: Awaited<ReturnType<TestApp['signUp']>>;

  const asUser = async (userId: string, query: string, params: unknown[] = []): Promise<Access> => {
    try {
      const res = await withUserTx(t.db, { userId }, (tx) => sql.raw(bind(query, params)).execute(tx));
      return { rows: res.rows.length || Number(res.numAffectedRows ?? 0) };
    } catch (err) {
      return { code: (err as { code: string }).code };
    }
  };
  const bind = (query: string, params: unknown[]) =>
    params.reduce<string>((q, p, i) => q.replaceAll(`$${i + 1}`, `'${String(p)}'`), query);

  beforeAll(async () => {
    t = await createTestApp(kind);
    a = await t.signUp();
    b = await t.signUp();
    await t.request('GET', 'settings', { token: a.token }); // creates A's settings row
    await t.db
      .insertInto('admin_users')
      .values({ user_id: a.id, role: 'admin', status: 'active', email: 'a@example.com' })
      .execute();
  }, 60_000);
  afterAll(() => t.close());

  // Each table, and the column holding the owner's id.
  const userTables = [
    ['profiles', 'user_id'],
    ['user_profiles_extended', 'user_id'],
    ['user_settings', 'user_id'],
    ['user_login_history', 'user_id'],
    ['user_active_sessions', 'user_id'],
    ['admin_users', 'user_id'],
    ['users', 'id'],
  ] as const;

  it.each(userTables)("%s: A sees their own row, B sees none of A's", async (table, owner) => {
    expect(
      ((await asUser(a.id, `select * from ${table} where ${owner} = $1`, [a.id])) as { rows: number }).rows,
    ).toBeGreaterThan(0);
    expect(await asUser(b.id, `select * from ${table} where ${owner} = $1`, [a.id])).toEqual({ rows: 0 });
    expect(await asUser(b.id, `select * from ${table} where ${owner} <> $1`, [b.id])).toEqual({ rows: 0 });
  });

  // Tables B may update at all: the update of A's rows touches nothing. Elsewhere updates are not granted.
  it.each([
    ['profiles', "full_name = 'hacked'", { rows: 0 }],
    ['user_profiles_extended', "privacy_settings = '{}'", { rows: 0 }],
    ['user_settings', "display_preferences = '{}'", { rows: 0 }],
    ['user_active_sessions', 'last_activity = now()', { rows: 0 }],
    ['user_login_history', 'success = false', { code: '42501' }],
    // Admins manage admin rights from the console (0026): to anyone else the rows are not there.
    ['admin_users', "role = 'user'", { rows: 0 }],
  ] as const)("%s: B cannot change A's rows", async (table, set, expected) => {
    expect(await asUser(b.id, `update ${table} set ${set} where user_id = $1`, [a.id])).toEqual(expected);
  });

  it('a traveller cannot make themselves an admin: only a verified admin writes admin_users', async () => {
    expect(await asUser(b.id, `insert into admin_users (user_id, email) values ($1, 'b@example.com')`, [b.id])).toEqual(
      {
        code: '42501',
      },
    );
    expect(await asUser(a.id, `update admin_users set status = 'active' where user_id = $1`, [a.id])).toEqual({
      rows: 0,
    });
  });

  it.each([
    ['user_active_sessions', { rows: 0 }],
    ['profiles', { code: '42501' }],
    ['user_profiles_extended', { code: '42501' }],
    ['user_settings', { code: '42501' }],
    ['user_login_history', { code: '42501' }],
    ['admin_users', { code: '42501' }],
  ] as const)("%s: B cannot delete A's rows", async (table, expected) => {
    expect(await asUser(b.id, `delete from ${table} where user_id = $1`, [a.id])).toEqual(expected);
    expect(
      ((await asUser(a.id, `select * from ${table} where user_id = $1`, [a.id])) as { rows: number }).rows,
    ).toBeGreaterThan(0);
  });

  it.each([
    ['profiles', "(user_id, full_name) values ($1, 'x')"],
    ['user_profiles_extended', '(user_id) values ($1)'],
    [
      'user_settings',
      `(user_id, notification_preferences, privacy_preferences, display_preferences, regional_preferences,
      pam_preferences, integration_preferences, location_preferences) values ($1, '{}', '{}', '{}', '{}', '{}', '{}', '{}')`,
    ],
    ['user_login_history', "(user_id, login_method, success) values ($1, 'password', true)"],
    [
      'user_active_sessions',
      "(user_id, session_id, expires_at) values ($1, gen_random_uuid(), now() + interval '1 day')",
    ],
    ['admin_users', "(user_id, email) values ($1, 'x@example.com')"],
  ])('%s: a cross-user insert fails with 42501', async (table, values) => {
    expect(await asUser(b.id, `insert into ${table} ${values}`, [a.id])).toEqual({ code: '42501' });
  });

  it.each(['refresh_tokens', 'auth_tokens', 'mail_outbox'])('%s: closed to the request role', async (table) => {
    expect(await asUser(a.id, `select * from ${table}`)).toEqual({ code: '42501' });
  });

  it('every table in the schema has row-level security enabled and forced', async () => {
    const { rows } = await sql<{ relname: string; relrowsecurity: boolean; relforcerowsecurity: boolean }>`
      select c.relname, c.relrowsecurity, c.relforcerowsecurity from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' and c.relname not like 'kysely_%'`.execute(t.db);
    expect(rows.length).toBeGreaterThanOrEqual(10);
    for (const row of rows) expect(row, row.relname).toMatchObject({ relrowsecurity: true, relforcerowsecurity: true });
  });
});
