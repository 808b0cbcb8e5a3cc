import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Browser journeys: Chromium against the built app served by the real server (started by global-setup.ts).
 * Run from the repository root: npx vitest run --config apps/web/e2e/vitest.config.ts
 */
export default defineConfig({
  test: {
    root: here('../../..'),
    include: ['apps/web/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: [here('./global-setup.ts')],
    // One server, one browser at a time: the journeys share the server and 2 cores are enough for one Chromium.
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
