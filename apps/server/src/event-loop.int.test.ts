import { fileURLToPath } from 'node:url';
import { CAMPGROUND_LIMITS, FINANCE_LIMITS, TRIP_LIMITS } from '@ww/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';
import { longestHold } from '#test/event-loop.ts';
import { OfxTooDeepError, parseOfx } from '#modules/finance/import/ofx-parser.ts';
import { importCampgroundFiles } from '#modules/travel/campground-import/import.ts';

/**
 * One signed-in user must not be able to stop the server for everyone: each of the costliest inputs the API accepts
 * (issue 9 §5) is sent in-process while the event loop's delay is measured, and no request may hold it longer than
 * MAX_HOLD_MS. A request that is refused must be refused as quickly.
 */
const MAX_HOLD_MS = 200;

/** 589 OSM sites of the UK and Ireland: the along-route searches below cross them. */
const SITES = fileURLToPath(new URL('../test/fixtures/campgrounds/uk-ie-sample.gpx', import.meta.url));

type User = Awaited<ReturnType<TestApp['signUp']>>;

/** `count` points evenly along the parallel `lat`, from lon -179.9 eastwards over `spanDeg` degrees. */
const parallel = (lat: number, count: number, spanDeg: number) =>
  Array.from({ length: count }, (_, i) => ({
    lat,
    lon: Math.round((-179.9 + (spanDeg * i) / (count - 1)) * 1e5) / 1e5,
  }));

describe.each(DATABASE_KINDS)('no request holds the event loop on %s', (kind) => {
  let t: TestApp;
  let user: User;

  beforeAll(async () => {
    t = await createTestApp(kind);
    user = await t.signUp();
    await importCampgroundFiles(t.db, [SITES]);
    // Warm up: the first request of a process compiles the routes and the offline gazetteer.
    await t.request('POST', 'routes/plan', {
      token: user.token,
      json: {
        stops: [
          { lat: 51.45, lon: -2.59 },
          { lat: 52.49, lon: -1.89 },
        ],
      },
    });
  }, 60_000);
  afterAll(() => t.close());

  /**
   * The request answers `status` and holds the loop under MAX_HOLD_MS. The test machine is shared, so a garbage
   * collection or another process can stall one attempt: the best of three counts. A request that really computes
   * for that long does so every time.
   */
  const expectQuick = async (label: string, run: () => Promise<{ status: number; body: unknown }>, status: number) => {
    const holds: number[] = [];
    for (let attempt = 0; attempt < 3 && !holds.some((h) => h < MAX_HOLD_MS); attempt++) {
      const { holdMs, result } = await longestHold(run);
      expect(result.status, `${label}: ${JSON.stringify(result.body).slice(0, 300)}`).toBe(status);
      holds.push(holdMs);
    }
    expect(Math.min(...holds), `${label} held the event loop ${holds.map(Math.round).join(', ')} ms`).toBeLessThan(
      MAX_HOLD_MS,
    );
  };

  it('the probe sees a request that keeps the loop busy', async () => {
    const busy = async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      const until = performance.now() + 300;
      while (performance.now() < until);
      return { status: 200, body: null };
    };
    expect((await longestHold(busy)).holdMs).toBeGreaterThan(250);
  });

  it('a trip plan with a tiny daily limit is refused at once', async () => {
    for (const limit of [1e-320, 0.01, 0.1]) {
      const json = {
        stops: [
          { lat: 51.45, lon: -2.59 },
          { lat: 57.48, lon: -4.22 },
        ],
        daily_limit_km: limit,
      };
      await expectQuick(
        `daily limit ${limit}`,
        () => t.request('POST', 'routes/plan', { token: user.token, json }),
        400,
      );
    }
  });

  it('the slowest plan accepted: the most stops, optimised, the smallest daily limit, nights near campgrounds', async () => {
    // 50 stops over Great Britain and Ireland in a scrambled order: the optimiser's local search, then a day every 50 km.
    const stops = Array.from({ length: TRIP_LIMITS.maxStops }, (_, i) => ({
      lat: 51 + ((i * 37) % 50) / 10,
      lon: -8 + ((i * 23) % 70) / 10,
      name: `Stop ${i + 1}`,
    }));
    const json = {
      stops,
      optimize: 'fixed_ends',
      daily_limit_km: TRIP_LIMITS.minDailyLimitKm,
      start_date: '2026-06-01',
    };
    await expectQuick('50-stop plan', () => t.request('POST', 'routes/plan', { token: user.token, json }), 200);
  });

  it('a trip plan around the world is refused at once', async () => {
    const json = {
      stops: parallel(0, TRIP_LIMITS.maxStops, 359.8).map((p) => ({ ...p, name: 'Equator' })),
      daily_limit_km: 50,
    };
    await expectQuick('round-the-world plan', () => t.request('POST', 'routes/plan', { token: user.token, json }), 400);
  });

  it('a campground search along the longest path accepted, with the widest corridor, across the sites', async () => {
    // Around the world along 52.5° N (about 24,400 km) through England and Wales.
    const around = {
      path: parallel(52.5, CAMPGROUND_LIMITS.pathPointsMax, 359.8),
      corridor_km: CAMPGROUND_LIMITS.corridorKmMax,
      limit: 500,
    };
    await expectQuick(
      'path around the world',
      () => t.request('POST', 'campgrounds/search-along-route', { token: user.token, json: around }),
      200,
    );
    // Back and forth over Great Britain: every site is near hundreds of segments.
    const zigzag = Array.from({ length: CAMPGROUND_LIMITS.pathPointsMax }, (_, i) => ({
      lat: 50.5 + (i % 2) * 5,
      lon: -5 + (i / CAMPGROUND_LIMITS.pathPointsMax) * 6,
    }));
    const json = { path: zigzag, corridor_km: CAMPGROUND_LIMITS.corridorKmMax, limit: 500 };
    const res = await t.request('POST', 'campgrounds/search-along-route', { token: user.token, json });
    expect(res.status).toBe(400);
    const shorter = { ...json, path: zigzag.slice(0, 60) };
    await expectQuick(
      'zigzag path',
      () => t.request('POST', 'campgrounds/search-along-route', { token: user.token, json: shorter }),
      200,
    );
  });

  it('a bank statement of nested unclosed tags is refused at once, and parsing one of the largest size accepted is quick', async () => {
    const head = 'OFXHEADER:100\n\n<OFX>';
    const nested = (bytes: number) => head + '<A>'.repeat(Math.floor((bytes - head.length) / 3));
    // Through the API at 1 MB: reading a 10 MB multipart upload is the same whatever the file holds.
    const upload = () => {
      const form = new FormData();
      form.set('file', new Blob([nested(1024 * 1024)], { type: 'application/x-ofx' }), 'statement.ofx');
      form.set('dry_run', 'true');
      return t.request('POST', 'expenses/import', { token: user.token, body: form });
    };
    await expectQuick('nested OFX upload', upload, 400);
    const largest = nested(FINANCE_LIMITS.importMaxBytes);
    const { holdMs } = await longestHold(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(() => parseOfx(largest)).toThrow(OfxTooDeepError);
    });
    expect(holdMs).toBeLessThan(MAX_HOLD_MS);
  });
});
