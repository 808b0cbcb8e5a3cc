import type { FakeRequest } from './fake-http.ts';

type FakeOsmElement = {
  type: 'node' | 'way';
  id: number;
  lat?: number;
  lon?: number;
  center?: { lat: number; lon: number };
  nodes?: number[];
  tags: Record<string, string>;
};

/** Sites the fake interpreter knows, as Overpass stores them: nodes with lat/lon, ways with a computed center. */
export const FAKE_OSM: FakeOsmElement[] = [
  { type: 'node', id: 101, lat: 46.2, lon: 6.1, tags: { tourism: 'camp_site', name: 'Lakeside', power_supply: 'yes' } },
  {
    type: 'way',
    id: 202,
    center: { lat: 46.25, lon: 6.3 },
    nodes: [1, 2, 3],
    tags: { tourism: 'caravan_site', name: 'Aire du Col', fee: 'no' },
  },
  { type: 'node', id: 303, lat: 46.21, lon: 6.12, tags: { amenity: 'drinking_water' } },
  { type: 'node', id: 404, lat: 48.9, lon: 2.3, tags: { tourism: 'camp_site', name: 'Far away' } },
];

/**
 * Answers GET /api/interpreter?data=<Overpass QL> like overpass-api.de: the QL must ask for JSON, camp and caravan
 * sites and "out center"; the bbox (south,west,north,east) selects the sites.
 */
export function fakeInterpreter(sites: unknown[] = FAKE_OSM) {
  return (req: FakeRequest) => {
    if (req.path !== '/api/interpreter') return { status: 404, body: 'not found' };
    const ql = req.query.get('data') ?? '';
    const bbox = /\((-?[\d.]+),(-?[\d.]+),(-?[\d.]+),(-?[\d.]+)\)/.exec(ql);
    if (!ql.startsWith('[out:json]') || !ql.includes('out center') || !bbox)
      return { status: 400, body: 'Error: line 1: parse error' };
    const [s, w, n, e] = bbox.slice(1).map(Number) as [number, number, number, number];
    const wanted = /"tourism"~"\^\(camp_site\|caravan_site\)\$"/.test(ql);
    const elements = (
      sites as { lat?: number; lon?: number; center?: { lat: number; lon: number }; tags: Record<string, string> }[]
    )
      .filter((el) => {
        const p = el.center ?? (el as { lat: number; lon: number });
        const camp = el.tags.tourism === 'camp_site' || el.tags.tourism === 'caravan_site';
        return wanted && camp && p.lat >= s && p.lat <= n && p.lon >= w && p.lon <= e;
      })
      .map((el) => {
        const { nodes: _nodes, ...rest } = el as Record<string, unknown>;
        return rest;
      });
    return {
      json: {
        version: 0.6,
        generator: 'Overpass API 0.7.62',
        osm3s: {
          copyright:
            'The data included in this document is from www.openstreetmap.org. The data is made available under ODbL.',
        },
        elements,
      },
    };
  };
}
