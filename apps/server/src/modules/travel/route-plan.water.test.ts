import { describe, expect, it } from 'vitest';
import { FERRY_MAX_SEA_KM, waterCrossings } from './route-plan.water.ts';

const KESWICK_ONTARIO = { lat: 44.25, lon: -79.47 };
const YORK = { lat: 53.96, lon: -1.08 };
const MOAB = { lat: 38.57, lon: -109.55 };

describe('waterCrossings', () => {
  it('finds the legs between landmasses and says which no car ferry crosses', async () => {
    const crossings = await waterCrossings([KESWICK_ONTARIO, YORK, MOAB]);
    expect(crossings.map((c) => [c.leg_index, c.drivable])).toEqual([
      [0, false],
      [1, false],
    ]);
    expect(crossings[0]!.sea_km).toBeGreaterThan(FERRY_MAX_SEA_KM);
  });

  it('lets a narrow sea pass as a ferry, and a bay on one landmass as road', async () => {
    const [channel] = await waterCrossings([
      { lat: 51.13, lon: 1.31 },
      { lat: 50.95, lon: 1.85 },
    ]);
    expect(channel).toMatchObject({ leg_index: 0, drivable: true });
    expect(channel!.sea_km).toBeGreaterThan(20);
    expect(channel!.sea_km).toBeLessThan(60);
    expect(
      await waterCrossings([
        { lat: 25.77, lon: -80.19 },
        { lat: 29.95, lon: -90.07 },
      ]),
    ).toEqual([]);
    expect(
      await waterCrossings([
        { lat: 57.48, lon: -4.22 },
        { lat: 51.46, lon: -2.6 },
      ]),
    ).toEqual([]);
  });
});
