import { DEFAULT_SETTINGS, type ExpenseCategory } from '@ww/contracts';
import { sql } from 'kysely';
import type { Tx } from '#db/with-user-tx.ts';
import { afterCursor } from '#platform/pagination.ts';
import type { HistoryGroup } from './category-suggestions.ts';

/**
 * The most recent expenses a preview learns the user's categories from. Bounded so that the query costs the same for a
 * user with 100,000 expenses as for one with 2,000 (on PGlite it runs on the event loop's thread): measured in
 * decision 044.
 */
export const HISTORY_ROWS = 1_000;

export type ImportTable = 'expenses' | 'income';
export type ExportFilter = { from?: string; to?: string; category?: ExpenseCategory };
/** Where an export page starts: after the last row of the previous page, in (date, created_at, id) descending order. */
export type ExportKey = { d: string; c: string; i: string };

const INSERT_COLUMNS: Record<ImportTable, ReturnType<typeof sql>> = {
  expenses: sql`(amount numeric, currency text, category text, date date, description text, import_key text)`,
  income: sql`(amount numeric, currency text, source text, date date, recurrence text, import_key text)`,
};
const INSERT_NAMES: Record<ImportTable, ReturnType<typeof sql>> = {
  expenses: sql`amount, currency, category, date, description, import_key`,
  income: sql`amount, currency, source, date, recurrence, import_key`,
};

export const importRepository = {
  /** The user's regional settings over the defaults (a user who never opened settings has no row yet). */
  async regionalPreferences(tx: Tx) {
    const row = await tx.selectFrom('user_settings').select('regional_preferences').executeTakeFirst();
    return { ...DEFAULT_SETTINGS.regional_preferences, ...(row?.regional_preferences as object | undefined) };
  },

  async categoryRules(tx: Tx): Promise<[string, ExpenseCategory][]> {
    const rows = await tx.selectFrom('category_rules').select(['pattern', 'category']).execute();
    return rows.map((r) => [r.pattern, r.category as ExpenseCategory]);
  },

  /**
   * The user's latest HISTORY_ROWS expenses (the index on user, date does the limit) grouped by description and
   * category, for suggestions from their own past choices; counted by the caller per description pattern.
   */
  async expenseHistory(tx: Tx): Promise<HistoryGroup[]> {
    const { rows } = await sql<HistoryGroup>`
      select description, category, count(*)::int as n, max(date)::text as last
      from (
        select description, category, date from expenses
        order by date desc, created_at desc, id desc
        limit ${HISTORY_ROWS}
      ) recent
      where description <> '' and category <> 'other'
      group by description, category`.execute(tx);
    return rows;
  },

  /** Remembers "this description is that category" for the next imports; a newer choice replaces an older one. */
  async upsertRules(tx: Tx, rules: { pattern: string; category: ExpenseCategory }[]) {
    if (!rules.length) return;
    await tx
      .insertInto('category_rules')
      .values(rules)
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'pattern'])
          .doUpdateSet({ category: (eb) => eb.ref('excluded.category'), updated_at: sql`now()` }),
      )
      .execute();
  },

  /** Which of these fingerprints (a text[] literal) the user has already imported, comma-separated. */
  async alreadyImported(tx: Tx, table: ImportTable, keys: string): Promise<string> {
    const { rows } = await sql<{ keys: string }>`
      select coalesce(string_agg(import_key, ','), '') as keys from ${sql.table(table)}
      where import_key = any(${keys}::text[])`.execute(tx);
    return rows[0]?.keys ?? '';
  },

  async startImport(tx: Tx, format: 'csv' | 'ofx'): Promise<string> {
    const row = await tx.insertInto('statement_imports').values({ format }).returning('id').executeTakeFirstOrThrow();
    return row.id;
  },

  /**
   * Inserts one batch (a JSON array of rows) marked with its import; a fingerprint imported meanwhile by a concurrent
   * request is skipped by the unique index. The number of rows inserted.
   */
  async insertBatch(tx: Tx, table: ImportTable, importId: string, rows: string): Promise<number> {
    const result = await sql`
      insert into ${sql.table(table)} (${INSERT_NAMES[table]}, import_id)
      select ${INSERT_NAMES[table]}, ${importId}::uuid from jsonb_to_recordset(${rows}::jsonb) as x${INSERT_COLUMNS[table]}
      on conflict (user_id, import_key) where import_key is not null do nothing`.execute(tx);
    return Number(result.numAffectedRows ?? 0n);
  },

  finishImport: (tx: Tx, importId: string, imported: { expenses: number; income: number }) =>
    tx
      .updateTable('statement_imports')
      .set({ status: 'done', finished_at: sql`now()`, ...imported })
      .where('id', '=', importId)
      .execute(),

  /** Deletes up to `limit` rows of an import from the table; the number deleted. */
  async deleteImported(tx: Tx, table: ImportTable, importId: string, limit: number): Promise<number> {
    const result = await sql`
      delete from ${sql.table(table)} where id in (
        select id from ${sql.table(table)} where import_id = ${importId}::uuid limit ${limit}
      )`.execute(tx);
    return Number(result.numAffectedRows ?? 0n);
  },

  forgetImport: (tx: Tx, importId: string) => tx.deleteFrom('statement_imports').where('id', '=', importId).execute(),

  /** The user's imports still being written after `seconds`: left by a server that stopped in the middle. */
  async unfinishedImports(tx: Tx, seconds: number): Promise<string[]> {
    const rows = await tx
      .selectFrom('statement_imports')
      .select('id')
      .where('status', '=', 'writing')
      .where('started_at', '<', sql<Date>`now() - make_interval(secs => ${seconds})`)
      .execute();
    return rows.map((r) => r.id);
  },

  /** One page of the expense export, newest first (the expense list's order), after `key`. */
  exportExpenses(tx: Tx, filter: ExportFilter, key: ExportKey | null, limit: number) {
    let q = tx
      .selectFrom('expenses')
      .select(['date', 'category', 'amount', 'currency', 'description', 'id', sql<string>`created_at::text`.as('c')]);
    if (filter.from) q = q.where('date', '>=', filter.from);
    if (filter.to) q = q.where('date', '<=', filter.to);
    if (filter.category) q = q.where('category', '=', filter.category);
    if (key) q = q.where(afterCursor(key));
    return q.orderBy('date', 'desc').orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  },

  exportIncome(tx: Tx, filter: Omit<ExportFilter, 'category'>, key: ExportKey | null, limit: number) {
    let q = tx
      .selectFrom('income')
      .select(['date', 'source', 'amount', 'currency', 'recurrence', 'id', sql<string>`created_at::text`.as('c')]);
    if (filter.from) q = q.where('date', '>=', filter.from);
    if (filter.to) q = q.where('date', '<=', filter.to);
    if (key) q = q.where(afterCursor(key));
    return q.orderBy('date', 'desc').orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  },
};
