import { sql, type Kysely } from 'kysely';
import type { AdminDashboard } from '@ww/contracts';
import type { Database } from '#db/schema.ts';
import { withAdminActionTx, withAdminTx, withUserTx } from '#db/with-user-tx.ts';
import { isConfirmedOwner } from '#platform/auth/owner.ts';
import { notAdmin } from '#platform/auth/require-admin.ts';
import { AppError, notFound } from '#platform/errors.ts';
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
      if (!(await isAdmin(userId))) throw notAdmin();
      return withAdminTx(deps.db, async (tx) => {
        const one = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(tx)).rows;
        const [totals] = await one<{ user_count: number; active_sessions: number }>(sql`
          select (select count(*)::int from users) as user_count,
                 (select count(*)::int from user_active_sessions where expires_at > now()) as active_sessions`);
        const days = await one<{ day: string; count: number }>(sql`
          select to_char(d, 'YYYY-MM-DD') as day, count(u.id)::int as count
          from generate_series((now() at time zone 'UTC')::date - 29, (now() at time zone 'UTC')::date, interval '1 day') as d
          left join users u on (u.created_at at time zone 'UTC')::date = d::date
          group by d order by d`);
        const [members] = await one<AdminDashboard['memberships']>(sql`
          select count(*) filter (where st = 'trialing')::int as trialing,
                 count(*) filter (where st = 'active' and plan = 'monthly')::int as monthly,
                 count(*) filter (where st = 'active' and plan = 'annual')::int as annual,
                 count(*) filter (where st = 'past_due')::int as past_due,
                 count(*) filter (where st = 'canceled')::int as canceled,
                 count(*) filter (where st = 'expired')::int as expired,
                 count(*) filter (where plan <> 'trial' and st in ('active', 'past_due'))::int as converted
          from (select plan, billing_status(s) as st from subscriptions s) m`);
        const statuses = await one<{ status: string; n: number }>(
          sql`select status, count(*)::int as n from shop_orders group by status`,
        );
        const revenue = (since: ReturnType<typeof sql>) =>
          one<{ currency: string; amount: string; orders: number }>(sql`
            select currency, sum(total)::text as amount, count(*)::int as orders from shop_orders
            where status in ('paid', 'shipped', 'delivered') and ${since}
            group by currency order by currency`);
        const top = await one<{ product_id: string | null; name: string; units: number }>(sql`
          select i.product_id, min(i.name) as name, sum(i.quantity)::int as units
          from shop_order_items i join shop_orders o on o.id = i.order_id
          where o.status in ('paid', 'shipped', 'delivered')
          group by i.product_id order by units desc, name limit 5`);
        const [pam] = await one<{ messages_30d: number; feedback_up: number; feedback_down: number }>(sql`
          select count(*) filter (where role = 'user' and created_at > now() - interval '30 days')::int as messages_30d,
                 count(*) filter (where feedback = 1)::int as feedback_up,
                 count(*) filter (where feedback = -1)::int as feedback_down
          from pam_messages`);
        const engines = await one<{ engine: string; n: number }>(sql`
          select coalesce(metadata ->> 'engine', 'unknown') as engine, count(*)::int as n from pam_messages
          where role = 'pam' and created_at > now() - interval '30 days' group by 1 order by 1`);
        const [reports] = await one<{ open: number }>(
          sql`select count(*)::int as open from content_reports where status = 'open'`,
        );
        const [qa] = await one<{ checks: number; failing: number }>(sql`
          select count(*)::int as checks, count(*) filter (where result <> 'pass')::int as failing
          from qa_checks where created_at > now() - interval '30 days'`);
        const money = (rows: Array<{ currency: string; amount: string; orders: number }>) =>
          rows.map((r) => ({ currency: r.currency, amount: Number(r.amount), orders: r.orders }));
        return {
          user_count: totals?.user_count ?? 0,
          active_sessions: totals?.active_sessions ?? 0,
          signups_per_day: days,
          memberships: members ?? {
            trialing: 0,
            monthly: 0,
            annual: 0,
            past_due: 0,
            canceled: 0,
            expired: 0,
            converted: 0,
          },
          orders: {
            by_status: Object.fromEntries(statuses.map((r) => [r.status, r.n])),
            revenue_30d: money(await revenue(sql`created_at > now() - interval '30 days'`)),
            revenue_total: money(await revenue(sql`true`)),
            top_products: top,
          },
          pam: {
            messages_30d: pam?.messages_30d ?? 0,
            replies_by_engine: Object.fromEntries(engines.map((r) => [r.engine, r.n])),
            feedback_up: pam?.feedback_up ?? 0,
            feedback_down: pam?.feedback_down ?? 0,
          },
          moderation: { open_reports: reports?.open ?? 0 },
          qa: { checks_30d: qa?.checks ?? 0, failing_30d: qa?.failing ?? 0 },
        };
      });
    },

    /** Accounts by e-mail or name (contains, any case), newest first; the caller checked the admin rights. */
    users: (query: { q?: string | undefined; limit: number; offset: number }) =>
      withAdminTx(deps.db, async (tx) => {
        const like = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
        const filter = like ? sql`where u.email ilike ${like} or p.full_name ilike ${like}` : sql``;
        const { rows } = await sql<{
          id: string;
          email: string;
          full_name: string | null;
          created_at: Date;
          last_active_at: Date | null;
          is_admin: boolean;
          suspended_until: Date | null;
          plan: string | null;
          membership_status: string | null;
          course_access: boolean;
          total: number;
        }>`
          select u.id, u.email, p.full_name, u.created_at,
                 (select max(last_activity) from user_active_sessions a where a.user_id = u.id) as last_active_at,
                 exists (select 1 from admin_users au where au.user_id = u.id and au.status = 'active'
                                                         and au.role = 'admin') as is_admin,
                 (select until from user_suspensions us where us.user_id = u.id and us.until > now()) as suspended_until,
                 s.plan, billing_status(s) as membership_status,
                 (exists (select 1 from course_access c where c.user_id = u.id)
                  or (s.plan = 'annual' and billing_status(s) in ('active', 'past_due'))) as course_access,
                 count(*) over ()::int as total
          from users u
          left join profiles p on p.user_id = u.id
          left join subscriptions s on s.user_id = u.id
          ${filter}
          order by u.created_at desc, u.id desc
          limit ${query.limit} offset ${query.offset}`.execute(tx);
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
      const user = await withAdminTx(deps.db, (tx) =>
        tx.selectFrom('users').select(['id', 'email']).where('id', '=', userId).executeTakeFirst(),
      );
      if (!user) throw notFound();
      await withAdminActionTx(
        deps.db,
        { userId: adminId, action: makeAdmin ? 'user.make_admin' : 'user.remove_admin' },
        async (tx) => {
          await tx
            .insertInto('admin_users')
            .values({ user_id: user.id, email: user.email, role: 'admin', status: makeAdmin ? 'active' : 'inactive' })
            .onConflict((oc) =>
              oc.column('user_id').doUpdateSet({ role: 'admin', status: makeAdmin ? 'active' : 'inactive' }),
            )
            .execute();
        },
      );
    },

    /** Who did what when, newest first, with the rows before and after. */
    audit: (query: { limit: number; offset: number; target_table?: string | undefined }) =>
      withAdminTx(deps.db, async (tx) => {
        const rows = await tx
          .selectFrom('admin_audit_log as l')
          .leftJoin('users as u', 'u.id', 'l.actor_id')
          .select([
            'l.id',
            'l.actor_id',
            'u.email as actor_email',
            'l.action',
            'l.target_table',
            'l.target_id',
            'l.before',
            'l.after',
            'l.created_at',
          ])
          .$if(query.target_table !== undefined, (qb) => qb.where('l.target_table', '=', query.target_table!))
          .orderBy('l.created_at', 'desc')
          .orderBy('l.id', 'desc')
          .limit(query.limit)
          .offset(query.offset)
          .execute();
        return rows.map((r) => ({ ...r, id: Number(r.id), created_at: r.created_at.toISOString() }));
      }),
  };
}
export type AdminService = ReturnType<typeof createAdminService>;
