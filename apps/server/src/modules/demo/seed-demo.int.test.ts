import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';
import { createDemoSeeder, DEMO_ACCOUNT } from './seed-demo.ts';

describe.each(DATABASE_KINDS)('demo account seeding on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 60_000);
  afterAll(() => t.close());

  const login = () =>
    t.request('POST', 'auth/login', { json: { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password } });

  it('leaves no half-filled account when seeding fails, and seeds it whole on the next start', async () => {
    const { finance, travel, demo } = t.services;
    const failingPlanner = { plan: () => Promise.reject(new Error('planner down')) };
    const failing = createDemoSeeder(t.db, { ...finance, ...travel, planner: failingPlanner });
    await expect(failing.seedAccount()).rejects.toThrow('planner down');
    expect((await login()).status).toBe(401);

    expect(await demo.seedAccount()).toBe(true);
    const res = await login();
    expect(res.status).toBe(200);
    const vehicles = await t.request('GET', 'vehicles', { token: res.body.session.access_token });
    expect(vehicles.body.data).toHaveLength(1);
    expect(await demo.seedAccount()).toBe(false);
  }, 60_000);
});
