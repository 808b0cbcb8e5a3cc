import { describe, expect, it } from 'vitest';
import countries110m from 'world-atlas/countries-110m.json';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { basemapFromTopology, boundsOf, pointFeatures, routeFeature, stopFeatures } from './map-data.ts';

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
