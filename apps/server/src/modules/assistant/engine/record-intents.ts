import type { IntentMatcher } from './prepared-message.ts';

export const recordMatchers: IntentMatcher[] = [];
