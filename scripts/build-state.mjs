// Whether the production build is missing or older than the sources it is made from.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const SOURCES = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'apps/server/src',
  'packages/contracts/src',
  'package-lock.json',
];
const OUTPUTS = ['apps/web/dist/index.html', 'apps/server/dist/main.js', 'apps/server/dist/worker.js'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function buildIsStale() {
  const outputs = OUTPUTS.map((p) => join(root, p));
  if (!outputs.every(existsSync)) return true;
  const builtAt = Math.min(...outputs.map((p) => statSync(p).mtimeMs));
  return SOURCES.some((p) => newestMtime(join(root, p)) > builtAt);
}
