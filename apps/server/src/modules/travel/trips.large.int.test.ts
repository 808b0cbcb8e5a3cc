import { TRIP_LIMITS, type Trip, haversineKm } from '@ww/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gpxNested, gpxTrack, gpxWaypoints, tripWithGeometry, wigglyLine } from '#test/fixtures/large-trips.ts';
import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';
import { LARGE_TRIP_BODY_CHARS } from './trips.service.ts';

type User = Awaited<ReturnType<TestApp['signUp']>>;

/** Geometry points that make a save just over LARGE_TRIP_BODY_CHARS: a large save, quick to send. */
const JUST_LARGE = Math.ceil(LARGE_TRIP_BODY_CHARS / 20);

describe.each(DATABASE_KINDS)('large trips and GPX files on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 60_000);
  afterAll(() => t.close());

  const importGpx = (user: User, xml: string) =>
    t.request('POST', 'trips/import-gpx', {
      token: user.token,
      body: xml,
      headers: { 'content-type': 'application/gpx+xml' },
    });
  const saveTrip = (user: User, body: unknown) =>
    t.request('POST', 'trips', {
      token: user.token,
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });

  it('refuses a GPX file nested 200 deep, a 60,000-point track and 40,000 waypoints with 400 invalid_gpx', async () => {
    const user = await t.signUp();
    const cases = [
      [gpxNested(200), 'gpx_too_deep', /more than 32 deep/],
      [gpxTrack(60_000), 'gpx_too_many_points', /more than 50000 points/],
      [gpxWaypoints(40_000), 'gpx_too_many_waypoints', /more than 200 waypoints/],
    ] as const;
    for (const [xml, reason, message] of cases) {
      const res = await importGpx(user, xml);
      expect(res.status, reason).toBe(400);
      expect(res.body.error).toMatchObject({ class: 'validation', code: 'invalid_gpx', fields: { file: reason } });
      expect(res.body.error.message).toMatch(message);
    }
    expect((await t.request('GET', 'trips', { token: user.token })).body.data).toEqual([]);
  });

  it('imports a track of the most points a trip holds, whole', async () => {
    const user = await t.signUp();
    const res = await importGpx(user, gpxTrack(TRIP_LIMITS.maxGeometryPoints));
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(201);
    const trip = res.body.data as Trip;
    expect(trip).toMatchObject({ name: "Land's End to Inverness", estimated: false, status: 'planned' });
    expect(trip.geometry).toEqual(wigglyLine(TRIP_LIMITS.maxGeometryPoints));
    expect(trip.stops.map((s) => s.name)).toEqual(['Start', 'End']);
    const line = wigglyLine(TRIP_LIMITS.maxGeometryPoints).map(([lon, lat]) => ({ lat, lon }));
    const km = line.slice(1).reduce((sum, p, i) => sum + haversineKm(line[i]!, p), 0);
    expect(trip.total_distance_km).toBeCloseTo(km, 0);
  });

  it('imports one GPX file at a time per user and five a minute, then says when to try again', async () => {
    const [user, other] = [await t.signUp(), await t.signUp()];
    // The largest file a trip holds: its import keeps the user's turn long enough for the second to meet it.
    const file = gpxTrack(TRIP_LIMITS.maxGeometryPoints);
    const both = await Promise.all([importGpx(user, file), importGpx(user, file)]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 429]);
    expect(both.find((r) => r.status === 429)!.body.error).toMatchObject({
      class: 'other',
      code: 'gpx_import_in_progress',
      message: expect.stringMatching(/still being imported/),
    });
    for (let i = 0; i < 4; i++) expect((await importGpx(user, gpxTrack(10))).status).toBe(201);
    const sixth = await importGpx(user, gpxTrack(10));
    expect(sixth.status).toBe(429);
    expect(sixth.body.error).toMatchObject({
      code: 'rate_limited',
      message: expect.stringMatching(/try again in \d+ second/),
    });
    expect((await importGpx(other, gpxTrack(10))).status).toBe(201);
    expect((await t.request('GET', 'trips', { token: user.token })).body.data).toHaveLength(5);
  });

  it('saves a trip of 50,000 points and reads it back whole, and a patch of its geometry likewise', async () => {
    const user = await t.signUp();
    const body = tripWithGeometry(TRIP_LIMITS.maxGeometryPoints);
    expect(JSON.stringify(body).length).toBeGreaterThan(LARGE_TRIP_BODY_CHARS);
    const saved = await saveTrip(user, body);
    expect(saved.status, JSON.stringify(saved.body).slice(0, 300)).toBe(201);
    expect(saved.body.data).toMatchObject({ ...body, status: 'planned', user_id: user.id });
    const id = (saved.body.data as Trip).id;
    expect((await t.request('GET', `trips/${id}`, { token: user.token })).body.data.geometry).toEqual(body.geometry);

    const reversed = [...body.geometry].reverse();
    const patched = await t.request('PATCH', `trips/${id}`, {
      token: user.token,
      body: JSON.stringify({ geometry: reversed, status: 'active' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(patched.status, JSON.stringify(patched.body).slice(0, 300)).toBe(200);
    expect(patched.body.data).toMatchObject({ status: 'active', name: body.name });
    expect((await t.request('GET', `trips/${id}`, { token: user.token })).body.data.geometry).toEqual(reversed);
  });

  it('refuses a large save as it refuses a small one: the fields, a NUL character, malformed JSON', async () => {
    const user = await t.signUp();
    const tooMany = await saveTrip(user, tripWithGeometry(TRIP_LIMITS.maxGeometryPoints + 1));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toMatchObject({ class: 'validation', fields: { geometry: 'too_many_points' } });

    for (const points of [2, JUST_LARGE]) {
      const offGlobe = tripWithGeometry(points);
      offGlobe.geometry[1] = [181, 51];
      const bad = await saveTrip(user, { ...offGlobe, end_date: 'tomorrow' });
      expect(bad.status, `${points} points`).toBe(400);
      expect(Object.keys(bad.body.error.fields).sort(), `${points} points`).toEqual(['end_date', 'geometry.1.0']);

      const nul = await saveTrip(user, tripWithGeometry(points, 'Nul\u0000trip'));
      expect(nul.body.error, `${points} points`).toMatchObject({
        code: 'invalid_character',
        fields: { name: 'invalid_character' },
      });
    }
    const malformed = await t.request('POST', 'trips', {
      token: user.token,
      body: `${JSON.stringify(tripWithGeometry(JUST_LARGE)).slice(0, -1)},`,
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toMatchObject({ class: 'validation', message: 'Malformed JSON in request body' });
    const notJson = await t.request('POST', 'trips', {
      token: user.token,
      body: 'name=x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(notJson.status).toBe(415);
    expect((await t.request('GET', 'trips', { token: user.token })).body.data).toEqual([]);
  });

  it('saves one large trip at a time per user and five a minute; small saves are not counted', async () => {
    const user = await t.signUp();
    const large = tripWithGeometry(JUST_LARGE);
    const both = await Promise.all([saveTrip(user, large), saveTrip(user, large)]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 429]);
    expect(both.find((r) => r.status === 429)!.body.error).toMatchObject({
      code: 'trip_save_in_progress',
      message: expect.stringMatching(/still being saved/),
    });
    for (let i = 0; i < 4; i++) expect((await saveTrip(user, large)).status).toBe(201);
    const sixth = await saveTrip(user, large);
    expect(sixth.status).toBe(429);
    expect(sixth.body.error.code).toBe('rate_limited');
    expect((await saveTrip(user, tripWithGeometry(100))).status).toBe(201);
  });
});
