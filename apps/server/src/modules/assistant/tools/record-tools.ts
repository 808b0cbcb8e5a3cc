import type { PamTool } from '../assistant.types.ts';
import type { ToolServices } from './kit.ts';

/** Wins records named in plain words: find, change and delete any record kind; rules and exports. */
export function recordTools(_s: ToolServices): PamTool[] {
  return [];
}
