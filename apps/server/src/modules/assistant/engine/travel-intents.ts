import type { IntentMatcher } from './prepared-message.ts';

/** Trips, campgrounds, weather, vehicle, storage and settings requests. */
export const travelMatchers: IntentMatcher[] = [];
