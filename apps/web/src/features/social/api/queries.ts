import { feedQueries } from './feed.ts';
import { groupsQueries } from './groups.ts';
import { hustlesQueries } from './hustles.ts';
import { marketplaceQueries } from './marketplace.ts';
import { messagesQueries } from './messages.ts';
import { moderationQueries } from './moderation.ts';
import { networkQueries } from './network.ts';
import { planningQueries } from './planning.ts';

/**
 * The social feature's one query factory: each area's reads are `queryOptions` (or `infiniteQueryOptions`) under
 * `socialQueries.<area>`, keys under ['social', '<area>'], so a realtime event or a mutation invalidates exactly its
 * family, and `socialQueries.all()` everything social.
 */
export const socialQueries = {
  all: () => ['social'] as const,
  moderation: moderationQueries,
  feed: feedQueries,
  groups: groupsQueries,
  network: networkQueries,
  planning: planningQueries,
  marketplace: marketplaceQueries,
  hustles: hustlesQueries,
  messages: messagesQueries,
};
