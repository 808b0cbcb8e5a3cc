import { z } from 'zod';

/** Pam's further Wheels tools (rigs, storage, fuel statistics, maintenance schedules, trips, safety checklists). */
export const WHEELS_PAM_TOOL_PARAMETERS = {} as const satisfies Record<string, z.ZodType>;
