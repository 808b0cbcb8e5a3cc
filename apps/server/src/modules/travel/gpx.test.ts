import { describe, expect, it } from 'vitest';
import { buildGpx, GpxError, parseGpx } from './gpx.ts';

const trip = {
  name: 'Fish & Chips <tour> "2026"',
  stops: [
    { lat: 51.45523, lon: -2.59665, name: 'Bristol & Bath' },
    { lat: 57.47908, lon: -4.22398, name: "O'Neill's <pub>" },
  ],
  geometry: [
    [-2.59665, 51.45523],
    [-3.1, 54.2],
    [-4.22398, 57.47908],
  ] as [number, number][],
};

describe('GPX', () => {
  it('escapes names and round-trips stops, geometry and name', () => {
    const xml = buildGpx(trip);
    expect(xml).toContain('<name>Fish &amp; Chips &lt;tour&gt; &quot;2026&quot;</name>');
    expect(xml).not.toContain('<tour>');
    expect(parseGpx(xml)).toEqual({ name: trip.name, stops: trip.stops, geometry: trip.geometry, fromTrack: true });
  });

  it('drops control characters XML cannot carry', () => {
    const xml = buildGpx({ ...trip, name: 'Bell\u0007 tour\ttwo', geometry: [] });
    expect(xml).not.toContain('<trk>');
    expect(parseGpx(xml).name).toBe('Bell tour\ttwo');
  });

  it('reads waypoints when there is no route, with the straight line as geometry', () => {
    const xml = `<?xml version="1.0"?><gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1">
      <wpt lat="56.1" lon="-3.9"><name>Stirling</name></wpt><wpt lat="56.4" lon="-3.4"/></gpx>`;
    expect(parseGpx(xml)).toEqual({
      name: null,
      stops: [
        { lat: 56.1, lon: -3.9, name: 'Stirling' },
        { lat: 56.4, lon: -3.4, name: 'Waypoint 2' },
      ],
      geometry: [
        [-3.9, 56.1],
        [-3.4, 56.4],
      ],
      fromTrack: false,
    });
  });

  it('takes a track alone as the geometry with its ends as stops (GPX 1.0 too)', () => {
    const xml = `<gpx version="1.0"><trk><name>Loop</name><trkseg><trkpt lat="1" lon="2"/><trkpt lat="1.5" lon="2.5"/></trkseg>
      <trkseg><trkpt lat="2" lon="3"/></trkseg></trk></gpx>`;
    const r = parseGpx(xml);
    expect(r.name).toBe('Loop');
    expect(r.stops.map((s) => [s.name, s.lat, s.lon])).toEqual([
      ['Start', 1, 2],
      ['End', 2, 3],
    ]);
    expect(r.geometry).toHaveLength(3);
  });

  it.each([
    ['not XML', 'hello', /not valid XML/, 'gpx_not_xml'],
    ['unclosed tags', '<gpx><rte><rtept lat="1" lon="2"></rte></gpx>', /not valid XML/, 'gpx_not_xml'],
    ['another XML document', '<kml><Placemark/></kml>', /no <gpx> element/, 'gpx_not_gpx'],
    ['an empty GPX', '<gpx version="1.1"></gpx>', /no route, track or waypoints/, 'gpx_empty'],
    ['a point off the globe', '<gpx><wpt lat="95" lon="2"/></gpx>', /valid latitude/, 'gpx_bad_point'],
  ])('rejects %s with a clear message and its reason', (_label, xml, message, reason) => {
    expect(() => parseGpx(xml)).toThrow(GpxError);
    expect(() => parseGpx(xml)).toThrow(expect.objectContaining({ reason, message: expect.stringMatching(message) }));
  });

  it.each([
    ['a DOCTYPE', '<?xml version="1.0"?><!DOCTYPE gpx><gpx><wpt lat="1" lon="2"/></gpx>'],
    [
      'entity declarations',
      '<!DOCTYPE gpx [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;">]><gpx><wpt lat="1" lon="2"><name>&b;</name></wpt></gpx>',
    ],
    ['a lower-case doctype', '<!doctype gpx><gpx><wpt lat="1" lon="2"/></gpx>'],
  ])('refuses %s before reading the file', (_label, xml) => {
    expect(() => parseGpx(xml)).toThrow(
      expect.objectContaining({ refused: true, message: expect.stringMatching(/DOCTYPE or entities/) }),
    );
  });
});
