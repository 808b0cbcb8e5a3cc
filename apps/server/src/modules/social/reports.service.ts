import type { Report, ReportInput } from '@ww/contracts';
import { withUserTx } from '#db/with-user-tx.ts';
import type { AppDeps } from '#platform/app-env.ts';
import { AppError, notFound, validationError } from '#platform/errors.ts';
import { decodeCreatedCursor, encodeCreatedCursor } from '#platform/pagination.ts';
import { tryConsume } from '#platform/rate-limits.ts';
import { reportsRepository as repo, type ReportRow } from './reports.repository.ts';

type Deps = Pick<AppDeps, 'db' | 'rateLimits'>;

export const toReport = (r: ReportRow): Report => ({
  id: r.id,
  target_type: r.target_type as Report['target_type'],
  target_id: r.target_id,
  reason: r.reason,
  status: r.status as Report['status'],
  created_at: r.created_at.toISOString(),
  resolved_at: r.resolved_at?.toISOString() ?? null,
});

const tooManyReports = () =>
  new AppError(429, 'other', 'You have sent many reports in the last hour. Please try again later.', 'rate_limited');

/** The trigger of 0023 refuses a report of one's own content, and a target that vanished meanwhile. */
function reportError(err: unknown): never {
  const code = (err as { code?: unknown } | null)?.code;
  if (code === '22023') throw validationError({ target_id: 'own_content' }, 'own_content');
  if (code === 'P0002') throw notFound();
  throw err;
}

/**
 * Reports (issue 12 point 8): anyone reports what they can see, once while the report is open. Whether they can see
 * it is the content table's own policy (social_can_see_content), so a report never confirms that hidden content
 * exists.
 */
export function createReportsService(deps: Deps) {
  return {
    /** `created` is false when the caller already had an open report of this target: that one is answered. */
    file: (userId: string, input: ReportInput) =>
      withUserTx(deps.db, { userId }, async (t) => {
        if (!(await repo.canSee(t, input.target_type, input.target_id))) throw notFound();
        const open = await repo.findOpen(t, input.target_type, input.target_id);
        if (open) return { report: toReport(open), created: false };
        if (!(await tryConsume(deps.rateLimits.socialReports, userId))) throw tooManyReports();
        const row = await repo.insert(t, input).catch(reportError);
        if (row) return { report: toReport(row), created: true };
        // Filed by a parallel request of the same user between the look-up and the insert.
        const filed = await repo.findOpen(t, input.target_type, input.target_id);
        if (!filed) throw notFound();
        return { report: toReport(filed), created: false };
      }),

    listMine: (userId: string, query: { limit: number; cursor?: string }) =>
      withUserTx(deps.db, { userId }, async (t) => {
        const rows = await repo.listMine(t, {
          after: query.cursor === undefined ? undefined : decodeCreatedCursor(query.cursor),
          limit: query.limit + 1,
        });
        const page = rows.slice(0, query.limit);
        const last = page.at(-1);
        return {
          data: page.map(toReport),
          next_cursor:
            rows.length > query.limit && last ? encodeCreatedCursor({ c: last.cursor_ts, i: last.id }) : null,
        };
      }),
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;
