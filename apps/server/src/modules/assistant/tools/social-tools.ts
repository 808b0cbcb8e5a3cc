import type { PamTool } from '../assistant.types.ts';
import type { ToolServices } from './kit.ts';
import { socialCommunityTools } from './social-community-tools.ts';
import { socialFeedTools } from './social-feed-tools.ts';
import { socialMessageTools } from './social-message-tools.ts';
import { socialNetworkTools } from './social-network-tools.ts';

/** Social: posts, comments, likes, messages, friends, follows, blocks, groups, marketplace, hustles, location sharing. */
export function socialTools(s: ToolServices): PamTool[] {
  return [...socialFeedTools(s), ...socialMessageTools(s), ...socialNetworkTools(s), ...socialCommunityTools(s)];
}
