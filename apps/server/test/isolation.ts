// "User B cannot read, change or delete user A's X" (every module has this test): the shared assertions.
import { sql } from 'kysely';
import { expect } from 'vitest';
import { withUserTx } from '#db/with-user-tx.ts';
import type { TestApp } from './harness.ts';

type Intruder = { id: string; token: string };
/** A request B tries on A's rows: method, path under /api/v1, optional JSON body. */
export type Attempt = readonly [method: string, path: string, json?: unknown];

/** Every list B reads is empty, and every read, change or delete B tries on A's rows is a 404: to B they do not exist. */
export async function expectCannotTouch(
  t: TestApp,
  intruder: Intruder,
  { lists = [], attempts = [] }: { lists?: string[]; attempts?: Attempt[] },
) {
  for (const path of lists) {
    expect((await t.request('GET', path, { token: intruder.token })).body.data, `GET ${path}`).toEqual([]);
  }
  for (const [method, path, json] of attempts) {
    expect((await t.request(method, path, { token: intruder.token, json })).status, `${method} ${path}`).toBe(404);
  }
}

/** A write of B's that points at A's row is refused by the database: 403 rls_permission, SQLSTATE 42501. */
export function expectRlsRefused(res: { status: number; body: { error?: unknown } }, what = 'the request') {
  expect(res.status, what).toBe(403);
  expect(res.body.error, what).toMatchObject({ class: 'rls_permission', code: '42501' });
}

/** Runs SQL in the user's own request transaction, as a handler would: 'ok', or the SQLSTATE it failed with. */
export async function sqlAs(t: TestApp, user: { id: string }, query: string): Promise<string | undefined> {
  try {
    await withUserTx(t.db, { userId: user.id }, (tx) => sql.raw(query).execute(tx));
    return 'ok';
  } catch (err) {
    return (err as { code?: string }).code;
  }
}

/** Each query, run as `user` in their own request transaction, fails with SQLSTATE 42501 (insufficient privilege). */
export async function expectSqlRefused(t: TestApp, user: { id: string }, queries: string[]) {
  for (const query of queries) expect(await sqlAs(t, user, query), query).toBe('42501');
}
