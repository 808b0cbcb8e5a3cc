import type { PamTool } from '../assistant.types.ts';
import type { ToolServices } from './kit.ts';
import { socialContentTools } from './social-content-tools.ts';
import { socialDestinationTools } from './social-destination-tools.ts';
import { socialFeedTools } from './social-feed-tools.ts';
import { socialFriendTools } from './social-friend-tools.ts';
import { socialGroupAdminTools } from './social-group-admin-tools.ts';
import { socialGroupRequestTools } from './social-group-requests-tools.ts';
import { socialGroupRoleTools } from './social-group-roles-tools.ts';
import { socialGroupRulesTools } from './social-group-rules-tools.ts';
import { socialGroupTools } from './social-group-tools.ts';
import { socialHustleEditTools } from './social-hustle-edit-tools.ts';
import { socialHustleTools } from './social-hustle-tools.ts';
import { socialLocationTools } from './social-location-tools.ts';
import { socialMarketTools } from './social-market-tools.ts';
import { socialMessageTools } from './social-message-tools.ts';
import { socialNetworkTools } from './social-network-tools.ts';
import { socialOwnTools } from './social-own-tools.ts';

/**
 * Social: posts, comments, likes, messages, friends and friend requests, follows, blocks, groups (and what their
 * owners do), the marketplace, the hustle board, location sharing.
 */
export function socialTools(s: ToolServices): PamTool[] {
  return [
    ...socialFeedTools(s),
    ...socialMessageTools(s),
    ...socialFriendTools(s),
    ...socialNetworkTools(s),
    ...socialGroupTools(s),
    ...socialGroupAdminTools(s),
    ...socialGroupRequestTools(s),
    ...socialGroupRoleTools(s),
    ...socialGroupRulesTools(s),
    ...socialMarketTools(s),
    ...socialHustleTools(s),
    ...socialOwnTools(s),
    ...socialHustleEditTools(s),
    ...socialContentTools(s),
    ...socialLocationTools(s),
    ...socialDestinationTools(s),
  ];
}
