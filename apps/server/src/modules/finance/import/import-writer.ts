import { setImmediate as nextTurn } from 'node:timers/promises';
import type { BudgetAlert, ExpenseCategory } from '@ww/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';
import { withUserTx, type Tx } from '#db/with-user-tx.ts';
import type { Logger } from '#platform/logger.ts';
import { budgetAlertsAfterExpense } from '../budgets.service.ts';
import { financePreferences } from '../finance-preferences.ts';
import { WRITE_BATCH } from './import-tasks.ts';
import { importRepository, type ImportTable } from './import.repository.ts';

/** An import still 'writing' after this long was left by a server that stopped: it is undone. */
export const UNFINISHED_AFTER_SECONDS = 15 * 60;

export type ImportWrite = {
  format: 'csv' | 'ofx';
  inserts: Record<ImportTable, string[]>;
  corrections: { pattern: string; category: ExpenseCategory }[];
  alertPairs: { category: ExpenseCategory; currency: string }[];
  today: string;
};

/**
 * Writes an import in batches of WRITE_BATCH rows, each committed on its own so that other requests' queries run
 * between them (on PGlite every query waits for the one connection), and all or nothing: the rows carry the import's
 * id, and if a batch fails the batches before it are deleted again. Rules and budget alerts come with the last commit.
 */
export function createImportWriter(deps: { db: Kysely<Database>; logger: Logger }) {
  const inTx = <T>(userId: string, fn: (tx: Tx) => Promise<T>) => withUserTx(deps.db, { userId }, fn);

  /** Deletes an import's rows and the import, a batch at a time. */
  async function undo(userId: string, importId: string) {
    for (const table of ['expenses', 'income'] as const) {
      while ((await inTx(userId, (tx) => importRepository.deleteImported(tx, table, importId, WRITE_BATCH))) > 0)
        await nextTurn();
    }
    await inTx(userId, (tx) => importRepository.forgetImport(tx, importId));
  }

  async function finish(userId: string, importId: string, write: ImportWrite, imported: Record<ImportTable, number>) {
    return inTx(userId, async (tx) => {
      await importRepository.upsertRules(tx, write.corrections);
      await importRepository.finishImport(tx, importId, imported);
      // As when each expense is saved by hand, but once per category and currency the import added to this period.
      const prefs = await financePreferences(tx);
      const alerts: BudgetAlert[] = [];
      for (const pair of write.alertPairs)
        alerts.push(...(await budgetAlertsAfterExpense(tx, { ...pair, date: write.today }, prefs)));
      return alerts;
    });
  }

  return {
    /** Undoes the user's imports a stopped server left half written; call while holding the user's import slot. */
    async undoUnfinished(userId: string) {
      const left = await inTx(userId, (tx) => importRepository.unfinishedImports(tx, UNFINISHED_AFTER_SECONDS));
      for (const importId of left) await undo(userId, importId);
    },

    async write(userId: string, write: ImportWrite) {
      const importId = await inTx(userId, (tx) => importRepository.startImport(tx, write.format));
      const imported: Record<ImportTable, number> = { expenses: 0, income: 0 };
      try {
        for (const table of ['expenses', 'income'] as const) {
          for (const rows of write.inserts[table]) {
            imported[table] += await inTx(userId, (tx) => importRepository.insertBatch(tx, table, importId, rows));
            // Lets queries that arrived meanwhile (another user's request) take the connection first.
            await nextTurn();
          }
        }
        return { imported, alerts: await finish(userId, importId, write, imported) };
      } catch (err) {
        await undo(userId, importId).catch((undoErr: unknown) => {
          // Left 'writing': the user's next import undoes it.
          deps.logger.error('import not undone', { import_id: importId, error: String(undoErr) });
        });
        throw err;
      }
    },
  };
}
