import type { Income, IncomeListResponse } from '@ww/contracts';
import { decimalToAmount, incomeInputSchema, incomeListQuerySchema, incomePatchSchema } from '@ww/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '#db/schema.ts';
import { withUserTx } from '#db/with-user-tx.ts';
import { notFound } from '#platform/errors.ts';
import { throwIfChanged, type Expected } from '#platform/preconditions.ts';
import { deletedRows, restoreGone } from './deleted-rows.repository.ts';
import { encodeCursor } from '#platform/pagination.ts';
import { toCurrencyTotals } from './currency-totals.ts';
import { financePreferences } from './finance-preferences.ts';
import { incomeRepository as repo, type IncomeRow } from './income.repository.ts';

// Field by field: a list row also carries its cursor timestamp, which is not part of an income line.
export const toIncome = (r: IncomeRow): Income => ({
  id: r.id,
  user_id: r.user_id,
  source: r.source,
  amount: decimalToAmount(r.amount),
  currency: r.currency,
  date: r.date,
  recurrence: r.recurrence as Income['recurrence'],
  side_income_source_id: r.side_income_source_id,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

/**
 * Income lines. A side_income_source_id must name one of the user's own sources: the database trigger refuses
 * another user's with 42501, which the API answers as 403 rls_permission.
 */
export function createIncomeService(deps: { db: Kysely<Database> }) {
  const tx = <T>(userId: string, fn: Parameters<typeof withUserTx<T>>[2]) => withUserTx(deps.db, { userId }, fn);
  return {
    list: (userId: string, query: z.output<typeof incomeListQuerySchema>): Promise<IncomeListResponse> =>
      tx(userId, async (t) => {
        const { limit, cursor, ...filter } = query;
        const rows = await repo.page(t, filter, limit, cursor);
        const page = rows.slice(0, limit);
        const last = page.at(-1);
        return {
          data: page.map(toIncome),
          next_cursor:
            rows.length > limit && last ? encodeCursor({ d: last.date, c: last.cursor_ts, i: last.id }) : null,
          totals: toCurrencyTotals(await repo.totals(t, filter)),
        };
      }),

    create: (userId: string, input: z.output<typeof incomeInputSchema>) =>
      tx(userId, async (t) => {
        const currency = input.currency ?? (await financePreferences(t)).currency;
        return toIncome(
          await repo.insert(t, { ...input, currency, side_income_source_id: input.side_income_source_id ?? null }),
        );
      }),

    /** With `expected` (If-Match), only while the row is still the version the client saw: else 412. */
    update: (userId: string, id: string, patch: z.output<typeof incomePatchSchema>, expected?: Expected) =>
      tx(userId, async (t) => {
        const row = await repo.update(t, id, patch, expected);
        if (!row) {
          await throwIfChanged(t, 'income', { id }, expected);
          throw notFound();
        }
        return toIncome(row);
      }),

    /** Deletes at once; the row is kept for a restore within FINANCE_LIMITS.restoreWindowMs. */
    remove: (userId: string, id: string, expected?: Expected) =>
      tx(userId, async (t) => {
        if (!(await deletedRows.remove(t, 'income', id, expected))) {
          await throwIfChanged(t, 'income', { id }, expected);
          throw notFound();
        }
      }),

    /** Undoes a delete: the same income line (id, dates, import key) is back in lists and totals. */
    restore: (userId: string, id: string) =>
      tx(userId, async (t) => {
        const row = (await deletedRows.restore(t, 'income', id)) ? await repo.byId(t, id) : undefined;
        if (!row) throw restoreGone();
        return toIncome(row);
      }),
  };
}
export type IncomeService = ReturnType<typeof createIncomeService>;
