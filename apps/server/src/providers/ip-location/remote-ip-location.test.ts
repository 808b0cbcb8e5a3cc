import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPortUrl, startFakeHttp } from '#test/fakes/fake-http.ts';
import { fakeCdnTrace, fakeIpApi } from '#test/fakes/fake-ip-services.ts';
import { IP_LOOKUP_TIMEOUT_MS, IpLocationUnavailableError } from './ip-location.ts';
import { createRemoteCountryLookup, createRemoteCountryLookups, parseIpApiAnswer } from './remote-ip-location.ts';

const PLACES = { '1.1.1.1': 'AU', '2001:4860:4860::8888': 'US' };

describe('outside IP lookup services', () => {
  let ipApi: Awaited<ReturnType<typeof startFakeHttp>>;
  let trace: Awaited<ReturnType<typeof startFakeHttp>>;
  let slow: Awaited<ReturnType<typeof startFakeHttp>>;
  beforeAll(async () => {
    ipApi = await startFakeHttp(fakeIpApi(PLACES));
    trace = await startFakeHttp(fakeCdnTrace(PLACES));
    slow = await startFakeHttp(fakeIpApi(PLACES, 1_000));
  });
  afterAll(async () => {
    await Promise.all([ipApi.close(), trace.close(), slow.close()]);
  });

  it('gives each service the 3 s of SPEC §9 unless told otherwise', () => {
    expect(IP_LOOKUP_TIMEOUT_MS).toBe(3_000);
    expect(createRemoteCountryLookup({ urlTemplate: 'https://ipapi.co/{ip}/json/' }).timeoutMs).toBe(3_000);
    expect(createRemoteCountryLookups(['https://a.test/{ip}', 'https://b.test/?ip={ip}']).map((l) => l.name)).toEqual([
      'https://a.test',
      'https://b.test',
    ]);
  });

  it('reads an ipapi-style JSON answer, IPv4 and IPv6', async () => {
    const lookup = createRemoteCountryLookup({ urlTemplate: `${ipApi.url}/{ip}/json` });
    expect(await lookup.country('1.1.1.1')).toBe('AU');
    expect(await lookup.country('2001:4860:4860::8888')).toBe('US');
    expect(await lookup.country('9.9.9.9')).toBeNull(); // {error: true, reason: ...}
    expect(ipApi.requests.map((r) => r.path)).toEqual(['/1.1.1.1/json', '/2001:4860:4860::8888/json', '/9.9.9.9/json']);
  });

  it('reads the other JSON spellings and refuses placeholders', () => {
    expect(parseIpApiAnswer({ country: 'nz' })).toBe('NZ');
    expect(parseIpApiAnswer({ status: 'success', countryCode: 'CA' })).toBe('CA');
    expect(parseIpApiAnswer({ status: 'fail', message: 'private range' })).toBeNull();
    expect(parseIpApiAnswer({ country_code: 'XX' })).toBeNull();
    expect(parseIpApiAnswer({ country: 'Australia' })).toBeNull();
    expect(() => parseIpApiAnswer(['AU'])).toThrow(IpLocationUnavailableError);
  });

  it('reads a CDN trace answer from its loc= line', async () => {
    const lookup = createRemoteCountryLookup({ urlTemplate: `${trace.url}/cdn-cgi/trace?ip={ip}` });
    expect(await lookup.country('1.1.1.1')).toBe('AU');
    expect(await lookup.country('9.9.9.9')).toBeNull(); // loc=XX
    expect(trace.requests.map((r) => r.query.get('ip'))).toEqual(['1.1.1.1', '9.9.9.9']);
  });

  it('gives up on a service that does not answer in time', async () => {
    const lookup = createRemoteCountryLookup({ urlTemplate: `${slow.url}/{ip}/json`, timeoutMs: 200 });
    const started = performance.now();
    const error = await lookup.country('1.1.1.1').catch((err: unknown) => err);
    expect(error).toBeInstanceOf(IpLocationUnavailableError);
    expect((error as IpLocationUnavailableError).kind).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(900);
  });

  it('reports unreachable services, HTTP errors and unreadable answers as unusable', async () => {
    const kind = (urlTemplate: string) =>
      createRemoteCountryLookup({ urlTemplate })
        .country('1.1.1.1')
        .then(
          () => 'answered',
          (err: unknown) => (err instanceof IpLocationUnavailableError ? err.kind : String(err)),
        );
    expect(await kind(`${await closedPortUrl()}/{ip}`)).toBe('unreachable');
    expect(await kind(`${ipApi.url}/nothing/{ip}`)).toBe('bad_response'); // 404
    expect(await kind(`${trace.url}/{ip}/json`)).toBe('bad_response'); // 404 text
    const broken = await startFakeHttp(() => ({ body: 'hello' }));
    expect(await kind(`${broken.url}/{ip}`)).toBe('bad_response'); // neither JSON nor a trace
    await broken.close();
  });
});
