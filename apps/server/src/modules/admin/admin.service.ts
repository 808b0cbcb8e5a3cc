import type { AdminDashboard } from '@ww/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';
import { withAdminActionTx, withAdminTx, withUserTx, type Tx } from '#db/with-user-tx.ts';
import { isConfirmedOwner } from '#platform/auth/owner.ts';
import { notAdmin } from '#platform/auth/require-admin.ts';
import { AppError, notFound } from '#platform/errors.ts';
import type { Logger } from '#platform/logger.ts';
import { adminRepository as repo } from './admin.repository.ts';

const NO_MEMBERSHIPS: AdminDashboard['memberships'] = {
  trialing: 0,
  monthly: 0,
  annual: 0,
  past_due: 0,
  canceled: 0,
  expired: 0,
  converted: 0,
};

const money = (rows: Array<{ currency: string; amount: string; orders: number }>) =>
  rows.map((r) => ({ currency: r.currency, amount: Number(r.amount), orders: r.orders }));

/** Every figure of the dashboard, one query after another in the admin transaction. */
async function readDashboard(t: Tx): Promise<AdminDashboard> {
  const q = repo.dashboard;
  const totals = await q.totals(t);
  const signups = await q.signupsPerDay(t);
  const memberships = await q.memberships(t);
  const statuses = await q.ordersByStatus(t);
  const revenue30d = money(await q.revenue30d(t));
  const revenueTotal = money(await q.revenueTotal(t));
  const top = await q.topProducts(t);
  const pam = await q.pam(t);
  const engines = await q.repliesByEngine(t);
  const openReports = await q.openReports(t);
  const qa = await q.qa(t);
  return {
    user_count: totals?.user_count ?? 0,
    active_sessions: totals?.active_sessions ?? 0,
    signups_per_day: signups,
    memberships: memberships ?? NO_MEMBERSHIPS,
    orders: {
      by_status: Object.fromEntries(statuses.map((r) => [r.status, r.n])),
      revenue_30d: revenue30d,
      revenue_total: revenueTotal,
      top_products: top,
    },
    pam: {
      messages_30d: pam?.messages_30d ?? 0,
      replies_by_engine: Object.fromEntries(engines.map((r) => [r.engine, r.n])),
      feedback_up: pam?.feedback_up ?? 0,
      feedback_down: pam?.feedback_down ?? 0,
    },
    moderation: { open_reports: openReports },
    qa: { checks_30d: qa?.checks ?? 0, failing_30d: qa?.failing ?? 0 },
  };
}

export function createAdminService(deps: { db: Kysely<Database>; logger: Logger; ownerEmail?: string }) {
  /**
   * Admin = an active admin_users row with role admin, or the OWNER_EMAIL address once confirmed through the
   * e-mailed link. The confirmed owner address is also the fallback when the check itself fails (SPEC §6).
   */
  async function isAdmin(userId: string): Promise<boolean> {
    try {
      return await withUserTx(deps.db, { userId }, async (tx) => {
        const row = await repo.adminRole(tx, userId);
        return row?.role === 'admin' || (!!row && isConfirmedOwner(deps.ownerEmail, row));
      });
    } catch (err) {
      deps.logger.error('admin check failed', { error: err instanceof Error ? err.message : String(err) });
      if (!deps.ownerEmail) throw err;
      const user = await withUserTx(deps.db, { userId }, repo.ownAccount);
      return !!user && isConfirmedOwner(deps.ownerEmail, user);
    }
  }

  return {
    isAdmin,
    async dashboard(userId: string): Promise<AdminDashboard> {
      if (!(await isAdmin(userId))) throw notAdmin();
      return withAdminTx(deps.db, readDashboard);
    },

    /** Accounts by e-mail or name (contains, any case), newest first; the caller checked the admin rights. */
    users: (query: { q?: string | undefined; limit: number; offset: number }) =>
      withAdminTx(deps.db, async (tx) => {
        const rows = await repo.users(tx, query);
        return {
          data: rows.map(({ total: _total, ...r }) => ({
            ...r,
            created_at: r.created_at.toISOString(),
            last_active_at: r.last_active_at?.toISOString() ?? null,
            suspended_until: r.suspended_until?.toISOString() ?? null,
          })),
          total: rows[0]?.total ?? 0,
        };
      }),

    /** Gives or takes admin rights (an admin cannot take their own: the console keeps at least its user). */
    async setAdmin(adminId: string, userId: string, makeAdmin: boolean) {
      if (adminId === userId && !makeAdmin) {
        throw new AppError(409, 'validation', 'You cannot remove your own admin rights.', 'self_demotion');
      }
      // Another user's address is read as the read-only admin role; a request role sees only its own account.
      const user = await withAdminTx(deps.db, (tx) => repo.account(tx, userId));
      if (!user) throw notFound();
      await withAdminActionTx(
        deps.db,
        { userId: adminId, action: makeAdmin ? 'user.make_admin' : 'user.remove_admin' },
        (tx) => repo.setAdmin(tx, user, makeAdmin ? 'active' : 'inactive'),
      );
    },

    /** Who did what when, newest first, with the rows before and after. */
    audit: (query: { limit: number; offset: number; target_table?: string | undefined }) =>
      withAdminTx(deps.db, async (tx) =>
        (await repo.audit(tx, query)).map((r) => ({ ...r, id: Number(r.id), created_at: r.created_at.toISOString() })),
      ),
  };
}
export type AdminService = ReturnType<typeof createAdminService>;
