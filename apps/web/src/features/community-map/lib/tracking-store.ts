import { useSyncExternalStore } from 'react';
import type { TrackerState } from './location-tracker.ts';

/**
 * The shell's tracker publishes its state here; the map reads it (own position, why tracking is not running).
 * Module state, like the session: one tracker per tab.
 */
const IDLE: TrackerState = { status: 'idle', position: null, failure: null };
let current: TrackerState = IDLE;
const listeners = new Set<() => void>();

export function publishTrackingState(state: TrackerState): void {
  current = state;
  for (const listener of [...listeners]) listener();
}

/** Calls `listener` after every change until the returned function is called. */
export function subscribeTrackingState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getTrackingState(): TrackerState {
  return current;
}

export function useTrackingState(): TrackerState {
  return useSyncExternalStore(subscribeTrackingState, () => current);
}
