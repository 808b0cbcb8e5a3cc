// `npm start`: builds what is missing or out of date, then serves app and API on one port.
import { spawnSync } from 'node:child_process';
import { buildIsStale } from './build-state.mjs';
import { requireSupportedNode } from './node-version.mjs';

requireSupportedNode();

const root = new URL('..', import.meta.url).pathname;

/**
 * The bundlers' warnings, without their progress and size listings: Vite's `(!)` blocks, esbuild's `▲ [WARNING]`
 * blocks, and lines that say warning or error. A warning is printed in full, since it needs reading.
 */
function buildWarnings(output) {
  const warnings = [];
  let current = null;
  for (const line of output.split('\n')) {
    const listing = /^\s*(dist\/|npm warn)/i.test(line);
    if (!listing && /^\(!\)|\[WARNING\]|\bwarn(ing)?\b|\berror\b/i.test(line)) {
      current = [line.trim()];
      warnings.push(current);
    } else if (current && line.trim() && /^\s|^-/.test(line)) current.push(line.trim());
    else current = null;
  }
  return warnings.map((lines) => lines.join('\n    '));
}

if (buildIsStale()) {
  process.stdout.write('Building the app (first start or changed sources)... ');
  const started = Date.now();
  const result = spawnSync('npm', ['run', '--silent', 'build'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  if (result.status !== 0) {
    console.log('failed:\n');
    process.stdout.write(output);
    process.exit(result.status ?? 1);
  }
  console.log(`done in ${Math.round((Date.now() - started) / 1000)} s.`);
  for (const warning of buildWarnings(output)) console.log(`  ${warning}`);
}
await import(new URL('../apps/server/dist/main.js', import.meta.url).href);
