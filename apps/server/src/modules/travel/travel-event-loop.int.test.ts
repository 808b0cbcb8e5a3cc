import { fileURLToPath } from 'node:url';
import { TRIP_LIMITS } from '@ww/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gpxTrack, gpxWaypoints, tripWithGeometry } from '#test/fixtures/large-trips.ts';
import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';
import { longestHold } from '#test/event-loop.ts';
import { importCampgroundFiles } from './campground-import/import.ts';

/**
 * Issue 22: while the largest travel requests a user may send run (a 60,000-point GPX, 40,000 waypoints, a
 * 50,000-point trip save, a 50-stop plan), the event loop is never held for longer than MAX_HOLD_MS, so a parallel
 * /health keeps its p99 within 100 ms. Their parsing and computing run on worker threads (decision 046).
 */
// A ceiling that catches work done on the loop (these inputs held it 0.5-16 s when parsed there) on a test machine
// that runs other suites, and the worker threads, on the same two cores; the 100 ms p99 of DESIGN §7 is
// bench/event-loop.mjs's figure, measured by the benchmark on a machine doing nothing else, not by a timed test.
const MAX_HOLD_MS = 500;

/** 589 OSM sites of the UK and Ireland: the plan's nights look for campgrounds among them. */
const SITES = fileURLToPath(new URL('../../../test/fixtures/campgrounds/uk-ie-sample.gpx', import.meta.url));

describe.each(DATABASE_KINDS)('travel requests do not hold the event loop on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await importCampgroundFiles(t.db, [SITES]);
    // Each worker thread starts on its first task and loads the land polygons on its first sea check, and the first
    // large trip of a process compiles its code paths: a running server has done so, and the loop does not wait for
    // the threads anyway.
    const warm = await t.signUp();
    const large = { token: warm.token, headers: { 'content-type': 'application/gpx+xml' } };
    await t.request('POST', 'trips/import-gpx', { ...large, body: gpxTrack(TRIP_LIMITS.maxGeometryPoints) });
    await t.request('POST', 'trips', { token: warm.token, json: tripWithGeometry(TRIP_LIMITS.maxGeometryPoints) });
    const plan = {
      stops: [
        { lat: 51.45, lon: -2.59 },
        { lat: 53.35, lon: -6.26 },
      ],
    };
    await Promise.all(
      Array.from({ length: 4 }, () => t.request('POST', 'routes/plan', { token: warm.token, json: plan })),
    );
  }, 120_000);
  afterAll(() => t.close());

  /**
   * Sends a request whose body is ready (building or parsing a 5 MB body in the test would count against the server),
   * as a new user each time (fair use allows a few large requests a minute), and expects its status and a hold under
   * MAX_HOLD_MS. The machine is shared, so a garbage collection or another process can stall one attempt: the best
   * of three counts; a request that really computes that long does so every time.
   */
  const expectQuick = async (
    label: string,
    send: (token: string) => Response | Promise<Response>,
    status: number,
  ): Promise<void> => {
    const holds: number[] = [];
    for (let attempt = 0; attempt < 3 && !holds.some((h) => h < MAX_HOLD_MS); attempt++) {
      const { token } = await t.signUp();
      const { holdMs, result } = await longestHold(async () => {
        const res = await send(token);
        return { status: res.status, text: await res.text() };
      });
      expect(result.status, `${label}: ${result.text.slice(0, 300)}`).toBe(status);
      holds.push(holdMs);
    }
    expect(Math.min(...holds), `${label} held the event loop ${holds.map(Math.round).join(', ')} ms`).toBeLessThan(
      MAX_HOLD_MS,
    );
  };
  /** A request as a client sends it: its body bytes, with their length (encoded before the measuring starts). */
  const post = (path: string, token: string, body: Uint8Array<ArrayBuffer>, contentType: string) =>
    t.app.request(`/api/v1/${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': contentType,
        'content-length': String(body.byteLength),
      },
      body,
    });
  const bytes = (text: string) => new TextEncoder().encode(text);

  it('a GPX file of 60,000 track points or 40,000 waypoints is refused without holding the loop', async () => {
    const track = bytes(gpxTrack(60_000));
    const waypoints = bytes(gpxWaypoints(40_000));
    await expectQuick(
      '60,000-point GPX',
      (token) => post('trips/import-gpx', token, track, 'application/gpx+xml'),
      400,
    );
    await expectQuick(
      '40,000-waypoint GPX',
      (token) => post('trips/import-gpx', token, waypoints, 'application/gpx+xml'),
      400,
    );
  });

  it('a GPX file of the most track points a trip holds is imported without holding the loop', async () => {
    const track = bytes(gpxTrack(TRIP_LIMITS.maxGeometryPoints));
    await expectQuick(
      '50,000-point GPX',
      (token) => post('trips/import-gpx', token, track, 'application/gpx+xml'),
      201,
    );
  });

  it('a trip of 50,000 points is saved without holding the loop', async () => {
    const body = bytes(JSON.stringify(tripWithGeometry(TRIP_LIMITS.maxGeometryPoints)));
    await expectQuick('50,000-point trip save', (token) => post('trips', token, body, 'application/json'), 201);
  });

  it('the slowest plan accepted (50 stops, optimised, the smallest daily limit, nights near campgrounds)', async () => {
    // 50 stops over Great Britain and Ireland in a scrambled order: the optimiser's local search, a day every 50 km,
    // legs over the Irish Sea for the sea check.
    const stops = Array.from({ length: TRIP_LIMITS.maxStops }, (_, i) => ({
      lat: 51 + ((i * 37) % 50) / 10,
      lon: -8 + ((i * 23) % 70) / 10,
      name: `Stop ${i + 1}`,
    }));
    const body = bytes(
      JSON.stringify({
        stops,
        optimize: 'fixed_ends',
        daily_limit_km: TRIP_LIMITS.minDailyLimitKm,
        start_date: '2026-06-01',
      }),
    );
    await expectQuick('50-stop plan', (token) => post('routes/plan', token, body, 'application/json'), 200);
  });
});
