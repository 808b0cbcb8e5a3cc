import { setImmediate as nextTurn } from 'node:timers/promises';
import { periodOf, regionOfCurrency, todayIn, type DateFormat } from '@ww/contracts';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { DatabaseKind } from '#db/database.ts';
import type { Database } from '#db/schema.ts';
import { withUserTx, type Tx } from '#db/with-user-tx.ts';
import { createFairUse } from '#platform/fair-use.ts';
import type { Logger } from '#platform/logger.ts';
import type { WorkerPool } from '#platform/worker-pool.ts';
import type { DatePreference } from './csv-detect.ts';
import { EXPENSE_EXPORT_HEADER, INCOME_EXPORT_HEADER } from './csv-reader.ts';
import { csvStream } from './csv-export.ts';
import { readStatementTask, renderImportTask, type RenderedImport, type StatementRead } from './import-tasks.ts';
import { createImportWriter } from './import-writer.ts';
import { importRepository, type ExportFilter, type ExportKey, type ImportTable } from './import.repository.ts';

export type FinanceImportDeps = {
  db: Kysely<Database>;
  dbKind: DatabaseKind;
  workers: WorkerPool;
  logger: Logger;
  /** The rate limits' Redis (REDIS_URL): fair use then holds across instances. */
  redis?: Redis | undefined;
};

const MEGABYTE = 1024 * 1024;

/**
 * Fair use of imports (previews included: both read the whole file): one at a time per user, and 30 MB of statements
 * a minute, each file counting at least 1 MB: three of the largest files, or thirty small previews.
 */
export const IMPORT_FAIR_USE = {
  name: 'finance-import',
  busy: {
    code: 'import_in_progress',
    message: 'Your previous statement is still being read. Please wait for it to finish, then try again.',
  },
  what: 'statements',
  pointsPerMinute: 30,
  leaseSeconds: 10 * 60,
};

/** Fair use of CSV exports: one at a time per user, ten a minute. */
export const EXPORT_FAIR_USE = {
  name: 'finance-export',
  busy: {
    code: 'export_in_progress',
    message: 'Your previous export is still being written. Please wait for it to finish, then try again.',
  },
  what: 'exports',
  pointsPerMinute: 10,
  leaseSeconds: 10 * 60,
};

/** Rows per query of an export: a page on PGlite holds the one connection for a few milliseconds (decision 044). */
export const EXPORT_PAGE = 500;

/** The response of an import: the worker's rendered rows between the small parts written here. */
function importResponse(
  read: StatementRead,
  rendered: RenderedImport,
  outcome: { imported: Record<ImportTable, number>; skipped_duplicates: number; alerts: unknown[] },
): Uint8Array<ArrayBuffer> {
  const head = JSON.stringify({ format: read.format, dry_run: read.dryRun, detected: read.detected });
  const tail = JSON.stringify({ errors: read.errors, ...outcome });
  const encoder = new TextEncoder();
  const parts = [
    encoder.encode(`{"data":${head.slice(0, -1)},"rows":`),
    rendered.rows,
    encoder.encode(`,${tail.slice(1)}}`),
  ];
  const body = new Uint8Array(parts.reduce((n, part) => n + part.byteLength, 0));
  parts.reduce((at, part) => (body.set(part, at), at + part.byteLength), 0);
  return body;
}

export function createFinanceImportService(deps: FinanceImportDeps) {
  const importing = createFairUse(deps, IMPORT_FAIR_USE);
  const exporting = createFairUse(deps, EXPORT_FAIR_USE);
  const writer = createImportWriter(deps);
  // Each transaction starts on a new turn of the event loop: on PGlite a query completes without I/O, so a run of them
  // would otherwise go on from promise to promise and keep every other request (and its timers) waiting to the end.
  const inTx = async <T>(userId: string, fn: (tx: Tx) => Promise<T>) => {
    await nextTurn();
    return withUserTx(deps.db, { userId }, fn);
  };

  /** The fingerprints of the file the user has imported before, one comma-separated string per lookup. */
  async function importedBefore(userId: string, keys: StatementRead['keys']): Promise<string[]> {
    const found: string[] = [];
    for (const table of ['expenses', 'income'] as const)
      for (const batch of keys[table])
        found.push(await inTx(userId, (tx) => importRepository.alreadyImported(tx, table, batch)));
    return found;
  }

  async function importUpload(userId: string, upload: { body: ArrayBuffer; contentType: string }) {
    const { prefs, rules, history } = await inTx(userId, async (tx) => ({
      prefs: await importRepository.regionalPreferences(tx),
      rules: await importRepository.categoryRules(tx),
      history: await importRepository.expenseHistory(tx),
    }));
    const read = await deps.workers.run(
      readStatementTask,
      { ...upload, datePreference: datePreferenceOf(prefs), currency: prefs.currency, rules, history },
      { transfer: [upload.body] },
    );
    const writing = !read.dryRun && read.errors.length === 0;
    // Before the lookup: the lines of an import a stopped server left half written are not imported.
    await writer.undoUnfinished(userId);
    const today = todayIn(prefs.timezone);
    // The shorter budget period starts no later than the longer one.
    const since = [periodOf('week', today).start, periodOf('month', today).start].sort()[0] ?? today;
    const rendered = await deps.workers.run(
      renderImportTask,
      { plan: read.plan, duplicates: await importedBefore(userId, read.keys), writing, alertWindow: { since, today } },
      { transfer: [read.plan.buffer as ArrayBuffer] },
    );
    if (!writing) {
      const outcome = { imported: { expenses: 0, income: 0 }, skipped_duplicates: rendered.duplicates, alerts: [] };
      return importResponse(read, rendered, outcome);
    }
    const { imported, alerts } = await writer.write(userId, {
      format: read.format,
      inserts: rendered.inserts,
      corrections: read.corrections,
      alertPairs: rendered.alertPairs,
      today,
    });
    // Lines a concurrent import wrote between our check and our insert were skipped by the unique index too.
    const skipped = rendered.lines - imported.expenses - imported.income;
    return importResponse(read, rendered, { imported, skipped_duplicates: skipped, alerts });
  }

  /** A CSV export streamed page by page, as the user's one export running. */
  function exportCsv<R extends { date: string; id: string; c: string }>(
    userId: string,
    page: (tx: Tx, key: ExportKey | null) => Promise<R[]>,
    file: { name: string; header: readonly string[]; cells: (row: R) => string[] },
  ) {
    return exporting.run(userId, 1, async (release) => {
      const prefs = await inTx(userId, (tx) => importRepository.regionalPreferences(tx));
      let key: ExportKey | null = null;
      let finished = false;
      const nextPage = async () => {
        if (finished) return [];
        const rows = await inTx(userId, (tx) => page(tx, key));
        const last = rows.at(-1);
        finished = rows.length < EXPORT_PAGE || !last;
        if (last) key = { d: last.date, c: last.c, i: last.id };
        return rows.map(file.cells);
      };
      return {
        filename: `${file.name}-${todayIn(prefs.timezone)}.csv`,
        body: csvStream(file.header, AMOUNT_COLUMN, nextPage, release),
      };
    });
  }

  return {
    /**
     * Reads a CSV or OFX/QFX statement from the request's multipart body and previews (dry run) or imports it; the
     * ImportResult as JSON bytes. The file is read, checked and planned on a worker thread; a real import is written
     * all or nothing (import-writer.ts). Money out becomes expenses, money in becomes income.
     */
    importFile(userId: string, upload: { body: ArrayBuffer; contentType: string }): Promise<Uint8Array<ArrayBuffer>> {
      const cost = Math.max(1, Math.ceil(upload.body.byteLength / MEGABYTE));
      return importing.run(userId, cost, async (release) => {
        try {
          return await importUpload(userId, upload);
        } finally {
          await release();
        }
      });
    },

    exportExpenses: (userId: string, filter: ExportFilter) =>
      exportCsv(userId, (tx, key) => importRepository.exportExpenses(tx, filter, key, EXPORT_PAGE), {
        name: 'expenses',
        header: EXPENSE_EXPORT_HEADER,
        cells: (r) => [r.date, r.category, r.amount, r.currency, r.description],
      }),

    exportIncome: (userId: string, filter: Omit<ExportFilter, 'category'>) =>
      exportCsv(userId, (tx, key) => importRepository.exportIncome(tx, filter, key, EXPORT_PAGE), {
        name: 'income',
        header: INCOME_EXPORT_HEADER,
        cells: (r) => [r.date, r.source, r.amount, r.currency, r.recurrence],
      }),
  };
}
export type FinanceImportService = ReturnType<typeof createFinanceImportService>;

const AMOUNT_COLUMN: ReadonlySet<number> = new Set([2]);

/**
 * Whether ambiguous dates (03/04) are day-first: the user's chosen date format, or with 'auto' their currency's home
 * (month-first only in the United States).
 */
function datePreferenceOf(prefs: { date_format: DateFormat; currency: string }): DatePreference {
  if (prefs.date_format !== 'auto') return prefs.date_format;
  return regionOfCurrency(prefs.currency) === 'US' ? 'MM/DD/YYYY' : 'DD/MM/YYYY';
}
