import type { Expense, ExpenseListResponse, ExpenseSavedResponse } from '@ww/contracts';
import { decimalToAmount, expenseInputSchema, expenseListQuerySchema, expensePatchSchema } from '@ww/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '#db/schema.ts';
import { withUserTx } from '#db/with-user-tx.ts';
import { notFound, validationError } from '#platform/errors.ts';
import { throwIfChanged, type Expected } from '#platform/preconditions.ts';
import { deletedRows, restoreGone } from './deleted-rows.repository.ts';
import { budgetAlertsAfterExpense } from './budgets.service.ts';
import { expensesRepository as repo, type ExpenseRow } from './expenses.repository.ts';
import { encodeCursor } from '#platform/pagination.ts';
import { toCurrencyTotals } from './currency-totals.ts';
import { financePreferences } from './finance-preferences.ts';

export const toExpense = (r: ExpenseRow): Expense => ({
  id: r.id,
  user_id: r.user_id,
  amount: decimalToAmount(r.amount),
  currency: r.currency,
  category: r.category as Expense['category'],
  date: r.date,
  description: r.description,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

export function createExpensesService(deps: { db: Kysely<Database> }) {
  const tx = <T>(userId: string, fn: Parameters<typeof withUserTx<T>>[2]) => withUserTx(deps.db, { userId }, fn);
  return {
    list: (userId: string, query: z.output<typeof expenseListQuerySchema>): Promise<ExpenseListResponse> =>
      tx(userId, async (t) => {
        // A period that ends before it starts matches nothing: say so rather than answer an empty list and $0.00.
        if (query.from && query.to && query.from > query.to) throw validationError({ to: 'range_reversed' });
        const { limit, cursor, ...filter } = query;
        const rows = await repo.page(t, filter, limit, cursor);
        const page = rows.slice(0, limit);
        const last = page.at(-1);
        return {
          data: page.map(toExpense),
          next_cursor:
            rows.length > limit && last ? encodeCursor({ d: last.date, c: last.cursor_ts, i: last.id }) : null,
          totals: toCurrencyTotals(await repo.totals(t, filter)),
        };
      }),

    create: (userId: string, input: z.output<typeof expenseInputSchema>): Promise<ExpenseSavedResponse> =>
      tx(userId, async (t) => {
        const prefs = await financePreferences(t);
        const row = await repo.insert(t, { ...input, currency: input.currency ?? prefs.currency });
        return { data: toExpense(row), alerts: await budgetAlertsAfterExpense(t, row, prefs) };
      }),

    /** With `expected` (If-Match), only while the row is still the version the client saw: else 412. */
    update: (
      userId: string,
      id: string,
      patch: z.output<typeof expensePatchSchema>,
      expected?: Expected,
    ): Promise<ExpenseSavedResponse> =>
      tx(userId, async (t) => {
        const row = await repo.update(t, id, patch, expected);
        if (!row) {
          await throwIfChanged(t, 'expenses', { id }, expected);
          throw notFound();
        }
        return { data: toExpense(row), alerts: await budgetAlertsAfterExpense(t, row, await financePreferences(t)) };
      }),

    /** Deletes at once; the row is kept for a restore within FINANCE_LIMITS.restoreWindowMs. */
    remove: (userId: string, id: string, expected?: Expected) =>
      tx(userId, async (t) => {
        if (!(await deletedRows.remove(t, 'expenses', id, expected))) {
          await throwIfChanged(t, 'expenses', { id }, expected);
          throw notFound();
        }
      }),

    /** Undoes a delete: the same expense (id, dates, import key) is back in lists, totals and budgets. */
    restore: (userId: string, id: string): Promise<ExpenseSavedResponse> =>
      tx(userId, async (t) => {
        const row = (await deletedRows.restore(t, 'expenses', id)) ? await repo.byId(t, id) : undefined;
        if (!row) throw restoreGone();
        return { data: toExpense(row), alerts: await budgetAlertsAfterExpense(t, row, await financePreferences(t)) };
      }),
  };
}
export type ExpensesService = ReturnType<typeof createExpensesService>;
