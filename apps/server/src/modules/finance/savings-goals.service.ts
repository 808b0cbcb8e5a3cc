import {
  decimalToAmount,
  todayIn,
  savingsContributionInputSchema,
  savingsGoalInputSchema,
  savingsGoalPatchSchema,
  type SavingsContribution,
  type SavingsGoal,
} from '@ww/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '#db/schema.ts';
import { withUserTx, type Tx } from '#db/with-user-tx.ts';
import { notFound, validationError } from '#platform/errors.ts';
import { financePreferences } from './finance-preferences.ts';
import {
  savingsGoalsRepository as repo,
  type ContributionRow,
  type SavingsGoalRow,
} from './savings-goals.repository.ts';

const toGoal = (r: SavingsGoalRow): SavingsGoal => ({
  ...r,
  target_amount: decimalToAmount(r.target_amount),
  saved: decimalToAmount(r.saved),
  monthly_needed: r.monthly_needed === null ? null : decimalToAmount(r.monthly_needed),
  created_at: new Date(r.created_at).toISOString(),
  updated_at: new Date(r.updated_at).toISOString(),
});
const toContribution = (r: ContributionRow): SavingsContribution => ({
  ...r,
  amount: decimalToAmount(r.amount),
  created_at: r.created_at.toISOString(),
});

export function createSavingsGoalsService(deps: { db: Kysely<Database> }) {
  const tx = <T>(userId: string, fn: Parameters<typeof withUserTx<T>>[2]) => withUserTx(deps.db, { userId }, fn);
  /** "This month" for monthly_needed is the user's, by the time zone in the settings. */
  const today = async (t: Tx) => todayIn((await financePreferences(t)).timezone);
  const one = async (t: Tx, id: string) => {
    const [row] = await repo.select(t, await today(t), id);
    if (!row) throw notFound();
    return toGoal(row);
  };
  /** A target date can be today but not before it: "in time" for a day already gone means nothing. */
  const checkTargetDate = async (t: Tx, targetDate: string | null | undefined) => {
    if (targetDate && targetDate < (await today(t))) throw validationError({ target_date: 'date_in_past' });
  };
  const requireGoal = async (t: Tx, goalId: string) => {
    if (!(await repo.exists(t, goalId))) throw notFound();
  };

  return {
    list: (userId: string) => tx(userId, async (t) => (await repo.select(t, await today(t))).map(toGoal)),

    create: (userId: string, input: z.output<typeof savingsGoalInputSchema>) =>
      tx(userId, async (t) => {
        await checkTargetDate(t, input.target_date);
        const currency = input.currency ?? (await financePreferences(t)).currency;
        const { id } = await repo.insert(t, { ...input, currency, target_date: input.target_date ?? null });
        return one(t, id);
      }),

    update: (userId: string, id: string, patch: z.output<typeof savingsGoalPatchSchema>) =>
      tx(userId, async (t) => {
        await checkTargetDate(t, patch.target_date);
        if (!(await repo.update(t, id, patch))) throw notFound();
        return one(t, id);
      }),

    remove: (userId: string, id: string) =>
      tx(userId, async (t) => {
        if (!(await repo.remove(t, id))) throw notFound();
      }),

    contributions: (userId: string, goalId: string) =>
      tx(userId, async (t) => {
        await requireGoal(t, goalId);
        return (await repo.contributions(t, goalId)).map(toContribution);
      }),

    addContribution: (userId: string, goalId: string, input: z.output<typeof savingsContributionInputSchema>) =>
      tx(userId, async (t) => {
        await requireGoal(t, goalId);
        return toContribution(await repo.addContribution(t, { ...input, goal_id: goalId }));
      }),

    removeContribution: (userId: string, goalId: string, id: string) =>
      tx(userId, async (t) => {
        if (!(await repo.removeContribution(t, goalId, id))) throw notFound();
      }),
  };
}
export type SavingsGoalsService = ReturnType<typeof createSavingsGoalsService>;
