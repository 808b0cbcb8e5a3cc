import { sql } from 'kysely';
import type { ReportInput } from '@ww/contracts';
import type { Tx } from '#db/with-user-tx.ts';

/**
 * Reports as their reporter files and reads them, inside the reporter's request transaction: the content_reports
 * policies let a reporter file only about what they can see and read only their own; the trigger of 0023 fills in
 * the target's author and group from the content itself.
 */

/** Where a page ends: the last row's created_at as Postgres text (microseconds kept) and its id. */
export type PageKey = { c: string; i: string };

const reportColumns = ['id', 'target_type', 'target_id', 'reason', 'status', 'created_at', 'resolved_at'] as const;

export const reportsRepository = {
  /** The content (or user) exists and the current user can see it, as its own table's policy decides. */
  async canSee(tx: Tx, targetType: string, targetId: string) {
    const {
      rows: [row],
    } = await sql<{
      visible: boolean;
    }>`select social_can_see_content(${targetType}, ${targetId}::uuid) as visible`.execute(tx);
    return row?.visible === true;
  },

  /** The current user's open report of this target, if any. */
  findOpen: (tx: Tx, targetType: string, targetId: string) =>
    tx
      .selectFrom('content_reports')
      .select(reportColumns)
      .where('reporter_id', '=', sql<string>`current_app_user_id()`)
      .where('target_type', '=', targetType)
      .where('target_id', '=', targetId)
      .where('status', '=', 'open')
      .executeTakeFirst(),

  /** Undefined when an open report of the same target was filed meanwhile (the partial unique index). */
  insert: (tx: Tx, input: ReportInput) =>
    tx
      .insertInto('content_reports')
      .values({ target_type: input.target_type, target_id: input.target_id, reason: input.reason })
      .onConflict((oc) =>
        oc.columns(['reporter_id', 'target_type', 'target_id']).where('status', '=', 'open').doNothing(),
      )
      .returning(reportColumns)
      .executeTakeFirst(),

  /** The current user's own reports, newest first. */
  listMine: (tx: Tx, page: { after?: PageKey; limit: number }) =>
    tx
      .selectFrom('content_reports')
      .select([...reportColumns, sql<string>`created_at::text`.as('cursor_ts')])
      .where('reporter_id', '=', sql<string>`current_app_user_id()`)
      .$if(!!page.after, (q) =>
        q.where(sql<boolean>`(created_at, id) < (${page.after!.c}::timestamptz, ${page.after!.i}::uuid)`),
      )
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .execute(),
};
export type ReportRow = NonNullable<Awaited<ReturnType<typeof reportsRepository.findOpen>>>;
