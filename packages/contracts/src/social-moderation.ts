import { z } from 'zod';
import {
  hiddenStateFields,
  REPORT_TARGET_TYPES,
  SOCIAL_LIMITS,
  socialPageQuerySchema,
  socialUserSchema,
} from './social.ts';

/** Reports (issue 12 point 8) and what moderators do with them. */

export const REPORT_STATUSES = ['open', 'actioned', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const MODERATION_ACTIONS = ['hide', 'restore', 'dismiss', 'warn', 'suspend'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** The longest suspension a moderator sets in one action. */
export const SUSPEND_DAYS_MAX = 365;

/** The moderator's "why", shown to the author. */
const moderationReason = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(SOCIAL_LIMITS.reportReasonMaxChars, { error: 'too_long' });

/** The common reasons a report offers first (the dialog and Pam); 'other' needs details. */
export const REPORT_REASONS = [
  'spam',
  'harassment',
  'hate',
  'violence',
  'scam',
  'sexual',
  'misinformation',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** `POST /api/v1/social/reports`. */
export const reportInputSchema = z
  .object({
    target_type: z.enum(REPORT_TARGET_TYPES, { error: 'invalid' }),
    target_id: z.uuid({ error: 'invalid' }),
    reason: moderationReason,
  })
  .strict();
export type ReportInput = z.infer<typeof reportInputSchema>;

/** A report as its reporter sees it. */
export const reportSchema = z.object({
  id: z.uuid(),
  target_type: z.enum(REPORT_TARGET_TYPES),
  target_id: z.uuid(),
  reason: z.string(),
  status: z.enum(REPORT_STATUSES),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
});
export type Report = z.infer<typeof reportSchema>;
/** `POST /social/reports`: the report, and whether it was already filed (the open one answered, nothing new made). */
export const reportResponseSchema = z.object({
  data: reportSchema.extend({ already_filed: z.boolean() }),
});

/** What was reported, as its moderators see it; null when it is gone (or no longer theirs to see). */
export const moderationTargetSchema = z.object({
  /** The text (a listing's or a hustle's title and description); null for a reported user. */
  body: z.string().nullable(),
  author: socialUserSchema,
  group_id: z.uuid().nullable(),
  ...hiddenStateFields,
});
export type ModerationTarget = z.infer<typeof moderationTargetSchema>;

/** A report in the moderation queue. */
export const queuedReportSchema = reportSchema.extend({
  reporter: socialUserSchema,
  group_id: z.uuid().nullable(),
  target: moderationTargetSchema.nullable(),
});
export type QueuedReport = z.infer<typeof queuedReportSchema>;
export const queuedReportListSchema = z.object({
  data: z.array(queuedReportSchema),
  next_cursor: z.string().nullable(),
});

/** Suspend only: for how many days (1..SUSPEND_DAYS_MAX). */
const suspendDays = z.number({ error: 'invalid' }).int({ error: 'invalid' }).min(1).max(SUSPEND_DAYS_MAX).optional();
/** A suspension says for how many days. */
const hasSuspendDays = (v: { action: string; suspend_days?: number | undefined }) =>
  v.action !== 'suspend' || v.suspend_days !== undefined;

/** `GET /api/v1/social/moderation/reports?status=open&limit&cursor`. */
export const moderationQueueQuerySchema = socialPageQuerySchema.extend({
  status: z.enum(REPORT_STATUSES, { error: 'invalid' }).default('open'),
});

/** `POST /api/v1/social/moderation/reports/{id}/actions`: the target is the report's. */
export const reportActionInputSchema = z
  .object({
    action: z.enum(MODERATION_ACTIONS, { error: 'invalid' }),
    reason: moderationReason,
    suspend_days: suspendDays,
  })
  .strict()
  .refine(hasSuspendDays, { error: 'required', path: ['suspend_days'] });
export type ReportActionInput = z.infer<typeof reportActionInputSchema>;

/** `POST /api/v1/social/moderation/actions`: acting on content without a report (dismiss needs a report). */
export const moderationActionInputSchema = z
  .object({
    target_type: z.enum(REPORT_TARGET_TYPES, { error: 'invalid' }),
    target_id: z.uuid({ error: 'invalid' }),
    action: z.enum(MODERATION_ACTIONS, { error: 'invalid' }).exclude(['dismiss'], { error: 'invalid' }),
    reason: moderationReason,
    suspend_days: suspendDays,
  })
  .strict()
  .refine(hasSuspendDays, { error: 'required', path: ['suspend_days'] });
export type ModerationActionInput = z.infer<typeof moderationActionInputSchema>;

/** One audited action. `before`/`after`: the hidden state, or the suspension, as it was and became. */
export const moderationActionSchema = z.object({
  id: z.uuid(),
  actor: socialUserSchema.nullable(),
  action: z.enum(MODERATION_ACTIONS),
  target_type: z.enum(REPORT_TARGET_TYPES),
  target_id: z.uuid(),
  target_author_id: z.uuid().nullable(),
  group_id: z.uuid().nullable(),
  report_id: z.uuid().nullable(),
  reason: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.string(),
});
export type ModerationActionRecord = z.infer<typeof moderationActionSchema>;
export const moderationActionResponseSchema = z.object({ data: moderationActionSchema });
export const moderationActionListSchema = z.object({
  data: z.array(moderationActionSchema),
  next_cursor: z.string().nullable(),
});

/** `GET /api/v1/social/moderation/me`: the caller's suspension while it lasts, so the web can say why. */
export const suspensionSchema = z.object({ reason: z.string(), until: z.string() });
export const mySuspensionResponseSchema = z.object({ data: suspensionSchema.nullable() });

/** What the author is told (`social.moderation` notice data): ids and the moderator's reason, never the content. */
export const moderationNoticeDataSchema = z.object({
  action: z.enum(MODERATION_ACTIONS),
  target_type: z.enum(REPORT_TARGET_TYPES),
  target_id: z.uuid(),
  reason: z.string(),
  until: z.string().nullable(),
});
