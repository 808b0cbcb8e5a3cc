/**
 * The longest the event loop was held while `run` ran, in ms, and what `run` returned: a timer asks for a tick every
 * 5 ms and the largest gap between ticks, less those 5 ms, is the longest stretch nothing else could run.
 */
export async function longestHold<T>(run: () => Promise<T>): Promise<{ holdMs: number; result: T }> {
  let last = performance.now();
  let holdMs = 0;
  const tick = () => {
    const now = performance.now();
    holdMs = Math.max(holdMs, now - last - 5);
    last = now;
  };
  const timer = setInterval(tick, 5);
  try {
    const result = await run();
    tick();
    return { holdMs, result };
  } finally {
    clearInterval(timer);
  }
}
