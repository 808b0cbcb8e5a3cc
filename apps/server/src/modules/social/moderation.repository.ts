import { sql } from 'kysely';
import type { ReportStatus } from '@ww/contracts';
import type { Tx } from '#db/with-user-tx.ts';
import type { PageKey } from './reports.repository.ts';

/**
 * The moderators' SQL, inside the moderator's request transaction (with `app.moderator` set for a verified admin).
 * content_reports' policy limits the queue to the reports the caller moderates; the content itself is read through
 * social_moderation_preview and changed through social_moderate (0023), which check the caller's scope themselves.
 */

type Page = { after?: PageKey; limit: number };
const after = (page: Page, alias: string) =>
  page.after
    ? sql`and (${sql.ref(`${alias}.created_at`)}, ${sql.ref(`${alias}.id`)}) < (${page.after.c}::timestamptz, ${page.after.i}::uuid)`
    : sql``;

export type QueueRow = {
  id: string;
  target_type: string;
  target_id: string;
  reason: string;
  status: ReportStatus;
  created_at: Date;
  resolved_at: Date | null;
  group_id: string | null;
  reporter_id: string;
  reporter_name: string | null;
  reporter_avatar: string | null;
  author_id: string | null;
  author_name: string | null;
  author_avatar: string | null;
  target_group_id: string | null;
  body: string | null;
  hidden_at: Date | null;
  hidden_reason: string | null;
  cursor_ts: string;
};

export type AuditRow = {
  id: string;
  actor_id: string | null;
  action: string;
  target_type: string;
  target_id: string;
  target_author_id: string | null;
  group_id: string | null;
  report_id: string | null;
  reason: string;
  before: Record<string, unknown> | string | null;
  after: Record<string, unknown> | string | null;
  created_at: Date;
};
export type AuditListRow = AuditRow & { actor_name: string | null; actor_avatar: string | null; cursor_ts: string };

export const moderationRepository = {
  /** Whether the current user owns or moderates any group (an active membership with that role). */
  async moderatesAGroup(tx: Tx) {
    const row = await tx
      .selectFrom('group_members')
      .select('group_id')
      .where('user_id', '=', sql<string>`current_app_user_id()`)
      .where('status', '=', 'active')
      .where('role', 'in', ['owner', 'moderator'])
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  },

  /** Reports with this status that the caller moderates (not merely the ones they filed), newest first. */
  queue: async (tx: Tx, status: ReportStatus, page: Page) =>
    (
      await sql<QueueRow>`
        select r.id, r.target_type, r.target_id, r.reason, r.status, r.created_at, r.resolved_at, r.group_id,
               r.reporter_id, rc.display_name as reporter_name, rc.avatar_url as reporter_avatar,
               p.author_id, ac.display_name as author_name, ac.avatar_url as author_avatar,
               p.group_id as target_group_id, p.body, p.hidden_at, p.hidden_reason,
               r.created_at::text as cursor_ts
        from content_reports r
        left join lateral social_user_card(r.reporter_id) rc on true
        left join lateral social_moderation_preview(r.target_type, r.target_id) p on true
        left join lateral social_user_card(p.author_id) ac on true
        where r.status = ${status} and social_may_moderate(r.group_id) ${after(page, 'r')}
        order by r.created_at desc, r.id desc
        limit ${page.limit}`.execute(tx)
    ).rows,

  /** Applies, audits and answers one action (social_moderate); SQLSTATEs as that function documents. */
  moderate: async (
    tx: Tx,
    a: {
      action: string;
      targetType: string | null;
      targetId: string | null;
      reportId: string | null;
      reason: string;
      until: Date | null;
    },
  ) => {
    const {
      rows: [row],
    } = await sql<AuditRow & { actor_name: string | null; actor_avatar: string | null }>`
      select m.*, ac.display_name as actor_name, ac.avatar_url as actor_avatar
      from social_moderate(${a.action}, ${a.targetType}, ${a.targetId}::uuid, ${a.reportId}::uuid,
                           ${a.reason}, ${a.until?.toISOString() ?? null}::timestamptz) m
      left join lateral social_user_card(m.actor_id) ac on true`.execute(tx);
    return row!;
  },

  /** The audit log, newest first (site moderators only, by the table's policy). */
  actions: async (tx: Tx, page: Page) =>
    (
      await sql<AuditListRow>`
        select m.*, ac.display_name as actor_name, ac.avatar_url as actor_avatar, m.created_at::text as cursor_ts
        from moderation_actions m
        left join lateral social_user_card(m.actor_id) ac on true
        where true ${after(page, 'm')}
        order by m.created_at desc, m.id desc
        limit ${page.limit}`.execute(tx)
    ).rows,

  /** The current user's suspension while it lasts (user_suspensions_read lets them read their own). */
  mySuspension: (tx: Tx) =>
    tx
      .selectFrom('user_suspensions')
      .select(['reason', 'until'])
      .where('user_id', '=', sql<string>`current_app_user_id()`)
      .where('until', '>', sql<Date>`now()`)
      .executeTakeFirst(),
};
