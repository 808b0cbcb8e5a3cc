// Bundles the server (with the workspace's contracts) into dist/main.js; npm packages stay external.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const here = new URL('.', import.meta.url);
const pkg = JSON.parse(readFileSync(new URL('package.json', here), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@ww/'));

rmSync(new URL('dist', here), { recursive: true, force: true });
await build({
  entryPoints: [new URL('src/main.ts', here).pathname],
  outfile: new URL('dist/main.js', here).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
cpSync(new URL('src/db/migrations', here), new URL('dist/migrations', here), { recursive: true });
