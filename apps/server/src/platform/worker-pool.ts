import { availableParallelism } from 'node:os';
import type { ErrorClass } from '@ww/contracts';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { Piscina } from 'piscina';
import { AppError } from './errors.ts';

/**
 * A job that runs on a worker thread: its name in the worker's task table (src/worker.ts), and, for the compiler only,
 * its input and output. A module declares its tasks next to the functions that do the work, and its service calls
 * `workers.run(task, input)`, so the module never imports the worker entry (no arrow back up) and the entry maps each
 * name to its function in one place.
 */
export type WorkerTask<I, O> = {
  readonly name: string;
  /**
   * The ArrayBuffers of a result that move to the main thread instead of being copied: a structured clone is
   * deserialised on the receiving thread, so a large result (a rendered response, thousands of rows) is sent as bytes.
   */
  readonly moves?: (output: O) => ArrayBuffer[];
  readonly types?: (input: I) => O;
};

export const workerTask = <I, O>(
  name: string,
  options: { moves?: (output: O) => ArrayBuffer[] } = {},
): WorkerTask<I, O> => ({
  name,
  ...options,
});

/** What the worker entry's table holds: a task and the function that does it, typed together. */
export type TaskImplementation = readonly [name: string, run: (input: never) => unknown];

export const implement = <I, O>(task: WorkerTask<I, O>, run: (input: I) => O | Promise<O>): TaskImplementation => {
  const { moves } = task;
  if (!moves) return [task.name, run];
  return [
    task.name,
    async (input: I) => {
      const output = await run(input);
      // Piscina sends a "movable" result's value with its buffers in the transfer list (and unwraps it on arrival).
      return Piscina.move({
        [Piscina.transferableSymbol]: moves(output),
        [Piscina.valueSymbol]: output,
      } as unknown as ArrayBuffer);
    },
  ];
};

/**
 * Errors cross the thread boundary by structured clone, which keeps an Error's message but not its class or fields:
 * the worker entry sends an AppError (a refusal the user should read: 400 invalid file, 422 too many rows) as this
 * plain object, and the pool throws it again as the same AppError on the main thread.
 */
export type WorkerRefusal = {
  refusal: {
    status: ContentfulStatusCode;
    class: ErrorClass;
    message: string;
    code?: string;
    fields?: Record<string, string>;
  };
};

export function toRefusal(err: unknown): WorkerRefusal | undefined {
  if (!(err instanceof AppError)) return undefined;
  return {
    refusal: {
      status: err.status,
      class: err.errorClass,
      message: err.message,
      ...(err.code ? { code: err.code } : {}),
      ...(err.fields ? { fields: err.fields } : {}),
    },
  };
}

const isRefusal = (value: unknown): value is WorkerRefusal =>
  typeof value === 'object' && value !== null && 'refusal' in value;

export type WorkerPool = {
  /** `transfer`: ArrayBuffers of the input that move to the worker (the caller can no longer read them). */
  run<I, O>(task: WorkerTask<I, O>, input: I, options?: { signal?: AbortSignal; transfer?: ArrayBuffer[] }): Promise<O>;
  /** Ends the threads; tasks still queued are refused. */
  close(): Promise<void>;
};

/** Tasks waiting for a thread, across all users, before the server answers 503 instead of queueing more. */
const MAX_QUEUE = 64;

/**
 * The pool of worker threads that CPU-heavy work runs on (decision 044): parsing uploaded files, planning, simplifying
 * geometry, building exports. One thread per core but one (the event loop keeps a core; at least two threads, so one
 * long import does not hold every other user's plan), started on first use and ended after a minute idle, at a lower
 * scheduling priority than the event loop where the OS allows it.
 *
 * `filename` is the worker entry: the bundled dist/worker.js in production; src/worker.ts under tsx and Vitest, where
 * `execArgv` loads tsx in each thread.
 */
export function createWorkerPool(options: { filename: string; execArgv?: string[]; threads?: number }): WorkerPool {
  const threads = options.threads ?? Math.max(2, Math.min(4, availableParallelism() - 1));
  const piscina = new Piscina({
    filename: options.filename,
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: 60_000,
    maxQueue: MAX_QUEUE,
    // The lowest priority (nice 19): on a busy machine the event loop always gets the core first, and the threads
    // take what it leaves. Nice 5 left the loop waiting up to 170 ms behind three parses on two cores (bench).
    niceIncrement: 19,
    execArgv: options.execArgv ?? [],
    // A worker that runs out of memory ends with an error for that task alone, not the process.
    resourceLimits: { maxOldGenerationSizeMb: 1024 },
  });
  return {
    async run<I, O>(
      task: WorkerTask<I, O>,
      input: I,
      runOptions: { signal?: AbortSignal; transfer?: ArrayBuffer[] } = {},
    ): Promise<O> {
      if (piscina.queueSize >= MAX_QUEUE)
        throw new AppError(503, 'server', 'The server is busy. Please try again in a minute.', 'busy');
      const result: unknown = await piscina.run(
        { name: task.name, input },
        {
          ...(runOptions.signal ? { signal: runOptions.signal } : {}),
          ...(runOptions.transfer ? { transferList: runOptions.transfer } : {}),
        },
      );
      if (isRefusal(result)) {
        const { status, message, code, fields } = result.refusal;
        throw new AppError(status, result.refusal.class, message, code, fields);
      }
      return result as O;
    },
    close: () => piscina.close({ force: true }),
  };
}
