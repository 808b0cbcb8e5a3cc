import { REGION_TRAVEL_DEFAULTS, type PlanResponse } from '@ww/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS, type TestApp } from '#test/harness.ts';
import { withUserTx } from '#db/with-user-tx.ts';
import { plan, planningSuite, STOPS, type Planning, type User } from './route-plan-test-kit.ts';

describe.each(DATABASE_KINDS)('trip planning: fuel, budget and weather on %s', (kind) => {
  let t: TestApp;
  let metric: User;
  let imperial: User;
  let weather: Planning['weather'];
  planningSuite(kind, (planning) => ({ t, metric, imperial, weather } = planning));

  it("prices fuel from the tow vehicle's consumption, flags legs beyond the safe range, and adds campground nights to the budget", async () => {
    const [tow, caravan] = await withUserTx(t.db, { userId: metric.id }, async (tx) => {
      const car = await tx
        .insertInto('vehicles')
        .values({
          name: 'Land Cruiser',
          kind: 'tow_vehicle',
          fuel_type: 'diesel',
          tank_l: 30,
          consumption_l_per_100km: 12,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const van = await tx
        .insertInto('vehicles')
        .values({ name: 'Swift', kind: 'caravan', tow_vehicle_id: car.id, length_m: 7.2, fuel_type: 'none' })
        .returning('id')
        .executeTakeFirstOrThrow();
      return [car.id, van.id];
    });
    const p = (await plan(t, metric, { stops: STOPS, optimize: 'fixed_ends', vehicle_id: caravan, budget: 100 })).body
      .data as PlanResponse;
    const gb = REGION_TRAVEL_DEFAULTS.GB;
    expect(p.fuel).toMatchObject({
      currency: 'GBP',
      price_per_l: gb.diesel_per_l,
      price_source: 'region_default',
      price_region: 'GB',
      consumption_l_per_100km: 12,
      safe_range_km: 212.5,
    });
    expect(p.fuel.volume).toBeCloseTo((p.total_distance_km * 12) / 100, 1);
    expect(p.fuel.cost).toBeCloseTo((p.total_distance_km * 12 * gb.diesel_per_l) / 100, 1);
    for (const [i, leg] of p.legs.entries()) {
      expect(leg.fuel_volume_l).toBeCloseTo((leg.distance_km * 12) / 100, 1);
      expect(leg.exceeds_safe_range).toBe(leg.distance_km > 212.5);
      expect(p.fuel.warnings.some((w) => w.code === 'leg_exceeds_safe_range' && w.leg_index === i)).toBe(
        leg.distance_km > 212.5,
      );
    }
    expect(p.legs.some((l) => l.exceeds_safe_range)).toBe(true);
    // The warning's own text says its distances in the user's unit (a metric user here).
    expect(p.fuel.warnings.find((w) => w.code === 'leg_exceeds_safe_range')!.message).toMatch(/safe range of 213 km/);
    // Nights at a site that is not free and names no fee carry the typical fee; nights with no site are left out.
    const nights = p.days.length - 1;
    const withSite = p.days.slice(0, -1).filter((d) => d.overnight_site !== null);
    const paidNights = withSite.filter((d) => d.overnight_site!.free !== true).length;
    expect(p.budget).toEqual({
      budget: 100,
      fuel_cost: p.fuel.cost,
      campground_fees_estimate: paidNights * gb.campground_night,
      nights,
      nights_site_fee: withSite.length - paidNights,
      nights_typical_fee: paidNights,
      nights_without_site: nights - withSite.length,
      total: Math.round((p.fuel.cost! + paidNights * gb.campground_night) * 100) / 100,
      currency: 'GBP',
      over_budget: true,
    });

    // The user's own price wins over the region default.
    await t.request('PATCH', 'travel-preferences', { token: metric.token, json: { fuel_price_per_l: 1.8 } });
    const own = (await plan(t, metric, { stops: STOPS, vehicle_id: tow })).body.data as PlanResponse;
    expect(own.fuel).toMatchObject({ price_per_l: 1.8, price_source: 'user', currency: 'GBP' });
    expect(own.fuel.cost).toBeCloseTo((own.total_distance_km * 12 * 1.8) / 100, 1);
    await t.request('PATCH', 'travel-preferences', { token: metric.token, json: { fuel_price_per_l: null } });
  });

  it('prices a drive in the euro area at the EU average in euros, for a user paying in euros or starting there', async () => {
    const eu = REGION_TRAVEL_DEFAULTS.EU;
    const euro = await t.signUp();
    await t.request('PATCH', 'settings', {
      token: euro.token,
      json: { regional_preferences: { currency: 'EUR', units: 'metric' } },
    });
    const rig = async (u: User) =>
      (
        await t.request('POST', 'vehicles', {
          token: u.token,
          json: { name: 'Hymer', kind: 'motorhome', fuel_type: 'diesel', consumption_l_per_100km: 10 },
        })
      ).body.data.id as string;
    const france = [{ query: 'Lyon, FR' }, { query: 'Annecy, FR' }];
    const p = (await plan(t, euro, { stops: france, vehicle_id: await rig(euro) })).body.data as PlanResponse;
    expect(p.fuel).toMatchObject({
      currency: 'EUR',
      price_per_l: eu.diesel_per_l,
      price_source: 'region_default',
      price_region: 'EU',
    });
    expect(p.fuel.cost).toBeCloseTo((p.total_distance_km * 10 * eu.diesel_per_l) / 100, 1);
    // A British user's drive that starts in France is priced there too.
    const fromFrance = (await plan(t, metric, { stops: france, vehicle_id: await rig(metric) })).body
      .data as PlanResponse;
    expect(fromFrance.fuel).toMatchObject({ price_region: 'EU', currency: 'EUR', price_per_l: eu.diesel_per_l });
  });

  it('says why there are no fuel figures without a vehicle or a consumption, and 404s on a vehicle of someone else', async () => {
    const none = (await plan(t, metric, { stops: STOPS })).body.data as PlanResponse;
    expect(none.fuel).toMatchObject({ volume: null, cost: null, warnings: [{ code: 'no_vehicle' }] });
    expect(none.legs.every((l) => l.fuel_volume_l === null && l.fuel_cost === null && !l.exceeds_safe_range)).toBe(
      true,
    );
    const bare = await withUserTx(t.db, { userId: imperial.id }, (tx) =>
      tx
        .insertInto('vehicles')
        .values({ name: 'Old van', kind: 'campervan' })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
    const p = (await plan(t, imperial, { stops: STOPS, vehicle_id: bare.id })).body.data as PlanResponse;
    expect(p.fuel).toMatchObject({ volume: null, cost: null, warnings: [{ code: 'no_consumption' }] });
    expect((await plan(t, metric, { stops: STOPS, vehicle_id: bare.id })).status).toBe(404);
  });

  it('prices fuel at the average paid in the fuel log over the last 90 days', async () => {
    const user = await t.signUp();
    const car = await withUserTx(t.db, { userId: user.id }, async (tx) => {
      const v = await tx
        .insertInto('vehicles')
        .values({ name: 'Hymer', kind: 'motorhome', fuel_type: 'diesel', consumption_l_per_100km: 10 })
        .returning('id')
        .executeTakeFirstOrThrow();
      await sql`insert into fuel_log (vehicle_id, filled_on, volume_l, price_per_l, total_cost, currency, full_tank)
        values (${v.id}, current_date - 3, 50, 1.5, 75, 'EUR', true), (${v.id}, current_date - 20, 100, 1.8, 180, 'EUR', true),
               (${v.id}, current_date - 200, 100, 9, 900, 'EUR', true)`.execute(tx);
      return v.id;
    });
    const p = (await plan(t, user, { stops: STOPS, vehicle_id: car })).body.data as PlanResponse;
    // (75 + 180) / (50 + 100): the fill-up 200 days ago is too old to count.
    expect(p.fuel).toMatchObject({ price_per_l: 1.7, price_source: 'fuel_log_average', currency: 'EUR' });
    // No typical campground fee is known in EUR, so the budget does not invent one.
    expect(p.budget).toMatchObject({ currency: 'EUR', total: p.fuel.cost });
    expect(p.budget.campground_fees_estimate).toBe(p.budget.nights_typical_fee > 0 ? null : 0);
  });

  it('gives the weather at each overnight place and the destination on its date, fetched once an hour', async () => {
    const before = weather.requests.length;
    // Dates no other test asks, so every night's forecast is fetched here (days may end at the same stops).
    const body = { stops: STOPS, optimize: 'fixed_ends', daily_limit_km: 300, start_date: '2026-06-08' };
    const p = (await plan(t, metric, body)).body.data as PlanResponse;
    expect(p.weather).toHaveLength(p.days.length);
    p.weather.forEach((w, i) => {
      const day = p.days[i]!;
      expect(w).toMatchObject({
        place: day.end.name,
        day: day.day,
        date: day.date,
        available: true,
        kind: i === p.days.length - 1 ? 'destination' : 'overnight',
      });
      expect(w.daily).toEqual({
        temp_max_c: Math.round((70 - Math.round(day.end.lat * 100) / 100) * 10) / 10,
        temp_min_c: 8.2,
        precipitation_mm: 1.4,
        precipitation_probability: 40,
        wind_max_kmh: 22.5,
        weather_code: 61,
      });
    });
    const asked = weather.requests.slice(before);
    expect(asked.map((r) => r.query.get('start_date'))).toEqual(expect.arrayContaining(p.days.map((d) => d.date)));
    expect(asked).toHaveLength(p.days.length);
    await plan(t, metric, body);
    expect(weather.requests.length - before).toBe(p.days.length);
  });

  it('says the weather is unavailable when there is no date, or it is beyond the forecast', async () => {
    const undated = (await plan(t, metric, { stops: STOPS })).body.data as PlanResponse;
    expect(undated.weather.every((w) => !w.available && w.daily === null && w.reason === 'no_date')).toBe(true);
    const far = (await plan(t, metric, { stops: STOPS, start_date: '2026-09-01' })).body.data as PlanResponse;
    expect(far.weather.every((w) => !w.available && w.daily === null && w.reason === 'out_of_range')).toBe(true);
  });
});
