import type { PamTool } from '../assistant.types.ts';
import type { ToolServices } from './kit.ts';

/** Shop: find products, what fits the rig, add to cart, order status; and the profile. */
export function shopTools(_s: ToolServices): PamTool[] {
  return [];
}
