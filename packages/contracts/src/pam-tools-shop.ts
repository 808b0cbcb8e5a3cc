import { z } from 'zod';

/** Pam's Shop tools (find products, what fits the rig, add to cart, order status) and profile tools. */
export const SHOP_PAM_TOOL_PARAMETERS = {} as const satisfies Record<string, z.ZodType>;
