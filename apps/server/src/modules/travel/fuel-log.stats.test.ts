import type { FuelEntry } from '@ww/contracts';
import { describe, expect, it } from 'vitest';
import { fuelIntervals, fuelStats, priceFromTotal, totalFromPrice } from './fuel-log.stats.ts';

let seq = 0;
const fill = (over: Partial<FuelEntry>): FuelEntry => {
  seq += 1;
  return {
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    user_id: '00000000-0000-4000-8000-000000000000',
    vehicle_id: 'v1',
    filled_on: '2026-01-01',
    odometer_km: null,
    volume_l: 50,
    price_per_l: 2,
    total_cost: 100,
    entered_unit: null,
    entered_volume: null,
    entered_price: null,
    currency: 'EUR',
    full_tank: true,
    odometer_reset: false,
    place: '',
    expense_id: null,
    created_at: `2026-01-01T00:00:${String(seq % 60).padStart(2, '0')}Z`,
    updated_at: '',
    ...over,
  };
};

describe('fuel consumption between full fills', () => {
  it('counts partial fills, even without a reading, in the next full interval', () => {
    const intervals = fuelIntervals([
      fill({ filled_on: '2026-01-10', odometer_km: 1_500, volume_l: 30, full_tank: true }),
      fill({ filled_on: '2026-01-05', odometer_km: null, volume_l: 20, full_tank: false, total_cost: 40 }),
      fill({ filled_on: '2026-01-01', odometer_km: 1_000, volume_l: 45, full_tank: true }),
    ]);
    expect(intervals).toMatchObject([
      { distance_km: 500, volume_l: 50, l_per_100km: 10, cost: 140, currency: 'EUR', cost_per_km: 0.28 },
    ]);
  });

  it('starts afresh after a full fill without a reading and ignores a first fill that was not full', () => {
    const intervals = fuelIntervals([
      fill({ filled_on: '2026-01-01', odometer_km: 900, full_tank: false }),
      fill({ filled_on: '2026-01-02', odometer_km: 1_000 }),
      fill({ filled_on: '2026-01-03', odometer_km: null }),
      fill({ filled_on: '2026-01-04', odometer_km: 1_800, volume_l: 40 }),
      fill({ filled_on: '2026-01-05', odometer_km: 2_200, volume_l: 36, total_cost: 72 }),
    ]);
    expect(intervals).toHaveLength(1);
    expect(intervals[0]).toMatchObject({ distance_km: 400, volume_l: 36, l_per_100km: 9, cost_per_km: 0.18 });
  });

  it('measures each vehicle on its own and leaves the cost out when currencies mix', () => {
    const stats = fuelStats([
      fill({ vehicle_id: 'v1', filled_on: '2026-01-01', odometer_km: 0 }),
      fill({ vehicle_id: 'v2', filled_on: '2026-01-02', odometer_km: 50_000 }),
      fill({
        vehicle_id: 'v1',
        filled_on: '2026-02-01',
        odometer_km: 400,
        volume_l: 30,
        currency: 'GBP',
        total_cost: 45,
      }),
      fill({
        vehicle_id: 'v2',
        filled_on: '2026-02-03',
        odometer_km: 50_600,
        volume_l: 90,
        full_tank: false,
        total_cost: 180,
      }),
      fill({ vehicle_id: 'v2', filled_on: '2026-02-04', odometer_km: 50_800, volume_l: 10, total_cost: 20 }),
    ]);
    expect(stats.intervals).toMatchObject([
      { vehicle_id: 'v1', distance_km: 400, l_per_100km: 7.5, cost: 45, currency: 'GBP' },
      { vehicle_id: 'v2', distance_km: 800, l_per_100km: 12.5, cost: 200, currency: 'EUR', cost_per_km: 0.25 },
    ]);
    // 130 L over 1,200 km.
    expect(stats.average_l_per_100km).toBe(10.83);
    expect(stats.cost_per_km).toEqual([
      { currency: 'EUR', cost_per_km: 0.25 },
      { currency: 'GBP', cost_per_km: 0.1125 },
    ]);
    expect(stats.totals).toEqual([
      { currency: 'EUR', volume_l: 200, total_cost: 400, count: 4 },
      { currency: 'GBP', volume_l: 30, total_cost: 45, count: 1 },
    ]);
    expect(stats.monthly.map((m) => [m.month, m.l_per_100km])).toEqual([
      ['2026-01', null],
      ['2026-02', 10.83],
    ]);
  });

  it('starts a new segment at an odometer reset or new rig instead of measuring across it', () => {
    const stats = fuelStats([
      fill({ filled_on: '2026-03-01', odometer_km: 120_000 }),
      fill({ filled_on: '2026-03-10', odometer_km: 120_500, volume_l: 50 }),
      fill({ filled_on: '2026-03-20', odometer_km: 100, volume_l: 60, odometer_reset: true }),
      fill({ filled_on: '2026-03-30', odometer_km: 700, volume_l: 60 }),
    ]);
    expect(stats.intervals.map((i) => [i.from_date, i.to_date, i.distance_km, i.l_per_100km])).toEqual([
      ['2026-03-01', '2026-03-10', 500, 10],
      ['2026-03-20', '2026-03-30', 600, 10],
    ]);
    expect(stats.average_l_per_100km).toBe(10);
  });

  it('measures nothing across a reading that goes backwards (kept from before readings were checked)', () => {
    // 10,000 → 9,000 (a slip for 19,000?) → 10,500: no 1,500 km made-up interval, and no 74.9 MPG.
    const stats = fuelStats([
      fill({ filled_on: '2026-04-01', odometer_km: 10_000 }),
      fill({ filled_on: '2026-04-05', odometer_km: 9_000, volume_l: 10, full_tank: false }),
      fill({ filled_on: '2026-04-10', odometer_km: 10_500, volume_l: 40 }),
      fill({ filled_on: '2026-04-20', odometer_km: 11_000, volume_l: 45 }),
    ]);
    expect(stats.intervals.map((i) => [i.from_date, i.to_date, i.distance_km, i.l_per_100km])).toEqual([
      ['2026-04-10', '2026-04-20', 500, 9],
    ]);
    expect(stats.average_l_per_100km).toBe(9);
  });

  it('sums money and volumes exactly where floating point would drift', () => {
    const stats = fuelStats([fill({ volume_l: 0.1, total_cost: 0.1 }), fill({ volume_l: 0.2, total_cost: 0.2 })]);
    expect(stats.totals).toEqual([{ currency: 'EUR', volume_l: 0.3, total_cost: 0.3, count: 2 }]);
  });
});

describe('price and total', () => {
  it('rounds the total half up to the cent and the price to a tenth of a cent', () => {
    expect(totalFromPrice(45.67, 1.899)).toBe(86.73);
    expect(totalFromPrice(1.01, 1.005)).toBe(1.02);
    expect(totalFromPrice(9_999.99, 999.999)).toBe(9_999_980);
    expect(priceFromTotal(30, 50)).toBe(1.667);
    expect(priceFromTotal(3, 0.01)).toBe(0.003);
  });
});
