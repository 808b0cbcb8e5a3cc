import { describe, expect, it } from 'vitest';
import countries110m from 'world-atlas/countries-110m.json';
import type { GeometryCollection, Topology } from 'topojson-specification';
import {
  basemapFromTopology,
  boundsOf,
  labelMinZoom,
  parseTowns,
  pointFeatures,
  routeFeature,
  selectLabels,
  stopFeatures,
  type Bounds,
} from './map-data.ts';
import townsFile from './data/towns.json';

const bristol = { lat: 51.4545, lon: -2.5879, label: 'Bristol' };
const inverness = { lat: 57.4778, lon: -4.2247, label: 'Inverness', detail: 'Day 3' };

describe('map data', () => {
  it('builds land polygons and internal borders from the bundled world atlas', () => {
    const { land, borders } = basemapFromTopology(
      countries110m as unknown as Topology<{ countries: GeometryCollection; land: GeometryCollection }>,
    );
    expect(land.features.length).toBeGreaterThan(0);
    expect(land.features.every((f) => f.geometry.type === 'Polygon' || f.geometry.type === 'MultiPolygon')).toBe(true);
    expect(borders.geometry.type).toBe('MultiLineString');
    expect(borders.geometry.coordinates.length).toBeGreaterThan(100);
  });

  it('numbers stops from 1 and keeps their names as plain properties', () => {
    const collection = stopFeatures([bristol, { ...inverness, label: '<img src=x onerror=alert(1)>' }]);
    expect(collection.features.map((f) => f.properties)).toEqual([
      { number: '1', label: 'Bristol', detail: '' },
      { number: '2', label: '<img src=x onerror=alert(1)>', detail: 'Day 3' },
    ]);
    expect(collection.features[0]?.geometry.coordinates).toEqual([-2.5879, 51.4545]);
    expect(pointFeatures([inverness]).features[0]?.properties).toEqual({ label: 'Inverness', detail: 'Day 3' });
  });

  it('draws a route line only with two or more positions', () => {
    expect(routeFeature([[-2.5, 51.4]]).features).toEqual([]);
    expect(
      routeFeature([
        [-2.5, 51.4],
        [-4.2, 57.4],
      ]).features[0]?.geometry.coordinates,
    ).toEqual([
      [-2.5, 51.4],
      [-4.2, 57.4],
    ]);
  });

  it('fits every stop, route position and extra point', () => {
    expect(boundsOf([], [])).toBeNull();
    expect(boundsOf([bristol], [[-3, 55]], [{ id: 'c', color: '#000', points: [inverness] }])).toEqual([
      -4.2247, 51.4545, -2.5879, 57.4778,
    ]);
  });

  it('pads a single point into a small box', () => {
    const [west, south, east, north] = boundsOf([bristol], [])!;
    expect(east - west).toBeCloseTo(0.05);
    expect(north - south).toBeCloseTo(0.05);
    expect((east + west) / 2).toBeCloseTo(bristol.lon);
  });
});

describe('town labels', () => {
  const glasgow = { name: 'Glasgow', lon: -4.258, lat: 55.865, population: 591620 };
  const paisley = { name: 'Paisley', lon: -4.43, lat: 55.85, population: 77000 };
  const perth = { name: 'Perth', lon: -3.431, lat: 56.395, population: 47180 };
  const view = {
    zoom: 7,
    width: 800,
    height: 400,
    bounds: [-6, 55, -2, 57] as Bounds,
    project: (lon: number, lat: number) => ({ x: ((lon + 6) / 4) * 800, y: ((57 - lat) / 2) * 400 }),
  };

  it('reads the towns file and skips malformed rows', () => {
    expect(parseTowns({ towns: [['Glasgow', -4.258, 55.865, 591620], ['Bad', 'x', 1, 2], 'junk'] })).toEqual([glasgow]);
    expect(parseTowns(null)).toEqual([]);
  });

  it('labels bigger towns from lower zooms', () => {
    expect(labelMinZoom(600_000)).toBeLessThan(labelMinZoom(150_000));
    expect(labelMinZoom(150_000)).toBeLessThan(labelMinZoom(50_000));
    expect(labelMinZoom(50_000)).toBeLessThan(labelMinZoom(15_000));
  });

  it('keeps the larger of two towns whose names would overlap, and leaves markers clear', () => {
    expect(selectLabels([glasgow, paisley, perth], view).map((label) => label.town.name)).toEqual(['Glasgow', 'Perth']);
    const onPerth = view.project(perth.lon, perth.lat);
    expect(selectLabels([glasgow, perth], { ...view, obstacles: [onPerth] }).map((label) => label.town.name)).toEqual([
      'Glasgow',
    ]);
    expect(selectLabels([glasgow, perth], { ...view, zoom: 5 }).map((label) => label.town.name)).toEqual(['Glasgow']);
    expect(selectLabels([glasgow, perth], view, 1)).toHaveLength(1);
  });
});

describe('the towns data file', () => {
  it('lists towns of 15,000+ people, largest first, with their positions', () => {
    const rows = townsFile.towns as Array<[string, number, number, number]>;
    expect(rows.length).toBeGreaterThan(20_000);
    expect(
      rows.every(([, , , population], i) => population >= 15_000 && (i === 0 || population <= rows[i - 1]![3])),
    ).toBe(true);
    const towns = parseTowns(townsFile);
    expect(towns).toHaveLength(rows.length);
    const glasgow = towns.find((town) => town.name === 'Glasgow');
    expect(glasgow?.lon).toBeCloseTo(-4.258, 2);
    expect(glasgow?.lat).toBeCloseTo(55.865, 2);
  });
});
