import type { Period, PeriodKind } from '@ww/contracts';
import { sql } from 'kysely';
import type { Tx } from '#db/with-user-tx.ts';

type Totals = { currency: string; total: string; count: number };

/** An amount in the display currency: 1 as is, a direct rate, or the inverse of the reverse pair; null without one. */
const toDisplay = (
  amount: string,
  currency: string,
  display: string,
) => sql`${sql.raw(amount)} * case when ${sql.raw(currency)} = ${display} then 1
    else coalesce((select r.rate from exchange_rates r where r.base = ${sql.raw(currency)} and r.quote = ${display}),
                  1 / (select r.rate from exchange_rates r where r.base = ${display} and r.quote = ${sql.raw(currency)})) end`;

export const financeSummaryRepository = {
  async spendingByCategory(tx: Tx, p: Period) {
    const { rows } = await sql<{ category: string; currency: string; total: string }>`
      select category, currency, sum(amount)::text as total from expenses
      where date between ${p.start}::date and ${p.end}::date
      group by category, currency order by sum(amount) desc, category, currency`.execute(tx);
    return rows;
  },

  async totalsByCurrency(tx: Tx, table: 'expenses' | 'income', p: Period) {
    const { rows } = await sql<Totals>`
      select currency, sum(amount)::text as total, count(*)::int as count from ${sql.table(table)}
      where date between ${p.start}::date and ${p.end}::date
      group by currency order by currency`.execute(tx);
    return rows;
  },

  /**
   * Spending and income of the period in the display currency, and the savings rate. `complete` is false when
   * some currency has no rate to the display currency (then the converted sums are meaningless).
   */
  async converted(tx: Tx, display: string, p: Period) {
    const { rows } = await sql<{ spending: string; income: string; savings_rate: string | null; complete: boolean }>`
      with totals as (
        select 'spending' as kind, currency, sum(amount) as total from expenses where date between ${p.start}::date and ${p.end}::date group by currency
        union all
        select 'income', currency, sum(amount) from income where date between ${p.start}::date and ${p.end}::date group by currency
      ), conv as (
        select kind, ${toDisplay('t.total', 't.currency', display)} as value from totals t
      ), sums as (
        select coalesce(round(sum(value) filter (where kind = 'spending'), 2), 0) as spending,
               coalesce(round(sum(value) filter (where kind = 'income'), 2), 0) as income,
               coalesce(bool_and(value is not null), true) as complete
        from conv
      )
      select spending::text, income::text, complete,
        case when income > 0 then round((income - spending) / income, 4)::text end as savings_rate
      from sums`.execute(tx);
    return rows[0]!;
  },

  /** Spending per period start and currency from `from` to `to`, periods being calendar months or ISO weeks. */
  async trend(tx: Tx, kind: PeriodKind, from: string, to: string) {
    const { rows } = await sql<Totals & { period_start: string }>`
      select date_trunc(${kind}, date::timestamp)::date::text as period_start, currency, sum(amount)::text as total, count(*)::int as count
      from expenses where date between ${from}::date and ${to}::date
      group by 1, currency order by 1, currency`.execute(tx);
    return rows;
  },

  /** The biggest expenses of the period, compared in the display currency where a rate allows. */
  async largest(tx: Tx, display: string, p: Period, limit: number) {
    const { rows } = await sql<{
      id: string;
      user_id: string;
      amount: string;
      currency: string;
      category: string;
      date: string;
      description: string;
      created_at: Date;
      updated_at: Date;
    }>`
      select id, user_id, amount::text as amount, currency, category, date::text as date, description, created_at, updated_at
      from expenses e where date between ${p.start}::date and ${p.end}::date
      order by coalesce(${toDisplay('e.amount', 'e.currency', display)}, e.amount) desc, date desc, created_at desc, id desc
      limit ${limit}`.execute(tx);
    return rows;
  },

  /** Tips: fuel and all spending in one currency for two date ranges. */
  async fuelShares(tx: Tx, currency: string, current: Period, previous: Period) {
    const { rows } = await sql<{ fuel_now: string; total_now: string; fuel_before: string; total_before: string }>`
      select
        coalesce(sum(amount) filter (where category = 'fuel' and date >= ${current.start}::date), 0)::text as fuel_now,
        coalesce(sum(amount) filter (where date >= ${current.start}::date), 0)::text as total_now,
        coalesce(sum(amount) filter (where category = 'fuel' and date <= ${previous.end}::date), 0)::text as fuel_before,
        coalesce(sum(amount) filter (where date <= ${previous.end}::date), 0)::text as total_before
      from expenses
      where currency = ${currency} and date between ${previous.start}::date and ${current.end}::date`.execute(tx);
    return rows[0]!;
  },

  async topCategory(tx: Tx, currency: string, p: Period) {
    const { rows } = await sql<{ category: string; total: string; share: string }>`
      select category, sum(amount)::text as total, round(sum(amount) * 100 / sum(sum(amount)) over (), 1)::text as share
      from expenses where currency = ${currency} and date between ${p.start}::date and ${p.end}::date
      group by category order by sum(amount) desc, category limit 1`.execute(tx);
    return rows[0];
  },

  async campgroundAverages(tx: Tx, p: Period) {
    const { rows } = await sql<{ currency: string; average: string; count: number }>`
      select currency, round(avg(amount), 2)::text as average, count(*)::int as count
      from expenses where category = 'campground' and date between ${p.start}::date and ${p.end}::date
      group by currency order by count(*) desc, currency`.execute(tx);
    return rows;
  },
};
