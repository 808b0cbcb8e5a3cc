// Issue 23 point 3 in the trip planner: typed stops are ranked by where the user is when no stop is placed yet.
import type { PlanResponse } from '@ww/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';

describe.each(DATABASE_KINDS)('trip planner places on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 60_000);
  afterAll(() => t.close());

  it('reads Perth and Keswick by the live location a euro user shares in Scotland', async () => {
    const u = await t.signUp();
    const settings = { regional_preferences: { currency: 'EUR' }, privacy_preferences: { location_sharing: true } };
    expect((await t.request('PATCH', 'settings', { token: u.token, json: settings })).status).toBe(200);
    const stops = { stops: [{ query: 'Perth' }, { query: 'Keswick' }] };
    // Placed nowhere, both names stay ambiguous (route-plan.stops-and-nights.int.test.ts).
    expect((await t.request('POST', 'routes/plan', { token: u.token, json: stops })).status).toBe(422);

    const fortWilliam = { latitude: 56.82, longitude: -5.1 };
    expect((await t.request('PUT', 'locations/me', { token: u.token, json: fortWilliam })).status).toBe(200);
    const res = await t.request('POST', 'routes/plan', { token: u.token, json: stops });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const plan = res.body.data as PlanResponse;
    expect(plan.stops.map((s) => s.name)).toEqual(['Perth', 'Keswick']);
    expect(plan.stops[0]).toMatchObject({ lat: expect.closeTo(56.4, 0), lon: expect.closeTo(-3.4, 0) });
    expect(plan.stops[1]).toMatchObject({ lat: expect.closeTo(54.6, 0), lon: expect.closeTo(-3.1, 0) });
  });

  it('understands a qualified stop', async () => {
    const u = await t.signUp();
    const stops = { stops: [{ query: 'Keswick in the Lake District' }, { query: 'Inverness, Scotland' }] };
    const res = await t.request('POST', 'routes/plan', { token: u.token, json: stops });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const plan = res.body.data as PlanResponse;
    expect(plan.stops[0]).toMatchObject({ name: 'Keswick', lat: expect.closeTo(54.6, 0) });
    expect(plan.stops[1]).toMatchObject({ name: 'Inverness', lat: expect.closeTo(57.5, 0) });
  });
});
