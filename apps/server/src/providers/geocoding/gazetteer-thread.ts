import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { GeocodeCandidate, Geocoder } from './geocoder.ts';

// The offline geocoder on a thread of its own (decision 051). Building its index takes ~0.5 s of CPU and ~80 MB, and a
// search ranks up to thousands of towns: on the event loop, a fresh server stalled every request for half a second
// after it started listening. The thread is one per process, shared by every geocoder made here (the index does not
// change), started on first use and kept: it holds the index. It is not in the worker pool (platform/worker-pool.ts),
// where a search typed into the trip planner would wait behind three bank imports and each pool thread would build an
// index of its own.

type Method = Exclude<keyof Geocoder, 'kind'>;
type Args<M extends Method> = Parameters<NonNullable<Geocoder[M]>>;

export type GazetteerRequest = { id: number } & (
  | { method: 'ready'; args: Args<'ready'> }
  | { method: 'search'; args: Args<'search'> }
  | { method: 'reverse'; args: Args<'reverse'> }
);
export type GazetteerReply = { id: number; result?: unknown; error?: string };

type Pending = { resolve: (value: unknown) => void; reject: (err: Error) => void };

/** The worker's entry: the bundled dist/gazetteer-worker.js, or its source run through tsx (tsx, Vitest). */
function workerEntry(): { filename: string; execArgv: string[] } {
  const fromSource = import.meta.url.endsWith('.ts');
  return {
    filename: fileURLToPath(new URL(fromSource ? './gazetteer-worker.ts' : './gazetteer-worker.js', import.meta.url)),
    execArgv: fromSource ? ['--import', 'tsx'] : [],
  };
}

function startThread() {
  const { filename, execArgv } = workerEntry();
  const worker = new Worker(filename, { execArgv, name: 'gazetteer' });
  const pending = new Map<number, Pending>();
  let nextId = 0;
  let ended = false;
  // Held only while a question is open: an idle gazetteer never keeps the process alive, an awaited answer does.
  const holdProcess = () => (pending.size > 0 ? worker.ref() : worker.unref());
  holdProcess();
  worker.on('message', (reply: GazetteerReply) => {
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    holdProcess();
    if (reply.error !== undefined) waiting.reject(new Error(`Offline geocoder: ${reply.error}`));
    else waiting.resolve(reply.result);
  });
  const fail = (err: Error) => {
    ended = true;
    for (const waiting of pending.values()) waiting.reject(err);
    pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`The offline geocoder's thread ended (exit code ${code}).`)));
  return {
    get ended() {
      return ended;
    },
    ask<M extends Method>(method: M, args: Args<M>): Promise<unknown> {
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        holdProcess();
        worker.postMessage({ id, method, args });
      });
    },
  };
}

let thread: ReturnType<typeof startThread> | undefined;

/** The process's gazetteer thread; a new one if the last ended (it ran out of memory, say). */
function gazetteer() {
  if (!thread || thread.ended) thread = startThread();
  return thread;
}

/**
 * The offline geocoder (offline-geocoder.ts: GeoNames towns of 1,000+ people, ranked there) answered from its own
 * thread; `ready()` builds the index there, so the first question does not wait for it.
 */
export function createThreadedOfflineGeocoder(): Geocoder & { ready(): Promise<void> } {
  return {
    kind: 'offline',
    ready: async () => {
      await gazetteer().ask('ready', []);
    },
    search: async (...args) => (await gazetteer().ask('search', args)) as GeocodeCandidate[],
    reverse: async (...args) => (await gazetteer().ask('reverse', args)) as GeocodeCandidate | null,
  };
}
