// Bundles the server (with the workspace's contracts) into dist/main.js and dist/worker.js; npm packages stay external.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const here = new URL('.', import.meta.url);
const pkg = JSON.parse(readFileSync(new URL('package.json', here), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@ww/'));

rmSync(new URL('dist', here), { recursive: true, force: true });
// The worker threads' entry (src/worker.ts, decision 044) is a second bundle beside main.js, where workers.ts finds it.
await build({
  entryPoints: {
    main: new URL('src/main.ts', here).pathname,
    worker: new URL('src/worker.ts', here).pathname,
    // The offline geocoder's own thread (providers/geocoding/gazetteer-thread.ts, decision 051).
    'gazetteer-worker': new URL('src/providers/geocoding/gazetteer-worker.ts', here).pathname,
  },
  outdir: new URL('dist', here).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
cpSync(new URL('src/db/migrations', here), new URL('dist/migrations', here), { recursive: true });
