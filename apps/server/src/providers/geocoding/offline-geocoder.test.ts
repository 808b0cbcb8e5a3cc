import { beforeAll, describe, expect, it } from 'vitest';
import { createOfflineGeocoder, normaliseName } from './offline-geocoder.ts';

describe('offline geocoder', () => {
  // One index for the whole file: loading it is the slow part.
  const geocoder = createOfflineGeocoder();
  beforeAll(() => geocoder.ready(), 30_000);

  const uk = { lat: 54, lon: -2 };

  it('normalises case, accents and punctuation', () => {
    expect(normaliseName('  Zürich ')).toBe('zurich');
    expect(normaliseName('St. Ives')).toBe('st ives');
    expect(normaliseName('SÃO PAULO')).toBe('sao paulo');
  });

  it('finds Bristol, England first for "bristol" near the UK', async () => {
    const [first, ...rest] = await geocoder.search('bristol', { near: uk });
    expect(first).toMatchObject({ name: 'Bristol', country: 'United Kingdom', region: 'England' });
    expect(first!.lat).toBeCloseTo(51.455, 2);
    expect(first!.lon).toBeCloseTo(-2.597, 2);
    expect(first!.population).toBeGreaterThan(400_000);
    expect(rest.map((c) => c.name)).toContain('Bristol');
    expect(rest.every((c) => c.country !== 'United Kingdom' || c.name !== 'Bristol')).toBe(true);
  });

  it('ranks a nearby small town above a bigger namesake far away', async () => {
    const [fromFlorida] = await geocoder.search('Inverness', { near: { lat: 28.5, lon: -82 } });
    expect(fromFlorida).toMatchObject({ name: 'Inverness', country: 'United States', region: 'Florida' });
    const [fromScotland] = await geocoder.search('Inverness');
    expect(fromScotland).toMatchObject({ name: 'Inverness', country: 'United Kingdom', region: 'Scotland' });
  });

  it('matches accents either way', async () => {
    for (const q of ['Zürich', 'zurich', 'ZURICH']) {
      const [first] = await geocoder.search(q);
      expect(first, q).toMatchObject({ name: 'Zürich', country: 'Switzerland' });
    }
  });

  it('narrows by country code, country name or region code', async () => {
    const [paris] = await geocoder.search('Paris');
    expect(paris).toMatchObject({ name: 'Paris', country: 'France' });

    const us = await geocoder.search('Paris, US', { limit: 10 });
    expect(us.length).toBeGreaterThan(3);
    expect(us.every((c) => c.name === 'Paris' && c.country === 'United States')).toBe(true);
    // Biggest US Paris first (Paris, Texas).
    expect(us[0]).toMatchObject({ region: 'Texas' });

    expect((await geocoder.search('paris, united states'))[0]).toEqual(us[0]);
    expect((await geocoder.search('Paris, TX'))[0]).toEqual(us[0]);
    // A qualifier that names nothing known is dropped ("Annecy, Haute-Savoie"); one that excludes every Paris is not.
    expect((await geocoder.search('Paris, Atlantis'))[0]).toMatchObject({ country: 'France' });
    expect(await geocoder.search('Paris, Wales')).toEqual([]);
  });

  it('falls back to names that start with the query', async () => {
    const results = await geocoder.search('invern', { limit: 5 });
    expect(results.length).toBe(5);
    expect(results.every((c) => normaliseName(c.name).startsWith('invern'))).toBe(true);
    expect(results[0]).toMatchObject({ name: 'Inverness', country: 'United Kingdom' });
  });

  it('honours the limit and answers nothing for nonsense', async () => {
    expect(await geocoder.search('Springfield', { limit: 3 })).toHaveLength(3);
    expect(await geocoder.search('qqxxzzvv')).toEqual([]);
    expect(await geocoder.search(' , ')).toEqual([]);
  });

  it('reverse-geocodes to the nearest town, and to nothing in mid-ocean', async () => {
    expect(await geocoder.reverse({ lat: 51.4545, lon: -2.5879 })).toMatchObject({
      name: 'Bristol',
      country: 'United Kingdom',
    });
    expect(await geocoder.reverse({ lat: 47.3686, lon: 8.5392 })).toMatchObject({
      name: 'Zürich',
      country: 'Switzerland',
    });
    expect(await geocoder.reverse({ lat: 0, lon: -140 })).toBeNull();
  });
});
