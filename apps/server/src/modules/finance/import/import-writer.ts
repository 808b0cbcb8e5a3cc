import { setImmediate as nextTurn } from 'node:timers/promises';
import type { BudgetAlert, ExpenseCategory } from '@ww/contracts';
import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '#db/database.ts';
import type { Database } from '#db/schema.ts';
import { withUserTx, type Tx } from '#db/with-user-tx.ts';
import type { Logger } from '#platform/logger.ts';
import { budgetAlertsAfterExpense } from '../budgets.service.ts';
import { financePreferences } from '../finance-preferences.ts';
import { WRITE_BATCH } from './import-tasks.ts';
import { importRepository, type ImportTable } from './import.repository.ts';

/** An import still 'writing' after this long was left by a server that stopped: it is undone. */
export const UNFINISHED_AFTER_SECONDS = 15 * 60;

/** Rows after which an import refreshes the tables' statistics on PGlite (see refreshStatistics). */
export const ANALYZE_AFTER_ROWS = 1_000;

/**
 * PGlite runs PostgreSQL in single-user mode, without autovacuum, so nothing refreshes the planner's statistics: after
 * thousands of imported rows it still believes each user has a handful, and plans the export's and the preview's
 * "latest rows first, limited" queries as a scan and sort of the whole table (120 ms a page with 100,000 rows) instead
 * of an index range. A quick ANALYZE (a sample of 3,000 rows, a few milliseconds) after a large import keeps the index
 * plans. PostgreSQL's autovacuum does this on its own.
 */
async function refreshStatistics(db: Kysely<Database>, tables: ImportTable[]) {
  await db.transaction().execute(async (tx) => {
    await sql`set local default_statistics_target = 10`.execute(tx);
    // The columns the import's, the export's and the lists' queries filter and order by.
    for (const table of tables) await sql`analyze ${sql.table(table)} (user_id, date, import_key)`.execute(tx);
  });
}

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
export function createImportWriter(deps: { db: Kysely<Database>; dbKind: DatabaseKind; logger: Logger }) {
  // A new turn of the event loop before each transaction (see import.service.ts): other requests' I/O, and on PGlite
  // their queries, go between two batches.
  const inTx = async <T>(userId: string, fn: (tx: Tx) => Promise<T>) => {
    await nextTurn();
    return withUserTx(deps.db, { userId }, fn);
  };

  /** Deletes an import's rows and the import, a batch at a time. */
  async function undo(userId: string, importId: string) {
    for (const table of ['expenses', 'income'] as const) {
      while ((await inTx(userId, (tx) => importRepository.deleteImported(tx, table, importId, WRITE_BATCH))) > 0);
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
          }
        }
        const alerts = await finish(userId, importId, write, imported);
        const grown = (['expenses', 'income'] as const).filter((table) => imported[table] >= ANALYZE_AFTER_ROWS);
        if (deps.dbKind === 'pglite' && grown.length) {
          await nextTurn();
          await refreshStatistics(deps.db, grown);
        }
        return { imported, alerts };
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
