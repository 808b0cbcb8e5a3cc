import type { IntentMatcher } from './prepared-message.ts';

export const socialMatchers: IntentMatcher[] = [];
