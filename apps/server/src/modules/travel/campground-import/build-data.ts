// `npm run build:campground-data -- DIR`: writes the campground data the product ships from the published files in
// DIR (OpenStreetMap GPX extracts `*-campsites.gpx` / `*-caravansites.gpx`, and `us-federal-campgrounds-ridb.geojson`):
// - apps/server/data/campgrounds-europe-osm.jsonl.br and campgrounds-us-ridb.jsonl.br, every site as the importers
//   hand it over (one JSON object a line, brotli), and campgrounds.json listing them (sites, SHA-256): loaded on a
//   first start (bundled-data.ts);
// - apps/server/test/fixtures/campgrounds/: a few hundred sites of each source as the published files have them, for
//   the integration tests and browser journeys, and the same as a small bundled data set (bundled/).
// OpenStreetMap data © OpenStreetMap contributors, ODbL; RIDB data public domain (see the README beside each).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { haversineKm } from '../campgrounds.repository.ts';
import { MANIFEST_FILE, sha256Hex, type BundledDataset } from './bundled-data.ts';
import { parseGpx } from './parsers.ts';
import { parseRidbGeoJson } from './ridb.ts';
import { campgroundValues, type ImportSite } from './sites.ts';

const dirArg = process.argv.slice(2).find((a) => a !== '--');
if (!dirArg) {
  console.error(
    'Usage: npm run build:campground-data -- DIR   (the folder with the GPX extracts and the RIDB GeoJSON)',
  );
  process.exit(2);
}
const sourceDir = resolve(dirArg);
const serverDir = fileURLToPath(new URL('../../../../', import.meta.url));
const DATA_DIR = join(serverDir, 'data');
const FIXTURE_DIR = join(serverDir, 'test/fixtures/campgrounds');
const RIDB_FILE = 'us-federal-campgrounds-ridb.geojson';
const UK_IE_FILES = /^(ireland|united-kingdom)-(campsites|caravansites)\.gpx$/;

type Point = { lat: number; lon: number };
type Waypoint = { site: ImportSite; raw: string };

/** Within km of the polyline (sampled every 1/100 of each leg: close enough for fixture selection). */
const nearPath = (s: Point, path: Point[], km: number) =>
  path.slice(1).some((b, i) => {
    const a = path[i]!;
    for (let k = 0; k <= 100; k++) {
      if (haversineKm(a.lat + ((b.lat - a.lat) * k) / 100, a.lon + ((b.lon - a.lon) * k) / 100, s.lat, s.lon) < km)
        return true;
    }
    return false;
  });
const near = (s: Point, p: Point, km: number) => haversineKm(p.lat, p.lon, s.lat, s.lon) < km;

/**
 * The UK and Ireland sites the tests need and a spread over both islands: every 40th waypoint of the four extracts,
 * every site within 8 km of the Bristol → Birmingham → Manchester route or 30 km of Dublin, and every site with what
 * the rarer filters look for (a known maximum length, a free pitch, power with showers and dogs, water with a dump).
 */
function inUkIeFixture(s: ImportSite, index: number): boolean {
  const v = campgroundValues(s);
  const route = [
    { lat: 51.4545, lon: -2.5879 },
    { lat: 51.8642, lon: -2.2382 },
    { lat: 52.4862, lon: -1.8904 },
    { lat: 53.0027, lon: -2.1794 },
    { lat: 53.4808, lon: -2.2426 },
  ];
  return (
    index % 40 === 0 ||
    v.max_length_m !== null ||
    v.free === true ||
    (v.power === true && v.showers === true && v.pets === true) ||
    (v.water === true && v.dump_station === true) ||
    near(s, { lat: 53.35, lon: -6.26 }, 30) ||
    (s.lat > 51.3 && s.lat < 53.6 && s.lon > -2.9 && s.lon < -1.7 && nearPath(s, route, 8))
  );
}

/** Continental sites the tests search: Annecy, Lyon → Annecy → Chamonix, Berchtesgaden, the Algarve. */
const inEuropeFixture = (s: ImportSite) =>
  near(s, { lat: 45.8992, lon: 6.1294 }, 25) ||
  nearPath(
    s,
    [
      { lat: 45.764, lon: 4.8357 },
      { lat: 45.8992, lon: 6.1294 },
      { lat: 45.9237, lon: 6.8694 },
    ],
    6,
  ) ||
  near(s, { lat: 47.6323, lon: 13.0023 }, 20) ||
  (s.lat > 36.95 && s.lat < 37.35 && s.lon > -8.95 && s.lon < -7.4);

/** US sites the tests search: Yosemite Valley, Las Vegas → Zion → Bryce Canyon, and every 60th for a spread. */
const inUsFixture = (s: ImportSite, index: number) =>
  index % 60 === 0 ||
  near(s, { lat: 37.745, lon: -119.59 }, 40) ||
  nearPath(
    s,
    [
      { lat: 36.1699, lon: -115.1398 },
      { lat: 37.2, lon: -112.98 },
      { lat: 37.63, lon: -112.17 },
    ],
    40,
  );

function readGpxFiles(): { file: string; waypoints: Waypoint[] }[] {
  const files = readdirSync(sourceDir)
    .filter((f) => /-(campsites|caravansites)\.gpx$/.test(f))
    .sort();
  if (!files.length) throw new Error(`No *-campsites.gpx or *-caravansites.gpx files in ${sourceDir}.`);
  return files.map((file) => {
    const text = readFileSync(join(sourceDir, file), 'utf8');
    const sites = parseGpx(text);
    // The same waypoints parseGpx read, in the same order, as they are written in the file.
    const raw = text.match(/<wpt\b[^>]*?(?:\/>|>[\s\S]*?<\/wpt>)/g) ?? [];
    if (raw.length !== sites.length) throw new Error(`${file}: ${raw.length} waypoints but ${sites.length} sites`);
    return { file, waypoints: sites.map((site, i) => ({ site, raw: raw[i]! })) };
  });
}

/** Brotli at its best (the files are written once and read on every first start). */
const brotli = (text: string) =>
  brotliCompressSync(text, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_LGWIN]: 24,
      [constants.BROTLI_PARAM_SIZE_HINT]: text.length,
    },
  });

/** One site per source id (the last one read: a site in both a campsite and a caravan site file is one site). */
const unique = (sites: ImportSite[]) => [...new Map(sites.map((s) => [`${s.source}:${s.source_id}`, s])).values()];

function writeDataset(dir: string, name: string, sites: ImportSite[]): BundledDataset & { json_bytes: number } {
  const lines = sites.map((s) => JSON.stringify(s)).join('\n') + '\n';
  const packed = brotli(lines);
  const file = `campgrounds-${name}.jsonl.br`;
  writeFileSync(join(dir, file), packed);
  return { name, file, sites: sites.length, sha256: sha256Hex(packed), json_bytes: Buffer.byteLength(lines) };
}

function writeManifest(dir: string, datasets: (BundledDataset & { json_bytes: number })[]) {
  const listed = datasets.map(({ name, file, sites, sha256 }) => ({ name, file, sites, sha256 }));
  writeFileSync(join(dir, MANIFEST_FILE), JSON.stringify({ datasets: listed }, null, 2) + '\n');
}

const gpxDocument = (desc: string, waypoints: string[]) =>
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
  '<gpx xmlns="http://www.topografix.com/GPX/1/1" version="1.1" creator="wheels-and-wins build-data.ts">\n' +
  `  <metadata><desc>${desc}; © OpenStreetMap contributors, licenses - ODbL</desc></metadata>\n` +
  `${waypoints.map((w) => `  ${w}`).join('\n')}\n</gpx>\n`;

function writeFixtures(gpx: ReturnType<typeof readGpxFiles>, ridbText: string, ridbSites: ImportSite[]) {
  const ukIe: Waypoint[] = [];
  const europe: Waypoint[] = [];
  const seen = new Set<string>();
  let ukIndex = 0;
  let idless = 0;
  for (const { file, waypoints } of gpx) {
    for (const w of waypoints) {
      if (seen.has(w.site.source_id)) continue;
      seen.add(w.site.source_id);
      if (UK_IE_FILES.test(file)) {
        if (inUkIeFixture(w.site, ukIndex++)) ukIe.push(w);
      } else if (inEuropeFixture(w.site) || (w.site.source_id.startsWith('wpt/') && idless++ % 150 === 0)) {
        europe.push(w);
      }
    }
  }
  const features = (JSON.parse(ridbText) as { features: unknown[] }).features;
  const us = features.filter((_, i) => inUsFixture(ridbSites[i]!, i));
  mkdirSync(FIXTURE_DIR, { recursive: true });
  writeFileSync(
    join(FIXTURE_DIR, 'uk-ie-sample.gpx'),
    gpxDocument(
      `${ukIe.length} camp and caravan sites of the UK and Ireland from ${gpx
        .map((g) => g.file)
        .filter((f) => UK_IE_FILES.test(f))
        .join(', ')}`,
      ukIe.map((w) => w.raw),
    ),
  );
  writeFileSync(
    join(FIXTURE_DIR, 'europe-sample.gpx'),
    gpxDocument(
      `${europe.length} camp and caravan sites of continental Europe`,
      europe.map((w) => w.raw),
    ),
  );
  writeFileSync(
    join(FIXTURE_DIR, 'us-ridb-sample.geojson'),
    JSON.stringify({ type: 'FeatureCollection', name: 'us-federal-campgrounds-ridb-2015-sample', features: us }) + '\n',
  );
  const bundled = join(FIXTURE_DIR, 'bundled');
  rmSync(bundled, { recursive: true, force: true });
  mkdirSync(bundled, { recursive: true });
  writeManifest(bundled, [
    writeDataset(bundled, 'europe-osm', unique([...ukIe, ...europe].map((w) => w.site))),
    writeDataset(bundled, 'us-ridb', parseRidbGeoJson(us)),
  ]);
  return { ukIe: ukIe.length, europe: europe.length, us: us.length };
}

const gpx = readGpxFiles();
const ridbText = readFileSync(join(sourceDir, RIDB_FILE), 'utf8');
const ridbSites = parseRidbGeoJson((JSON.parse(ridbText) as { features: unknown[] }).features);
mkdirSync(DATA_DIR, { recursive: true });
const datasets = [
  writeDataset(DATA_DIR, 'europe-osm', unique(gpx.flatMap((g) => g.waypoints.map((w) => w.site)))),
  writeDataset(DATA_DIR, 'us-ridb', unique(ridbSites)),
];
writeManifest(DATA_DIR, datasets);
const fixtures = writeFixtures(gpx, ridbText, ridbSites);
for (const d of datasets) {
  const size = readFileSync(join(DATA_DIR, d.file)).length;
  console.log(`${d.file}: ${d.sites} sites, ${d.json_bytes} bytes of JSON lines, ${size} bytes compressed`);
}
console.log(
  `fixtures: uk-ie-sample.gpx ${fixtures.ukIe}, europe-sample.gpx ${fixtures.europe}, ` +
    `us-ridb-sample.geojson ${fixtures.us} sites`,
);
