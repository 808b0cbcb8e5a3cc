import { REGION_CACHE_MS, UNIT_PRESETS } from '@ww/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '#platform/logger.ts';
import { sharedEmbeddedIpDatabase } from '#providers/ip-location/embedded-ip-database.ts';
import { fakeCdnTrace, fakeIpApi } from '#test/fakes/fake-ip-services.ts';
import type { CountryLookup } from '#providers/ip-location/ip-location.ts';
import { createRemoteCountryLookup } from '#providers/ip-location/remote-ip-location.ts';
import { startFakeHttp } from '#test/fakes/fake-http.ts';
import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';
import { createRegionService } from './region.service.ts';

const logger = createLogger('silent');

/** What GET /region answers for a country: its region, currency and symbol, and its units (metric, us or uk). */
const answer = (
  country: string | null,
  region: string,
  currency: string,
  currencySymbol: string,
  preset: keyof typeof UNIT_PRESETS,
) => ({
  country,
  region,
  currency,
  currencySymbol,
  units: preset === 'metric' ? 'metric' : 'imperial',
  unit_preferences: UNIT_PRESETS[preset],
});

describe('GET /region behind a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { trustProxy: true });
    await sharedEmbeddedIpDatabase().country('1.1.1.1'); // the table loads once, outside the timed tests
  }, 60_000);
  afterAll(() => t.close());

  const regionFrom = (forwardedFor?: string) =>
    t.request('GET', 'region', { headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} });

  it.each([
    ['1.1.1.1', answer('AU', 'AU', 'AUD', '$', 'metric')],
    ['202.27.184.3', answer('NZ', 'NZ', 'NZD', '$', 'metric')],
    ['8.8.8.8', answer('US', 'US', 'USD', '$', 'us')],
    ['24.48.0.1', answer('CA', 'CA', 'CAD', '$', 'metric')],
    ['81.2.69.160', answer('GB', 'GB', 'GBP', '£', 'uk')],
    ['5.9.0.1', answer('DE', 'ROW', 'USD', '$', 'metric')],
    ['2001:4860:4860::8888', answer('US', 'US', 'USD', '$', 'us')],
    ['2a01:4f8::1', answer('DE', 'ROW', 'USD', '$', 'metric')],
  ])('a visitor from %s', async (ip, expected) => {
    const res = await regionFrom(ip);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: expected });
    expect(res.headers.get('cache-control')).toBe('private, max-age=86400');
  });

  it('places nobody on a private or loopback address: the rest of the world, country unknown', async () => {
    const unknown = answer(null, 'ROW', 'USD', '$', 'metric');
    for (const ip of ['10.0.0.7', '192.168.1.20', '::1', 'fd12::1', 'not-an-address']) {
      expect((await regionFrom(ip)).body, ip).toEqual({ data: unknown });
    }
    expect((await regionFrom()).body).toEqual({ data: unknown }); // in-process request: no socket address
  });

  it("reads the address the proxy appended, not the client's own claims before it", async () => {
    expect((await regionFrom('81.2.69.160, 1.1.1.1')).body.data.country).toBe('AU');
  });
});

describe('GET /region without TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  }, 60_000);
  afterAll(() => t.close());

  it('ignores X-Forwarded-For, which any client can write', async () => {
    const res = await t.request('GET', 'region', { headers: { 'x-forwarded-for': '1.1.1.1' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(answer(null, 'ROW', 'USD', '$', 'metric'));
  });
});

describe('lookup order and the 24 h cache', () => {
  /** A lookup that records each address it is asked about. */
  const counting = (name: string, answers: Record<string, string>) => {
    const asked: string[] = [];
    const lookup: CountryLookup = {
      name,
      country: (ip) => {
        asked.push(ip);
        return Promise.resolve(answers[ip] ?? null);
      },
    };
    return { lookup, asked };
  };

  it('asks the embedded table first and outside services only for what it does not know, in order', async () => {
    const slow = await startFakeHttp(fakeIpApi({ '1.1.1.1': 'NZ', '9.9.9.9': 'GB' }, 1_000));
    const trace = await startFakeHttp(fakeCdnTrace({ '1.1.1.1': 'NZ', '9.9.9.9': 'GB' }));
    const embedded = counting('embedded', { '1.1.1.1': 'AU' });
    try {
      const service = createRegionService({
        logger,
        lookups: [
          embedded.lookup,
          // The geolocation service is too slow: after its timeout the CDN trace answers.
          createRemoteCountryLookup({ urlTemplate: `${slow.url}/{ip}/json`, timeoutMs: 200 }),
          createRemoteCountryLookup({ urlTemplate: `${trace.url}/cdn-cgi/trace?ip={ip}` }),
        ],
      });
      expect((await service.detect('1.1.1.1')).currency).toBe('AUD');
      expect(slow.requests).toHaveLength(0);
      expect(trace.requests).toHaveLength(0);

      const started = performance.now();
      expect(await service.detect('9.9.9.9')).toMatchObject({ country: 'GB', currency: 'GBP' });
      expect(performance.now() - started).toBeLessThan(900);
      expect(slow.requests.map((r) => r.path)).toEqual(['/9.9.9.9/json']);
      expect(trace.requests.map((r) => r.query.get('ip'))).toEqual(['9.9.9.9']);
      expect(embedded.asked).toEqual(['1.1.1.1', '9.9.9.9']);
    } finally {
      await Promise.all([slow.close(), trace.close()]);
    }
  });

  it('asks again only after 24 h, with one lookup for answers arriving together', async () => {
    let clock = Date.UTC(2026, 10, 1);
    // Lookups are asked with one spelling per address: dotted IPv4, IPv6 with all eight groups.
    const remote = counting('remote', { '203.2.218.214': 'AU', '2001:4860:4860:0:0:0:0:8888': 'US' });
    const service = createRegionService({ logger, lookups: [remote.lookup], now: () => clock });

    const first = await Promise.all([1, 2, 3].map(() => service.detect('203.2.218.214')));
    expect(first.map((r) => r.currency)).toEqual(['AUD', 'AUD', 'AUD']);
    expect(await service.countryOf('::ffff:203.2.218.214')).toBe('AU'); // the same address, written as IPv6
    expect(await service.countryOf('2001:4860:4860:0:0:0:0:8888')).toBe('US');
    expect(await service.countryOf('2001:4860:4860::8888')).toBe('US');
    expect(remote.asked).toEqual(['203.2.218.214', '2001:4860:4860:0:0:0:0:8888']);

    clock += REGION_CACHE_MS - 1;
    await service.detect('203.2.218.214');
    expect(remote.asked).toHaveLength(2);
    clock += 1;
    await service.detect('203.2.218.214');
    expect(remote.asked).toHaveLength(3);
  });

  it('remembers at most the configured number of addresses, forgetting the least recently used', async () => {
    const remote = counting('remote', {});
    const service = createRegionService({ logger, lookups: [remote.lookup], cacheEntries: 2 });
    await service.countryOf('1.0.0.1');
    await service.countryOf('1.0.0.2');
    await service.countryOf('1.0.0.1'); // used again: now the most recent
    await service.countryOf('1.0.0.3'); // 1.0.0.2 is forgotten
    expect(service.cacheSize()).toBe(2);
    await service.countryOf('1.0.0.1');
    await service.countryOf('1.0.0.2');
    expect(remote.asked).toEqual(['1.0.0.1', '1.0.0.2', '1.0.0.3', '1.0.0.2']);
  });

  it('does not remember "unknown" when a service failed, and never looks up private addresses', async () => {
    let failing = true;
    const flaky: CountryLookup = {
      name: 'flaky',
      country: () => (failing ? Promise.reject(new Error('down')) : Promise.resolve('CA')),
    };
    const service = createRegionService({ logger, lookups: [flaky] });
    expect(await service.countryOf('24.48.0.1')).toBeNull();
    failing = false;
    expect(await service.countryOf('24.48.0.1')).toBe('CA');
    expect(await service.countryOf('10.0.0.1')).toBeNull();
    expect(service.cacheSize()).toBe(1);
  });
});

describe.each(DATABASE_KINDS)('a new user’s currency and units on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { trustProxy: true });
    await sharedEmbeddedIpDatabase().country('1.1.1.1');
  }, 60_000);
  afterAll(() => t.close());

  let n = 0;
  const signUpFrom = async (forwardedFor: string) => {
    const email = `region${++n}@example.com`;
    const password = 'region defaults pw 1';
    const res = await t.request('POST', 'auth/signup', {
      json: { email, password, password_confirmation: password },
      headers: { 'x-forwarded-for': forwardedFor },
    });
    expect(res.status).toBe(201);
    return { token: res.body.session.access_token as string, email, password };
  };
  const regional = async (token: string) =>
    (await t.request('GET', 'settings', { token })).body.data.regional_preferences;

  it('start with their region’s currency and units when the country is known', async () => {
    for (const [address, currency, units, preset] of [
      ['1.1.1.1', 'AUD', 'metric', 'metric'],
      // The United Kingdom: miles, litres, mpg (imp) and °C; the United States: miles, US gallons, MPG and °F.
      ['81.2.69.160', 'GBP', 'imperial', 'uk'],
      ['8.8.8.8', 'USD', 'imperial', 'us'],
      // A known country of the rest of the world: USD, metric (SPEC §9).
      ['5.9.0.1', 'USD', 'metric', 'metric'],
    ] as const) {
      expect(await regional((await signUpFrom(address)).token), address).toMatchObject({
        currency,
        units,
        ...UNIT_PRESETS[preset],
      });
    }
  });

  it('keep the settings defaults (USD, imperial) when the address places nobody', async () => {
    expect(await regional((await signUpFrom('10.1.2.3')).token)).toEqual({
      currency: 'USD',
      units: 'imperial',
      ...UNIT_PRESETS.us,
      timezone: 'America/New_York',
      date_format: 'auto',
    });
  });

  it('are the user’s own afterwards: signing in from another country changes nothing', async () => {
    const user = await signUpFrom('1.1.1.1');
    const patch = await t.request('PATCH', 'settings', {
      token: user.token,
      json: { regional_preferences: { currency: 'EUR' } },
    });
    expect(patch.status).toBe(200);
    const login = await t.request('POST', 'auth/login', {
      json: { email: user.email, password: user.password },
      headers: { 'x-forwarded-for': '8.8.8.8' },
    });
    expect(login.status).toBe(200);
    expect(await regional(login.body.session.access_token)).toMatchObject({ currency: 'EUR', units: 'metric' });
  });
});
