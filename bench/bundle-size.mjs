// The JavaScript each page needs on a first visit, from the build's Vite manifest (apps/web/dist/.vite/manifest.json):
// the entry (index.html, or for a visitor's / the prerendered landing page's script) and its static imports, plus for a page the lazy chunks it mounts at once (the route's
// page, its first tab, the English namespaces it renders) and their static imports. Raw, gzip (level 9) and Brotli
// (quality 11, as the build's precompressed copies) per page; what a page loads later is listed on its own.
// Usage: npm run build -w apps/web && node bench/bundle-size.mjs
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

const HOME_BUDGET_KB = 100; // DESIGN §7: the home page's initial JavaScript, gzipped

const dist = new URL('../apps/web/dist', import.meta.url).pathname;
const manifestPath = join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No ${manifestPath}: build the web app first (npm run build -w apps/web).`);
  process.exit(1);
}
/** @type {Record<string, { file: string, isEntry?: boolean, imports?: string[], assets?: string[] }>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const en = (ns) => `src/shared/i18n/locales/en/${ns}.json`;
// What a signed-in page mounts at once besides its own chunks.
const signedIn = ['src/app/layout/notifications-bell.tsx', 'src/app/realtime/realtime-connection.tsx'];
const LANDING = 'src/app/landing/landing.ts';
const PAGES = [
  // Decision 031: a visitor's / is the prerendered landing page; its only script is the landing entry.
  {
    name: "home page (/), a visitor's: the prerendered page's script",
    entry: LANDING,
    lazy: [],
    budgetKb: HOME_BUDGET_KB,
    later: [{ name: 'the region for the plan prices (after the page)', lazy: ['src/shared/lib/region.ts'] }],
  },
  { name: 'home page (/), signed in: the app', lazy: [] },
  {
    name: '/wins (Overview tab)',
    lazy: [
      'src/features/finance/pages/wins-page.tsx',
      'src/features/finance/components/overview-tab.tsx',
      ...signedIn,
      en('wins_insights'),
    ],
    later: [
      {
        name: 'spending and trend charts (once there is data)',
        lazy: ['src/features/finance/components/overview-charts.tsx'],
      },
    ],
  },
  {
    name: '/wheels (Trip Planner tab)',
    lazy: [
      'src/features/travel/pages/wheels-page.tsx',
      'src/features/travel/components/maintenance-reminders.tsx',
      'src/features/travel/components/trip-planner-tab.tsx',
      'src/features/travel/components/campground-finder.tsx',
      ...signedIn,
      en('wheels_trips'),
      en('wheels_maintenance'),
      en('wheels_campgrounds'),
    ],
    later: [
      {
        name: 'the map (when it scrolls into view; its worker starts with it)',
        lazy: ['src/shared/ui/map/route-map-view.tsx'],
        assets: true,
      },
    ],
  },
];

function chunk(key) {
  const entry = manifest[key];
  if (!entry) throw new Error(`${key} is not in the manifest: was it renamed? Update PAGES in bench/bundle-size.mjs.`);
  return entry;
}

/** The files a chunk needs before it runs: itself and its static imports, transitively (and its JS assets: workers). */
function closure(keys, withAssets = false, files = new Set()) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const entry = chunk(key);
    files.add(entry.file);
    if (withAssets) for (const asset of entry.assets ?? []) if (/\.m?js$/.test(asset)) files.add(asset);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

const sizes = new Map();
function sizeOf(file) {
  if (!sizes.has(file)) {
    const bytes = readFileSync(join(dist, file));
    const br = brotliCompressSync(bytes, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    });
    sizes.set(file, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, br: br.length });
  }
  return sizes.get(file);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
function total(files) {
  const sum = { files: files.size, raw: 0, gzip: 0, br: 0 };
  for (const file of files) {
    const size = sizeOf(file);
    sum.raw += size.raw;
    sum.gzip += size.gzip;
    sum.br += size.br;
  }
  return sum;
}
const line = (sum) => `${sum.files} files, ${kb(sum.raw)} raw, ${kb(sum.gzip)} gzip, ${kb(sum.br)} Brotli`;

// The app's entry; the landing page's is named by its page.
const entryKey = 'index.html';
chunk(entryKey);
const verbose = process.argv.includes('--files');
let overBudget = false;
for (const page of PAGES) {
  const files = closure([page.entry ?? entryKey, ...page.lazy]);
  const sum = total(files);
  console.log(`${page.name}: ${line(sum)}`);
  if (verbose)
    for (const file of [...files].sort())
      console.log(
        `  ${file}: ${kb(sizeOf(file).raw)} raw, ${kb(sizeOf(file).gzip)} gzip, ${kb(sizeOf(file).br)} Brotli`,
      );
  if (page.budgetKb !== undefined) {
    const within = sum.gzip <= page.budgetKb * 1024;
    if (!within) overBudget = true;
    console.log(
      `  budget ${page.budgetKb} KB gzipped: ${within ? 'within' : `OVER by ${kb(sum.gzip - page.budgetKb * 1024)}`}`,
    );
  }
  for (const extra of page.later ?? []) {
    const more = closure(extra.lazy, extra.assets);
    for (const file of files) more.delete(file);
    console.log(`  later, ${extra.name}: + ${line(total(more))}`);
    // Data it fetches at run time (the map's basemap): hashed assets, sent precompressed and cached for good.
    for (const asset of extra.lazy.flatMap((key) => chunk(key).assets ?? []).filter((file) => /\.json$/.test(file))) {
      const size = sizeOf(asset);
      console.log(
        `    and data, not JavaScript: ${asset}, ${kb(size.raw)} raw, ${kb(size.gzip)} gzip, ${kb(size.br)} Brotli`,
      );
    }
  }
}

if (overBudget) console.log('Over budget: see docs/decisions/005-web-loading-and-bundle-budget.md.');
