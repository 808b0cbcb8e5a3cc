// `npm run build:campground-data -- [DIR]`: writes the campground data the project carries from the OpenStreetMap
// GPX extracts of the UK and Ireland in DIR (default ../shared/data/campgrounds beside the project):
// - apps/server/data/campgrounds-uk-ie.jsonl.br, every site as the importers hand it over (one JSON object a line,
//   brotli), loaded into an empty database on first start (seed.ts);
// - apps/server/test/fixtures/campgrounds/uk-ie-sample.gpx, a few hundred of the waypoints as they are in the
//   extracts, for the integration tests and the browser journeys.
// Both are © OpenStreetMap contributors, ODbL (see the README beside each).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { haversineKm } from '../campgrounds.repository.ts';
import { campgroundValuesFromOsm, type OsmSite } from './osm-tags.ts';
import { parseGpx } from './parsers.ts';

const serverDir = fileURLToPath(new URL('../../../../', import.meta.url));
const sourceDir = resolve(
  process.argv.slice(2).find((a) => a !== '--') ?? join(serverDir, '../../../shared/data/campgrounds'),
);
const SEED_FILE = join(serverDir, 'data/campgrounds-uk-ie.jsonl.br');
const FIXTURE_FILE = join(serverDir, 'test/fixtures/campgrounds/uk-ie-sample.gpx');

/** Bristol → Birmingham → Manchester, the route of the along-route search test. */
const TEST_ROUTE = [
  { lat: 51.4545, lon: -2.5879 },
  { lat: 51.8642, lon: -2.2382 },
  { lat: 52.4862, lon: -1.8904 },
  { lat: 53.0027, lon: -2.1794 },
  { lat: 53.4808, lon: -2.2426 },
];
const nearRoute = (s: OsmSite, km: number) =>
  s.lat > 51.3 &&
  s.lat < 53.6 &&
  s.lon > -2.9 &&
  s.lon < -1.7 &&
  TEST_ROUTE.slice(1).some((b, i) => {
    const a = TEST_ROUTE[i]!;
    for (let k = 0; k <= 100; k++) {
      if (haversineKm(a.lat + ((b.lat - a.lat) * k) / 100, a.lon + ((b.lon - a.lon) * k) / 100, s.lat, s.lon) < km)
        return true;
    }
    return false;
  });

/**
 * The sites the tests need and a spread over both islands: every 40th waypoint, every site within 8 km of the test
 * route or 30 km of Dublin, and every site with what the rarer filters look for (a known maximum length, a free
 * pitch, power with showers and dogs, water with a dump station).
 */
function inFixture(s: OsmSite, index: number): boolean {
  const v = campgroundValuesFromOsm(s);
  return (
    index % 40 === 0 ||
    v.max_length_m !== null ||
    v.free === true ||
    (v.power === true && v.showers === true && v.pets === true) ||
    (v.water === true && v.dump_station === true) ||
    haversineKm(53.35, -6.26, s.lat, s.lon) < 30 ||
    nearRoute(s, 8)
  );
}

const files = readdirSync(sourceDir)
  .filter((f) => f.endsWith('.gpx'))
  .sort();
if (!files.length) {
  console.error(`No .gpx files in ${sourceDir}.`);
  process.exit(1);
}
const byId = new Map<string, OsmSite>();
const waypoints: string[] = [];
let index = 0;
for (const file of files) {
  const text = readFileSync(join(sourceDir, file), 'utf8');
  const sites = parseGpx(text);
  // The same waypoints parseGpx read, in the same order, as they are written in the file.
  const raw = text.match(/<wpt\b[^>]*?(?:\/>|>[\s\S]*?<\/wpt>)/g) ?? [];
  if (raw.length !== sites.length) throw new Error(`${file}: ${raw.length} waypoints but ${sites.length} sites`);
  sites.forEach((site, i) => {
    if (!byId.has(site.osm_id) && inFixture(site, index++)) waypoints.push(`  ${raw[i]}`);
    byId.set(site.osm_id, site);
  });
}

const lines = [...byId.values()].map((s) => JSON.stringify(s)).join('\n') + '\n';
const packed = brotliCompressSync(lines, {
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 11,
    [constants.BROTLI_PARAM_LGWIN]: 24,
    [constants.BROTLI_PARAM_SIZE_HINT]: lines.length,
  },
});
mkdirSync(join(serverDir, 'data'), { recursive: true });
writeFileSync(SEED_FILE, packed);

mkdirSync(join(serverDir, 'test/fixtures/campgrounds'), { recursive: true });
writeFileSync(
  FIXTURE_FILE,
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<gpx xmlns="http://www.topografix.com/GPX/1/1" version="1.1" creator="wheels-and-wins build-data.ts">\n' +
    `  <metadata><desc>${waypoints.length} camp and caravan sites of the UK and Ireland from ${files.join(', ')}; ` +
    '© OpenStreetMap contributors, licenses - ODbL</desc></metadata>\n' +
    `${waypoints.join('\n')}\n</gpx>\n`,
);

console.log(
  `${basename(SEED_FILE)}: ${byId.size} sites, ${lines.length} bytes of JSON lines, ${packed.length} bytes compressed\n` +
    `${basename(FIXTURE_FILE)}: ${waypoints.length} sites`,
);
