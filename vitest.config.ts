import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  test: {
    // vitest's default keeps a core free: one worker on a 2-core CI machine. Its main process does little, and test
    // files share nothing (each its own database, temporary directory and port), so one worker per core.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'server',
          include: ['apps/server/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/dist/**'],
          environment: 'node',
          // Migrates one PGlite and one PostgreSQL database that every test database is copied from.
          globalSetup: ['apps/server/test/global-setup.ts'],
          // Integration tests start an in-memory Postgres (PGlite) and hash passwords with argon2.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/testing/setup.ts'],
        },
      },
      {
        test: {
          name: 'contracts',
          include: ['packages/contracts/**/*.test.ts'],
          exclude: ['**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        // The house's own lint rules (eslint.config.js).
        test: { name: 'eslint-rules', include: ['eslint-rules/**/*.test.js'], environment: 'node' },
      },
    ],
  },
});
