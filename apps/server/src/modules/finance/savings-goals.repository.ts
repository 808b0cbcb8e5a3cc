import { sql, type Selectable } from 'kysely';
import type { Database } from '#db/schema.ts';
import type { Tx } from '#db/with-user-tx.ts';

export type SavingsGoalValues = { name: string; target_amount: number; currency: string; target_date: string | null };
export type SavingsGoalRow = Selectable<Database['savings_goals']> & {
  saved: string;
  monthly_needed: string | null;
  target_passed: boolean;
};
const contributionColumns = ['id', 'goal_id', 'amount', 'date', 'note', 'created_at'] as const;

export const savingsGoalsRepository = {
  /**
   * Goals with what was saved (sum of contributions) and the monthly amount still needed: what is missing spread
   * over the months left until the target date, counting the current month (at least one), rounded up to the cent
   * so that paying it each month reaches the target. A date already passed gets no monthly amount: target_passed.
   */
  async select(tx: Tx, today: string, id?: string) {
    const { rows } = await sql<SavingsGoalRow>`
      select g.id, g.user_id, g.name, g.target_amount::text as target_amount, g.currency, g.target_date::text as target_date,
        s.saved::text as saved,
        case when g.target_date is null or s.saved >= g.target_amount or g.target_date < ${today}::date then null
          else (ceil((g.target_amount - s.saved) * 100 / greatest(1,
            (extract(year from g.target_date) - extract(year from ${today}::date)) * 12
            + extract(month from g.target_date) - extract(month from ${today}::date) + 1)) / 100)::numeric(14, 2)::text
        end as monthly_needed,
        coalesce(g.target_date < ${today}::date and s.saved < g.target_amount, false) as target_passed,
        g.created_at, g.updated_at
      from savings_goals g
      cross join lateral (select coalesce(sum(c.amount), 0) as saved from savings_contributions c where c.goal_id = g.id) s
      ${id ? sql`where g.id = ${id}` : sql``}
      order by g.created_at, g.id`.execute(tx);
    return rows;
  },

  insert: (tx: Tx, values: SavingsGoalValues) =>
    tx.insertInto('savings_goals').values(values).returning('id').executeTakeFirstOrThrow(),

  async update(tx: Tx, id: string, values: Partial<SavingsGoalValues>) {
    const row = await tx
      .updateTable('savings_goals')
      .set({ ...values, updated_at: new Date() })
      .where('id', '=', id)
      .returning('id')
      .executeTakeFirst();
    return !!row;
  },

  async remove(tx: Tx, id: string) {
    const res = await tx.deleteFrom('savings_goals').where('id', '=', id).executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  },

  async exists(tx: Tx, id: string) {
    return !!(await tx.selectFrom('savings_goals').select('id').where('id', '=', id).executeTakeFirst());
  },

  contributions: (tx: Tx, goalId: string) =>
    tx
      .selectFrom('savings_contributions')
      .select(contributionColumns)
      .where('goal_id', '=', goalId)
      .orderBy('date', 'desc')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute(),

  addContribution: (tx: Tx, values: { goal_id: string; amount: number; date: string; note: string }) =>
    tx.insertInto('savings_contributions').values(values).returning(contributionColumns).executeTakeFirstOrThrow(),

  async removeContribution(tx: Tx, goalId: string, id: string) {
    const res = await tx
      .deleteFrom('savings_contributions')
      .where('id', '=', id)
      .where('goal_id', '=', goalId)
      .executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  },
};
export type ContributionRow = Awaited<ReturnType<typeof savingsGoalsRepository.addContribution>>;
