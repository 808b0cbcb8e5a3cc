import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { haversineKm } from '@ww/contracts';
import { createNearestPlaceIndex, NEAREST_PLACE_MAX_KM, nearestPlaceNames } from './nearest-place.ts';

describe('nearest place', () => {
  it('names Ambleside for a campsite beside Windermere, and Keswick for one by Derwentwater', async () => {
    // Low Wray (National Trust campsite, west shore of Windermere) and Castlerigg Hall above Keswick.
    const names = await nearestPlaceNames([
      { lat: 54.4042, lon: -2.9668 },
      { lat: 54.5947, lon: -3.1179 },
    ]);
    expect(names).toEqual(['Ambleside', 'Keswick']);
  }, 30_000);

  it('answers null where no town is within 100 km (mid-Atlantic), and for a site in the Alps a town', async () => {
    const [atSea, alps] = await nearestPlaceNames([
      { lat: 45, lon: -30 },
      { lat: 46.5569, lon: 7.9 },
    ]);
    expect(atSea).toBeNull();
    expect(alps).toEqual(expect.any(String));
  }, 30_000);

  it('finds the same town as measuring every town, anywhere on the globe (poles and the date line included)', () => {
    const townArb = fc.record({
      name: fc.string({ minLength: 1, maxLength: 6 }),
      lat: fc.double({ min: -89.9, max: 89.9, noNaN: true }),
      lon: fc.double({ min: -180, max: 179.999, noNaN: true }),
    });
    fc.assert(
      fc.property(
        fc.array(townArb, { minLength: 1, maxLength: 60 }),
        fc.record({
          lat: fc.double({ min: -90, max: 90, noNaN: true }),
          lon: fc.double({ min: -180, max: 180, noNaN: true }),
        }),
        fc.double({ min: 1, max: 3_000, noNaN: true }),
        (towns, point, maxKm) => {
          const index = createNearestPlaceIndex(towns);
          const best = Math.min(...towns.map((t) => haversineKm(point, t)));
          const found = index.nearest(point, maxKm);
          if (best > maxKm) expect(found).toBeNull();
          else expect(found?.km).toBeCloseTo(best, 9);
        },
      ),
      {
        numRuns: 300,
        // Found once in CI: 17° of longitude round the pole are 18 km; the rings must go that far.
        examples: [
          [
            [{ name: ' ', lat: 89.4382704978144, lon: -17.000000000000018 }],
            { lat: 89.43453073753335, lon: 0 },
            18.530549780059726,
          ],
        ],
      },
    );
  });

  it('looks a little beyond a town that is just outside the limit only up to the limit', () => {
    const index = createNearestPlaceIndex([{ name: 'Far', lat: 0, lon: 1 }]);
    const km = haversineKm({ lat: 0, lon: 0 }, { lat: 0, lon: 1 });
    expect(index.nearest({ lat: 0, lon: 0 }, km + 0.01)).toEqual({ name: 'Far', km });
    expect(index.nearest({ lat: 0, lon: 0 }, km - 0.01)).toBeNull();
    expect(NEAREST_PLACE_MAX_KM).toBe(100);
  });
});
