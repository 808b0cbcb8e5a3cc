import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { TRIP_LIMITS } from '@ww/contracts';

export type GpxPoint = { lat: number; lon: number; name: string };
/** fromTrack: the geometry is a recorded or routed track, not straight lines between the stops. */
export type GpxRoute = { name: string | null; stops: GpxPoint[]; geometry: [number, number][]; fromTrack: boolean };

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
// XML 1.0 forbids most control characters even when escaped; tab, LF and CR stay.
const xmlText = (s: string) =>
  escapeXml([...s].filter((ch) => ch.charCodeAt(0) >= 0x20 || ch === '\t' || ch === '\n' || ch === '\r').join(''));
const coord = (v: number) => String(Math.round(v * 1e6) / 1e6);

/** GPX 1.1: the stops as a route (<rte>) and, when there is one, the road geometry as a track (<trk>). */
export function buildGpx(trip: { name: string; stops: GpxPoint[]; geometry: [number, number][] }): string {
  const name = xmlText(trip.name);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<gpx version="1.1" creator="Wheels &amp; Wins" xmlns="http://www.topografix.com/GPX/1/1">',
    `  <metadata><name>${name}</name></metadata>`,
    `  <rte>`,
    `    <name>${name}</name>`,
    ...trip.stops.map(
      (s) => `    <rtept lat="${coord(s.lat)}" lon="${coord(s.lon)}"><name>${xmlText(s.name)}</name></rtept>`,
    ),
    `  </rte>`,
  ];
  if (trip.geometry.length >= 2) {
    lines.push(`  <trk>`, `    <name>${name}</name>`, `    <trkseg>`);
    for (const [lon, lat] of trip.geometry) lines.push(`      <trkpt lat="${coord(lat)}" lon="${coord(lon)}"/>`);
    lines.push(`    </trkseg>`, `  </trk>`);
  }
  lines.push('</gpx>', '');
  return lines.join('\n');
}

/**
 * The GPX could not be read; the message says why in words a user understands. `refused`: the file was not read
 * at all because it carries what no GPX needs (a DOCTYPE or entity declarations, the stuff of entity expansion).
 */
export class GpxError extends Error {
  constructor(
    /** What is wrong with the file, as a message key the web words ('gpx_not_xml', 'gpx_empty', ...). */
    readonly reason: GpxRefusal,
    message: string,
    readonly refused = false,
  ) {
    super(message);
    this.name = 'GpxError';
  }
}

/** Why a file is not imported; each is worded by the web (wheels_trips trips.gpx_errors). */
export type GpxRefusal =
  | 'gpx_doctype'
  | 'gpx_not_xml'
  | 'gpx_not_gpx'
  | 'gpx_too_many_points'
  | 'gpx_bad_point'
  | 'gpx_empty'
  | 'gpx_too_many_stops';

type XmlNode = Record<string, unknown>;
const list = (v: unknown): XmlNode[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]) as XmlNode[];
const text = (v: unknown): string | null => {
  if (typeof v === 'string' || typeof v === 'number') return String(v).trim() || null;
  if (v && typeof v === 'object' && '#text' in v) return text((v as XmlNode)['#text']);
  return null;
};

function point(node: XmlNode, fallbackName: string): GpxPoint {
  const lat = Number(node['@_lat']);
  const lon = Number(node['@_lon']);
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180) {
    throw new GpxError('gpx_bad_point', 'The GPX file has a point without a valid latitude and longitude.');
  }
  return { lat, lon, name: (text(node.name) ?? fallbackName).slice(0, 200) };
}

/**
 * Reads a route from GPX: stops from the first <rte> (else the waypoints <wpt>, else a track's first and last
 * points) and geometry from the <trk> points (else the straight line through the stops).
 */
export function parseGpx(xml: string): GpxRoute {
  if (/<!(DOCTYPE|ENTITY)/i.test(xml)) {
    throw new GpxError(
      'gpx_doctype',
      'The file declares a DOCTYPE or entities, which GPX files never need; it was not read.',
      true,
    );
  }
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    throw new GpxError('gpx_not_xml', `The file is not valid XML (line ${valid.err.line}: ${valid.err.msg}).`);
  }
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    removeNSPrefix: true,
    processEntities: true,
    parseTagValue: false,
  });
  const doc = parser.parse(xml) as XmlNode;
  const gpx = doc.gpx as XmlNode | undefined;
  if (!gpx || typeof gpx !== 'object')
    throw new GpxError('gpx_not_gpx', 'The file is not GPX: it has no <gpx> element.');

  const route = list(gpx.rte)[0];
  const track = list(gpx.trk)[0];
  const trackPoints = list(gpx.trk).flatMap((t) => list(t.trkseg).flatMap((seg) => list(seg.trkpt)));
  if (trackPoints.length > TRIP_LIMITS.maxGeometryPoints) {
    throw new GpxError(
      'gpx_too_many_points',
      `The track has more than ${TRIP_LIMITS.maxGeometryPoints} points; simplify it before importing.`,
    );
  }
  const geometryPoints = trackPoints.map((p, i) => point(p, `${i + 1}`));

  let stops: GpxPoint[];
  if (route && list(route.rtept).length > 0) stops = list(route.rtept).map((p, i) => point(p, `Stop ${i + 1}`));
  else if (list(gpx.wpt).length > 0) stops = list(gpx.wpt).map((p, i) => point(p, `Waypoint ${i + 1}`));
  else if (geometryPoints.length >= 2) {
    const first = geometryPoints[0]!;
    const last = geometryPoints.at(-1)!;
    stops = [
      { ...first, name: 'Start' },
      { ...last, name: 'End' },
    ];
  } else throw new GpxError('gpx_empty', 'The GPX file has no route, track or waypoints to import.');
  if (stops.length > TRIP_LIMITS.maxStops * 4)
    throw new GpxError('gpx_too_many_stops', `The route has more than ${TRIP_LIMITS.maxStops * 4} stops.`);

  const geometry: [number, number][] = (geometryPoints.length >= 2 ? geometryPoints : stops).map((p) => [p.lon, p.lat]);
  const name = text(route?.name) ?? text(track?.name) ?? text((gpx.metadata as XmlNode | undefined)?.name);
  return {
    name: name ? name.slice(0, TRIP_LIMITS.nameMax) : null,
    stops,
    geometry,
    fromTrack: geometryPoints.length >= 2,
  };
}
