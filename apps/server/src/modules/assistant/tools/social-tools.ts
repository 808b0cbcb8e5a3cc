import type { PamTool } from '../assistant.types.ts';
import type { ToolServices } from './kit.ts';

/** Social: posts, comments, likes, messages, friends, follows, blocks, groups, marketplace, hustles, location sharing. */
export function socialTools(_s: ToolServices): PamTool[] {
  return [];
}
