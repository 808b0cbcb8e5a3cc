import { TRIP_LIMITS } from '@ww/contracts';
import { SaxesParser, type SaxesTagPlain } from 'saxes';

export type GpxPoint = { lat: number; lon: number; name: string };
/** fromTrack: the geometry is a recorded or routed track, not straight lines between the stops. */
export type GpxRoute = { name: string | null; stops: GpxPoint[]; geometry: [number, number][]; fromTrack: boolean };

/**
 * What a GPX file may hold, each checked as the parser reaches it, so a file over a limit is refused at the element
 * that crosses it rather than after reading the rest. GPX nests six levels (gpx, trk, trkseg, trkpt, extensions, one
 * vendor element), a few more with vendor extensions; 32 leaves room for any real file.
 */
export const GPX_LIMITS = {
  maxDepth: 32,
  maxTrackPoints: TRIP_LIMITS.maxGeometryPoints,
  /** Route points of the route imported and waypoints alike: either may become the trip's stops. */
  maxStops: TRIP_LIMITS.maxStops * 4,
} as const;

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

/** Why a file is not imported; each is worded by the web (wheels_trips trips.gpx_errors). */
export type GpxRefusal =
  | 'gpx_doctype'
  | 'gpx_not_xml'
  | 'gpx_not_gpx'
  | 'gpx_too_deep'
  | 'gpx_too_many_points'
  | 'gpx_too_many_waypoints'
  | 'gpx_bad_point'
  | 'gpx_empty'
  | 'gpx_too_many_stops';

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

/** An element's name without its namespace prefix: `gpx:trkpt` and `trkpt` are the same element. */
const local = (name: string) => name.slice(name.indexOf(':') + 1);

function position(attributes: Record<string, string>): { lat: number; lon: number } {
  let lat = NaN;
  let lon = NaN;
  for (const [name, value] of Object.entries(attributes)) {
    const key = local(name);
    if (key === 'lat') lat = Number(value);
    else if (key === 'lon') lon = Number(value);
  }
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180)
    throw new GpxError('gpx_bad_point', 'The GPX file has a point without a valid latitude and longitude.');
  return { lat, lon };
}

/** A name element's text is kept up to this many characters; names are cut shorter still when used. */
const NAME_CHARS = 1_000;

/** A stop being read: its position from the element's attributes, its name from a <name> child. */
type OpenStop = { lat: number; lon: number; name: string | null };

/**
 * Reads the document element by element and keeps only what a trip needs: the first route's points, the waypoints,
 * the track points' positions and the names of the route, the first track and the metadata. Each limit is checked
 * at the element that crosses it.
 */
function gpxReader() {
  const path: string[] = [];
  const routeStops: OpenStop[] = [];
  const waypoints: OpenStop[] = [];
  const track: [number, number][] = [];
  const names: { route: string | null; track: string | null; metadata: string | null } = {
    route: null,
    track: null,
    metadata: null,
  };
  let routes = 0;
  let tracks = 0;
  /** Where the text of the <name> being read goes; null when it is not a name the trip uses. */
  let naming: ((text: string) => void) | null = null;
  let nameText = '';

  const addStop = (list: OpenStop[], tag: SaxesTagPlain, reason: GpxRefusal, message: string) => {
    if (list.length >= GPX_LIMITS.maxStops) throw new GpxError(reason, message);
    list.push({ ...position(tag.attributes), name: null });
  };

  /** The setter for a <name> under the element at the top of `path`, when the trip uses that name. */
  const nameTarget = (): ((text: string) => void) | null => {
    const where = path.join('/');
    if (where === 'gpx/rte' && routes === 1) return (t) => (names.route ??= t);
    if (where === 'gpx/trk' && tracks === 1) return (t) => (names.track ??= t);
    if (where === 'gpx/metadata') return (t) => (names.metadata ??= t);
    if (where === 'gpx/rte/rtept' && routes === 1) return (t) => (routeStops.at(-1)!.name ??= t);
    if (where === 'gpx/wpt') return (t) => (waypoints.at(-1)!.name ??= t);
    return null;
  };

  const open = (tag: SaxesTagPlain) => {
    if (path.length >= GPX_LIMITS.maxDepth) {
      throw new GpxError(
        'gpx_too_deep',
        `The file nests elements more than ${GPX_LIMITS.maxDepth} deep, which no GPX file does; it was not read.`,
      );
    }
    const name = local(tag.name);
    if (path.length === 0 && name !== 'gpx')
      throw new GpxError('gpx_not_gpx', 'The file is not GPX: it has no <gpx> element.');
    const parent = path.join('/');
    if (name === 'name') {
      naming = nameTarget();
      nameText = '';
    } else if (parent === 'gpx' && name === 'rte') routes++;
    else if (parent === 'gpx' && name === 'trk') tracks++;
    else if (parent === 'gpx' && name === 'wpt') {
      addStop(waypoints, tag, 'gpx_too_many_waypoints', `The file has more than ${GPX_LIMITS.maxStops} waypoints.`);
    } else if (parent === 'gpx/rte' && name === 'rtept' && routes === 1) {
      addStop(routeStops, tag, 'gpx_too_many_stops', `The route has more than ${GPX_LIMITS.maxStops} stops.`);
    } else if (parent === 'gpx/trk/trkseg' && name === 'trkpt') {
      if (track.length >= GPX_LIMITS.maxTrackPoints) {
        throw new GpxError(
          'gpx_too_many_points',
          `The track has more than ${GPX_LIMITS.maxTrackPoints} points; simplify it before importing.`,
        );
      }
      const { lat, lon } = position(tag.attributes);
      track.push([lon, lat]);
    }
    path.push(name);
  };

  const close = () => {
    if (path.pop() === 'name' && naming) {
      const text = nameText.trim();
      if (text) naming(text);
      naming = null;
    }
  };

  const text = (chunk: string) => {
    if (naming && nameText.length < NAME_CHARS) nameText += chunk.slice(0, NAME_CHARS - nameText.length);
  };

  return { open, close, text, result: () => ({ routeStops, waypoints, track, names }) };
}

/** "The file is not valid XML (line 3: unclosed tag: rtept)." from saxes' "3:12: unclosed tag: rtept". */
function notXml(err: Error): GpxError {
  const match = /^(\d+):\d+: (.*?)\.?$/s.exec(err.message);
  const where = match ? `line ${match[1]}: ${match[2]}` : err.message;
  return new GpxError('gpx_not_xml', `The file is not valid XML (${where}).`);
}

/** The document's elements, read with saxes, a streaming parser that checks that the XML is well formed. */
function readDocument(xml: string) {
  const doctype = () =>
    new GpxError(
      'gpx_doctype',
      'The file declares a DOCTYPE or entities, which GPX files never need; it was not read.',
      true,
    );
  // Before reading anything, in any letter case (saxes would call a lower-case one malformed XML).
  if (/<!(DOCTYPE|ENTITY)/i.test(xml)) throw doctype();
  const reader = gpxReader();
  const parser = new SaxesParser();
  parser.on('doctype', () => {
    throw doctype();
  });
  parser.on('opentag', reader.open);
  parser.on('closetag', reader.close);
  parser.on('text', reader.text);
  parser.on('cdata', reader.text);
  try {
    parser.write(xml).close();
  } catch (err) {
    if (err instanceof GpxError) throw err;
    throw notXml(err as Error);
  }
  return reader.result();
}

const named = (stops: OpenStop[], fallback: (i: number) => string): GpxPoint[] =>
  stops.map((s, i) => ({ lat: s.lat, lon: s.lon, name: (s.name ?? fallback(i)).slice(0, 200) }));

/**
 * Reads a route from GPX: stops from the first <rte> (else the waypoints <wpt>, else a track's first and last
 * points) and geometry from the <trk> points (else the straight line through the stops).
 */
export function parseGpx(xml: string): GpxRoute {
  const { routeStops, waypoints, track, names } = readDocument(xml);
  let stops: GpxPoint[];
  if (routeStops.length > 0) stops = named(routeStops, (i) => `Stop ${i + 1}`);
  else if (waypoints.length > 0) stops = named(waypoints, (i) => `Waypoint ${i + 1}`);
  else if (track.length >= 2) {
    const [[firstLon, firstLat], [lastLon, lastLat]] = [track[0]!, track.at(-1)!];
    stops = [
      { lat: firstLat, lon: firstLon, name: 'Start' },
      { lat: lastLat, lon: lastLon, name: 'End' },
    ];
  } else throw new GpxError('gpx_empty', 'The GPX file has no route, track or waypoints to import.');

  const fromTrack = track.length >= 2;
  const name = names.route ?? names.track ?? names.metadata;
  return {
    name: name ? name.slice(0, TRIP_LIMITS.nameMax) : null,
    stops,
    geometry: fromTrack ? track : stops.map((p) => [p.lon, p.lat]),
    fromTrack,
  };
}
