import {
  todayIn,
  budgetInputSchema,
  decimalToAmount,
  budgetPatchSchema,
  type Budget,
  type BudgetAlert,
  type BudgetStatus,
} from '@ww/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '#db/schema.ts';
import { withUserTx, type Tx } from '#db/with-user-tx.ts';
import { AppError, notFound } from '#platform/errors.ts';
import { financePreferences } from './finance-preferences.ts';
import {
  budgetsRepository as repo,
  type BudgetAlertRow,
  type BudgetRow,
  type BudgetStatusRow,
} from './budgets.repository.ts';
import { notificationsRepository } from './notifications.repository.ts';

const toBudget = (r: BudgetRow): Budget => ({
  ...r,
  category: r.category as Budget['category'],
  period: r.period as Budget['period'],
  amount: decimalToAmount(r.amount),
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

export const toBudgetStatus = (r: BudgetStatusRow): BudgetStatus => ({
  ...r,
  category: r.category as BudgetStatus['category'],
  period: r.period as BudgetStatus['period'],
  amount: decimalToAmount(r.amount),
  spent: decimalToAmount(r.spent),
  percent: Number(r.percent),
});

const toAlert = (r: BudgetAlertRow): BudgetAlert => ({
  budget_id: r.budget_id,
  category: r.category as BudgetAlert['category'],
  period: r.period as BudgetAlert['period'],
  threshold: r.threshold as BudgetAlert['threshold'],
  spent: decimalToAmount(r.spent),
  amount: decimalToAmount(r.amount),
  currency: r.currency,
  percent: Number(r.percent),
});

/**
 * One budget per category (or overall) and period kind: a second one is refused with a field message, and the
 * message names the budget that exists (`which`, e.g. 'A monthly budget for fuel').
 */
const duplicate = (err: unknown, which = 'A budget for this category and period'): Error =>
  (err as { code?: string }).code === '23505'
    ? new AppError(409, 'validation', `${which} already exists; change its limit instead.`, 'budget_exists', {
        category: 'budget_exists',
      })
    : err instanceof Error
      ? err
      : new Error(String(err));

/**
 * After an expense is saved (same transaction): the alerts its budgets reach for the first time in the period,
 * each also stored as an in-app notification. With budget alerts switched off in the settings nothing is recorded.
 */
export async function budgetAlertsAfterExpense(
  tx: Tx,
  expense: { category: string; currency: string; date: string },
  prefs: { budgetAlerts: boolean },
): Promise<BudgetAlert[]> {
  if (!prefs.budgetAlerts) return [];
  return notify(tx, (await repo.recordAlerts(tx, { expense }, expense.date)).map(toAlert));
}

async function notify(tx: Tx, alerts: BudgetAlert[]) {
  await notificationsRepository.insertMany(tx, 'budget_alert', alerts);
  return alerts;
}

/**
 * After a budget is created or changed (same transaction): a budget set when spending already passes 80 % or 100 %
 * of it in the current period (today in the user's time zone) alerts at once, as an expense crossing it would.
 */
async function budgetAlertsAfterBudget(tx: Tx, budget: Budget) {
  const prefs = await financePreferences(tx);
  if (!prefs.budgetAlerts) return [];
  return notify(tx, (await repo.recordAlerts(tx, { budgetId: budget.id }, todayIn(prefs.timezone))).map(toAlert));
}

export function createBudgetsService(deps: { db: Kysely<Database> }) {
  const tx = <T>(userId: string, fn: Parameters<typeof withUserTx<T>>[2]) => withUserTx(deps.db, { userId }, fn);
  return {
    list: (userId: string) => tx(userId, async (t) => (await repo.list(t)).map(toBudget)),

    create: (userId: string, input: z.output<typeof budgetInputSchema>) =>
      tx(userId, async (t) => {
        const currency = input.currency ?? (await financePreferences(t)).currency;
        const budget = toBudget(await repo.insert(t, { ...input, currency }));
        return { data: budget, alerts: await budgetAlertsAfterBudget(t, budget) };
      }).catch((err) =>
        Promise.reject(duplicate(err, `A ${input.period} budget for ${input.category ?? 'all spending'}`)),
      ),

    update: (userId: string, id: string, patch: z.output<typeof budgetPatchSchema>) =>
      tx(userId, async (t) => {
        const row = await repo.update(t, id, patch);
        if (!row) throw notFound();
        const budget = toBudget(row);
        return { data: budget, alerts: await budgetAlertsAfterBudget(t, budget) };
      }).catch((err) => Promise.reject(duplicate(err))),

    remove: (userId: string, id: string) =>
      tx(userId, async (t) => {
        if (!(await repo.remove(t, id))) throw notFound();
      }),

    status: (userId: string, date?: string) =>
      tx(userId, async (t) => {
        const day = date ?? todayIn((await financePreferences(t)).timezone);
        return (await repo.status(t, day)).map(toBudgetStatus);
      }),
  };
}
export type BudgetsService = ReturnType<typeof createBudgetsService>;
