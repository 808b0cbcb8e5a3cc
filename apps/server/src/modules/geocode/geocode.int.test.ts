import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPortUrl } from '#test/fakes/fake-http.ts';
import { createTestApp, DATABASE_KINDS, useTestApp, type TestApp } from '#test/harness.ts';
import { createNominatimGeocoder } from '#providers/geocoding/remote-geocoder.ts';
import { GEOCODE_REQUESTS_PER_MINUTE } from './geocode.routes.ts';

describe.each(DATABASE_KINDS)('geocode API (%s)', (kind) => {
  const suite = useTestApp(kind);

  it('requires a session', async () => {
    expect((await suite.t.request('GET', 'geocode?q=bristol')).status).toBe(401);
    expect((await suite.t.request('GET', 'geocode/reverse?lat=51.45&lon=-2.59')).status).toBe(401);
  });

  it('finds places by name, best first, within the limit', async () => {
    const res = await suite.t.request('GET', 'geocode?q=Paris&limit=3&country=FR', { token: suite.a.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(3);
    expect(res.body.data[0]).toEqual({
      lat: 48.85341,
      lon: 2.3488,
      name: 'Paris',
      country: 'France',
      region: null,
      population: 2138551,
    });

    const us = await suite.t.request('GET', `geocode?q=${encodeURIComponent('Paris, US')}`, { token: suite.a.token });
    expect(us.body.data.every((c: { country: string }) => c.country === 'United States')).toBe(true);

    const near = await suite.t.request('GET', 'geocode?q=inverness&near_lat=28.5&near_lon=-82', {
      token: suite.a.token,
    });
    expect(near.body.data[0]).toMatchObject({ name: 'Inverness', region: 'Florida' });
  });

  describe('places as a traveller means them (issue 23)', () => {
    const userWith = async (currency: string, region?: string) => {
      const u = await suite.t.signUp();
      const settings = { regional_preferences: { currency } };
      expect((await suite.t.request('PATCH', 'settings', { token: u.token, json: settings })).status).toBe(200);
      if (region) {
        expect((await suite.t.request('PATCH', 'profile', { token: u.token, json: { region } })).status).toBe(200);
      }
      return u.token;
    };
    const first = async (as: string, q: string, extra = '') => {
      const res = await suite.t.request('GET', `geocode?q=${encodeURIComponent(q)}${extra}`, { token: as });
      expect(res.status).toBe(200);
      const top = res.body.data[0] as { name: string; region: string | null; country: string } | undefined;
      return top && [top.name, top.region, top.country].filter(Boolean).join(', ');
    };

    it("ranks by the user's profile region, else their currency's country or area", async () => {
      const gb = await userWith('USD', 'GB');
      expect(await first(gb, 'Inverness')).toBe('Inverness, Scotland, United Kingdom');
      expect(await first(gb, 'Perth')).toBe('Perth, Scotland, United Kingdom');
      const au = await userWith('AUD');
      expect(await first(au, 'Perth')).toBe('Perth, Western Australia, Australia');
      const euro = await userWith('EUR');
      expect(await first(euro, 'Inverness')).toBe('Inverness, Scotland, United Kingdom');
      expect(await first(euro, 'Paris')).toBe('Paris, France');
      const us = await userWith('USD', 'US');
      expect(await first(us, 'Paris', '&near_lat=32.8&near_lon=-96.8')).toBe('Paris, Texas, United States');
    });

    it('ranks by the live location the user shares on the map when the client sends no point', async () => {
      const euro = await userWith('EUR');
      expect(await first(euro, 'Paris')).toBe('Paris, France');
      const privacy = { privacy_preferences: { location_sharing: true } };
      expect((await suite.t.request('PATCH', 'settings', { token: euro, json: privacy })).status).toBe(200);
      const dallas = { latitude: 32.8, longitude: -96.8 };
      expect((await suite.t.request('PUT', 'locations/me', { token: euro, json: dallas })).status).toBe(200);
      expect(await first(euro, 'Paris')).toBe('Paris, Texas, United States');
      // A point the client sends (the other stops) still wins.
      expect(await first(euro, 'Paris', '&near_lat=48.8&near_lon=2.3')).toBe('Paris, France');
    });

    it('understands a qualifier', async () => {
      const euro = await userWith('EUR');
      expect(await first(euro, 'Keswick in the Lake District')).toBe('Keswick, England, United Kingdom');
      expect(await first(euro, 'Paris, Texas')).toBe('Paris, Texas, United States');
      expect(await first(euro, 'Perth WA')).toBe('Perth, Western Australia, Australia');
      expect(await first(euro, 'Inverness, Écosse')).toBe('Inverness, Scotland, United Kingdom');
    });
  });

  it('reverse-geocodes a point', async () => {
    const res = await suite.t.request('GET', 'geocode/reverse?lat=51.4545&lon=-2.5879', { token: suite.a.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'Bristol', country: 'United Kingdom' });
    const sea = await suite.t.request('GET', 'geocode/reverse?lat=0&lon=-140', { token: suite.a.token });
    expect(sea.body).toEqual({ data: null });
  });

  it('validates the query', async () => {
    const empty = await suite.t.request('GET', 'geocode?q=%20', { token: suite.a.token });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toMatchObject({ class: 'validation', fields: { q: 'required' } });
    expect((await suite.t.request('GET', 'geocode', { token: suite.a.token })).body.error.fields).toEqual({
      q: 'required',
    });
    expect(
      (await suite.t.request('GET', `geocode?q=${'a'.repeat(201)}`, { token: suite.a.token })).body.error.fields,
    ).toEqual({
      q: 'too_long',
    });
    expect(
      (await suite.t.request('GET', 'geocode?q=bristol&limit=50', { token: suite.a.token })).body.error.fields,
    ).toEqual({
      limit: 'out_of_range',
    });
    const badPoint = await suite.t.request('GET', 'geocode/reverse?lat=91&lon=abc', { token: suite.a.token });
    expect(badPoint.status).toBe(400);
    expect(badPoint.body.error.fields).toEqual({ lat: 'out_of_range', lon: 'invalid' });
  });

  it('limits look-ups per user', async () => {
    const user = await suite.t.signUp();
    for (let i = 0; i < GEOCODE_REQUESTS_PER_MINUTE; i++) {
      expect((await suite.t.request('GET', 'geocode/reverse?lat=51.45&lon=-2.59', { token: user.token })).status).toBe(
        200,
      );
    }
    const limited = await suite.t.request('GET', 'geocode?q=bristol', { token: user.token });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatchObject({
      code: 'rate_limited',
      message: 'Too many place searches. Please wait a minute and try again.',
    });
    // Other users keep their own budget.
    expect((await suite.t.request('GET', 'geocode?q=bristol', { token: suite.a.token })).status).toBe(200);
  });
});

describe('geocode API with an unreachable geocoding service', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      providers: { geocoder: createNominatimGeocoder({ baseUrl: await closedPortUrl() }) },
    });
  }, 60_000);
  afterAll(() => t.close());

  it('answers 503 with a clear message', async () => {
    const { token } = await t.signUp();
    const res = await t.request('GET', 'geocode?q=bristol', { token });
    expect(res.status).toBe(503);
    expect(res.body.error).toEqual({
      class: 'network',
      code: 'geocoder_unavailable',
      message: 'The place search service cannot be reached. Please try again in a few minutes.',
    });
  });
});
