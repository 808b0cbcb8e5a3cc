import { afterEach, describe, expect, it } from 'vitest';
import { closedPortUrl, startFakeHttp } from '#test/fakes/fake-http.ts';
import { fakeInterpreter } from '#test/fakes/fake-overpass.ts';
import { campSitesQuery, createOverpassSource, OverpassUnavailableError } from './overpass.ts';

describe('Overpass camp site client', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  it('asks the interpreter for camp and caravan sites in the box and returns its JSON', async () => {
    const fake = await startFakeHttp(fakeInterpreter());
    close = fake.close;
    const body = (await createOverpassSource({ baseUrl: fake.url }).campSitesIn({
      south: 46,
      west: 6,
      north: 47,
      east: 7,
    })) as { elements: { id: number }[] };
    expect(body.elements.map((e) => e.id)).toEqual([101, 202]);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.query.get('data')).toBe(campSitesQuery({ south: 46, west: 6, north: 47, east: 7 }));
    expect(fake.requests[0]!.query.get('data')).toBe(
      '[out:json][timeout:25];nwr["tourism"~"^(camp_site|caravan_site)$"](46,6,47,7);out center tags;',
    );
  });

  it('keeps a base URL path prefix', async () => {
    const fake = await startFakeHttp((req) =>
      req.path === '/overpass/api/interpreter' ? { json: { elements: [] } } : { status: 404 },
    );
    close = fake.close;
    expect(
      await createOverpassSource({ baseUrl: `${fake.url}/overpass` }).campSitesIn({
        south: 1,
        west: 1,
        north: 2,
        east: 2,
      }),
    ).toEqual({ elements: [] });
  });

  it.each([
    ['rate limited', { status: 429, body: '<html>Too Many Requests</html>' }, 'HTTP 429'],
    ['timed out on the server', { status: 504, body: '<html>Gateway Timeout</html>' }, 'HTTP 504'],
    ['answered something else', { json: { remark: 'runtime error' } }, 'without an "elements" array'],
    [
      'answered an element without an id',
      { json: { elements: [{ type: 'node', lat: 46.2, lon: 6.1, tags: { tourism: 'camp_site' } }] } },
      'malformed element (elements.0.id)',
    ],
    [
      'answered a position off the globe',
      { json: { elements: [{ type: 'node', id: 1, lat: 146.2, lon: 6.1, tags: {} }] } },
      'malformed element (elements.0.lat)',
    ],
    [
      'answered tags that are not text',
      { json: { elements: [{ type: 'way', id: 2, center: { lat: 46, lon: 6 }, tags: { capacity: 40 } }] } },
      'malformed element (elements.0.tags.capacity)',
    ],
  ])('an interpreter that %s is unavailable', async (_name, answer, message) => {
    const fake = await startFakeHttp(() => answer);
    close = fake.close;
    const call = createOverpassSource({ baseUrl: fake.url }).campSitesIn({ south: 1, west: 1, north: 2, east: 2 });
    await expect(call).rejects.toThrow(OverpassUnavailableError);
    await expect(call).rejects.toThrow(message);
  });

  it('an interpreter that does not answer in time or at all is unavailable', async () => {
    const fake = await startFakeHttp(() => ({ json: { elements: [] }, delayMs: 500 }));
    close = fake.close;
    await expect(
      createOverpassSource({ baseUrl: fake.url, timeoutMs: 50 }).campSitesIn({ south: 1, west: 1, north: 2, east: 2 }),
    ).rejects.toThrow('no answer within 50 ms');
    await expect(
      createOverpassSource({ baseUrl: await closedPortUrl() }).campSitesIn({ south: 1, west: 1, north: 2, east: 2 }),
    ).rejects.toThrow(OverpassUnavailableError);
  });
});
