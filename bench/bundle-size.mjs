// The home page's initial JavaScript, gzipped, as a browser really loads it: every script requested while
// opening / in Chromium until the network is idle (entry, preloaded chunks and anything loaded lazily on the way),
// gzipped at level 9, and as the server sends them (the build's Brotli copies).
// Usage: npm run build && node bench/bundle-size.mjs
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startBuiltServer } from './support.mjs';

const dist = new URL('../apps/web/dist', import.meta.url).pathname;
const server = await startBuiltServer();
try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const page = await browser.newPage();
  const scripts = new Set();
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.add(new URL(req.url()).pathname);
  });
  await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
  await browser.close();

  let total = 0;
  let sent = 0;
  for (const path of [...scripts].sort()) {
    const bytes = readFileSync(join(dist, path));
    const gz = gzipSync(bytes, { level: 9 }).length;
    const br = existsSync(join(dist, `${path}.br`)) ? statSync(join(dist, `${path}.br`)).size : bytes.length;
    total += gz;
    sent += br;
    console.log(`${path}: ${(bytes.length / 1024).toFixed(1)} KB raw, ${(gz / 1024).toFixed(1)} KB gzipped, ${(br / 1024).toFixed(1)} KB sent`);
  }
  console.log(`home page initial JavaScript: ${scripts.size} files, ${(total / 1024).toFixed(1)} KB gzipped (budget 100 KB), ${(sent / 1024).toFixed(1)} KB sent as Brotli`);
} finally {
  server.stop();
}
