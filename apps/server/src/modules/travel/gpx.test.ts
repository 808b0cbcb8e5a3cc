import { describe, expect, it } from 'vitest';
import { buildGpx, GPX_LIMITS, GpxError, parseGpx } from './gpx.ts';

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

  it('reads prefixed elements and attributes as their plain names, and names from the metadata', () => {
    const xml = `<g:gpx xmlns:g="http://www.topografix.com/GPX/1/1"><g:metadata><g:name> Coast <![CDATA[& Glens]]> </g:name></g:metadata>
      <g:wpt g:lat="55.2" g:lon="-6.5"><g:name>Bushmills</g:name></g:wpt><g:wpt lat="54.6" lon="-5.9"/></g:gpx>`;
    expect(parseGpx(xml)).toMatchObject({
      name: 'Coast & Glens',
      stops: [
        { lat: 55.2, lon: -6.5, name: 'Bushmills' },
        { lat: 54.6, lon: -5.9, name: 'Waypoint 2' },
      ],
    });
  });

  it('takes the first route alone, and the first track name after the route name', () => {
    const xml = `<gpx><trk><name>Track</name><trkseg><trkpt lat="1" lon="1"/><trkpt lat="2" lon="2"/></trkseg></trk>
      <rte><rtept lat="1" lon="1"><name>A</name></rtept><rtept lat="2" lon="2"/></rte>
      <rte><name>Second</name><rtept lat="9" lon="9"/></rte></gpx>`;
    expect(parseGpx(xml)).toMatchObject({ name: 'Track', stops: [{ name: 'A' }, { name: 'Stop 2' }], fromTrack: true });
  });

  // Each file goes on past the limit with something malformed: the refusal names the limit, so reading stopped there.
  const points = (tag: string, count: number) => `<${tag} lat="51.5" lon="-0.1"/>`.repeat(count);
  it.each([
    ['nested 200 deep', `<gpx>${'<extensions>'.repeat(200)}`, 'gpx_too_deep', /more than 32 deep/],
    [
      'a track of more points than a trip holds',
      `<gpx><trk><trkseg>${points('trkpt', GPX_LIMITS.maxTrackPoints + 1)}<broken`,
      'gpx_too_many_points',
      /more than 50000 points/,
    ],
    [
      'more waypoints than a trip has stops',
      `<gpx>${points('wpt', GPX_LIMITS.maxStops + 1)}<broken`,
      'gpx_too_many_waypoints',
      /more than 200 waypoints/,
    ],
    [
      'a route of more stops than a trip holds',
      `<gpx><rte>${points('rtept', GPX_LIMITS.maxStops + 1)}<broken`,
      'gpx_too_many_stops',
      /more than 200 stops/,
    ],
    ['a point past the limits', `<gpx><trk><trkseg><trkpt lat="1" lon="181"/><broken`, 'gpx_bad_point', /valid/],
  ])('stops reading at the element that crosses a limit: %s', (_label, xml, reason, message) => {
    expect(() => parseGpx(xml)).toThrow(expect.objectContaining({ reason, message: expect.stringMatching(message) }));
  });

  it('accepts a track of exactly the most points a trip holds', () => {
    const xml = `<gpx><trk><trkseg>${points('trkpt', GPX_LIMITS.maxTrackPoints)}</trkseg></trk></gpx>`;
    expect(parseGpx(xml).geometry).toHaveLength(GPX_LIMITS.maxTrackPoints);
  });
});
