// `npm run test:e2e`: the browser journeys alone. The global setup builds the app first when the build is missing
// or older than its sources, and starts the built server on a free port; extra arguments go to vitest.
import { spawnSync } from 'node:child_process';

const root = new URL('../../..', import.meta.url).pathname;
const result = spawnSync(
  'npx',
  ['vitest', 'run', '--config', 'apps/web/e2e/vitest.config.ts', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
