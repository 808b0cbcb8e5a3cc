// Issue 23 point 3: a name resolves as a traveller means it, ranked by where they are, their country, then size.
import { beforeAll, describe, expect, it } from 'vitest';
import { plausibleCandidates, type GeocodeBias } from './geocoder.ts';
import { createOfflineGeocoder } from './offline-geocoder.ts';
import { currencyCentre } from './place-qualifier.ts';

describe('places ranked as a traveller means them (offline)', () => {
  const geocoder = createOfflineGeocoder();
  beforeAll(() => geocoder.ready(), 30_000);

  const where = (c: { name: string; region: string | null; country: string }) =>
    [c.name, c.region, c.country].filter(Boolean).join(', ');
  /** What a traveller would be offered: the plausible readings, best first. */
  const readings = async (query: string, bias: GeocodeBias = {}) =>
    plausibleCandidates(await geocoder.search(query, { limit: 10, ...bias }), bias).map(where);

  const scotland = { lat: 57.1, lon: -4.5 };
  const texas = { lat: 32.8, lon: -96.8 };
  const euro = { home: currencyCentre('EUR') };

  it('Inverness is in Scotland for a GB user, a French user in Scotland and a euro user', async () => {
    expect(await readings('Inverness', { country: 'GB' })).toEqual(['Inverness, Scotland, United Kingdom']);
    expect(await readings('Inverness', { near: scotland })).toEqual(['Inverness, Scotland, United Kingdom']);
    expect(await readings('Inverness', euro)).toEqual(['Inverness, Scotland, United Kingdom']);
  });

  it('understands a qualifier whatever the user', async () => {
    expect(await readings('Keswick in the Lake District', { country: 'US' })).toEqual([
      'Keswick, England, United Kingdom',
    ]);
    expect(await readings('Paris, Texas', { country: 'FR' })).toEqual(['Paris, Texas, United States']);
    expect(await readings('Paris Texas', { country: 'FR' })).toEqual(['Paris, Texas, United States']);
    expect((await readings('Perth WA', { country: 'GB' }))[0]).toBe('Perth, Western Australia, Australia');
    expect(await readings('Inverness, Écosse', { country: 'US' })).toEqual(['Inverness, Scotland, United Kingdom']);
    expect(await readings('Inverness, Escocia', { near: texas })).toEqual(['Inverness, Scotland, United Kingdom']);
    // A qualified reading that names a town beats names that merely begin with the whole text.
    expect((await readings('York PA', { country: 'GB' }))[0]).toBe('York, Pennsylvania, United States');
    expect((await readings('Stratford in Ontario', { country: 'GB' }))[0]).toBe('Stratford, Ontario, Canada');
  });

  it('Paris is in France for a French user and in Texas for a US user in Texas', async () => {
    expect(await readings('Paris', { country: 'FR' })).toEqual(['Paris, France']);
    expect(await readings('Paris', { country: 'US', near: texas })).toEqual(['Paris, Texas, United States']);
  });

  it('Perth is in Australia for an AU user; for a GB user Scotland first, and both are offered', async () => {
    expect(await readings('Perth', { country: 'AU' })).toEqual(['Perth, Western Australia, Australia']);
    expect(await readings('Perth', { country: 'GB' })).toEqual([
      'Perth, Scotland, United Kingdom',
      'Perth, Western Australia, Australia',
    ]);
    expect(await readings('Perth', { country: 'GB', near: scotland })).toEqual(['Perth, Scotland, United Kingdom']);
  });
});
