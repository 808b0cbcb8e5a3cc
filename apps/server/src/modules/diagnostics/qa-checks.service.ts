import { DIAGNOSTICS_LIMITS, type QaCheck, type QaCheckValues, type QaPageSummary, type QaResult } from '@ww/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';
import { withUserTx, type Tx } from '#db/with-user-tx.ts';
import { notAdmin } from '#platform/auth/require-admin.ts';
import { notFound } from '#platform/errors.ts';
import { beforeCreatedKey, decodeCreatedCursor, encodeCreatedCursor } from '#platform/pagination.ts';
import type { AdminService } from '#modules/admin/index.ts';
import type { QaScreenshotStore } from './qa-screenshots.store.ts';
import { withDiagnosticsTx } from './vitals.service.ts';

type CheckRow = {
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

const toCheck = (r: CheckRow): QaCheck => ({
  id: r.id,
  page: r.page,
  device: r.device,
  result: r.result as QaResult,
  note: r.note,
  has_screenshot: r.screenshot_path !== null,
  created_by: r.created_by,
  author_name: r.author_name,
  created_at: r.created_at.toISOString(),
});

export function createQaChecksService(deps: { db: Kysely<Database>; admin: AdminService; store: QaScreenshotStore }) {
  /** Runs `fn` as the verified admin (app.moderator set), else refuses with a 403. */
  async function asAdmin<T>(userId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
    if (!(await deps.admin.isAdmin(userId))) throw notAdmin();
    return asVerifiedAdmin(userId, fn);
  }
  const asVerifiedAdmin = <T>(userId: string, fn: (tx: Tx) => Promise<T>) =>
    withUserTx(deps.db, { userId, moderator: true }, fn);

  const select = sql`
    select id, page, device, result, note, screenshot_path, created_by, public_display_name(created_by) as author_name,
           created_at, created_at::text as cursor_ts
    from qa_checks`;

  return {
    /** Records a check; the screenshot is stored first and removed again when the check cannot be recorded. */
    async create(userId: string, values: QaCheckValues, screenshot: File | null): Promise<QaCheck> {
      if (!(await deps.admin.isAdmin(userId))) throw notAdmin();
      const name = screenshot ? await deps.store.save(screenshot) : null;
      try {
        return await asVerifiedAdmin(userId, async (tx) => {
          const { id } = await tx
            .insertInto('qa_checks')
            .values({ ...values, created_by: userId, screenshot_path: name })
            .returning('id')
            .executeTakeFirstOrThrow();
          const { rows } = await sql<CheckRow>`${select} where id = ${id}`.execute(tx);
          return toCheck(rows[0]!);
        });
      } catch (err) {
        if (name) await deps.store.remove(name);
        throw err;
      }
    },

    /** The full history, newest first, paged by an opaque cursor. */
    async list(userId: string, query: { limit: number; cursor?: string | undefined }) {
      const after = query.cursor === undefined ? undefined : decodeCreatedCursor(query.cursor);
      const rows = await asAdmin(userId, async (tx) => {
        const where = after ? sql`where ${beforeCreatedKey(after, 'created_at', 'id')}` : sql``;
        return (
          await sql<CheckRow>`${select} ${where} order by created_at desc, id desc limit ${query.limit + 1}`.execute(tx)
        ).rows;
      });
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        data: page.map(toCheck),
        next_cursor: rows.length > query.limit && last ? encodeCreatedCursor({ c: last.cursor_ts, i: last.id }) : null,
      };
    },

    /** The stored WebP of a check's screenshot. */
    async screenshot(userId: string, id: string): Promise<Buffer> {
      const row = await asAdmin(userId, (tx) =>
        tx.selectFrom('qa_checks').select('screenshot_path').where('id', '=', id).executeTakeFirst(),
      );
      const bytes = row?.screenshot_path ? await deps.store.read(row.screenshot_path) : null;
      if (!bytes) throw notFound();
      return bytes;
    },

    /** Per page: the last result and when, and the last 30 days' counts. No notes, screenshots or authors. */
    async summary(): Promise<QaPageSummary[]> {
      const days = DIAGNOSTICS_LIMITS.qaSummaryDays;
      const { rows } = await withDiagnosticsTx(deps.db, (tx) =>
        sql<Omit<QaPageSummary, 'last_checked_at'> & { last_checked_at: Date }>`
          select page,
                 (array_agg(result order by created_at desc))[1] as last_result,
                 max(created_at) as last_checked_at,
                 count(*) filter (where result = 'pass' and created_at >= now() - make_interval(days => ${days}))::int as pass_30d,
                 count(*) filter (where result = 'fail' and created_at >= now() - make_interval(days => ${days}))::int as fail_30d,
                 count(*) filter (where result = 'blocked' and created_at >= now() - make_interval(days => ${days}))::int as blocked_30d
          from qa_checks
          group by page
          order by max(created_at) desc
          limit 200`.execute(tx),
      );
      return rows.map((r) => ({ ...r, last_checked_at: r.last_checked_at.toISOString() }));
    },
  };
}
export type QaChecksService = ReturnType<typeof createQaChecksService>;
