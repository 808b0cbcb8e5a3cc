import { sql } from 'kysely';
import type { AdminDashboard } from '@ww/contracts';
import type { Tx } from '#db/with-user-tx.ts';

type Revenue = { currency: string; amount: string; orders: number };

export type AdminUserRow = {
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
};

const rows = async <T>(t: Tx, query: ReturnType<typeof sql<T>>) => (await query.execute(t)).rows;

const revenue = (t: Tx, since: ReturnType<typeof sql>) =>
  rows<Revenue>(
    t,
    sql`
      select currency, sum(total)::text as amount, count(*)::int as orders from shop_orders
      where status in ('paid', 'shipped', 'delivered') and ${since}
      group by currency order by currency`,
  );

/** The dashboard's aggregates, read as the read-only admin role; each figure over every user. */
const dashboard = {
  totals: async (t: Tx) =>
    (
      await rows<{ user_count: number; active_sessions: number }>(
        t,
        sql`
          select (select count(*)::int from users) as user_count,
                 (select count(*)::int from user_active_sessions where expires_at > now()) as active_sessions`,
      )
    )[0],

  signupsPerDay: (t: Tx) =>
    rows<{ day: string; count: number }>(
      t,
      sql`
        select to_char(d, 'YYYY-MM-DD') as day, count(u.id)::int as count
        from generate_series((now() at time zone 'UTC')::date - 29, (now() at time zone 'UTC')::date, interval '1 day') as d
        left join users u on (u.created_at at time zone 'UTC')::date = d::date
        group by d order by d`,
    ),

  memberships: async (t: Tx) =>
    (
      await rows<AdminDashboard['memberships']>(
        t,
        sql`
          select count(*) filter (where st = 'trialing')::int as trialing,
                 count(*) filter (where st = 'active' and plan = 'monthly')::int as monthly,
                 count(*) filter (where st = 'active' and plan = 'annual')::int as annual,
                 count(*) filter (where st = 'past_due')::int as past_due,
                 count(*) filter (where st = 'canceled')::int as canceled,
                 count(*) filter (where st = 'expired')::int as expired,
                 count(*) filter (where plan <> 'trial' and st in ('active', 'past_due'))::int as converted
          from (select plan, billing_status(s) as st from subscriptions s) m`,
      )
    )[0],

  ordersByStatus: (t: Tx) =>
    rows<{ status: string; n: number }>(t, sql`select status, count(*)::int as n from shop_orders group by status`),

  revenue30d: (t: Tx) => revenue(t, sql`created_at > now() - interval '30 days'`),
  revenueTotal: (t: Tx) => revenue(t, sql`true`),

  topProducts: (t: Tx) =>
    rows<{ product_id: string | null; name: string; units: number }>(
      t,
      sql`
        select i.product_id, min(i.name) as name, sum(i.quantity)::int as units
        from shop_order_items i join shop_orders o on o.id = i.order_id
        where o.status in ('paid', 'shipped', 'delivered')
        group by i.product_id order by units desc, name limit 5`,
    ),

  pam: async (t: Tx) =>
    (
      await rows<{ messages_30d: number; feedback_up: number; feedback_down: number }>(
        t,
        sql`
          select count(*) filter (where role = 'user' and created_at > now() - interval '30 days')::int as messages_30d,
                 count(*) filter (where feedback = 1)::int as feedback_up,
                 count(*) filter (where feedback = -1)::int as feedback_down
          from pam_messages`,
      )
    )[0],

  repliesByEngine: (t: Tx) =>
    rows<{ engine: string; n: number }>(
      t,
      sql`
        select coalesce(metadata ->> 'engine', 'unknown') as engine, count(*)::int as n from pam_messages
        where role = 'pam' and created_at > now() - interval '30 days' group by 1 order by 1`,
    ),

  openReports: async (t: Tx) =>
    (await rows<{ open: number }>(t, sql`select count(*)::int as open from content_reports where status = 'open'`))[0]
      ?.open ?? 0,

  qa: async (t: Tx) =>
    (
      await rows<{ checks: number; failing: number }>(
        t,
        sql`
          select count(*)::int as checks, count(*) filter (where result <> 'pass')::int as failing
          from qa_checks where created_at > now() - interval '30 days'`,
      )
    )[0],
};

export const adminRepository = {
  /** The user's address and confirmation, and their admin_users role when active. */
  adminRole: (t: Tx, userId: string) =>
    t
      .selectFrom('users')
      .leftJoin('admin_users', (j) =>
        j.onRef('admin_users.user_id', '=', 'users.id').on('admin_users.status', '=', 'active'),
      )
      .select(['users.email', 'users.email_confirmed_at', 'admin_users.role'])
      .where('users.id', '=', userId)
      .executeTakeFirst(),

  /** The caller's own address and confirmation (a request role sees only its own account). */
  ownAccount: (t: Tx) => t.selectFrom('users').select(['email', 'email_confirmed_at']).executeTakeFirst(),

  /** Any user's id and address, as the read-only admin role. */
  account: (t: Tx, userId: string) =>
    t.selectFrom('users').select(['id', 'email']).where('id', '=', userId).executeTakeFirst(),

  dashboard,

  /** Accounts whose address or name contains `q` (any case), newest first, each with the number of all matches. */
  async users(t: Tx, query: { q?: string | undefined; limit: number; offset: number }) {
    const like = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const filter = like ? sql`where u.email ilike ${like} or p.full_name ilike ${like}` : sql``;
    const { rows: found } = await sql<AdminUserRow>`
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
      limit ${query.limit} offset ${query.offset}`.execute(t);
    return found;
  },

  /** Gives (`active`) or takes (`inactive`) a user's admin rights. */
  setAdmin: (t: Tx, user: { id: string; email: string }, status: 'active' | 'inactive') =>
    t
      .insertInto('admin_users')
      .values({ user_id: user.id, email: user.email, role: 'admin', status })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ role: 'admin', status }))
      .execute(),

  /** One page of the audit log, newest first, with the actor's address. */
  audit: (t: Tx, query: { limit: number; offset: number; target_table?: string | undefined }) =>
    t
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
      .execute(),
};
