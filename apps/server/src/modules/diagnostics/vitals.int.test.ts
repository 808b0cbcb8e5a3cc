import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIAGNOSTICS_LIMITS, type VitalPercentiles } from '@ww/contracts';
import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';
import { sqlAs } from '#test/isolation.ts';

const record = (over: Record<string, unknown> = {}) => ({
  route: '/wins',
  metric: 'LCP',
  value: 1200,
  rating: 'good',
  navigation_type: 'navigate',
  connection: '4g',
  ...over,
});

describe.each(DATABASE_KINDS)('web vitals on %s', (kind) => {
  let t: TestApp;
  let ipCounter = 0;
  /** Each call from its own address unless one is given, so the rate limit only bites where a test means it to. */
  const beacon = (body: string, { type = 'text/plain;charset=UTF-8', ip = `203.0.113.${++ipCounter % 250}` } = {}) =>
    t.request('POST', 'diagnostics/vitals', { body, headers: { 'content-type': type, 'x-forwarded-for': ip } });
  const summary = async (days?: number) => {
    const res = await t.request('GET', `diagnostics/vitals${days === undefined ? '' : `?days=${days}`}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as { days: number; rows: VitalPercentiles[] };
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { trustProxy: true });
  }, 60_000);
  afterAll(() => t.close());

  it("accepts a beacon's text/plain body and a JSON body, storing no user and no address", async () => {
    expect((await beacon(JSON.stringify({ records: [record(), record({ metric: 'CLS', value: 0.02 })] }))).status).toBe(
      204,
    );
    const json = await beacon(
      JSON.stringify({ records: [record({ route: '/social/travellers/:id', metric: 'TTFB' })] }),
      {
        type: 'application/json',
      },
    );
    expect(json.status).toBe(204);
    const rows = await t.db.selectFrom('web_vitals').selectAll().orderBy('id').execute();
    expect(rows.map((r) => [r.route, r.metric, r.value, r.rating, r.navigation_type, r.connection_type])).toEqual([
      ['/wins', 'LCP', 1200, 'good', 'navigate', '4g'],
      ['/wins', 'CLS', 0.02, 'good', 'navigate', '4g'],
      ['/social/travellers/:id', 'TTFB', 1200, 'good', 'navigate', '4g'],
    ]);
    expect(Object.keys(rows[0]!).sort()).toEqual(
      ['connection_type', 'created_at', 'id', 'metric', 'navigation_type', 'rating', 'route', 'value'].sort(),
    );
    await t.db.deleteFrom('web_vitals').execute();
  });

  it('refuses bad reports with a 400 naming the field, never a 500', async () => {
    const refused = async (body: string) => {
      const res = await beacon(body);
      expect(res.status, body).toBe(400);
      expect(res.body.error.class).toBe('validation');
      return res.body.error.fields as Record<string, string>;
    };
    expect(await refused('not json')).toEqual({ _: 'invalid_json' });
    expect(await refused(JSON.stringify({ records: [] }))).toEqual({ records: 'required' });
    expect(await refused(JSON.stringify({ records: [record({ metric: 'XYZ' })] }))).toHaveProperty('records.0.metric');
    expect(await refused(JSON.stringify({ records: [record({ value: -1 })] }))).toHaveProperty('records.0.value');
    expect(await refused(JSON.stringify({ records: [record({ value: 1e12 })] }))).toHaveProperty('records.0.value');
    expect(await refused(JSON.stringify({ records: [record({ metric: 'CLS', value: 500 })] }))).toHaveProperty(
      'records.0.value',
    );
    expect(await refused(JSON.stringify({ records: [record({ route: 'wins' })] }))).toHaveProperty('records.0.route');
    expect(await refused(JSON.stringify({ records: [record({ route: '/wins?x=1' })] }))).toHaveProperty(
      'records.0.route',
    );
    expect(await refused(JSON.stringify({ records: [record({ route: `/${'a'.repeat(200)}` })] }))).toHaveProperty(
      'records.0.route',
    );
    expect(await refused(JSON.stringify({ records: [record({ user_id: 'x' })] }))).toHaveProperty(
      'records.0.user_id',
      'unknown_field',
    );
    expect(
      await refused(
        JSON.stringify({ records: Array.from({ length: DIAGNOSTICS_LIMITS.vitalsPerRequest + 1 }, () => record()) }),
      ),
    ).toEqual({ records: 'too_many' });

    const big = await beacon(JSON.stringify({ records: [record({ route: `/${'a'.repeat(9000)}` })] }));
    expect(big.status).toBe(413);
    expect(big.body.error.code).toBe('body_too_large');
    expect(await t.db.selectFrom('web_vitals').select('id').execute()).toEqual([]);
  });

  it('limits reports per address per minute (429), other addresses unaffected', async () => {
    const body = JSON.stringify({ records: [record({ route: '/limited' })] });
    for (let i = 0; i < DIAGNOSTICS_LIMITS.vitalsRequestsPerMinute; i++) {
      expect((await beacon(body, { ip: '198.51.100.7' })).status).toBe(204);
    }
    const limited = await beacon(body, { ip: '198.51.100.7' });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatchObject({ class: 'other', code: 'rate_limited' });
    expect((await beacon(body, { ip: '198.51.100.8' })).status).toBe(204);
    await t.db.deleteFrom('web_vitals').execute();
  });

  it('answers count and continuous p50/p75/p95 per route and metric, publicly', async () => {
    // 1..20 ms on /wins: p50 = 10.5, p75 = 15.25, p95 = 19.05 (linear interpolation, as percentile_cont).
    const values = Array.from({ length: 20 }, (_, i) => i + 1);
    for (let i = 0; i < values.length; i += 10) {
      const records = values.slice(i, i + 10).map((value) => record({ metric: 'FCP', value }));
      expect((await beacon(JSON.stringify({ records }))).status).toBe(204);
    }
    await beacon(JSON.stringify({ records: [record({ route: '/you', metric: 'CLS', value: 0.3, rating: 'poor' })] }));

    const { days, rows } = await summary();
    expect(days).toBe(7);
    expect(rows).toEqual([
      { route: '/wins', metric: 'FCP', count: 20, p50: 10.5, p75: 15.25, p95: expect.closeTo(19.05, 10) },
      { route: '/you', metric: 'CLS', count: 1, p50: 0.3, p75: 0.3, p95: 0.3 },
    ]);
  });

  it('looks back N days (1..30) and keeps rows for 30 days', async () => {
    await t.db.deleteFrom('web_vitals').execute();
    const at = (daysAgo: number) => sql<Date>`now() - make_interval(days => ${daysAgo})`;
    for (const [daysAgo, value] of [
      [0, 100],
      [3, 300],
      [10, 1000],
      [40, 4000],
    ] as const) {
      await t.db
        .insertInto('web_vitals')
        .values({ route: '/wheels', metric: 'TTFB', value, rating: 'good', created_at: at(daysAgo) })
        .execute();
    }
    const median = async (days: number) => (await summary(days)).rows[0]?.p50;
    expect(await median(1)).toBe(100);
    expect(await median(7)).toBe(200);
    expect(await median(30)).toBe(300);
    for (const days of [0, 31, 'x']) {
      const res = await t.request('GET', `diagnostics/vitals?days=${days}`);
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toHaveProperty('days');
    }

    // The first report after start-up removes rows past the 30 days kept, and only those.
    const fresh = await createTestApp(kind);
    try {
      await fresh.db
        .insertInto('web_vitals')
        .values([
          { route: '/old', metric: 'LCP', value: 1, rating: 'good', created_at: at(31) },
          { route: '/recent', metric: 'LCP', value: 1, rating: 'good', created_at: at(29) },
        ])
        .execute();
      const res = await fresh.request('POST', 'diagnostics/vitals', {
        body: JSON.stringify({ records: [record()] }),
        headers: { 'content-type': 'text/plain' },
      });
      expect(res.status).toBe(204);
      const routes = (await fresh.db.selectFrom('web_vitals').select('route').execute()).map((r) => r.route);
      expect(routes.sort()).toEqual(['/recent', '/wins']);
    } finally {
      await fresh.close();
    }
  });

  it('signed-in request code (app_user) cannot read or write the table at all', async () => {
    const user = await t.signUp();
    expect(await sqlAs(t, user, 'select * from web_vitals')).toBe('42501');
    expect(
      await sqlAs(t, user, "insert into web_vitals (route, metric, value, rating) values ('/x', 'LCP', 1, 'good')"),
    ).toBe('42501');
  });
});
