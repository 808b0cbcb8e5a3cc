import { describe, expect, it } from 'vitest';
import { REGIONS } from '@ww/contracts';
import { homeView } from './route-map.tsx';

describe('home view of an empty map', () => {
  it("opens on the traveller's home region", () => {
    const inside = (region: (typeof REGIONS)[number], [west, south, east, north]: [number, number, number, number]) => {
      const [lon, lat] = homeView(region).center;
      return lon > west && lon < east && lat > south && lat < north;
    };
    expect(inside('GB', [-8.7, 49.8, 1.8, 60.9])).toBe(true);
    expect(inside('US', [-125, 24, -66, 49.5])).toBe(true);
    expect(inside('CA', [-141, 41.7, -52, 70])).toBe(true);
    expect(inside('AU', [113, -43.7, 153.7, -10.6])).toBe(true);
    expect(inside('NZ', [166, -47.3, 178.6, -34.4])).toBe(true);
    expect(homeView('GB').zoom).toBeGreaterThan(homeView('US').zoom);
  });

  it('shows the whole world without a region or for the rest of the world', () => {
    expect(homeView(null)).toEqual({ center: [0, 30], zoom: 1 });
    expect(homeView(undefined)).toEqual(homeView('ROW'));
  });
});
