import { performance } from 'node:perf_hooks';
import { setImmediate } from 'node:timers/promises';

/** How long one request may compute before other requests get a turn, ms. */
export const SLICE_MS = 20;

/**
 * A check to call between steps of a long computation: once it has run for `sliceMs` without waiting on anything,
 * the next call waits one turn of the event loop, so one user's large trip or route search never stalls the rest.
 * On PGlite queries run on the same thread and often finish without yielding, so database work counts too.
 */
export function timeSlicer(sliceMs = SLICE_MS): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < sliceMs) return;
    await setImmediate();
    since = performance.now();
  };
}
