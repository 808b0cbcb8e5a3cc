import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';

import { fuzzer } from '#test/api-fuzz/fuzzer.ts';
import { oneConnection, SESSION_ENDING, type Connection } from '#test/api-fuzz/inputs.ts';

describe.each(DATABASE_KINDS)('every API operation with malformed and extreme input on %s', (kind) => {
  let t: TestApp;
  let user: Awaited<ReturnType<TestApp['signUp']>>;
  let f: ReturnType<typeof fuzzer>;
  let connection: Connection;

  beforeAll(async () => {
    t = await createTestApp(kind);
    user = await t.signUp();
    const res = await t.request('GET', 'openapi.json');
    expect(res.status).toBe(200);
    connection = await oneConnection(t);
    f = fuzzer(connection, res.body);
    await f.seed(user.token);
  }, 60_000);
  afterAll(async () => {
    await connection?.close();
    await t?.close();
  });

  it('the user has rows of every kind to aim at', () => {
    for (const collection of [
      '/expenses',
      '/income',
      '/budgets',
      '/savings-goals',
      '/savings-goals/{id}/contributions',
      '/side-income-sources',
      '/campgrounds',
      '/campgrounds/{id}/reviews',
      '/trips',
      '/vehicles',
      '/fuel-log',
      '/maintenance',
      '/maintenance/schedules',
      '/storage-items',
      '/safety-checklists',
      '/safety-checklists/runs',
    ]) {
      expect(f.ids.has(collection), collection).toBe(true);
    }
  });

  it('answers no request with a server error', async () => {
    // Deletes last, so that the other operations meet existing rows.
    const ops = f.operations().sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
    for (const o of ops) {
      const key = `${o.method} ${o.path}`;
      const token = SESSION_ENDING.has(key) ? (await t.signUp()).token : o.op.security?.length ? user.token : undefined;
      await f.attack(o, token);
    }
    expect(f.requests()).toBeGreaterThan(5_000);
    expect(f.failures).toEqual([]);
  }, 300_000);
});
