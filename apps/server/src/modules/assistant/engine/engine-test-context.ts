import type { EngineContext } from '../assistant.types.ts';

/**
 * The moment the engine's unit tests read messages at, unless a test says otherwise: Wednesday 18 March 2026 (weeks
 * start on Monday 16 March), a user writing English with metric units and US dollars, no location known, nothing said
 * before.
 */
export function engineContext(over: Partial<EngineContext> = {}): EngineContext {
  return {
    language: 'en',
    today: '2026-03-18',
    timezone: 'UTC',
    units: 'metric',
    currency: 'USD',
    location: null,
    previous: null,
    ...over,
  };
}
