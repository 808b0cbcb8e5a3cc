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

  it("types the demo traveller's intervals and fill-ups in their own units (US: miles, US gallons)", async () => {
    await t.services.demo.seedAccount();
    const token = (await login()).body.session.access_token as string;
    const schedules = (await t.request('GET', 'maintenance/schedules', { token })).body.data;
    expect(schedules.find((s: { task: string }) => s.task === 'Oil and filter change')).toMatchObject({
      every_distance_entered: 5000,
      every_distance_unit: 'mi',
      every_km: 8046.7,
    });
    const fills = (await t.request('GET', 'fuel-log', { token })).body.data as { entered_unit: string }[];
    expect(fills.length).toBeGreaterThan(10);
    expect(new Set(fills.map((f) => f.entered_unit))).toEqual(new Set(['gal']));
  }, 60_000);

  it('gives the start-up box the demo sign-in only while it still works', async () => {
    const { demo } = t.services;
    await demo.seedAccount();
    expect(await demo.signIn()).toEqual({ email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password });

    const token = (await login()).body.session.access_token as string;
    const changed = await t.request('POST', 'auth/password-update', {
      token,
      json: {
        current_password: DEMO_ACCOUNT.password,
        password: 'my own secret 2026',
        password_confirmation: 'my own secret 2026',
      },
    });
    expect(changed.status).toBe(200);
    expect(await demo.signIn()).toBeNull();
  }, 60_000);
});
