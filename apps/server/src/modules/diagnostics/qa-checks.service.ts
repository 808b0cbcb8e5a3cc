import { DIAGNOSTICS_LIMITS, type QaCheck, type QaCheckValues, type QaPageSummary, type QaResult } from '@ww/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';
import { withUserTx, type Tx } from '#db/with-user-tx.ts';
import { notAdmin } from '#platform/auth/require-admin.ts';
import { notFound } from '#platform/errors.ts';
import { decodeCreatedCursor, encodeCreatedCursor } from '#platform/pagination.ts';
import type { AdminService } from '#modules/admin/index.ts';
import type { QaScreenshotStore } from './qa-screenshots.store.ts';
import { qaChecksRepository as repo, type CheckRow } from './qa-checks.repository.ts';
import { withDiagnosticsTx } from './vitals.repository.ts';

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

  return {
    /** Records a check; the screenshot is stored first and removed again when the check cannot be recorded. */
    async create(userId: string, values: QaCheckValues, screenshot: File | null): Promise<QaCheck> {
      if (!(await deps.admin.isAdmin(userId))) throw notAdmin();
      const name = screenshot ? await deps.store.save(screenshot) : null;
      try {
        return toCheck(await asVerifiedAdmin(userId, (tx) => repo.insert(tx, userId, values, name)));
      } catch (err) {
        if (name) await deps.store.remove(name);
        throw err;
      }
    },

    /** The full history, newest first, paged by an opaque cursor. */
    async list(userId: string, query: { limit: number; cursor?: string | undefined }) {
      const after = query.cursor === undefined ? undefined : decodeCreatedCursor(query.cursor);
      const rows = await asAdmin(userId, (tx) => repo.page(tx, after, query.limit + 1));
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        data: page.map(toCheck),
        next_cursor: rows.length > query.limit && last ? encodeCreatedCursor({ c: last.cursor_ts, i: last.id }) : null,
      };
    },

    /** The stored WebP of a check's screenshot. */
    async screenshot(userId: string, id: string): Promise<Buffer> {
      const path = await asAdmin(userId, (tx) => repo.screenshotPath(tx, id));
      const bytes = path ? await deps.store.read(path) : null;
      if (!bytes) throw notFound();
      return bytes;
    },

    /** Per page: the last result and when, and the last 30 days' counts. No notes, screenshots or authors. */
    async summary(): Promise<QaPageSummary[]> {
      const days = DIAGNOSTICS_LIMITS.qaSummaryDays;
      const rows = await withDiagnosticsTx(deps.db, (tx) => repo.summary(tx, days));
      return rows.map((r) => ({ ...r, last_checked_at: r.last_checked_at.toISOString() }));
    },
  };
}
export type QaChecksService = ReturnType<typeof createQaChecksService>;
