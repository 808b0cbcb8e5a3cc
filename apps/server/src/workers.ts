import { fileURLToPath } from 'node:url';
import { createWorkerPool, type WorkerPool } from '#platform/worker-pool.ts';

/**
 * The server's worker pool on its entry: dist/worker.js beside the bundled dist/main.js, or src/worker.ts run through
 * tsx when the server runs from source (tsx, Vitest).
 */
export function createServerWorkers(options: { threads?: number } = {}): WorkerPool {
  const fromSource = import.meta.url.endsWith('.ts');
  return createWorkerPool({
    filename: fileURLToPath(new URL(fromSource ? './worker.ts' : './worker.js', import.meta.url)),
    ...(fromSource ? { execArgv: ['--import', 'tsx'] } : {}),
    ...options,
  });
}
