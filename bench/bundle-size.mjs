// The home page's initial JavaScript, gzipped, as a browser really loads it: every script requested while
// opening / in Chromium until the network is idle (entry, preloaded chunks and the lazily loaded home route).
// Usage: npm run build && node bench/bundle-size.mjs
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'apps/web/dist');
const dataDir = mkdtempSync(join(tmpdir(), 'ww-bench-'));
const port = 3000 + Math.floor(Math.random() * 1000);
const server = spawn('node', ['apps/server/dist/main.js'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'error' },
  stdio: 'inherit',
});
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/v1/health`)).ok) break;
    } catch {
      if (i > 600) throw new Error('server did not start');
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const page = await browser.newPage();
  const scripts = new Set();
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.add(new URL(req.url()).pathname);
  });
  await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'networkidle' });
  await browser.close();

  let total = 0;
  for (const path of [...scripts].sort()) {
    const bytes = readFileSync(join(dist, path));
    const gz = gzipSync(bytes, { level: 9 }).length;
    total += gz;
    console.log(`${path}: ${(bytes.length / 1024).toFixed(1)} KB raw, ${(gz / 1024).toFixed(1)} KB gzipped`);
  }
  console.log(`home page initial JavaScript: ${scripts.size} files, ${(total / 1024).toFixed(1)} KB gzipped (budget 100 KB)`);
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
