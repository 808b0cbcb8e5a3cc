import { sql } from 'kysely';
import type { QaCheckValues, QaPageSummary } from '@ww/contracts';
import type { Tx } from '#db/with-user-tx.ts';
import { beforeCreatedKey, type decodeCreatedCursor } from '#platform/pagination.ts';

export type CheckRow = {
  id: string;
  page: string;
  device: string;
  result: string;
  note: string;
  screenshot_path: string | null;
  created_by: string | null;
  author_name: string | null;
  created_at: Date;
  cursor_ts: string;
};

const select = sql`
  select id, page, device, result, note, screenshot_path, created_by, public_display_name(created_by) as author_name,
         created_at, created_at::text as cursor_ts
  from qa_checks`;

export const qaChecksRepository = {
  /** Records a check by `userId`; its row as the log shows it. */
  async insert(tx: Tx, userId: string, values: QaCheckValues, screenshotPath: string | null): Promise<CheckRow> {
    const { id } = await tx
      .insertInto('qa_checks')
      .values({ ...values, created_by: userId, screenshot_path: screenshotPath })
      .returning('id')
      .executeTakeFirstOrThrow();
    return (await sql<CheckRow>`${select} where id = ${id}`.execute(tx)).rows[0]!;
  },

  /** Up to `limit` checks older than `after` (all when absent), newest first. */
  page: async (tx: Tx, after: ReturnType<typeof decodeCreatedCursor> | undefined, limit: number) => {
    const where = after ? sql`where ${beforeCreatedKey(after, 'created_at', 'id')}` : sql``;
    return (await sql<CheckRow>`${select} ${where} order by created_at desc, id desc limit ${limit}`.execute(tx)).rows;
  },

  screenshotPath: async (tx: Tx, id: string) =>
    (await tx.selectFrom('qa_checks').select('screenshot_path').where('id', '=', id).executeTakeFirst())
      ?.screenshot_path ?? null,

  /** Per page (the 200 checked last): its last result and when, and the counts of the last `days` days. */
  summary: async (tx: Tx, days: number) =>
    (
      await sql<Omit<QaPageSummary, 'last_checked_at'> & { last_checked_at: Date }>`
        select page,
               (array_agg(result order by created_at desc))[1] as last_result,
               max(created_at) as last_checked_at,
               count(*) filter (where result = 'pass' and created_at >= now() - make_interval(days => ${days}))::int as pass_30d,
               count(*) filter (where result = 'fail' and created_at >= now() - make_interval(days => ${days}))::int as fail_30d,
               count(*) filter (where result = 'blocked' and created_at >= now() - make_interval(days => ${days}))::int as blocked_30d
        from qa_checks
        group by page
        order by max(created_at) desc
        limit 200`.execute(tx)
    ).rows,
};
