import {
  addMonths,
  addDays,
  todayIn,
  sideIncomeSourceInputSchema,
  sideIncomeSourcePatchSchema,
  type SideIncomeSource,
} from '@ww/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '#db/schema.ts';
import { withUserTx, type Tx } from '#db/with-user-tx.ts';
import { notFound } from '#platform/errors.ts';
import { toCurrencyTotals } from './currency-totals.ts';
import { financePreferences } from './finance-preferences.ts';
import { sideIncomeRepository as repo, type SideIncomeRow } from './side-income.repository.ts';

/** The twelve months up to today: from the day after the same date a year ago. */
function lastTwelveMonths(today: string) {
  return { from: addDays(addMonths(today, -12), 1), to: today };
}

export function createSideIncomeService(deps: { db: Kysely<Database> }) {
  const tx = <T>(userId: string, fn: Parameters<typeof withUserTx<T>>[2]) => withUserTx(deps.db, { userId }, fn);

  async function withTotals(t: Tx, rows: SideIncomeRow[]): Promise<SideIncomeSource[]> {
    const { from, to } = lastTwelveMonths(todayIn((await financePreferences(t)).timezone));
    const totals = await repo.totals(t, from, to);
    return rows.map((r) => ({
      ...r,
      kind: r.kind as SideIncomeSource['kind'],
      created_at: r.created_at.toISOString(),
      totals: toCurrencyTotals(totals.filter((x) => x.side_income_source_id === r.id)),
    }));
  }

  return {
    list: (userId: string) => tx(userId, async (t) => withTotals(t, await repo.list(t))),
    create: (userId: string, input: z.output<typeof sideIncomeSourceInputSchema>) =>
      tx(userId, async (t) => (await withTotals(t, [await repo.insert(t, input)]))[0]!),
    update: (userId: string, id: string, patch: z.output<typeof sideIncomeSourcePatchSchema>) =>
      tx(userId, async (t) => {
        const row = await repo.update(t, id, patch);
        if (!row) throw notFound();
        return (await withTotals(t, [row]))[0]!;
      }),
    remove: (userId: string, id: string) =>
      tx(userId, async (t) => {
        if (!(await repo.remove(t, id))) throw notFound();
      }),
  };
}
export type SideIncomeService = ReturnType<typeof createSideIncomeService>;
