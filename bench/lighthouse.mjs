// DESIGN §7: Lighthouse performance of the home page as a visitor gets it, the prerendered landing page (mobile ≥ 95,
// LCP ≤ 1.5 s; issue 13: ≤ 1.8 s) on the production build, with
// Lighthouse's own throttling (mobile: simulated slow 4G and a 4× slower CPU; desktop: its desktop preset).
// Each run opens a new Chromium; the median run by score is reported, with the range.
// Usage: npm run build && node bench/lighthouse.mjs [runs=5]
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { startBuiltServer } from './support.mjs';

const runs = Number(process.argv[2] ?? 5);
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'Speed Index'],
];

async function audit(url, config) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' },
      config,
    );
    if (!result) throw new Error('Lighthouse returned no result.');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    return {
      score: Math.round(lhr.categories.performance.score * 100),
      metrics: Object.fromEntries(METRICS.map(([id]) => [id, lhr.audits[id].displayValue])),
    };
  } finally {
    await chrome.kill();
  }
}

const server = await startBuiltServer();
try {
  console.log(`| form factor | score (median of ${runs}) | range | ${METRICS.map(([, label]) => label).join(' | ')} |`);
  console.log(`|---|---:|---:|${METRICS.map(() => '---:').join('|')}|`);
  for (const [name, config] of [
    ['mobile', undefined],
    ['desktop', desktopConfig],
  ]) {
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await audit(`${server.url}/`, config));
    results.sort((a, b) => a.score - b.score);
    const median = results[Math.floor(results.length / 2)];
    const range = `${results[0].score}–${results.at(-1).score}`;
    console.log(`| ${name} | ${median.score} | ${range} | ${METRICS.map(([id]) => median.metrics[id]).join(' | ')} |`);
  }
} finally {
  server.stop();
}
