import type { Income, IncomeListResponse } from '@ww/contracts';
import { decimalToAmount, incomeInputSchema, incomeListQuerySchema, incomePatchSchema } from '@ww/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '#db/schema.ts';
import type { Expected } from '#platform/preconditions.ts';
import { incomeRepository, type IncomeRow } from './income.repository.ts';
import { ledgerService } from './ledger.service.ts';

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
 * Income lines, a ledger (ledger.service.ts). A side_income_source_id must name one of the user's own sources: the
 * database trigger refuses another user's with 42501, which the API answers as 403 rls_permission.
 */
export function createIncomeService(deps: { db: Kysely<Database> }) {
  const ledger = ledgerService(deps, {
    table: 'income',
    repo: incomeRepository,
    toItem: toIncome,
    saved: (_t, row) => Promise.resolve(toIncome(row)),
  });
  return {
    list: (userId: string, query: z.output<typeof incomeListQuerySchema>): Promise<IncomeListResponse> =>
      ledger.list(userId, query),
    create: (userId: string, input: z.output<typeof incomeInputSchema>) =>
      ledger.create(userId, { ...input, side_income_source_id: input.side_income_source_id ?? null }),
    /** With `expected` (If-Match), only while the row is still the version the client saw: else 412. */
    update: (userId: string, id: string, patch: z.output<typeof incomePatchSchema>, expected?: Expected) =>
      ledger.update(userId, id, patch, expected),
    /** Deletes at once; the row is kept for a restore within FINANCE_LIMITS.restoreWindowMs. */
    remove: ledger.remove,
    /** Undoes a delete: the same income line (id, dates, import key) is back in lists and totals. */
    restore: ledger.restore,
    /** The lines deleted within the restore window (latest first), for an undo named in words. */
    restorable: ledger.restorable,
  };
}
export type IncomeService = ReturnType<typeof createIncomeService>;
