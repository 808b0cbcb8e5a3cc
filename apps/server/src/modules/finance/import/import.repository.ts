import { DEFAULT_SETTINGS, type ExpenseCategory } from '@ww/contracts';
import { sql } from 'kysely';
import type { Tx } from '#db/with-user-tx.ts';
import type { HistoryGroup } from './category-suggestions.ts';

/** Rows per INSERT: large enough to keep round trips few, small enough to stay far below the parameter limit. */
export const INSERT_BATCH = 500;
const LOOKUP_BATCH = 1000;
/** The most description groups of past expenses a preview looks at: a bound on time and memory for long histories. */
export const HISTORY_GROUPS = 20_000;

export type NewExpense = {
  amount: string;
  currency: string;
  category: ExpenseCategory;
  date: string;
  description: string;
  import_key: string;
};
export type NewIncome = {
  amount: string;
  currency: string;
  source: string;
  date: string;
  recurrence: string;
  import_key: string;
};
export type ExportFilter = { from?: string; to?: string; category?: ExpenseCategory };

const chunks = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

export const importRepository = {
  /** The user's regional settings over the defaults (a user who never opened settings has no row yet). */
  async regionalPreferences(tx: Tx) {
    const row = await tx.selectFrom('user_settings').select('regional_preferences').executeTakeFirst();
    return { ...DEFAULT_SETTINGS.regional_preferences, ...(row?.regional_preferences as object | undefined) };
  },

  async categoryRules(tx: Tx): Promise<Map<string, ExpenseCategory>> {
    const rows = await tx.selectFrom('category_rules').select(['pattern', 'category']).execute();
    return new Map(rows.map((r) => [r.pattern, r.category as ExpenseCategory]));
  },

  /**
   * The user's expenses grouped by description and category, for suggestions from their own past choices: one
   * query, at most HISTORY_GROUPS groups (the most recently used), counted by the caller per description pattern.
   */
  expenseHistory(tx: Tx): Promise<HistoryGroup[]> {
    return tx
      .selectFrom('expenses')
      .select(['description', 'category', sql<number>`count(*)::int`.as('n'), sql<string>`max(date)::text`.as('last')])
      .where('description', '<>', '')
      .where('category', '<>', 'other')
      .groupBy(['description', 'category'])
      .orderBy(sql`max(date)`, 'desc')
      .limit(HISTORY_GROUPS)
      .execute();
  },

  /** Remembers "this description is that category" for the next imports; a newer choice replaces an older one. */
  async upsertRules(tx: Tx, rules: { pattern: string; category: ExpenseCategory }[]) {
    for (const batch of chunks(rules, INSERT_BATCH)) {
      await tx
        .insertInto('category_rules')
        .values(batch)
        .onConflict((oc) =>
          oc
            .columns(['user_id', 'pattern'])
            .doUpdateSet({ category: (eb) => eb.ref('excluded.category'), updated_at: sql`now()` }),
        )
        .execute();
    }
  },

  /** Which of these fingerprints the user has already imported into the table. */
  async existingKeys(tx: Tx, table: 'expenses' | 'income', keys: string[]): Promise<Set<string>> {
    const found = new Set<string>();
    for (const batch of chunks(keys, LOOKUP_BATCH)) {
      const rows = await tx.selectFrom(table).select('import_key').where('import_key', 'in', batch).execute();
      for (const r of rows) if (r.import_key) found.add(r.import_key);
    }
    return found;
  },

  /** Inserts in batches; a fingerprint imported meanwhile by a concurrent request is skipped by the unique index. */
  async insertExpenses(tx: Tx, rows: NewExpense[]): Promise<number> {
    let inserted = 0;
    for (const batch of chunks(rows, INSERT_BATCH)) {
      const result = await tx
        .insertInto('expenses')
        .values(batch)
        .onConflict((oc) => oc.columns(['user_id', 'import_key']).where('import_key', 'is not', null).doNothing())
        .executeTakeFirst();
      inserted += Number(result.numInsertedOrUpdatedRows ?? 0n);
    }
    return inserted;
  },

  async insertIncome(tx: Tx, rows: NewIncome[]): Promise<number> {
    let inserted = 0;
    for (const batch of chunks(rows, INSERT_BATCH)) {
      const result = await tx
        .insertInto('income')
        .values(batch)
        .onConflict((oc) => oc.columns(['user_id', 'import_key']).where('import_key', 'is not', null).doNothing())
        .executeTakeFirst();
      inserted += Number(result.numInsertedOrUpdatedRows ?? 0n);
    }
    return inserted;
  },

  /** Newest first, in the same order as the expense list. */
  exportExpenses(tx: Tx, filter: ExportFilter) {
    let q = tx.selectFrom('expenses').select(['date', 'category', 'amount', 'currency', 'description']);
    if (filter.from) q = q.where('date', '>=', filter.from);
    if (filter.to) q = q.where('date', '<=', filter.to);
    if (filter.category) q = q.where('category', '=', filter.category);
    return q.orderBy('date', 'desc').orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  },

  exportIncome(tx: Tx, filter: Omit<ExportFilter, 'category'>) {
    let q = tx.selectFrom('income').select(['date', 'source', 'amount', 'currency', 'recurrence']);
    if (filter.from) q = q.where('date', '>=', filter.from);
    if (filter.to) q = q.where('date', '<=', filter.to);
    return q.orderBy('date', 'desc').orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  },
};
