import { describe, expect, it } from 'vitest';
import { haversineKm } from '@ww/contracts';
import {
  kmAlongRoute,
  legSlices,
  pointAlong,
  safeRangeKm,
  splitDays,
  TooManyDaysError,
  type Coordinate,
} from './route-plan.compute.ts';

// A straight run north along the Greenwich meridian: 1° of latitude ≈ 111.2 km.
const stops = [
  { lat: 50, lon: 0 },
  { lat: 51, lon: 0 },
  { lat: 54, lon: 0 },
];
const geometry: Coordinate[] = [
  [0, 50],
  [0, 50.5],
  [0, 51],
  [0, 52],
  [0, 53],
  [0, 54],
];
const legs = [
  { distance_km: 100, duration_min: 80 },
  { distance_km: 300, duration_min: 240 },
];

describe('legSlices', () => {
  it('cuts the geometry at the vertex nearest each waypoint', () => {
    expect(legSlices(geometry, stops)).toEqual([geometry.slice(0, 3), geometry.slice(2)]);
  });
});

describe('pointAlong', () => {
  it('interpolates by length along the line', () => {
    expect(pointAlong(geometry.slice(2), 0.5)).toEqual({ lat: 52.5, lon: 0 });
    expect(pointAlong(geometry.slice(2), 0)).toEqual({ lat: 51, lon: 0 });
    expect(pointAlong(geometry.slice(2), 1)).toEqual({ lat: 54, lon: 0 });
  });
});

describe('splitDays', () => {
  const slices = legSlices(geometry, stops);

  it('cuts a long leg where the daily limit is reached and carries the rest into the next day', () => {
    const days = splitDays(stops, legs, slices, 150);
    expect(days.map((d) => d.distance_km)).toEqual([150, 150, 100]);
    expect(days.map((d) => d.duration_min)).toEqual([120, 120, 80]);
    // Day 1 ends 50 km into the 300 km leg: a sixth of the way from 51° to 54°.
    expect(days[0]!.end).toEqual({ lat: 51.5, lon: 0, stopIndex: null });
    expect(days[1]!.start).toEqual(days[0]!.end);
    expect(days[1]!.end).toEqual({ lat: 53, lon: 0, stopIndex: null });
    expect(days[2]!.end).toEqual({ ...stops[2], stopIndex: 2 });
  });

  it('ends the day at a stop reached with little of the limit left, and never makes a day of a kilometre', () => {
    expect(splitDays(stops, legs, slices, 110).map((d) => [d.distance_km, d.end.stopIndex])).toEqual([
      [100, 1],
      [110, null],
      [110, null],
      [80, 2],
    ]);
    expect(splitDays(stops, legs, slices, 399.5).map((d) => d.distance_km)).toEqual([400]);
  });

  it('ends the day at the stop nearest the limit within a quarter of it either side, past the limit if need be', () => {
    // The stop at 100 km is 25 % past a limit of 80 km: the day ends there, not 20 km before it.
    expect(splitDays(stops, legs, slices, 80).map((d) => [d.distance_km, d.end.stopIndex, d.reason])).toEqual([
      [100, 1, 'stop'],
      [80, null, 'limit'],
      [80, null, 'limit'],
      [80, null, 'limit'],
      [60, 2, 'destination'],
    ]);
    // 26 % short of the limit is too early to stop: the day drives on to the limit.
    expect(splitDays(stops, legs, slices, 136)[0]).toMatchObject({ distance_km: 136, reason: 'limit' });
  });

  it('ends days at the chosen nights, at a stop or a point on the route, and cuts the rest at the limit', () => {
    const days = splitDays(stops, legs, slices, 150, 365, [
      { km: 100, stopIndex: 1 },
      { km: 200, stopIndex: null, point: { lat: 52, lon: 0.01 } },
    ]);
    expect(days.map((d) => [d.distance_km, d.duration_min, d.reason, d.night])).toEqual([
      [100, 80, 'chosen', 0],
      [100, 80, 'chosen', 1],
      // 200 km left is more than the limit and its quarter: one more limit day.
      [150, 120, 'limit', null],
      [50, 40, 'destination', null],
    ]);
    expect(days[1]!.end).toEqual({ lat: 52, lon: 0.01, stopIndex: null });
    // A chosen night further than a day's drive gets limit days before it.
    expect(splitDays(stops, legs, slices, 100, 365, [{ km: 350, stopIndex: null }]).map((d) => d.reason)).toEqual([
      'stop',
      'limit',
      'limit',
      'chosen',
      'destination',
    ]);
  });

  it('finds where a point lies along the route, between the vertices of a leg', () => {
    const along = kmAlongRoute(legs, slices, { lat: 52.5, lon: 0.2 });
    expect(along.km).toBeCloseTo(100 + 150, 0);
    expect(along.point).toEqual({ lat: 52.5, lon: 0 });
  });

  it('keeps the whole trip in one day when it fits', () => {
    const days = splitDays(stops, legs, slices, 1000);
    expect(days).toHaveLength(1);
    expect(days[0]).toMatchObject({
      distance_km: 400,
      duration_min: 320,
      start: { stopIndex: 0 },
      end: { stopIndex: 2 },
    });
  });

  it('stops at the day cap whatever the limit, even one too small to move a floating-point sum', () => {
    const started = performance.now();
    expect(() => splitDays(stops, legs, slices, 1e-320)).toThrow(TooManyDaysError);
    expect(() => splitDays(stops, legs, slices, 0.01, 365)).toThrow(TooManyDaysError);
    expect(performance.now() - started).toBeLessThan(100);
    expect(() => splitDays(stops, legs, slices, 0)).toThrow(RangeError);
    expect(() => splitDays(stops, legs, slices, Number.NaN)).toThrow(RangeError);
    expect(splitDays(stops, legs, slices, 100, 4)).toHaveLength(4);
    expect(() => splitDays(stops, legs, slices, 100, 3)).toThrow(TooManyDaysError);
  });

  it('places overnight points on the geometry, at the driven share of a curved leg', () => {
    const curve: Coordinate[] = [
      [0, 50],
      [1, 50],
      [1, 51],
    ];
    const [day1] = splitDays([stops[0]!, { lat: 51, lon: 1 }], [{ distance_km: 200, duration_min: 150 }], [curve], 100);
    const firstArm = haversineKm({ lat: 50, lon: 0 }, { lat: 50, lon: 1 });
    const secondArm = haversineKm({ lat: 50, lon: 1 }, { lat: 51, lon: 1 });
    const half = (firstArm + secondArm) / 2;
    expect(haversineKm({ lat: 50, lon: 1 }, day1!.end)).toBeCloseTo(half - firstArm, 0);
  });
});

describe('safeRangeKm', () => {
  it('is tank / consumption × 100 × 0.85, and unknown without both', () => {
    expect(safeRangeKm(80, 12)).toBe(566.7);
    expect(safeRangeKm(null, 12)).toBeNull();
    expect(safeRangeKm(80, null)).toBeNull();
  });
});
