// Pam writes every figure in the user's own units (issue 23 point 1, decision 050): a British traveller reads miles,
// litres and mpg in imperial gallons, an American miles, US gallons and MPG, everyone else km, litres and L/100 km.
// Judged by the replies' figures and by what the public API then holds; without a model.
import { addDays, UNIT_PRESETS } from '@ww/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pamKit } from '#test/pam-kit.ts';
import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';
import { newAccountToday } from '#test/pam-replies.ts';

type User = Awaited<ReturnType<TestApp['signUp']>>;
type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const TODAY = newAccountToday();
const YESTERDAY = addDays(TODAY, -1);

/** What a British user's settings are after "imperial" in pounds: the UK set. */
const UK = { regional_preferences: { currency: 'GBP', units: 'imperial' } };
const US = { regional_preferences: { currency: 'USD', units: 'imperial' } };
const METRIC = { regional_preferences: { currency: 'AUD', units: 'metric' } };

describe.each(DATABASE_KINDS)("Pam in the user's units on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 60_000);
  afterAll(() => t.close());

  const { user: newUser, reply: ask, get, one } = pamKit(() => t);
  const user = (settings: Row, region?: string) => newUser(settings, region ? { region } : undefined);
  /** Two full fills: 60 L over 500 km, 12.0 L/100 km. */
  const twoFills = async (u: User) => {
    for (const fill of [
      { filled_on: YESTERDAY, volume_l: 50, total_cost: 90, odometer_km: 10_000, full_tank: true },
      { filled_on: TODAY, volume_l: 60, total_cost: 108, odometer_km: 10_500, full_tank: true },
    ]) {
      expect((await t.request('POST', 'fuel-log', { token: u.token, json: fill })).status).toBe(201);
    }
  };

  describe('fuel consumption', () => {
    it('a British user reads mpg in imperial gallons over miles', async () => {
      const u = await user(UK);
      expect((await one(u, 'settings')).regional_preferences).toMatchObject(UNIT_PRESETS.uk);
      await twoFills(u);
      // 282.481 / 12 = 23.5 mpg (imp); 500 km = 311 mi.
      const reply = await ask(u, "what's my fuel economy?");
      expect(reply).toMatch(/23\.5 mpg \(imp\)/);
      expect(reply).toMatch(/311 mi/);
      expect(reply).not.toMatch(/MPG|L\/100 km/);
    });

    it('an American reads MPG in US gallons, and fuel totals in gallons', async () => {
      const u = await user(US);
      await twoFills(u);
      const reply = await ask(u, 'how many mpg am I getting?');
      expect(reply).toMatch(/19\.6 MPG/);
      // 110 L = 29.06 US gal.
      expect(reply).toMatch(/29\.06 gal/);
    });

    it('an Australian reads L/100 km over km; one who chose km/L reads km/L', async () => {
      const u = await user(METRIC);
      await twoFills(u);
      expect(await ask(u, "what's my fuel economy?")).toMatch(/12\.0 L\/100 km.*500 km/);
      await t.request('PATCH', 'settings', {
        token: u.token,
        json: { regional_preferences: { consumption_unit: 'km_l' } },
      });
      expect(await ask(u, 'quelle est ma consommation ?')).toMatch(/8,3 km\/L/);
    });
  });

  describe('fill-ups', () => {
    it('a British user logs "filled 45 litres for £68": kept in litres, said in litres', async () => {
      const u = await user(UK, 'GB');
      const reply = await ask(u, 'filled 45 litres for £68');
      const [fill] = await get(u, 'fuel-log');
      expect(fill).toMatchObject({
        entered_unit: 'L',
        entered_volume: 45,
        volume_l: 45,
        total_cost: 68,
        currency: 'GBP',
      });
      expect(reply).toMatch(/45 L for £68\.00/);
      expect(reply).not.toMatch(/gal/);
    });

    it('a British user\'s "10 gallons" are imperial gallons', async () => {
      const u = await user(UK);
      await ask(u, 'filled 10 gallons for £75');
      const [fill] = await get(u, 'fuel-log');
      expect(fill).toMatchObject({ entered_unit: 'imp_gal', entered_volume: 10, volume_l: 45.46 });
    });

    it('an American logs gallons and reads gallons and the price per gallon', async () => {
      const u = await user(US);
      const reply = await ask(u, 'filled up 20 gallons at $3.89 a gallon');
      const [fill] = await get(u, 'fuel-log');
      expect(fill).toMatchObject({ entered_unit: 'gal', entered_volume: 20, entered_price: 3.89 });
      expect(reply).toMatch(/20 gal for \$77\.80/);
    });
  });

  describe('maintenance intervals', () => {
    it('"every 5,000 miles" is kept and said as 5,000 mi; "every 8,000 km" for a miles user shows both', async () => {
      const u = await user(US);
      expect(await ask(u, 'remind me to rotate the tyres every 5,000 miles')).toMatch(/every 5,000 mi\b/);
      expect(await get(u, 'maintenance/schedules')).toMatchObject([
        { every_distance_entered: 5000, every_distance_unit: 'mi', every_km: 8046.7 },
      ]);
      expect(await ask(u, 'remind me to change the oil every 8,000 km')).toMatch(/every 8,000 km \(4,971 mi\)/);
    });
  });

  describe('settings said in words', () => {
    it('"use litres" changes the volume alone; "show mpg" for a British user is mpg (imp)', async () => {
      const u = await user(US);
      await ask(u, 'use litres');
      expect((await one(u, 'settings')).regional_preferences).toMatchObject({ ...UNIT_PRESETS.us, volume_unit: 'L' });
      const uk = await user(METRIC, 'GB');
      await ask(uk, 'show mpg');
      expect((await one(uk, 'settings')).regional_preferences).toMatchObject({
        consumption_unit: 'mpg_imp',
        distance_unit: 'km',
      });
    });

    it('"switch to imperial" applies the preset as the settings screen does (UK set in pounds)', async () => {
      const u = await user({ regional_preferences: { currency: 'GBP', units: 'metric' } });
      const reply = await ask(u, 'switch to imperial');
      expect((await one(u, 'settings')).regional_preferences).toMatchObject({ units: 'imperial', ...UNIT_PRESETS.uk });
      expect(reply).toMatch(/imperial \(mi, L, mpg \(imp\), °C\)/);
    });

    it.each([
      ['imperial gallons', UK, UNIT_PRESETS.uk, { volume_unit: 'imp_gal' }],
      ['temperatures in Celsius', US, UNIT_PRESETS.us, { temperature_unit: 'c' }],
      ['en kilómetros', UK, UNIT_PRESETS.uk, { distance_unit: 'km', units: 'metric' }],
      ['en degrés Fahrenheit', UK, UNIT_PRESETS.uk, { temperature_unit: 'f' }],
    ])('"%s" sets that unit alone', async (message, settings, before, expected) => {
      const u = await user(settings);
      await ask(u, message);
      expect((await one(u, 'settings')).regional_preferences).toMatchObject({ ...before, ...expected });
    });
  });

  it("writes dates as the profile's region does, whatever the currency (en-GB for a British user paying in USD)", async () => {
    const u = await user({ regional_preferences: { currency: 'USD', units: 'imperial' } }, 'GB');
    const reply = await ask(u, 'filled 40 litres for $70');
    const [y, m, d] = TODAY.split('-').map(Number);
    const month = new Date(Date.UTC(y!, m! - 1, d)).toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' });
    expect(reply).toContain(`${d} ${month} ${y}`);
  });
});
