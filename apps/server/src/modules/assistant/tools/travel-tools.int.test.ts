import { addDays, addMonths } from '@ww/contracts';
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '#test/harness.ts';
import { createOpenMeteoWeather, type WeatherProvider } from '#providers/weather/weather.ts';
import type { ToolContext } from '../assistant.types.ts';
import { distance } from './format.ts';
import { contextFor, expectOk, registryFor, useToolsTestApp, type TestUser } from './tools-test-kit.ts';

const MOAB = { latitude: 38.5733, longitude: -109.5498, city: 'Moab', source: 'gps' as const };

describe.each(DATABASE_KINDS)("Pam's travel, vehicle and settings tools on %s", (kind) => {
  const suite = useToolsTestApp(kind);

  const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
  const run = (ctx: ToolContext, name: string, args: unknown, r = suite.registry) => r.run({ name, args }, ctx);
  const post = async (u: TestUser, path: string, json: unknown) => {
    const res = await suite.t.request('POST', path, { token: u.token, json });
    expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(201);
    return res.body.data;
  };
  const motorhome = (u: TestUser) =>
    post(u, 'vehicles', { name: 'Big Blue', kind: 'motorhome', consumption_l_per_100km: 20, tank_l: 300, length_m: 9 });

  it('distance_between and plan_trip give computed figures, say the estimate, and price fuel for the rig', async () => {
    const u = await suite.t.signUp();
    const ctx = await contextFor(suite.t, u);
    const d = expectOk(await run(ctx, 'distance_between', { from: 'Denver', to: 'Salt Lake City' }));
    const km = (d.data as { distance_km: number }).distance_km;
    expect(km).toBeGreaterThan(600);
    expect(d.reply).toContain(`Denver → Salt Lake City: ${distance(ctx, km)}, about `);
    expect(d.reply).toContain('straight-line estimate');
    expect(await run(ctx, 'distance_between', { from: 'Denver', to: 'Qwxzzyville' })).toMatchObject({
      ok: false,
      code: 'not_found',
    });

    // No rig yet: worked out for a typical motorhome (20 L/100 km, about 12 mpg) at the US default diesel price,
    // and said to be so. 100 mi = 160.9 km → 32.2 L = 8.5 US gal.
    const noRig = expectOk(await run(ctx, 'fuel_cost', { distance: 100 }));
    expect(noRig.reply).toMatch(
      /^100 mi: about 8\.5 gal, \$\d+\.\d\d \(an estimate at typical pump prices\), for a typical motorhome at 11\.8 MPG\. Add your rig and its consumption in Wheels for your own figure\.$/,
    );
    expect(noRig.data).toMatchObject({
      fuel: { volume_l: 32.2, consumption_l_per_100km: 20, assumed_typical_rig: true },
    });

    await motorhome(u);
    const plan = expectOk(await run(ctx, 'plan_trip', { from: 'Denver', to: 'Salt Lake City' }));
    const data = plan.data as { days: unknown[]; fuel: { cost: number; volume: number; price_source: string } };
    expect(data.days.length).toBeGreaterThanOrEqual(2);
    expect(data.fuel.price_source).toBe('region_default');
    expect(data.fuel.volume).toBeCloseTo((km * 20) / 100, 0);
    expect(plan.reply).toContain(`$${data.fuel.cost.toFixed(2)}`);
    expect(plan.reply).toMatch(new RegExp(`${data.days.length} days at up to 190 mi a day`));

    // 100 mi at 20 L/100 km is 32.19 L; at the US diesel default of $0.98/L, $31.54.
    const cost = expectOk(await run(ctx, 'fuel_cost', { distance: 100, unit: 'mi' }));
    expect(cost.reply).toBe('100 mi takes about 8.5 gal of fuel, $31.54, an estimate at typical pump prices.');
    const es = expectOk(await run({ ...ctx, language: 'es' }, 'fuel_cost', { distance: 100, unit: 'mi' }));
    expect(plain(es.reply)).toContain('31,54 US$');
    expect(await run(ctx, 'fuel_cost', {})).toMatchObject({ ok: false, code: 'invalid' });
    expect(await run(ctx, 'plan_trip', { from: 'Denver', to: 'Moab', daily_limit: 5 })).toMatchObject({
      ok: false,
      code: 'invalid',
    });
  });

  it('find_campgrounds searches near a place or the user, with RV filters; no location asks for it', async () => {
    const u = await suite.t.signUp();
    const ctx = await contextFor(suite.t, u);
    await post(u, 'campgrounds', {
      name: 'Slickrock <RV> Park',
      lat: 38.59,
      lon: -109.56,
      dump_station: true,
      power: true,
    });
    await post(u, 'campgrounds', { name: 'Canyon Tents', lat: 38.58, lon: -109.55, dump_station: false });
    const near = expectOk(await run(ctx, 'find_campgrounds', { near: 'Moab', dump_station: true }));
    expect(near.reply).toMatch(
      /^Campgrounds with dump station near Moab, Utah: Slickrock <RV> Park \([\d.]+ mi, power, dump station\)\.$/,
    );
    expect((near.data as { campgrounds: unknown[] }).campgrounds).toHaveLength(1);
    const mine = expectOk(await run({ ...ctx, location: MOAB }, 'find_campgrounds', {}));
    expect((mine.data as { campgrounds: { name: string }[] }).campgrounds.map((c) => c.name).sort()).toEqual([
      'Canyon Tents',
      'Slickrock <RV> Park',
    ]);
    const none = await run(ctx, 'find_campgrounds', { use_my_location: true });
    expect(none).toMatchObject({ ok: false, code: 'needs_location', uiAction: { type: 'request_location' } });
  });

  it('weather: the spec reply without a location, honest when the service is down, computed when it answers', async () => {
    const u = await suite.t.signUp();
    const ctx = await contextFor(suite.t, u);
    const asks = await run(ctx, 'weather', {});
    expect(asks).toEqual({
      ok: false,
      code: 'needs_location',
      reply: 'To give you local weather, please enable location or tell me your city.',
      uiAction: { type: 'request_location' },
    });
    const fr = await run({ ...ctx, language: 'fr' }, 'weather', {});
    expect(fr.reply).toBe('Pour vous donner la météo locale, activez la localisation ou dites-moi votre ville.');

    const closed = registryFor(suite.t, {
      weather: createOpenMeteoWeather({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 2000 }),
    });
    const down = await run(ctx, 'weather', { place: 'Denver' }, closed);
    expect(down).toMatchObject({ ok: false, code: 'unavailable' });
    expect(down.reply).toMatch(/^I can't reach the weather service right now, so I have no forecast for Denver/);
    expect(down.reply).not.toMatch(/\d/);

    const asked: { lat: number; lon: number; from: string; to: string }[] = [];
    const fake: WeatherProvider = {
      daily: async (point, from, to) => {
        asked.push({ lat: point.lat, lon: point.lon, from, to });
        return [
          {
            date: from,
            temp_max_c: 20,
            temp_min_c: 5,
            precipitation_mm: 0,
            precipitation_probability: 10,
            wind_max_kmh: 16.09344,
            weather_code: 0,
          },
        ];
      },
    };
    const sunny = expectOk(
      await run(
        { ...ctx, location: MOAB },
        'weather',
        { use_my_location: true },
        registryFor(suite.t, { weather: fake }),
      ),
    );
    expect(sunny.reply).toBe(
      'Weather in Moab today: clear sky, 41 °F to 68 °F, 10 % chance of rain, wind up to 10 mph.',
    );
    expect(asked).toEqual([{ lat: MOAB.latitude, lon: MOAB.longitude, from: ctx.today, to: addDays(ctx.today, 2) }]);
  });

  it('set_location geocodes the typed city into a manual location for the client', async () => {
    const u = await suite.t.signUp();
    const out = expectOk(await run(await contextFor(suite.t, u), 'set_location', { place: 'Moab' }));
    expect(out.uiAction).toMatchObject({
      type: 'set_location',
      location: { city: 'Moab', source: 'manual', country: 'United States' },
    });
    expect(out.reply).toBe("Got it: I'll use Moab, Utah, United States as your location.");
  });

  it('maintenance_due, log_maintenance and log_fuel write through the vehicle services in the user units', async () => {
    const u = await suite.t.signUp();
    const ctx = await contextFor(suite.t, u);
    const rig = await motorhome(u);
    await post(u, 'maintenance/schedules', {
      vehicle_id: rig.id,
      task: 'Oil change',
      every_months: 6,
      last_done_on: addMonths(ctx.today, -7),
    });
    const due = expectOk(await run(ctx, 'maintenance_due', {}));
    expect(due.reply).toMatch(/^Oil change \(Big Blue\): overdue, \d+ days overdue \(due .+\)\.$/);

    const logged = expectOk(await run(ctx, 'log_maintenance', { task: 'Oil change', cost: 89.99, odometer: 45200 }));
    expect(logged.changed).toEqual(['maintenance', 'expenses']);
    expect(logged.reply).toMatch(
      /^Logged Oil change \(Big Blue\) on .+ at 45,200 mi for \$89\.99 \(also added to your expenses\)\.$/,
    );
    const records = (await suite.t.request('GET', 'maintenance', { token: u.token })).body.data;
    expect(records).toMatchObject([{ task: 'Oil change', cost: 89.99, odometer_km: 72742.3, vehicle_id: rig.id }]);
    expect(expectOk(await run(ctx, 'maintenance_due', {})).reply).toMatch(/^Nothing is due/);

    const fuel = expectOk(await run(ctx, 'log_fuel', { volume: 20, total_cost: 80, odometer: 45350 }));
    expect(fuel.changed).toEqual(['fuel_log', 'expenses']);
    expect(fuel.reply).toMatch(
      /^Logged a fill-up of 20 gal for \$80\.00 on .+ at 45,350 mi, and added it to your fuel expenses\.$/,
    );
    const fills = (await suite.t.request('GET', 'fuel-log', { token: u.token })).body.data;
    expect(fills).toMatchObject([{ entered_unit: 'gal', entered_volume: 20, total_cost: 80, vehicle_id: rig.id }]);
    const spent = (await suite.t.request('GET', 'expenses', { token: u.token })).body.data;
    expect(spent.map((e: { category: string; amount: number }) => [e.category, e.amount]).sort()).toEqual([
      ['fuel', 80],
      ['maintenance', 89.99],
    ]);
    expect(await run(ctx, 'log_fuel', { volume: 20 })).toMatchObject({ ok: false, code: 'invalid' });
    const future = await run(ctx, 'log_fuel', { volume: 10, total_cost: 40, date: addDays(ctx.today, 3) });
    expect(future).toMatchObject({ ok: false, code: 'invalid' });
    expect(future.reply).toContain('the date is in the future');
  });

  it("find_storage_item finds the user's own items only; nothing found invents nothing", async () => {
    const a = await suite.t.signUp();
    const b = await suite.t.signUp();
    await post(a, 'storage-items', { name: 'Bottle jack', location: 'Rear bay', quantity: 1 });
    await post(a, 'storage-items', { name: 'Spare fuses', location: 'Glovebox', quantity: 12 });
    const ctxA = await contextFor(suite.t, a);
    expect(expectOk(await run(ctxA, 'find_storage_item', { query: 'JACK' })).reply).toBe('Bottle jack: Rear bay.');
    expect(expectOk(await run(ctxA, 'find_storage_item', { query: 'the spare fuse' })).reply).toBe(
      'Spare fuses: Glovebox (12).',
    );
    const missing = await run(ctxA, 'find_storage_item', { query: 'kayak' });
    expect(missing).toMatchObject({ ok: false, code: 'not_found' });
    expect(missing.reply).toMatch(/^I couldn't find "kayak" in your storage list\./);
    expect(await run(await contextFor(suite.t, b), 'find_storage_item', { query: 'jack' })).toMatchObject({
      ok: false,
      code: 'not_found',
    });
  });

  it('update_settings merges the change, answers in the new language and asks the client to apply it', async () => {
    const u = await suite.t.signUp();
    const ctx = await contextFor(suite.t, u);
    const out = expectOk(await run(ctx, 'update_settings', { units: 'metric', language: 'es', currency: 'EUR' }));
    expect(out).toMatchObject({ changed: ['settings'], uiAction: { type: 'settings_changed' } });
    expect(out.reply).toBe('Hecho: cambié unidades a métrico (km, L, L/100 km, °C), idioma a español y moneda a EUR.');
    const settings = (await suite.t.request('GET', 'settings', { token: u.token })).body.data;
    expect(settings.regional_preferences).toMatchObject({ units: 'metric', currency: 'EUR', timezone: ctx.timezone });
    expect(settings.display_preferences).toMatchObject({ language: 'es', theme: 'system' });
  });
});
