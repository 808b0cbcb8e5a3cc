import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';
import { createRoutePlanService, overnightCampgrounds } from '#modules/travel/index.ts';
import { DEMO_ACCOUNT, seedDemoAccount } from './seed-demo.ts';

describe.each(DATABASE_KINDS)('demo account seeding on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 60_000);
  afterAll(() => t.close());

  const login = () =>
    t.request('POST', 'auth/login', { json: { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password } });

  it('leaves no half-filled account when seeding fails, and seeds it whole on the next start', async () => {
    const failingPlanner = { plan: () => Promise.reject(new Error('planner down')) };
    await expect(seedDemoAccount(t.db, failingPlanner)).rejects.toThrow('planner down');
    expect((await login()).status).toBe(401);

    const planner = createRoutePlanService({ ...t.deps, overnight: overnightCampgrounds });
    expect(await seedDemoAccount(t.db, planner)).toBe(true);
    const res = await login();
    expect(res.status).toBe(200);
    const vehicles = await t.request('GET', 'vehicles', { token: res.body.session.access_token });
    expect(vehicles.body.data).toHaveLength(1);
    expect(await seedDemoAccount(t.db, planner)).toBe(false);
  }, 60_000);
});
