import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_KM, haversineKm } from './index.ts';

describe('haversineKm', () => {
  it('measures a degree of the equator and of a meridian as the mean-radius sphere has it', () => {
    expect(haversineKm({ lat: 0, lon: 0 }, { lat: 1, lon: 0 })).toBeCloseTo(111.195, 3);
    expect(haversineKm({ lat: 0, lon: 0 }, { lat: 0, lon: 1 })).toBeCloseTo(111.195, 3);
  });

  it('gives London to Paris as 343.56 km, the same either way', () => {
    const london = { lat: 51.5074, lon: -0.1278 };
    const paris = { lat: 48.8566, lon: 2.3522 };
    expect(haversineKm(london, paris)).toBeCloseTo(343.56, 1);
    expect(haversineKm(paris, london)).toBe(haversineKm(london, paris));
  });

  it('is zero for one point, and half the circumference for antipodes', () => {
    expect(haversineKm({ lat: 45, lon: 7 }, { lat: 45, lon: 7 })).toBe(0);
    expect(haversineKm({ lat: 10, lon: 20 }, { lat: -10, lon: -160 })).toBeCloseTo(Math.PI * EARTH_RADIUS_KM, 3);
  });

  it('goes the short way across the antimeridian', () => {
    expect(haversineKm({ lat: 0, lon: 179.5 }, { lat: 0, lon: -179.5 })).toBeCloseTo(111.195, 3);
  });
});
