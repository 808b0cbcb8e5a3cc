import type { Trip } from '@ww/contracts';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, type TestApp, useTestApp } from '#test/harness.ts';
import { expectCannotTouch, expectRlsRefused, sqlAs, expectSqlRefused } from '#test/isolation.ts';
import { addVehicle } from '#test/travel-kit.ts';
import { withUserTx } from '#db/with-user-tx.ts';

type User = Awaited<ReturnType<TestApp['signUp']>>;

const stops = [
  { lat: 51.45523, lon: -2.59665, name: 'Bristol' },
  { lat: 53.48095, lon: -2.23743, name: 'Fish & Chips <Manchester>' },
  { lat: 57.47908, lon: -4.22398, name: 'Inverness' },
];
const geometry: [number, number][] = [
  [-2.59665, 51.45523],
  [-2.4, 52.5],
  [-2.23743, 53.48095],
  [-3.2, 55.9],
  [-4.22398, 57.47908],
];
const tripBody = {
  name: 'Scotland "26"',
  start_date: '2026-07-01',
  end_date: '2026-07-10',
  stops,
  geometry,
  total_distance_km: 812.4,
  estimated: true,
  budget: 900,
};

describe.each(DATABASE_KINDS)('trips on %s', (kind) => {
  const ctx = useTestApp(kind, { users: 2 });

  beforeAll(async () => {
    await ctx.t.request('PATCH', 'settings', {
      token: ctx.a.token,
      json: { regional_preferences: { currency: 'GBP' } },
    });
  });

  const create = async (user: User, body: Record<string, unknown> = tripBody) => {
    const res = await ctx.t.request('POST', 'trips', { token: user.token, json: body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data as Trip;
  };

  it('saves a trip, lists newest first and updates and deletes it', async () => {
    const first = await create(ctx.a);
    expect(first).toMatchObject({
      ...tripBody,
      status: 'planned',
      currency: 'GBP',
      vehicle_id: null,
      plan: null,
      user_id: ctx.a.id,
    });
    const second = await create(ctx.a, { name: 'Weekend', stops: [stops[0]] });
    expect(second).toMatchObject({
      start_date: null,
      end_date: null,
      geometry: [],
      total_distance_km: null,
      budget: null,
      actual_cost: [],
    });
    expect((await ctx.t.request('GET', 'trips', { token: ctx.a.token })).body.data.map((x: Trip) => x.id)).toEqual([
      second.id,
      first.id,
    ]);

    const patched = await ctx.t.request('PATCH', `trips/${first.id}`, {
      token: ctx.a.token,
      json: { status: 'active', name: 'Highlands' },
    });
    expect(patched.body.data).toMatchObject({ status: 'active', name: 'Highlands', stops, geometry });
    expect((await ctx.t.request('GET', `trips/${first.id}`, { token: ctx.a.token })).body.data.status).toBe('active');
    const bad = await ctx.t.request('PATCH', `trips/${first.id}`, {
      token: ctx.a.token,
      json: { end_date: '2026-06-01' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ end_date: 'before_start' });
    expect(
      (await ctx.t.request('PATCH', `trips/${first.id}`, { token: ctx.a.token, json: { status: 'parked' } })).status,
    ).toBe(400);

    expect((await ctx.t.request('DELETE', `trips/${second.id}`, { token: ctx.a.token })).status).toBe(204);
    expect((await ctx.t.request('GET', `trips/${second.id}`, { token: ctx.a.token })).status).toBe(404);
  });

  it('keeps a saved plan whole: its stops, days and chosen nights come back to reopen in the planner', async () => {
    const planned = await ctx.t.request('POST', 'routes/plan', {
      token: ctx.a.token,
      json: { stops, daily_limit_km: 300, nights: [{ stop_index: 1 }], start_date: '2026-07-01' },
    });
    expect(planned.status).toBe(200);
    const plan = planned.body.data as NonNullable<Trip['plan']>;
    const saved = await ctx.t.request('POST', 'trips', {
      token: ctx.a.token,
      json: { ...tripBody, name: 'Reopen me', plan },
    });
    expect(saved.status).toBe(201);
    const back = (await ctx.t.request('GET', `trips/${saved.body.data.id}`, { token: ctx.a.token })).body.data as Trip;
    expect(back.plan).toEqual(plan);
    expect(back.plan!.nights).toEqual([{ stop_index: 1 }]);
    expect(back.plan!.days[0]).toMatchObject({ end_reason: 'chosen', end: { name: 'Fish & Chips <Manchester>' } });

    // A plan saved before chosen nights and site fees existed reads with their defaults.
    const { nights: _nights, ...old } = plan;
    const oldPlan = {
      ...old,
      days: plan.days.map(({ end_reason: _r, overnight_site: _s, ...d }) => d),
      budget: {
        ...plan.budget,
        nights_site_fee: undefined,
        nights_typical_fee: undefined,
        nights_without_site: undefined,
      },
    };
    const { id } = await withUserTx(ctx.t.db, { userId: ctx.a.id }, (tx) =>
      tx
        .insertInto('trips')
        .values({ name: 'Old plan', stops: JSON.stringify(stops), currency: 'GBP', plan: JSON.stringify(oldPlan) })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
    const upgraded = (await ctx.t.request('GET', `trips/${id}`, { token: ctx.a.token })).body.data as Trip;
    expect(upgraded.plan).toMatchObject({ nights: [], budget: { nights_without_site: 0 } });
    expect(upgraded.plan!.days.every((d) => d.end_reason === 'limit' && d.overnight_site === null)).toBe(true);
  });

  it('reports the actual cost per currency as the expenses dated within the trip, matching a direct SQL sum', async () => {
    const trip = await create(ctx.a, { ...tripBody, start_date: '2026-08-01', end_date: '2026-08-05' });
    const spend = [
      ['2026-07-31', 99, 'GBP'],
      ['2026-08-01', 45.5, 'GBP'],
      ['2026-08-03', 12.25, 'GBP'],
      ['2026-08-05', 30, 'EUR'],
      ['2026-08-06', 77, 'GBP'],
    ] as const;
    for (const [date, amount, currency] of spend) {
      expect(
        (
          await ctx.t.request('POST', 'expenses', {
            token: ctx.a.token,
            json: { amount, currency, date, category: 'fuel' },
          })
        ).status,
      ).toBe(201);
    }
    // Another user's spending on the same days is not A's trip cost.
    await ctx.t.request('POST', 'expenses', {
      token: ctx.b.token,
      json: { amount: 500, currency: 'GBP', date: '2026-08-02', category: 'food' },
    });

    const expected = await sql<{ currency: string; total: string }>`
      select currency, sum(amount)::text as total from expenses
      where user_id = ${ctx.a.id} and date >= '2026-08-01' and date <= '2026-08-05' group by currency order by currency`.execute(
      ctx.t.db,
    );
    const got = ((await ctx.t.request('GET', `trips/${trip.id}`, { token: ctx.a.token })).body.data as Trip)
      .actual_cost;
    expect(got).toEqual(expected.rows.map((r) => ({ currency: r.currency, total: Number(r.total) })));
    expect(got).toEqual([
      { currency: 'EUR', total: 30 },
      { currency: 'GBP', total: 57.75 },
    ]);
    const listed = ((await ctx.t.request('GET', 'trips', { token: ctx.a.token })).body.data as Trip[]).find(
      (x) => x.id === trip.id,
    )!;
    expect(listed.actual_cost).toEqual(got);
  });

  it('exports GPX 1.1 and importing it gives back the same stops and geometry', async () => {
    const trip = await create(ctx.a);
    const res = await ctx.t.app.request(`/api/v1/trips/${trip.id}/gpx`, {
      headers: { authorization: `Bearer ${ctx.a.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/gpx+xml');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="Scotland-26.gpx"');
    const xml = await res.text();
    expect(xml).toContain('<gpx version="1.1"');
    expect(xml).toContain('<name>Fish &amp; Chips &lt;Manchester&gt;</name>');
    expect(xml.match(/<rtept /g)).toHaveLength(3);
    expect(xml.match(/<trkpt /g)).toHaveLength(5);

    const raw = await ctx.t.request('POST', 'trips/import-gpx', {
      token: ctx.a.token,
      body: xml,
      headers: { 'content-type': 'application/gpx+xml' },
    });
    expect(raw.status).toBe(201);
    expect(raw.body.data).toMatchObject({
      name: 'Scotland "26"',
      status: 'planned',
      stops,
      geometry,
      estimated: false,
      plan: null,
      currency: 'GBP',
    });
    expect(raw.body.data.total_distance_km).toBeGreaterThan(600);

    const form = new FormData();
    form.append('file', new File([xml], 'trip.gpx', { type: 'application/gpx+xml' }));
    const multipart = await ctx.t.request('POST', 'trips/import-gpx', { token: ctx.a.token, body: form });
    expect(multipart.status).toBe(201);
    expect(multipart.body.data.stops).toEqual(stops);
  });

  it('refuses malformed GPX with 400 invalid_gpx and a message saying why', async () => {
    const res = await ctx.t.request('POST', 'trips/import-gpx', {
      token: ctx.a.token,
      body: '<gpx><rte><rtept lat="1" lon="2"></rte>',
      headers: { 'content-type': 'application/gpx+xml' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ class: 'validation', code: 'invalid_gpx', fields: { file: 'gpx_not_xml' } });
    expect(res.body.error.message).toMatch(/not valid XML/);
    const empty = await ctx.t.request('POST', 'trips/import-gpx', {
      token: ctx.a.token,
      body: '<gpx version="1.1"/>',
      headers: { 'content-type': 'application/gpx+xml' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toMatch(/no route, track or waypoints/);
    expect(empty.body.error.fields).toEqual({ file: 'gpx_empty' });
  });

  it('keeps travel preferences per user, and a price without currency takes the settings currency', async () => {
    expect((await ctx.t.request('GET', 'travel-preferences', { token: ctx.a.token })).body.data).toEqual({
      daily_limit_km: null,
      fuel_price_per_l: null,
      fuel_price_currency: null,
    });
    const res = await ctx.t.request('PATCH', 'travel-preferences', {
      token: ctx.a.token,
      json: { daily_limit_km: 250, fuel_price_per_l: 1.559 },
    });
    expect(res.body.data).toEqual({ daily_limit_km: 250, fuel_price_per_l: 1.559, fuel_price_currency: 'GBP' });
    await ctx.t.request('PATCH', 'travel-preferences', { token: ctx.b.token, json: { daily_limit_km: 100 } });
    expect((await ctx.t.request('GET', 'travel-preferences', { token: ctx.a.token })).body.data.daily_limit_km).toBe(
      250,
    );
    expect(
      (await ctx.t.request('PATCH', 'travel-preferences', { token: ctx.a.token, json: { fuel_price_per_l: null } }))
        .body.data,
    ).toEqual({
      daily_limit_km: 250,
      fuel_price_per_l: null,
      fuel_price_currency: null,
    });
    expect(
      (await ctx.t.request('PATCH', 'travel-preferences', { token: ctx.a.token, json: { daily_limit_km: -3 } })).status,
    ).toBe(400);
  });

  describe('isolation', () => {
    let trip: Trip;
    let aVehicle: string;
    beforeAll(async () => {
      aVehicle = await addVehicle(ctx.t, ctx.a, 'Hymer');
      trip = await create(ctx.a, { ...tripBody, vehicle_id: aVehicle });
    });

    it("user B cannot read, change or delete user A's trip", async () => {
      await expectCannotTouch(ctx.t, ctx.b, {
        lists: ['trips'],
        attempts: [
          ['GET', `trips/${trip.id}`],
          ['GET', `trips/${trip.id}/gpx`],
          ['PATCH', `trips/${trip.id}`, { name: 'mine now' }],
          ['DELETE', `trips/${trip.id}`],
        ],
      });
      expect((await ctx.t.request('GET', `trips/${trip.id}`, { token: ctx.a.token })).body.data).toMatchObject({
        name: tripBody.name,
        vehicle_id: aVehicle,
      });
    });

    it("B saving a trip with A's vehicle is refused with 403 rls_permission", async () => {
      const res = await ctx.t.request('POST', 'trips', {
        token: ctx.b.token,
        json: { ...tripBody, vehicle_id: aVehicle },
      });
      expectRlsRefused(res);
    });

    it('cross-user inserts fail with 42501 in the database', async () => {
      await expectSqlRefused(ctx.t, ctx.b, [
        `insert into trips (user_id, name, stops, currency) values ('${ctx.a.id}', 'x', '[]', 'GBP')`,
        `insert into travel_preferences (user_id, daily_limit_km) values ('${ctx.a.id}', 10)`,
        `insert into trips (name, stops, currency, vehicle_id) values ('x', '[]', 'GBP', '${aVehicle}')`,
      ]);
      expect(await sqlAs(ctx.t, ctx.b, `update trips set name = 'x' where id = '${trip.id}'`)).toBe('ok');
      expect((await ctx.t.request('GET', `trips/${trip.id}`, { token: ctx.a.token })).body.data.name).toBe(
        tripBody.name,
      );
    });
  });
});
