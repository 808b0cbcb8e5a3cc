// Places by the names Spanish, French and English travellers give them: "Lisboa", "Londres",
// "Édimbourg", "Ginebra" find the town; a real town of that very name still comes first where it is the likelier one.
import { beforeAll, describe, expect, it } from 'vitest';
import { countryName, plausibleCandidates, type GeocodeBias } from './geocoder.ts';
import { createOfflineGeocoder, normaliseName } from './offline-geocoder.ts';
import exonyms from './place-exonyms.json' with { type: 'json' };

describe('places by their Spanish, French and English names (offline)', () => {
  const geocoder = createOfflineGeocoder();
  beforeAll(() => geocoder.ready(), 30_000);

  const where = (c: { name: string; region: string | null; country: string }) =>
    [c.name, c.region, c.country].filter(Boolean).join(', ');
  const first = async (query: string, bias: GeocodeBias = {}) => (await geocoder.search(query, bias))[0];
  /** What a traveller would be offered: the plausible readings, best first. */
  const readings = async (query: string, bias: GeocodeBias = {}) =>
    plausibleCandidates(await geocoder.search(query, { limit: 10, ...bias }), bias).map(where);

  const es = { country: 'ES' };
  const fr = { country: 'FR' };

  it('finds capitals and big towns by their Spanish names, named as typed', async () => {
    const cases: [string, string, number, number][] = [
      ['Lisboa', 'Portugal', 38.72, -9.13],
      ['Londres', 'United Kingdom', 51.51, -0.13],
      ['Edimburgo', 'United Kingdom', 55.95, -3.19],
      ['Ginebra', 'Switzerland', 46.2, 6.15],
      ['Viena', 'Austria', 48.21, 16.37],
      ['Colonia', 'Germany', 50.93, 6.95],
      ['Varsovia', 'Poland', 52.23, 21.01],
      ['Nápoles', 'Italy', 40.85, 14.27],
      ['Burdeos', 'France', 44.84, -0.58],
      ['Aviñón', 'France', 43.95, 4.81],
      ['Nueva York', 'United States', 40.71, -74.01],
      ['Ciudad de México', 'Mexico', 19.43, -99.13],
    ];
    for (const [query, country, lat, lon] of cases) {
      const found = await first(query, es);
      expect(found, query).toMatchObject({ name: query, country });
      expect(found!.lat, query).toBeCloseTo(lat, 0);
      expect(found!.lon, query).toBeCloseTo(lon, 0);
    }
    // A name that folds to the town's own is the town's own: "Múnich" is Munich.
    expect(await first('Múnich', es)).toMatchObject({ name: 'Munich', country: 'Germany' });
  });

  it('finds them by their French names, whatever the accents and case', async () => {
    expect(await first('Édimbourg', fr)).toMatchObject({ name: 'Édimbourg', region: 'Scotland' });
    expect(await first('edimbourg', fr)).toMatchObject({ name: 'Édimbourg', region: 'Scotland' });
    expect(await first('LONDRES', fr)).toMatchObject({ name: 'Londres', country: 'United Kingdom' });
    expect(await first('Genève', fr)).toMatchObject({ name: 'Genève', country: 'Switzerland' });
    expect(await first('Bâle', fr)).toMatchObject({ name: 'Bâle', country: 'Switzerland' });
    expect(await first('Séville', fr)).toMatchObject({ name: 'Séville', country: 'Spain' });
    expect(await first('Saragosse', fr)).toMatchObject({ name: 'Saragosse', country: 'Spain' });
    expect(await first('la nouvelle-orléans', fr)).toMatchObject({ country: 'United States', region: 'Louisiana' });
    expect(await first('Philadelphie', fr)).toMatchObject({ country: 'United States', region: 'Pennsylvania' });
  });

  it('finds local and English names too ("München", "Geneva" for a British traveller, "Cologne")', async () => {
    expect(await first('München')).toMatchObject({ name: 'München', country: 'Germany' });
    expect(await first('Cologne', { country: 'GB' })).toMatchObject({ name: 'Cologne', country: 'Germany' });
    expect(await readings('Geneva', { country: 'GB' })).toEqual(['Geneva, GE, Switzerland']);
  });

  it('a Spanish traveller going to Ginebra goes to Switzerland, not Colombia', async () => {
    expect(await readings('Ginebra', es)).toEqual(['Ginebra, GE, Switzerland']);
    expect(await readings('Ginebra, Colombia', es)).toEqual(['Ginebra, Colombia']);
  });

  it('keeps the Spanish Tolosa findable beside Toulouse', async () => {
    // Near San Sebastián it is the Spanish town; with nothing else known a Spanish traveller is asked which.
    const basque = { ...es, near: { lat: 43.3, lon: -2.0 } };
    expect((await readings('Tolosa', basque))[0]).toBe('Tolosa, Spain');
    expect(await readings('Tolosa', es)).toContain('Tolosa, Spain');
    expect(await readings('Tolosa, España', es)).toEqual(['Tolosa, Spain']);
    expect(await readings('Tolosa', fr)).toEqual(['Tolosa, France']);
  });

  it('never hides a real town of that name where it is the likelier one', async () => {
    expect(await readings('Toledo', { country: 'US' })).toEqual(['Toledo, Ohio, United States']);
    expect(await readings('Toledo', es)).toEqual(['Toledo, Spain']);
    // Vienne is a French town and Vienna's French name: a French traveller is asked which.
    expect(await readings('Vienne', fr)).toEqual(['Vienne, Austria', 'Vienne, France']);
    // Geneva, Illinois for a US traveller, as before.
    expect((await readings('Geneva', { country: 'US' }))[0]).toBe('Geneva, Illinois, United States');
  });

  it('offers a town once when typing the start of its names', async () => {
    const found = await geocoder.search('lisb', { limit: 5 });
    expect(found[0]).toMatchObject({ name: 'Lisbon', country: 'Portugal' });
    expect(found.filter((c) => c.country === 'Portugal')).toHaveLength(1);
  });

  it('every other name in the table reaches its town and differs from its own name', async () => {
    for (const entry of exonyms.places) {
      const keys = entry.names.map(normaliseName);
      expect(new Set([normaliseName(entry.name), ...keys]).size, entry.name).toBe(keys.length + 1);
      for (const name of entry.names) {
        const found = await geocoder.search(name, { limit: 10 });
        expect(
          found.some((c) => normaliseName(c.name) === normaliseName(name) && c.country === countryName(entry.country)),
          `${name} -> ${entry.name}`,
        ).toBe(true);
      }
    }
  });
});
