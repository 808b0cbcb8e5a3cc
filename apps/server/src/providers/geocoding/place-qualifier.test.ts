import { describe, expect, it } from 'vitest';
import {
  countryCentre,
  currencyCentre,
  placeReadings,
  qualifierFor,
  qualifies,
  regionIn,
  regionName,
} from './place-qualifier.ts';

const reading = (query: string, index = 0) => {
  const r = placeReadings(query)[index];
  return r && { place: r.place, qualifier: r.qualifier?.text ?? null };
};

describe('place qualifiers', () => {
  it('reads countries by code or by their English, Spanish or French name', () => {
    for (const text of ['Scotland', 'Escocia', 'Écosse', 'scotland']) {
      expect(qualifierFor(text)?.regions, text).toEqual([{ country: 'GB', admin: 'SCT', name: 'Scotland' }]);
    }
    for (const text of ['UK', 'United Kingdom', 'Royaume-Uni', 'Reino Unido', 'GB']) {
      expect(qualifierFor(text)?.countries, text).toEqual(['GB']);
    }
    for (const text of ['USA', 'Estados Unidos', 'États-Unis', 'US']) {
      expect(qualifierFor(text)?.countries, text).toEqual(['US']);
    }
    expect(qualifierFor('Australie')?.countries).toEqual(['AU']);
  });

  it('reads admin-1 regions by name or abbreviation, every reading of a shared one', () => {
    expect(qualifierFor('TX')?.regions).toEqual([{ country: 'US', admin: 'TX', name: 'Texas' }]);
    expect(qualifierFor('Ontario')?.regions).toEqual([{ country: 'CA', admin: '08', name: 'Ontario' }]);
    expect(qualifierFor('NSW')?.regions).toEqual([{ country: 'AU', admin: '02', name: 'New South Wales' }]);
    expect(
      qualifierFor('WA')
        ?.regions.map((r) => r.name)
        .sort(),
    ).toEqual(['Washington', 'Western Australia']);
    // California and Canada.
    expect(qualifierFor('CA')).toMatchObject({ countries: ['CA'], regions: [{ name: 'California' }] });
    expect(regionName('AU', '08')).toBe('Western Australia');
    expect(regionName('FR', '11')).toBeNull();
    expect(regionIn('fr', 'GB', 'Scotland')).toBe('Écosse');
    expect(regionIn('es', 'AU', 'Western Australia')).toBe('Australia Occidental');
    expect(regionIn('fr', 'CA', 'Ontario')).toBe('Ontario');
    expect(regionIn('en', 'GB', 'Scotland')).toBe('Scotland');
  });

  it('reads tourist areas, with or without an article', () => {
    for (const text of ['the Lake District', 'Lake District', 'Cumbria', 'Highlands', 'Provence', 'Algarve', 'Tirol']) {
      expect(qualifierFor(text)?.areas, text).toHaveLength(1);
    }
    expect(qualifierFor('Atlantis')).toBeNull();
  });

  it('splits "X, Y", "X in Y" and "X Y" only where Y is known', () => {
    expect(reading('Inverness, Scotland')).toEqual({ place: 'Inverness', qualifier: 'Scotland' });
    expect(reading('Paris, Texas')).toEqual({ place: 'Paris', qualifier: 'Texas' });
    // An unknown qualifier is dropped, not a reason to find nothing.
    expect(reading('Saint-Malo, Ille-et-Vilaine')).toEqual({ place: 'Saint-Malo', qualifier: null });
    // Without a comma the whole name is tried first.
    expect(reading('Keswick in the Lake District')).toEqual({ place: 'Keswick in the Lake District', qualifier: null });
    expect(reading('Keswick in the Lake District', 1)).toEqual({ place: 'Keswick', qualifier: 'the Lake District' });
    expect(reading('Perth en Australie', 1)).toEqual({ place: 'Perth', qualifier: 'Australie' });
    expect(reading('Perth WA', 1)).toEqual({ place: 'Perth', qualifier: 'WA' });
    expect(reading('Paris Texas', 1)).toEqual({ place: 'Paris', qualifier: 'Texas' });
    expect(reading('Inverness Scotland', 1)).toEqual({ place: 'Inverness', qualifier: 'Scotland' });
    expect(placeReadings('Palm Springs')).toHaveLength(1);
    expect(placeReadings(' , ')).toEqual([]);
  });

  it('tells whether a town is in what the qualifier names', () => {
    const keswick = { country: 'GB', admin: 'ENG', lat: 54.6, lon: -3.13 };
    const london = { country: 'GB', admin: 'ENG', lat: 51.5, lon: -0.12 };
    expect(qualifies(qualifierFor('Lake District')!, keswick)).toBe(true);
    expect(qualifies(qualifierFor('Lake District')!, london)).toBe(false);
    expect(qualifies(qualifierFor('England')!, london)).toBe(true);
    expect(qualifies(qualifierFor('Scotland')!, london)).toBe(false);
    expect(qualifies(qualifierFor('UK')!, london)).toBe(true);
  });

  it('knows where a country or the euro area lives', () => {
    expect(countryCentre('GB')).toEqual({ lat: expect.closeTo(52.6, 0) as number, lon: expect.closeTo(-1.5, 0) });
    expect(countryCentre('FR')!.lat).toBeGreaterThan(45);
    expect(countryCentre(undefined)).toBeUndefined();
    expect(currencyCentre('EUR')!.lat).toBeGreaterThan(44);
    expect(currencyCentre('USD')).toBeUndefined();
  });
});
