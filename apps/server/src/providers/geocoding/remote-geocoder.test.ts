import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPortUrl, startFakeHttp, type FakeRequest } from '#test/fakes/fake-http.ts';
import { GeocoderUnavailableError } from './geocoder.ts';
import { createNominatimGeocoder, createPhotonGeocoder, remoteQuery } from './remote-geocoder.ts';

/** Nominatim /search?format=jsonv2&addressdetails=1&extratags=1 answer for "Bristol". */
const nominatimBristol = {
  place_id: 139498137,
  licence: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
  osm_type: 'relation',
  osm_id: 5746665,
  lat: '51.4538022',
  lon: '-2.5972985',
  category: 'boundary',
  type: 'administrative',
  place_rank: 12,
  importance: 0.7426,
  addresstype: 'city',
  name: 'Bristol',
  display_name: 'Bristol, City of Bristol, England, United Kingdom',
  address: {
    city: 'Bristol',
    county: 'City of Bristol',
    'ISO3166-2-lvl6': 'GB-BST',
    state: 'England',
    'ISO3166-2-lvl4': 'GB-ENG',
    country: 'United Kingdom',
    country_code: 'gb',
  },
  extratags: { wikidata: 'Q23154', population: '472400', 'population:date': '2021' },
  boundingbox: ['51.2927500', '51.5444318', '-2.7305182', '-2.5104513'],
};
const nominatimBristolUs = {
  ...nominatimBristol,
  place_id: 307236532,
  osm_type: 'node',
  lat: '36.5951059',
  lon: '-82.1887377',
  name: 'Bristol',
  display_name: 'Bristol, Sullivan County, Tennessee, 37620, United States',
  address: {
    city: 'Bristol',
    county: 'Sullivan County',
    state: 'Tennessee',
    postcode: '37620',
    country: 'United States',
    country_code: 'us',
  },
  extratags: null,
};

function nominatim(req: FakeRequest) {
  if (req.path === '/nominatim/search') {
    if (req.query.get('q') === 'boom') return { status: 500, body: '<html>Internal Server Error</html>' };
    return { json: req.query.get('q') === 'bristol' ? [nominatimBristol, nominatimBristolUs] : [] };
  }
  if (req.path === '/nominatim/reverse') {
    if (req.query.get('lat') === '0') return { json: { error: 'Unable to geocode' } };
    return { json: { ...nominatimBristol, place_rank: 16 } };
  }
  return { status: 404, json: { error: { code: 404, message: 'Unknown endpoint' } } };
}

/** Photon /api answer (GeoJSON). */
const photonFeature = {
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [8.5410422, 47.3744489] },
  properties: {
    osm_type: 'R',
    osm_id: 1682248,
    osm_key: 'place',
    osm_value: 'city',
    type: 'city',
    countrycode: 'CH',
    name: 'Zürich',
    country: 'Switzerland',
    state: 'Zürich',
    extent: [8.4480061, 47.4346662, 8.6254413, 47.3202187],
  },
};

function photon(req: FakeRequest) {
  if (req.path === '/api')
    return { json: { type: 'FeatureCollection', features: req.query.get('q') === 'zurich' ? [photonFeature] : [] } };
  if (req.path === '/reverse')
    return { json: { type: 'FeatureCollection', features: req.query.get('lat') === '0' ? [] : [photonFeature] } };
  return { status: 404, body: 'not found' };
}

describe('Nominatim geocoder', () => {
  let fake: Awaited<ReturnType<typeof startFakeHttp>>;
  beforeAll(async () => {
    fake = await startFakeHttp(nominatim);
  });
  afterAll(() => fake.close());

  it('searches with jsonv2 and address details and maps the places', async () => {
    const geocoder = createNominatimGeocoder({ baseUrl: `${fake.url}/nominatim` });
    const results = await geocoder.search('bristol', { limit: 2, near: { lat: 51, lon: -2 } });
    const req = fake.requests.at(-1)!;
    expect(req.path).toBe('/nominatim/search');
    expect(Object.fromEntries(req.query)).toMatchObject({
      format: 'jsonv2',
      q: 'bristol',
      limit: '2',
      addressdetails: '1',
      viewbox: '-4,53,0,49',
    });
    expect(req.headers['user-agent']).toMatch(/^WheelsAndWins\/1\.0/);
    expect(results).toEqual([
      {
        lat: 51.4538022,
        lon: -2.5972985,
        name: 'Bristol',
        country: 'United Kingdom',
        region: 'England',
        population: 472400,
      },
      {
        lat: 36.5951059,
        lon: -82.1887377,
        name: 'Bristol',
        country: 'United States',
        region: 'Tennessee',
        population: null,
      },
    ]);
    expect(await geocoder.search('nowhere at all')).toEqual([]);
  });

  it('searches a tourist area inside its bounded box', async () => {
    const geocoder = createNominatimGeocoder({ baseUrl: `${fake.url}/nominatim` });
    await geocoder.search('Keswick in the Lake District', { near: { lat: 51, lon: -2 } });
    expect(Object.fromEntries(fake.requests.at(-1)!.query)).toMatchObject({ q: 'Keswick', bounded: '1' });
  });

  it('reverse-geocodes, and answers null where Nominatim finds nothing', async () => {
    const geocoder = createNominatimGeocoder({ baseUrl: `${fake.url}/nominatim` });
    expect(await geocoder.reverse({ lat: 51.4545, lon: -2.5879 })).toMatchObject({
      name: 'Bristol',
      country: 'United Kingdom',
    });
    expect(Object.fromEntries(fake.requests.at(-1)!.query)).toMatchObject({
      format: 'jsonv2',
      lat: '51.4545',
      lon: '-2.5879',
    });
    expect(await geocoder.reverse({ lat: 0, lon: 0 })).toBeNull();
  });

  it('throws typed errors for server errors and an unreachable service', async () => {
    await expect(createNominatimGeocoder({ baseUrl: `${fake.url}/nominatim` }).search('boom')).rejects.toMatchObject({
      name: 'GeocoderUnavailableError',
      reason: 'bad_response',
      message: expect.stringContaining('HTTP 500'),
    });
    const err = await createNominatimGeocoder({ baseUrl: await closedPortUrl() })
      .search('bristol')
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(GeocoderUnavailableError);
    expect(err).toMatchObject({ reason: 'unreachable' });
  });
});

describe('malformed geocoder answers', () => {
  const answering = async (json: unknown, run: (baseUrl: string) => Promise<unknown>) => {
    const malformed = await startFakeHttp(() => ({ json }));
    try {
      await expect(run(malformed.url)).rejects.toMatchObject({
        name: 'GeocoderUnavailableError',
        reason: 'bad_response',
        message: expect.stringContaining('malformed'),
      });
    } finally {
      await malformed.close();
    }
  };

  it('Nominatim: a place with an unreadable position or address is bad_response, never a crash or a place at NaN', async () => {
    await answering([{ ...nominatimBristol, lat: 'north' }], (url) =>
      createNominatimGeocoder({ baseUrl: url }).search('bristol'),
    );
    await answering([{ ...nominatimBristol, lat: '123.4' }], (url) =>
      createNominatimGeocoder({ baseUrl: url }).search('bristol'),
    );
    await answering({ places: [nominatimBristol] }, (url) =>
      createNominatimGeocoder({ baseUrl: url }).search('bristol'),
    );
    await answering({ ...nominatimBristol, address: 'Bristol' }, (url) =>
      createNominatimGeocoder({ baseUrl: url }).reverse({ lat: 51.45, lon: -2.59 }),
    );
  });

  it('Photon: features without numeric coordinates are bad_response', async () => {
    const feature = { ...photonFeature, geometry: { type: 'Point', coordinates: ['8.54', '47.37'] } };
    await answering({ type: 'FeatureCollection', features: [feature] }, (url) =>
      createPhotonGeocoder({ baseUrl: url }).search('zurich'),
    );
    await answering({ type: 'FeatureCollection' }, (url) =>
      createPhotonGeocoder({ baseUrl: url }).reverse({ lat: 47.37, lon: 8.54 }),
    );
  });
});

describe('Photon geocoder', () => {
  let fake: Awaited<ReturnType<typeof startFakeHttp>>;
  beforeAll(async () => {
    fake = await startFakeHttp(photon);
  });
  afterAll(() => fake.close());

  it('searches with a location bias and maps GeoJSON features', async () => {
    const geocoder = createPhotonGeocoder({ baseUrl: fake.url });
    const results = await geocoder.search('zurich', { near: { lat: 47, lon: 8 } });
    expect(Object.fromEntries(fake.requests.at(-1)!.query)).toMatchObject({
      q: 'zurich',
      limit: '5',
      lat: '47',
      lon: '8',
    });
    expect(results).toEqual([
      { lat: 47.3744489, lon: 8.5410422, name: 'Zürich', country: 'Switzerland', region: 'Zürich', population: null },
    ]);
  });

  it('reverse-geocodes to the first feature or null', async () => {
    const geocoder = createPhotonGeocoder({ baseUrl: fake.url });
    expect(await geocoder.reverse({ lat: 47.37, lon: 8.54 })).toMatchObject({ name: 'Zürich' });
    expect(fake.requests.at(-1)!.path).toBe('/reverse');
    expect(await geocoder.reverse({ lat: 0, lon: 0 })).toBeNull();
  });

  it('reports an HTTP error as bad_response', async () => {
    await expect(createPhotonGeocoder({ baseUrl: `${fake.url}/nothing-here` }).search('zurich')).rejects.toMatchObject({
      reason: 'bad_response',
    });
  });
});

describe('qualifiers as the services read them', () => {
  it('passes "X, Y" and "X Y" as typed, turns "X in Y" into "X, Y" and a tourist area into a box', () => {
    expect(remoteQuery('Inverness, Scotland')).toEqual({ q: 'Inverness, Scotland' });
    expect(remoteQuery('Perth WA')).toEqual({ q: 'Perth WA' });
    expect(remoteQuery('Perth en Australie')).toEqual({ q: 'Perth, Australie' });
    expect(remoteQuery('Bristol')).toEqual({ q: 'Bristol' });
    expect(remoteQuery('Keswick in the Lake District')).toMatchObject({
      q: 'Keswick',
      area: { lat: 54.46, lon: -3.09, radius_km: 35 },
    });
  });
});
