import { z } from 'zod';

export const adminStatusSchema = z.object({ is_admin: z.boolean() });

export const adminDashboardSchema = z.object({
  user_count: z.number().int(),
  active_sessions: z.number().int(),
  /** Sign-ups per day over the last 30 days, oldest first, days without sign-ups included as 0. */
  signups_per_day: z.array(z.object({ day: z.string(), count: z.number().int() })),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
