import { describe, expect, it } from 'vitest';
import { haversineKm } from '@ww/contracts';
import { createEstimatedRouting, RoutingUnavailableError } from './routing.ts';

const london = { lat: 51.5074, lon: -0.1278 };
const bristol = { lat: 51.4545, lon: -2.5879 };
const paris = { lat: 48.8566, lon: 2.3522 };

describe('estimated routing (offline)', () => {
  it('measures great circles', () => {
    // One degree of latitude is 111.2 km on the mean-radius sphere.
    expect(haversineKm({ lat: 0, lon: 0 }, { lat: 1, lon: 0 })).toBeCloseTo(111.19, 1);
    // London - Paris is about 343.6 km in a straight line.
    expect(haversineKm(london, paris)).toBeCloseTo(343.56, 1);
  });

  it('applies the road factor and rig speed to every pair', async () => {
    const routing = createEstimatedRouting();
    expect(routing.estimated).toBe(true);
    const { distance_km, duration_min } = await routing.table([london, bristol, paris]);
    // London - Bristol: 170.45 km straight × 1.25 = 213.07 km; at 70 km/h that is 182.6 min.
    expect(distance_km[0]![1]).toBe(213.1);
    expect(duration_min[0]![1]).toBe(183);
    expect(distance_km[1]![0]).toBe(213.1);
    expect(distance_km[0]![0]).toBe(0);
    expect(duration_min[2]![2]).toBe(0);
    // London - Paris: 343.56 × 1.25 = 429.45 km, 368.1 min.
    expect(distance_km[0]![2]).toBe(429.4);
    expect(duration_min[0]![2]).toBe(368);
  });

  it('routes leg by leg along the straight points', async () => {
    const route = await createEstimatedRouting().route([bristol, london, paris]);
    expect(route.legs).toEqual([
      { distance_km: 213.1, duration_min: 183 },
      { distance_km: 429.4, duration_min: 368 },
    ]);
    expect(route.geometry).toEqual([
      [-2.5879, 51.4545],
      [-0.1278, 51.5074],
      [2.3522, 48.8566],
    ]);
    await expect(createEstimatedRouting().route([london])).rejects.toBeInstanceOf(RoutingUnavailableError);
  });
});
