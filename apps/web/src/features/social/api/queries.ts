import { feedQueries } from './feed.ts';

/**
 * The social feature's one query factory: each area's reads are `queryOptions` (or `infiniteQueryOptions`) under
 * `socialQueries.<area>`, keys under ['social', '<area>'], so a realtime event or a mutation invalidates exactly its
 * family, and `socialQueries.all()` everything social.
 */
export const socialQueries = {
  all: () => ['social'] as const,
  feed: feedQueries,
};
