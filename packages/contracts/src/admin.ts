import { z } from 'zod';

export const adminStatusSchema = z.object({ is_admin: z.boolean() });

const count = z.number().int();
const moneyByCurrency = z.array(z.object({ currency: z.string(), amount: z.number(), orders: count }));

/** The console's figures: each one counted from the database when asked, none estimated. */
export const adminDashboardSchema = z.object({
  user_count: count,
  active_sessions: count,
  /** Sign-ups per day over the last 30 days, oldest first, days without sign-ups included as 0. */
  signups_per_day: z.array(z.object({ day: z.string(), count })),
  memberships: z.object({
    trialing: count,
    monthly: count,
    annual: count,
    past_due: count,
    canceled: count,
    expired: count,
    /** Accounts on a paid plan now, by card or by an admin's grant, among every account that had a trial. */
    converted: count,
  }),
  orders: z.object({
    by_status: z.record(z.string(), count),
    /** Paid, shipped and delivered orders (refunds excluded), per currency: the last 30 days and all time. */
    revenue_30d: moneyByCurrency,
    revenue_total: moneyByCurrency,
    top_products: z.array(z.object({ product_id: z.string().nullable(), name: z.string(), units: count })),
  }),
  pam: z.object({
    /** Messages travellers sent Pam in the last 30 days. */
    messages_30d: count,
    replies_by_engine: z.record(z.string(), count),
    feedback_up: count,
    feedback_down: count,
  }),
  moderation: z.object({ open_reports: count }),
  qa: z.object({ checks_30d: count, failing_30d: count }),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  full_name: z.string().nullable(),
  created_at: z.string(),
  last_active_at: z.string().nullable(),
  is_admin: z.boolean(),
  suspended_until: z.string().nullable(),
  plan: z.string().nullable(),
  membership_status: z.string().nullable(),
  course_access: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserListQuerySchema = z.object({
  q: z.string().trim().max(200, { error: 'too_long' }).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export const adminUserListResponseSchema = z.object({ data: z.array(adminUserSchema), total: count });

export const adminAuditEntrySchema = z.object({
  id: count,
  actor_id: z.string().nullable(),
  actor_email: z.string().nullable(),
  action: z.string(),
  target_table: z.string(),
  target_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: z.string(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;
export const adminAuditQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  target_table: z.string().max(64).optional(),
});
export const adminAuditResponseSchema = z.object({ data: z.array(adminAuditEntrySchema) });
