// `npm start`: builds what is missing or out of date, then serves app and API on one port.
import { spawnSync } from 'node:child_process';
import { buildIsStale } from './build-state.mjs';

const root = new URL('..', import.meta.url).pathname;
if (buildIsStale()) {
  console.log('Building the app (first start or changed sources)...');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import(new URL('../apps/server/dist/main.js', import.meta.url).href);
