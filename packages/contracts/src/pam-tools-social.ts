import { z } from 'zod';

/** Pam's Social tools (feed, comments, likes, messages, friends, follows, blocks, groups, marketplace, hustles, location sharing). */
export const SOCIAL_PAM_TOOL_PARAMETERS = {} as const satisfies Record<string, z.ZodType>;
