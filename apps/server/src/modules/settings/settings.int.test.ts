import { DEFAULT_SETTINGS, SETTINGS_GROUP_NAMES, UNIT_PRESETS } from '@ww/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';

describe.each(DATABASE_KINDS)('settings on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 60_000);
  afterAll(() => t.close());

  it('inserts the SPEC §9 defaults on the first read and returns the same row afterwards', async () => {
    const u = await t.signUp();
    const first = await t.request('GET', 'settings', { token: u.token });
    expect(first.status).toBe(200);
    expect(first.body.data.user_id).toBe(u.id);
    expect(first.body.data.regional_preferences).toEqual({
      currency: 'USD',
      units: 'imperial',
      ...UNIT_PRESETS.us,
      timezone: 'America/New_York',
      date_format: 'auto',
    });
    expect(first.body.data.location_preferences.use_current_location).toBe(true);
    expect(first.body.data.display_preferences.language).toBe('en');
    for (const group of SETTINGS_GROUP_NAMES) expect(first.body.data[group], group).toEqual(DEFAULT_SETTINGS[group]);

    const second = await t.request('GET', 'settings', { token: u.token });
    expect(second.status).toBe(200);
    expect(second.body.data.id).toBe(first.body.data.id);
    expect(second.body.data).toEqual(first.body.data);
  });

  it('creates one row when the first reads arrive together', async () => {
    const u = await t.signUp();
    const reads = await Promise.all([1, 2, 3].map(() => t.request('GET', 'settings', { token: u.token })));
    expect(reads.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set(reads.map((r) => r.body.data.id)).size).toBe(1);
  });

  it('merges only the given fields of the given groups and keeps them', async () => {
    const u = await t.signUp();
    const patched = await t.request('PATCH', 'settings', {
      token: u.token,
      json: {
        regional_preferences: { currency: 'EUR', timezone: 'Europe/Paris' },
        display_preferences: { theme: 'dark' },
      },
    });
    expect(patched.status).toBe(200);
    const expected = {
      ...DEFAULT_SETTINGS,
      regional_preferences: { ...DEFAULT_SETTINGS.regional_preferences, currency: 'EUR', timezone: 'Europe/Paris' },
      display_preferences: { ...DEFAULT_SETTINGS.display_preferences, theme: 'dark' },
    };
    expect(patched.body.data).toMatchObject(expected);

    const again = await t.request('PATCH', 'settings', {
      token: u.token,
      json: { regional_preferences: { units: 'metric' } },
    });
    expect(again.body.data.regional_preferences).toEqual({
      currency: 'EUR',
      units: 'metric',
      ...UNIT_PRESETS.metric,
      timezone: 'Europe/Paris',
      date_format: 'auto',
    });
    expect(again.body.data.display_preferences.theme).toBe('dark');

    const read = await t.request('GET', 'settings', { token: u.token });
    expect(read.body.data).toMatchObject({
      ...expected,
      regional_preferences: { ...expected.regional_preferences, units: 'metric', ...UNIT_PRESETS.metric },
    });
    expect(read.body.data.id).toBe(patched.body.data.id);
  });

  describe('units (decision 050)', () => {
    const patchRegional = async (token: string, regional_preferences: Record<string, unknown>) => {
      const res = await t.request('PATCH', 'settings', { token, json: { regional_preferences } });
      expect(res.status).toBe(200);
      return res.body.data.regional_preferences;
    };

    it('applies the metric set when only `units: metric` is written', async () => {
      const u = await t.signUp();
      expect(await patchRegional(u.token, { units: 'metric' })).toMatchObject({
        units: 'metric',
        distance_unit: 'km',
        volume_unit: 'L',
        consumption_unit: 'l_100km',
        temperature_unit: 'c',
        length_unit: 'm',
        weight_unit: 'kg',
      });
    });

    it('gives a user paying in pounds the UK set for imperial: miles, litres, mpg (imp), °C', async () => {
      const u = await t.signUp();
      await patchRegional(u.token, { currency: 'GBP', units: 'metric' });
      expect(await patchRegional(u.token, { units: 'imperial' })).toMatchObject({
        currency: 'GBP',
        units: 'imperial',
        distance_unit: 'mi',
        volume_unit: 'L',
        consumption_unit: 'mpg_imp',
        temperature_unit: 'c',
      });
    });

    it('gives a user paying in dollars the US set for imperial', async () => {
      const u = await t.signUp();
      await patchRegional(u.token, { units: 'metric' });
      expect(await patchRegional(u.token, { units: 'imperial' })).toMatchObject(UNIT_PRESETS.us);
    });

    it('changes one unit and keeps the others; the summary follows the distance unit', async () => {
      const u = await t.signUp();
      const before = await patchRegional(u.token, { units: 'imperial' });
      expect(await patchRegional(u.token, { volume_unit: 'L' })).toEqual({ ...before, volume_unit: 'L' });
      expect(await patchRegional(u.token, { distance_unit: 'km' })).toEqual({
        ...before,
        volume_unit: 'L',
        distance_unit: 'km',
        units: 'metric',
      });
      const read = (await t.request('GET', 'settings', { token: u.token })).body.data.regional_preferences;
      expect(read).toMatchObject({ units: 'metric', distance_unit: 'km', volume_unit: 'L', temperature_unit: 'f' });
    });

    it('lets separate units written with `units` win, `units` becoming their summary', async () => {
      const u = await t.signUp();
      expect(
        await patchRegional(u.token, { units: 'imperial', distance_unit: 'km', volume_unit: 'imp_gal' }),
      ).toMatchObject({ units: 'metric', distance_unit: 'km', volume_unit: 'imp_gal' });
    });

    it('rejects a unit it does not know', async () => {
      const u = await t.signUp();
      const res = await t.request('PATCH', 'settings', {
        token: u.token,
        json: { regional_preferences: { volume_unit: 'barrel' } },
      });
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toEqual({ 'regional_preferences.volume_unit': 'invalid' });
    });
  });

  it('rejects unknown values, unknown groups and bad time zones with field messages, changing nothing', async () => {
    const u = await t.signUp();
    const currency = await t.request('PATCH', 'settings', {
      token: u.token,
      json: { regional_preferences: { currency: 'XYZ' } },
    });
    expect(currency.status).toBe(400);
    expect(currency.body.error).toMatchObject({
      class: 'validation',
      fields: { 'regional_preferences.currency': 'invalid' },
    });

    const group = await t.request('PATCH', 'settings', {
      token: u.token,
      json: { rocket_preferences: { boosters: 2 } },
    });
    expect(group.status).toBe(400);
    expect(group.body.error.class).toBe('validation');
    expect(group.body.error.fields).toEqual({ rocket_preferences: 'unknown_field' });

    const timezone = await t.request('PATCH', 'settings', {
      token: u.token,
      json: { regional_preferences: { timezone: 'Mars/Base' } },
    });
    expect(timezone.status).toBe(400);
    expect(timezone.body.error).toMatchObject({
      class: 'validation',
      fields: { 'regional_preferences.timezone': 'invalid_timezone' },
    });

    const wrongType = await t.request('PATCH', 'settings', {
      token: u.token,
      json: { location_preferences: { use_current_location: 'yes' } },
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.error.fields).toEqual({ 'location_preferences.use_current_location': 'invalid' });

    const read = await t.request('GET', 'settings', { token: u.token });
    expect(read.body.data.regional_preferences).toEqual(DEFAULT_SETTINGS.regional_preferences);
    expect(read.body.data.location_preferences).toEqual(DEFAULT_SETTINGS.location_preferences);
  });

  it('answers 401 with the session-expired text without a valid token', async () => {
    for (const res of [
      await t.request('GET', 'settings'),
      await t.request('PATCH', 'settings', { json: { display_preferences: { theme: 'dark' } } }),
      await t.request('GET', 'settings', { token: 'not-a-token' }),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body.error).toEqual({
        class: 'authentication',
        code: 'session_expired',
        message: 'Your session has expired. Please log in again.',
      });
    }
  });

  it("never lets one user's changes reach another user's settings", async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    await t.request('PATCH', 'settings', { token: a.token, json: { regional_preferences: { currency: 'CAD' } } });

    const bPatch = await t.request('PATCH', 'settings', {
      token: b.token,
      json: { regional_preferences: { currency: 'GBP' }, privacy_preferences: { profile_visibility: 'private' } },
    });
    expect(bPatch.status).toBe(200);
    expect(bPatch.body.data.user_id).toBe(b.id);

    const aRead = await t.request('GET', 'settings', { token: a.token });
    expect(aRead.body.data.user_id).toBe(a.id);
    expect(aRead.body.data.id).not.toBe(bPatch.body.data.id);
    expect(aRead.body.data.regional_preferences.currency).toBe('CAD');
    expect(aRead.body.data.privacy_preferences.profile_visibility).toBe('public');
  });
});
