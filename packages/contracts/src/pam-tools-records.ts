import { z } from 'zod';

/** Pam's Wins record tools: finding, changing and deleting records named in plain words, rules and exports. */
export const RECORDS_PAM_TOOL_PARAMETERS = {} as const satisfies Record<string, z.ZodType>;
