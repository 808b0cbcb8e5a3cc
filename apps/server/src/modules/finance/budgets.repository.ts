import { BUDGET_ALERT_THRESHOLDS, periodOf } from '@ww/contracts';
import { sql, type Selectable } from 'kysely';
import type { Database } from '#db/schema.ts';
import type { Tx } from '#db/with-user-tx.ts';

const columns = ['id', 'user_id', 'category', 'period', 'amount', 'currency', 'created_at', 'updated_at'] as const;

export type BudgetValues = { category: string | null; period: string; amount: number; currency: string };

/**
 * The bounds of each budget's period around a date: the calendar month for monthly budgets, the ISO week for
 * weekly ones. Spending counts only expenses in the budget's own currency (no conversion: a budget is a limit
 * on what is paid in that currency).
 */
function periodBounds(date: string) {
  const month = periodOf('month', date);
  const week = periodOf('week', date);
  return sql`cross join lateral (select
      case when b.period = 'weekly' then ${week.start}::date else ${month.start}::date end as period_start,
      case when b.period = 'weekly' then ${week.end}::date else ${month.end}::date end as period_end) p`;
}
const spentInPeriod = sql`coalesce((select sum(e.amount) from expenses e
    where e.currency = b.currency and (b.category is null or e.category = b.category)
      and e.date between p.period_start and p.period_end), 0)`;

/** Whole percent of the limit spent, rounded down (79.99 % is 79 %). */
const percentUsed = sql`floor(s.spent * 100 / b.amount)::bigint`;

type BudgetFields = Pick<Selectable<Database['budgets']>, 'category' | 'period' | 'amount' | 'currency'> & {
  budget_id: string;
};
export type BudgetStatusRow = BudgetFields & {
  period_start: string;
  period_end: string;
  spent: string;
  percent: string;
};
export type BudgetAlertRow = BudgetFields & { threshold: number; spent: string; percent: string };

export const budgetsRepository = {
  list: (tx: Tx) =>
    tx
      .selectFrom('budgets')
      .select(columns)
      .orderBy(sql`category nulls first`)
      .orderBy('period')
      .execute(),

  insert: (tx: Tx, values: BudgetValues) =>
    tx.insertInto('budgets').values(values).returning(columns).executeTakeFirstOrThrow(),

  update: (tx: Tx, id: string, values: Partial<Pick<BudgetValues, 'amount' | 'period'>>) =>
    tx
      .updateTable('budgets')
      .set({ ...values, updated_at: new Date() })
      .where('id', '=', id)
      .returning(columns)
      .executeTakeFirst(),

  async remove(tx: Tx, id: string) {
    const res = await tx.deleteFrom('budgets').where('id', '=', id).executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  },

  /**
   * Every budget's spending in its period containing `date`, and the share of the limit used: the one percentage
   * every screen shows, in whole percent rounded down, so a budget reads 80 % exactly when its 80 % alert is due.
   */
  async status(tx: Tx, date: string) {
    const { rows } = await sql<BudgetStatusRow>`
      select b.id as budget_id, b.category, b.period, p.period_start, p.period_end, b.amount::text as amount, b.currency,
        s.spent::text as spent, ${percentUsed}::text as percent
      from budgets b ${periodBounds(date)}
      cross join lateral (select ${spentInPeriod} as spent) s
      order by b.category nulls first, b.period`.execute(tx);
    return rows;
  },

  /**
   * Records each threshold the matching budgets have now reached in their period containing `date`. The unique
   * (budget, period, threshold) row makes each alert fire once. Of the rows inserted now, only the highest per
   * budget is returned: one save that crosses 80 % and 100 % at once raises one alert, and the 80 % one is spent.
   */
  async recordAlerts(
    tx: Tx,
    scope: { expense: { category: string; currency: string } } | { budgetId: string },
    date: string,
  ) {
    const matching =
      'budgetId' in scope
        ? sql`b.id = ${scope.budgetId}`
        : sql`b.currency = ${scope.expense.currency} and (b.category is null or b.category = ${scope.expense.category})`;
    // Two expenses saved at once must not both miss the crossing: the budget rows serialise them, and the next
    // statement's snapshot sees the other transaction's expense.
    await sql`select b.id from budgets b where ${matching} for update`.execute(tx);
    const thresholds = sql.join(BUDGET_ALERT_THRESHOLDS.map((t) => sql.lit(t)));
    const { rows } = await sql<BudgetAlertRow>`
      with status as (
        select b.id, b.category, b.period, b.amount, b.currency, p.period_start, s.spent, ${percentUsed} as percent
        from budgets b ${periodBounds(date)}
        cross join lateral (select ${spentInPeriod} as spent) s
        where ${matching}
      ), inserted as (
        insert into budget_alerts (budget_id, period_start, threshold)
        select s.id, s.period_start, t.threshold from status s cross join unnest(array[${thresholds}]) as t(threshold)
        where s.spent * 100 >= s.amount * t.threshold
        on conflict (budget_id, period_start, threshold) do nothing
        returning budget_id, threshold
      ), highest as (
        select budget_id, max(threshold) as threshold from inserted group by budget_id
      )
      select s.id as budget_id, s.category, s.period, h.threshold, s.spent::text as spent, s.amount::text as amount, s.currency,
        s.percent::text as percent
      from highest h join status s on s.id = h.budget_id
      order by s.category nulls first, s.period`.execute(tx);
    return rows;
  },
};
export type BudgetRow = Awaited<ReturnType<typeof budgetsRepository.insert>>;
