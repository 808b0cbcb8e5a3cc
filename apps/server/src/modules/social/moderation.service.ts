import { DAY_MS } from '@ww/contracts';
import type {
  ModerationAction,
  ModerationActionRecord,
  QueuedReport,
  ReportStatus,
  ReportTargetType,
} from '@ww/contracts';
import { withUserTx, type Tx } from '#db/with-user-tx.ts';
import type { AppDeps } from '#platform/app-env.ts';
import { AppError, notFound, validationError } from '#platform/errors.ts';
import { decodeCreatedCursor, encodeCreatedCursor } from '#platform/pagination.ts';
import type { AdminService } from '#modules/admin/index.ts';
import { moderationRepository as repo, type AuditRow, type QueueRow } from './moderation.repository.ts';
import { deliverNotices, writeNotices, type WrittenNotice } from './social-notify.ts';

type Deps = Pick<AppDeps, 'db' | 'logger' | 'mailer' | 'publicUrl' | 'publishToUser'> & Pick<AdminService, 'isAdmin'>;
type PageQuery = { limit: number; cursor?: string };

const notModerator = () => new AppError(403, 'rls_permission', "You don't have moderator privileges.", 'not_moderator');

/** social_moderate's SQLSTATEs (0023) as the client hears them. */
function moderationError(err: unknown): never {
  switch ((err as { code?: unknown } | null)?.code) {
    case 'P0002':
      throw notFound();
    case '42501':
      throw notModerator();
    case '22023':
      throw new AppError(400, 'validation', 'This action does not apply here.', 'not_applicable', {
        action: 'not_applicable',
      });
    case 'P0001':
      throw new AppError(409, 'validation', 'This content is not hidden.', 'not_hidden');
    default:
      throw err;
  }
}

const iso = (d: Date | null) => d?.toISOString() ?? null;
const json = (v: AuditRow['before']) => (typeof v === 'string' ? (JSON.parse(v) as Record<string, unknown>) : v);

const toQueued = (r: QueueRow): QueuedReport => ({
  id: r.id,
  target_type: r.target_type as ReportTargetType,
  target_id: r.target_id,
  reason: r.reason,
  status: r.status,
  created_at: r.created_at.toISOString(),
  resolved_at: iso(r.resolved_at),
  group_id: r.group_id,
  reporter: { id: r.reporter_id, display_name: r.reporter_name, avatar_url: r.reporter_avatar },
  target: r.author_id
    ? {
        body: r.body,
        author: { id: r.author_id, display_name: r.author_name, avatar_url: r.author_avatar },
        group_id: r.target_group_id,
        hidden_at: iso(r.hidden_at),
        hidden_reason: r.hidden_reason,
      }
    : null,
});

const toAction = (
  r: AuditRow & { actor_name: string | null; actor_avatar: string | null },
): ModerationActionRecord => ({
  id: r.id,
  actor: r.actor_id ? { id: r.actor_id, display_name: r.actor_name, avatar_url: r.actor_avatar } : null,
  action: r.action as ModerationAction,
  target_type: r.target_type as ReportTargetType,
  target_id: r.target_id,
  target_author_id: r.target_author_id,
  group_id: r.group_id,
  report_id: r.report_id,
  reason: r.reason,
  before: json(r.before),
  after: json(r.after),
  created_at: r.created_at.toISOString(),
});

function paged<R extends { cursor_ts: string; id: string }, T>(rows: R[], limit: number, toItem: (r: R) => T) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    data: page.map(toItem),
    next_cursor: rows.length > limit && last ? encodeCreatedCursor({ c: last.cursor_ts, i: last.id }) : null,
  };
}
const pageOf = (query: PageQuery) => ({
  after: query.cursor === undefined ? undefined : decodeCreatedCursor(query.cursor),
  limit: query.limit + 1,
});

type ActionRequest = {
  action: ModerationAction;
  reason: string;
  suspend_days?: number;
} & ({ reportId: string } | { target_type: ReportTargetType; target_id: string });

/**
 * The moderation queue and its actions (issue 12 point 8). Site admins (the admin module's check) act with
 * `app.moderator` on everything; group owners and moderators on what was written in their groups. The database
 * decides each action's scope and writes its audit row (social_moderate); this service words the outcome and tells
 * the author why.
 */
export function createModerationService(deps: Deps) {
  /** A transaction with the caller's moderation scope: the site's when they are an admin. */
  const asModerator = async <T>(userId: string, fn: (t: Tx, isAdmin: boolean) => Promise<T>) => {
    const isAdmin = await deps.isAdmin(userId);
    return withUserTx(deps.db, { userId, moderator: isAdmin }, (t) => fn(t, isAdmin));
  };

  return {
    /** Reports the caller moderates; 403 for a user who moderates nothing. */
    queue: (userId: string, query: PageQuery & { status: ReportStatus }) =>
      asModerator(userId, async (t, isAdmin) => {
        if (!isAdmin && !(await repo.moderatesAGroup(t))) throw notModerator();
        return paged(await repo.queue(t, query.status, pageOf(query)), query.limit, toQueued);
      }),

    act: async (userId: string, request: ActionRequest) => {
      if ('target_type' in request && request.target_type === 'user' && ['hide', 'restore'].includes(request.action)) {
        throw validationError({ action: 'not_for_users' }, 'not_applicable');
      }
      const until =
        request.action === 'suspend' && request.suspend_days
          ? new Date(Date.now() + request.suspend_days * DAY_MS)
          : null;
      const notices: WrittenNotice[] = [];
      const audit = await asModerator(userId, async (t) => {
        const row = await repo
          .moderate(t, {
            action: request.action,
            targetType: 'target_type' in request ? request.target_type : null,
            targetId: 'target_id' in request ? request.target_id : null,
            reportId: 'reportId' in request ? request.reportId : null,
            reason: request.reason,
            until,
          })
          .catch(moderationError);
        // Dismissing changes nothing for the author; every other decision is theirs to know, with its reason.
        if (row.action !== 'dismiss' && row.target_author_id) {
          notices.push(
            ...(await writeNotices(t, [
              {
                recipient: row.target_author_id,
                kind: 'social.moderation',
                data: {
                  action: row.action,
                  target_type: row.target_type,
                  target_id: row.target_id,
                  reason: row.reason,
                  until: iso(until),
                },
              },
            ])),
          );
        }
        return row;
      });
      await deliverNotices(deps, notices);
      return toAction(audit);
    },

    /** The audit log: site admins only. */
    actions: (userId: string, query: PageQuery) =>
      asModerator(userId, async (t, isAdmin) => {
        if (!isAdmin) throw notModerator();
        return paged(await repo.actions(t, pageOf(query)), query.limit, toAction);
      }),

    mySuspension: (userId: string) =>
      withUserTx(deps.db, { userId }, async (t) => {
        const row = await repo.mySuspension(t);
        return row ? { reason: row.reason, until: row.until.toISOString() } : null;
      }),
  };
}
export type ModerationService = ReturnType<typeof createModerationService>;
