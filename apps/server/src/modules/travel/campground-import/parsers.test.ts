import { describe, expect, it } from 'vitest';
import { campgroundValuesFromOsm, parseLengthM } from './osm-tags.ts';
import {
  CampgroundFileError,
  parseCampgroundFile,
  parseGpx,
  parseOverpassJson,
  parseSiteLines,
  parseTagList,
  waypointId,
} from './parsers.ts';
import { campgroundValuesFromRidb, titleCase } from './ridb.ts';
import { campgroundValues } from './sites.ts';

const GPX = `<?xml version="1.0" encoding="utf-8"?>
<gpx xmlns="http://www.topografix.com/GPX/1/1" version="1.1" creator="togpx">
  <metadata><desc>licenses - ODbL</desc></metadata>
  <wpt lat="54.6218778" lon="-8.4528034">
    <ele>50.0</ele>
    <name>Killybegs Holiday Park</name>
    <desc>caravans=yes; dog=leashed; fee=yes; maxlength=8.5; motorhome=yes; name=Killybegs Holiday
    Park; opening_hours=Mo-Fr 08:00-18:00; Sa 09:00-12:00; phone=+353 87 276
    9765; power_supply=cee_17_blue; sanitary_dump_station=customers; shower=hot; tents=no; toilets=yes;
    tourism=caravan_site; id=node/123</desc>
  </wpt>
  <wpt lat="52.9259055" lon="-8.2745508">
    <ele>32.0</ele>
    <name>way/494340809</name>
    <desc>tourism=camp_site; fee=no; drinking_water=no; id=way/494340809</desc>
  </wpt>
  <wpt lat="53.5" lon="-9.2"><name>Cong &amp; Co</name><desc>name=Cong &amp; Co; tourism=camp_site; id=node/7</desc></wpt>
</gpx>`;

/** Waypoints as the Russian, Ukrainian and Belarusian extracts write them: no id in <desc>, the id as <name> if unnamed. */
const NO_IDS = `<gpx version="1.1">
  <wpt lat="49.8929417" lon="86.4247272"><ele>1690.0</ele><name>node/283184925</name><desc>tourism=camp_site</desc></wpt>
  <wpt lat="52.4061172" lon="96.4651244"><name>Турбаза «Азас»</name>
    <desc>name=Турбаза «Азас»; name:en=Azas tourist base; tourism=camp_site</desc></wpt>
  <wpt lat="61.0010032" lon="33.0426924"><name>Верховье</name><desc>tourism=camp_site</desc></wpt>
</gpx>`;

/** Two RIDB facilities as us-federal-campgrounds-ridb.geojson has them. */
const RIDB = JSON.stringify({
  type: 'FeatureCollection',
  name: 'us-federal-campgrounds-ridb-2015',
  features: [
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [-112.98, 37.2] },
      properties: {
        ridb_facility_id: '232445',
        name: 'WATCHMAN CAMPGROUND',
        state: 'UT',
        facility_type: 'Camping',
        phone: '435-772-3256',
        campsites: 190,
        electric_sites: 95,
        water_hookup_sites: 0,
        sewer_hookup_sites: 0,
        max_site_length_ft: 40.0,
        pets_allowed: true,
        last_updated: '2015-03-12 02:05:27',
      },
    },
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [-131.699722, 55.407222] },
      properties: {
        ridb_facility_id: '232141',
        name: 'CRESCENT MOON RANCH (AZ) OF THE II',
        state: 'AZ',
        phone: null,
        campsites: 24,
        electric_sites: 0,
        water_hookup_sites: 12,
        sewer_hookup_sites: 3,
        max_site_length_ft: null,
        pets_allowed: null,
      },
    },
  ],
});

describe('campground file parsers', () => {
  it('gives waypoints without an OSM id the id their <name> holds, else a stable id from position and name', () => {
    const sites = parseGpx(NO_IDS);
    expect(sites.map((s) => [s.source, s.source_id, s.name])).toEqual([
      ['osm', 'node/283184925', null],
      ['osm', waypointId(52.4061172, 96.4651244, 'Турбаза «Азас»'), 'Турбаза «Азас»'],
      ['osm', waypointId(61.0010032, 33.0426924, 'Верховье'), 'Верховье'],
    ]);
    expect(sites[1]!.source_id).toMatch(/^wpt\/[0-9a-f]{20}$/);
    // The same waypoint read again (a newer extract, reformatted) keeps its id; another name or place does not.
    expect(parseGpx(NO_IDS.replace('52.4061172', '52.40611720'))[1]!.source_id).toBe(sites[1]!.source_id);
    expect(waypointId(52.4061172, 96.4651244, 'Azas')).not.toBe(sites[1]!.source_id);
    expect(waypointId(52.4061173, 96.4651244, 'Турбаза «Азас»')).not.toBe(sites[1]!.source_id);
    expect(campgroundValues(sites[0]!)).toMatchObject({ source: 'osm', osm_id: 'node/283184925' });
    expect(campgroundValues(sites[1]!)).toMatchObject({ source: 'osm', osm_id: null, source_id: sites[1]!.source_id });
  });

  it('reads RIDB GeoJSON: hookups as amenities, site count and length, pets, a title-case name, its own id', () => {
    const sites = parseCampgroundFile(RIDB);
    expect(sites.map((s) => [s.source, s.source_id, s.name, s.lat, s.lon])).toEqual([
      ['ridb', '232445', 'Watchman Campground', 37.2, -112.98],
      ['ridb', '232141', 'Crescent Moon Ranch (AZ) of the II', 55.407222, -131.699722],
    ]);
    expect(campgroundValuesFromRidb(sites[0]!)).toMatchObject({
      source: 'ridb',
      osm_id: null,
      power: true,
      water: null,
      dump_station: null,
      pets: true,
      capacity: 190,
      max_length_m: 12.19,
      phone: '435-772-3256',
    });
    expect(campgroundValues(sites[1]!)).toMatchObject({
      power: false,
      water: true,
      dump_station: true,
      pets: null,
      capacity: 24,
      max_length_m: null,
      phone: null,
    });
    expect(sites[0]!.tags).toMatchObject({ state: 'UT', campsites: '190', electric_sites: '95' });
    expect(() => parseCampgroundFile(RIDB.replace('"ridb_facility_id":"232141"', '"ridb_facility_id":"x"'))).toThrow(
      'RIDB feature 2: no ridb_facility_id',
    );
  });

  it('writes RIDB upper-case names as a traveller does, keeping acronyms, states and mixed-case names', () => {
    expect(
      [
        'LOWER PINES',
        "O'NEIL CREEK",
        "BEAR'S DEN",
        'MCCALL RV PARK',
        'TUNNEL MILLS II',
        'COTTONWOOD (CA)',
        'Chief Paulina Horse Campground',
      ].map(titleCase),
    ).toEqual([
      'Lower Pines',
      "O'Neil Creek",
      "Bear's Den",
      'McCall RV Park',
      'Tunnel Mills II',
      'Cottonwood (CA)',
      'Chief Paulina Horse Campground',
    ]);
  });

  it('reads GPX waypoints with the OSM tags in <desc>, unwrapping lines and keeping "; " inside values', () => {
    const sites = parseGpx(GPX);
    expect(sites.map((s) => [s.source_id, s.name, s.lat, s.lon, s.ele])).toEqual([
      ['node/123', 'Killybegs Holiday Park', 54.6218778, -8.4528034, 50],
      ['way/494340809', null, 52.9259055, -8.2745508, 32],
      ['node/7', 'Cong & Co', 53.5, -9.2, null],
    ]);
    expect(sites[0]!.tags).toMatchObject({
      opening_hours: 'Mo-Fr 08:00-18:00; Sa 09:00-12:00',
      phone: '+353 87 276 9765',
    });
    expect(sites[0]!.tags).not.toHaveProperty('id');
    expect(campgroundValuesFromOsm(sites[0]!)).toMatchObject({
      power: true,
      water: null,
      dump_station: true,
      showers: true,
      toilets: true,
      pets: true,
      free: false,
      max_length_m: 8.5,
      caravans: true,
      motorhome: true,
      tents: false,
      fee: 'yes',
      phone: '+353 87 276 9765',
      opening_hours: 'Mo-Fr 08:00-18:00; Sa 09:00-12:00',
    });
    expect(campgroundValuesFromOsm(sites[1]!)).toMatchObject({ free: true, water: false, fee: 'no', power: null });
  });

  it('reads Overpass JSON nodes and ways (by their center), leaving out untagged member nodes', () => {
    const sites = parseOverpassJson({
      elements: [
        { type: 'node', id: 1, lat: 50.1, lon: -4.2, tags: { tourism: 'camp_site', name: 'Cliff Camp', dog: 'no' } },
        { type: 'way', id: 2, center: { lat: 50.2, lon: -4.3 }, tags: { tourism: 'caravan_site', capacity: '40' } },
        { type: 'node', id: 3, lat: 50.3, lon: -4.4 },
      ],
    });
    expect(sites.map((s) => [s.source_id, s.lat, s.lon, s.name])).toEqual([
      ['node/1', 50.1, -4.2, 'Cliff Camp'],
      ['way/2', 50.2, -4.3, null],
    ]);
    expect(campgroundValuesFromOsm(sites[1]!)).toMatchObject({ capacity: 40, pets: null });
    expect(campgroundValuesFromOsm(sites[0]!)).toMatchObject({ pets: false });
  });

  it('reads a GeoJSON FeatureCollection of points with the OSM id in id or @id', () => {
    const text = JSON.stringify({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          id: 'node/10',
          properties: { tourism: 'camp_site', name: 'Loch Side' },
          geometry: { type: 'Point', coordinates: [-5.1, 56.8, 12] },
        },
        {
          type: 'Feature',
          properties: { '@id': 'relation/11', tourism: 'caravan_site' },
          geometry: { type: 'Point', coordinates: [-5.2, 56.9] },
        },
      ],
    });
    expect(parseCampgroundFile(text).map((s) => [s.source_id, s.lat, s.lon, s.ele, s.name])).toEqual([
      ['node/10', 56.8, -5.1, 12, 'Loch Side'],
      ['relation/11', 56.9, -5.2, null, null],
    ]);
  });

  it.each([
    ['<gpx><wpt lat="x" lon="1"><desc>id=node/1</desc></wpt></gpx>', 'GPX waypoint 1: missing or invalid lat'],
    [
      '<gpx><wpt lat="1" lon="1"><desc>id=node/1</desc></wpt><wpt lat="2" lon="2"><desc>id=node/2</desc></gpx>',
      'GPX waypoint 2: <wpt> is not closed',
    ],
    ['<html></html>', 'Not a GPX file'],
    [
      '{"elements": [{"type": "way", "id": 5, "tags": {"tourism": "camp_site"}}]}',
      'Overpass element 1 (way/5): no position; "center" (query with "out center") missing',
    ],
    [
      '{"type": "FeatureCollection", "features": [{"type": "Feature", "id": "node/1", "properties": {}, "geometry": {"type": "Polygon", "coordinates": []}}]}',
      'GeoJSON feature 1 (node/1): geometry is Polygon',
    ],
    [
      '{"type": "FeatureCollection", "features": [{"type": "Feature", "properties": {}, "geometry": {"type": "Point", "coordinates": [1, 2]}}]}',
      'GeoJSON feature 1: no OSM id',
    ],
    ['{"rows": []}', 'JSON is neither a GeoJSON FeatureCollection nor Overpass output'],
    ['{"elements": ', 'Neither GPX nor JSON'],
  ])('a malformed file names its problem: %s', (text, message) => {
    expect(() => parseCampgroundFile(text)).toThrow(CampgroundFileError);
    expect(() => parseCampgroundFile(text)).toThrow(message);
  });

  it('reads the JSON lines of the bundled data back into the sites the GPX and RIDB parsers produced', () => {
    const sites = [...parseGpx(GPX), ...parseGpx(NO_IDS), ...parseCampgroundFile(RIDB)];
    expect(parseSiteLines(sites.map((s) => JSON.stringify(s)).join('\n') + '\n')).toEqual(sites);
  });

  it.each([
    [
      '{"source": "osm", "source_id": "node/1", "lat": 1, "lon": 2, "ele": null, "name": null, "tags": {}}\n{"source": "osm", "source_id": "node/2"',
      'Line 2: not JSON',
    ],
    [
      '{"source": "osm", "source_id": "node", "lat": 1, "lon": 2, "ele": null, "name": null}',
      'Line 1: no valid osm source_id',
    ],
    [
      '{"source": "ridb", "source_id": "node/1", "lat": 1, "lon": 2, "ele": null, "name": null}',
      'Line 1: no valid ridb source_id',
    ],
    [
      '{"source": "user", "source_id": "1", "lat": 1, "lon": 2, "ele": null, "name": null}',
      'Line 1: source must be osm or ridb',
    ],
    [
      '{"source": "osm", "source_id": "way/3", "lat": 95, "lon": 2, "ele": null, "name": null}',
      'Line 1 (way/3): invalid lat/lon',
    ],
    [
      '{"source": "osm", "source_id": "way/3", "lat": 5, "lon": 2, "ele": "high", "name": null}',
      'Line 1 (way/3): ele must be a number or null',
    ],
    [
      '{"source": "osm", "source_id": "way/3", "lat": 5, "lon": 2, "ele": null, "name": null, "tags": []}',
      'Line 1 (way/3): tags must be an object',
    ],
  ])('a malformed data line names its problem: %s', (text, message) => {
    expect(() => parseSiteLines(text)).toThrow(message);
  });

  it('splits tag lists only where a new key begins and reads lengths in metres or feet', () => {
    expect(parseTagList('a=1; note=x; y; b=c=d;\n  e=2')).toEqual({ a: '1', note: 'x; y', b: 'c=d', e: '2' });
    expect([
      parseLengthM('8'),
      parseLengthM('7.5 m'),
      parseLengthM("25'"),
      parseLengthM('25\'6"'),
      parseLengthM('long'),
    ]).toEqual([8, 7.5, 7.62, 7.77, null]);
  });
});
