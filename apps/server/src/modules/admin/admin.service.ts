import { sql, type Kysely } from 'kysely';
import type { AdminDashboard } from '@ww/contracts';
import type { Database } from '#db/schema.ts';
import { withAdminTx, withUserTx } from '#db/with-user-tx.ts';
import { isConfirmedOwner } from '#platform/auth/owner.ts';
import { notAdmin } from '#platform/auth/require-admin.ts';
import type { Logger } from '#platform/logger.ts';

export function createAdminService(deps: { db: Kysely<Database>; logger: Logger; ownerEmail?: string }) {
  /**
   * Admin = an active admin_users row with role admin, or the OWNER_EMAIL address once confirmed through the
   * e-mailed link. The confirmed owner address is also the fallback when the check itself fails (SPEC §6).
   */
  async function isAdmin(userId: string): Promise<boolean> {
    try {
      return await withUserTx(deps.db, { userId }, async (tx) => {
        const row = await tx
          .selectFrom('users')
          .leftJoin('admin_users', (j) =>
            j.onRef('admin_users.user_id', '=', 'users.id').on('admin_users.status', '=', 'active'),
          )
          .select(['users.email', 'users.email_confirmed_at', 'admin_users.role'])
          .where('users.id', '=', userId)
          .executeTakeFirst();
        return row?.role === 'admin' || (!!row && isConfirmedOwner(deps.ownerEmail, row));
      });
    } catch (err) {
      deps.logger.error('admin check failed', { error: err instanceof Error ? err.message : String(err) });
      if (!deps.ownerEmail) throw err;
      const user = await withUserTx(deps.db, { userId }, (tx) =>
        tx.selectFrom('users').select(['email', 'email_confirmed_at']).executeTakeFirst(),
      );
      return !!user && isConfirmedOwner(deps.ownerEmail, user);
    }
  }

  return {
    isAdmin,
    async dashboard(userId: string): Promise<AdminDashboard> {
      if (!(await isAdmin(userId)))
        throw notAdmin();
      return withAdminTx(deps.db, async (tx) => {
        const {
          rows: [totals],
        } = await sql<{ user_count: number; active_sessions: number }>`
          select (select count(*)::int from users) as user_count,
                 (select count(*)::int from user_active_sessions where expires_at > now()) as active_sessions`.execute(
          tx,
        );
        const { rows: days } = await sql<{ day: string; count: number }>`
          select to_char(d, 'YYYY-MM-DD') as day, count(u.id)::int as count
          from generate_series((now() at time zone 'UTC')::date - 29, (now() at time zone 'UTC')::date, interval '1 day') as d
          left join users u on (u.created_at at time zone 'UTC')::date = d::date
          group by d order by d`.execute(tx);
        return {
          user_count: totals?.user_count ?? 0,
          active_sessions: totals?.active_sessions ?? 0,
          signups_per_day: days,
        };
      });
    },
  };
}
export type AdminService = ReturnType<typeof createAdminService>;
