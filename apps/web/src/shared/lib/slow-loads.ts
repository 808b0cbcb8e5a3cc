import { useSyncExternalStore } from 'react';
import { PERFORMANCE_TARGETS } from '@ww/contracts';

export type SlowLoad = { route: string; ms: number; at: number };

const KEEP = 50;
let loads: readonly SlowLoad[] = [];
const listeners = new Set<() => void>();

/** Notes a lazily loaded page that took longer than PERFORMANCE_TARGETS.slowComponentLoadMs (SPEC §9: slow). */
export function recordComponentLoad(route: string, ms: number, at = Date.now()): void {
  if (ms <= PERFORMANCE_TARGETS.slowComponentLoadMs) return;
  loads = [{ route, ms: Math.round(ms), at }, ...loads].slice(0, KEEP);
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** This visit's slow page loads, newest first (kept in memory only). */
export function useSlowLoads(): readonly SlowLoad[] {
  return useSyncExternalStore(
    subscribe,
    () => loads,
    () => loads,
  );
}
