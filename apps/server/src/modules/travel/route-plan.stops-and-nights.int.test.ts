import { DAY_END_TOLERANCE, type PlanResponse } from '@ww/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';

type User = Awaited<ReturnType<TestApp['signUp']>>;

// Issue 10 items 8, 9 and 11: ambiguous names, undrivable legs, days that end at stops or chosen nights, site fees.
const BRISTOL = { lat: 51.4545, lon: -2.5879, name: 'Bristol' };
const BIRMINGHAM = { lat: 52.4814, lon: -1.8998, name: 'Birmingham' };
const MANCHESTER = { lat: 53.4809, lon: -2.2374, name: 'Manchester' };
const YORK = { lat: 53.959, lon: -1.0815, name: 'York' };
const INVERNESS = { lat: 57.4778, lon: -4.2247, name: 'Inverness' };

describe.each(DATABASE_KINDS)('trip plans that make sense on %s', (kind) => {
  let t: TestApp;
  let us: User;
  let gb: User;
  const plan = (user: User, body: Record<string, unknown>) =>
    t.request('POST', 'routes/plan', { token: user.token, json: body });

  beforeAll(async () => {
    t = await createTestApp(kind);
    us = await t.signUp();
    gb = await t.signUp();
    await t.request('PATCH', 'settings', {
      token: gb.token,
      json: { regional_preferences: { units: 'metric', currency: 'GBP' } },
    });
  }, 60_000);
  afterAll(() => t.close());

  it('ranks place names by a nearby point and the user’s country, and lists region and country', async () => {
    const plain = await t.request('GET', 'geocode?q=Keswick', { token: us.token });
    const named = (list: { name: string; country: string }[]) => list.filter((c) => c.name === 'Keswick');
    expect(named(plain.body.data).map((c) => c.country)).toEqual(['Canada', 'United Kingdom']);
    const near = await t.request('GET', `geocode?q=Keswick&near_lat=${YORK.lat}&near_lon=${YORK.lon}`, {
      token: us.token,
    });
    expect(near.body.data[0]).toMatchObject({ name: 'Keswick', region: 'England', country: 'United Kingdom' });
    const home = await t.request('GET', 'geocode?q=Keswick&country=gb', { token: us.token });
    expect(home.body.data[0]).toMatchObject({ country: 'United Kingdom' });
    const bad = await t.request('GET', 'geocode?q=Keswick&country=England', { token: us.token });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ country: 'invalid' });
  });

  it('never takes the first of several places: an ambiguous stop is refused with the candidates named', async () => {
    // A euro user, placed nowhere: Perth (Australia or Scotland) and Keswick (Ontario or England) settle neither.
    const euro = await t.signUp();
    await t.request('PATCH', 'settings', { token: euro.token, json: { regional_preferences: { currency: 'EUR' } } });
    const res = await plan(euro, { stops: [{ query: 'Perth' }, { query: 'Keswick' }] });
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({
      class: 'validation',
      code: 'stop_ambiguous',
      fields: { 'stops.0': 'ambiguous', 'stops.1': 'ambiguous' },
    });
    expect(res.body.error.message).toBe(
      'Stop 1 ("Perth") could be Perth, Western Australia, Australia or Perth, Scotland, United Kingdom. Choose the place you mean.',
    );
  });

  it('resolves a name by the other stops: Keswick beside York is the one in England', async () => {
    const res = await plan(gb, { stops: [YORK, { query: 'Keswick' }, { query: 'Whitby' }] });
    expect(res.status).toBe(200);
    const p = res.body.data as PlanResponse;
    expect(p.stops.map((s) => s.name)).toEqual(['York', 'Keswick', 'Whitby']);
    expect(p.stops[1]).toMatchObject({ lat: expect.closeTo(54.6, 1), lon: expect.closeTo(-3.13, 1) });
    expect(p.stops[2]!.lat).toBeCloseTo(54.49, 1);
  });

  it('refuses a leg across an ocean, naming it, and notes a ferry where the sea is narrow', async () => {
    const ontario = { lat: 44.25, lon: -79.47, name: 'Keswick' };
    const res = await plan(gb, { stops: [ontario, YORK, { lat: 38.57, lon: -109.55, name: 'Moab' }] });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      class: 'validation',
      code: 'leg_over_sea',
      fields: { 'stops.0': 'leg_over_sea', 'stops.1': 'leg_over_sea' },
    });
    expect(res.body.error.message).toMatch(
      /^Leg 1 \(Keswick to York\) crosses about [\d,]+ km of open sea, which no road or car ferry does\./,
    );

    const ferry = await plan(gb, { stops: [BRISTOL, { lat: 48.8534, lon: 2.3488, name: 'Paris' }] });
    expect(ferry.status).toBe(200);
    const note = (ferry.body.data as PlanResponse).notes.find((n) => n.code === 'water_crossing');
    expect(note).toMatchObject({ leg_index: 0, sea_km: expect.toSatisfy((km: number) => km > 20 && km < 300) });
    expect(note!.message).toMatch(/^Leg 1 \(Bristol to Paris\) crosses water \(about \d+ km in a straight line\)/);
    // A long way over water on one landmass is a road trip, with no note.
    const gulf = await plan(us, {
      stops: [
        { lat: 25.77, lon: -80.19, name: 'Miami' },
        { lat: 29.95, lon: -90.07, name: 'New Orleans' },
      ],
    });
    expect(gulf.status).toBe(200);
    expect((gulf.body.data as PlanResponse).notes.map((n) => n.code)).toEqual(['no_dates']);
  });

  it('ends a day at a stop within a quarter of the limit, and says how long each day drives', async () => {
    const stops = [BRISTOL, BIRMINGHAM, MANCHESTER, INVERNESS];
    const p = (await plan(gb, { stops, daily_limit_km: 200 })).body.data as PlanResponse;
    const legKm = p.legs.map((l) => l.distance_km);
    // Bristol → Birmingham is ~150 km: within 25 % of 200 km, so day 1 ends there rather than 50 km past it.
    expect(legKm[0]).toBeGreaterThan(200 * (1 - DAY_END_TOLERANCE));
    expect(p.days[0]).toMatchObject({
      end_reason: 'stop',
      end_stop_index: 1,
      end: { name: 'Birmingham' },
      distance_km: legKm[0],
      duration_min: p.legs[0]!.duration_min,
    });
    for (const d of p.days) expect(d.duration_min).toBeGreaterThan(0);
    expect(p.days.reduce((a, d) => a + d.duration_min, 0)).toBeCloseTo(p.total_duration_min, -1);
    expect(p.days.at(-1)).toMatchObject({ end_reason: 'destination', end: { name: 'Inverness' } });
  });

  it('moves a night to a chosen stop or campground and cuts the other days around it; unknown ones are refused', async () => {
    const stops = [BRISTOL, BIRMINGHAM, MANCHESTER, INVERNESS];
    const atManchester = (await plan(gb, { stops, daily_limit_km: 300, nights: [{ stop_index: 2 }] })).body
      .data as PlanResponse;
    expect(atManchester.nights).toEqual([{ stop_index: 2 }]);
    const chosen = atManchester.days.find((d) => d.end_reason === 'chosen')!;
    expect(chosen).toMatchObject({ end_stop_index: 2, end: { name: 'Manchester' } });
    expect(atManchester.days[0]!.end.name).toBe('Manchester');

    // A campground between Manchester and Inverness, 2 km off the straight line.
    const { id } = await t.db
      .insertInto('campgrounds')
      .values({
        source: 'osm',
        osm_id: 'node/77001',
        source_id: 'node/77001',
        name: 'Lakeside Touring Park',
        lat: 54.6,
        lon: -2.95,
        fee: 'GBP 23 (2 adults, camper)',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const atSite = (await plan(gb, { stops, daily_limit_km: 300, nights: [{ stop_index: 2 }, { campground_id: id }] }))
      .body.data as PlanResponse;
    const siteDay = atSite.days.find((d) => d.overnight_site?.id === id)!;
    expect(siteDay).toMatchObject({
      end_reason: 'chosen',
      end_stop_index: null,
      overnight: { name: 'Lakeside Touring Park' },
      overnight_site: { nightly_fee: { amount: 23, currency: 'GBP' } },
    });
    expect(atSite.days[siteDay.day - 2]!.end.name).toBe('Manchester');

    const unknown = await plan(gb, { stops, nights: [{ campground_id: '00000000-0000-4000-8000-000000000000' }] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields).toEqual({ 'nights.0': 'not_found' });
    const noStop = await plan(gb, { stops, nights: [{ stop_index: 9 }] });
    expect(noStop.status).toBe(400);
    expect(noStop.body.error.fields).toEqual({ 'nights.0': 'not_found' });
    expect((await plan(gb, { stops, nights: [{ stop_index: -1 }] })).body.error.fields).toEqual({
      'nights.0.stop_index': 'invalid',
    });
  });

  it('prices a night with the site’s own fee, estimates the rest, and leaves out nights with no site', async () => {
    const stops = [BRISTOL, BIRMINGHAM, MANCHESTER, INVERNESS];
    const { id } = await t.db
      .selectFrom('campgrounds')
      .select('id')
      .where('osm_id', '=', 'node/77001')
      .executeTakeFirstOrThrow();
    const p = (await plan(gb, { stops, daily_limit_km: 300, nights: [{ stop_index: 2 }, { campground_id: id }] })).body
      .data as PlanResponse;
    const nights = p.days.slice(0, -1);
    const withoutSite = nights.filter((d) => d.overnight_site === null).length;
    expect(withoutSite).toBeGreaterThan(0);
    expect(p.budget).toMatchObject({
      nights: nights.length,
      nights_site_fee: 1,
      nights_typical_fee: 0,
      nights_without_site: withoutSite,
      campground_fees_estimate: 23,
    });
  });
});
