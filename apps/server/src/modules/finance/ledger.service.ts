import type { Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';
import { withUserTx, type Tx } from '#db/with-user-tx.ts';
import { notFound, validationError } from '#platform/errors.ts';
import { encodeCursor } from '#platform/pagination.ts';
import { throwIfChanged, type Expected } from '#platform/preconditions.ts';
import { toCurrencyTotals } from './currency-totals.ts';
import { deletedRows, restoreGone } from './deleted-rows.repository.ts';
import { financePreferences } from './finance-preferences.ts';
import type { LedgerPeriod, LedgerTable } from './ledger.repository.ts';

type LedgerRow = { id: string; date: string };
type FinancePreferences = Awaited<ReturnType<typeof financePreferences>>;

/** What the ledger kit asks of a ledger's repository (ledgerRepository gives it). */
type LedgerRepository<Row extends LedgerRow, F extends LedgerPeriod, V> = {
  page(tx: Tx, f: F, limit: number, cursor?: string): Promise<(Row & { cursor_ts: string })[]>;
  totals(tx: Tx, f: F): Promise<{ currency: string; total: string; count: number }[]>;
  byId(tx: Tx, id: string): Promise<Row | undefined>;
  insert(tx: Tx, values: V): Promise<Row>;
  update(tx: Tx, id: string, values: Partial<V>, expected?: Expected): Promise<Row | undefined>;
};

/**
 * The ledger kit's rules, the same for expenses and income: a list is a page newest first with the totals per currency
 * of the whole filter, and a period that ends before it starts is refused; a new line takes the settings currency
 * unless it names one; an edit or a delete with `expected` (If-Match) only touches the version the client saw, else
 * 412; a delete keeps the line for a restore within FINANCE_LIMITS.restoreWindowMs. Each ledger says how a row is
 * answered (`saved`: an expense with the budget alerts it raises, an income line as it is).
 */
export function ledgerService<Row extends LedgerRow, F extends LedgerPeriod, V, Item, Saved>(
  deps: { db: Kysely<Database> },
  ledger: {
    table: LedgerTable;
    repo: LedgerRepository<Row, F, V>;
    toItem: (row: Row) => Item;
    /** The answer to a create, an update or a restore; `prefs` when the caller has read them already. */
    saved: (tx: Tx, row: Row, prefs?: FinancePreferences) => Promise<Saved>;
  },
) {
  const { table, repo } = ledger;
  const tx = <T>(userId: string, fn: (t: Tx) => Promise<T>) => withUserTx(deps.db, { userId }, fn);
  const missing = async (t: Tx, id: string, expected?: Expected) => {
    await throwIfChanged(t, table, { id }, expected);
    return notFound();
  };
  return {
    list: (userId: string, query: F & { limit: number; cursor?: string }) =>
      tx(userId, async (t) => {
        // A period that ends before it starts matches nothing: say so rather than answer an empty list and $0.00.
        if (query.from && query.to && query.from > query.to) throw validationError({ to: 'range_reversed' });
        const { limit, cursor } = query;
        const rows = await repo.page(t, query, limit, cursor);
        const page = rows.slice(0, limit);
        const last = page.at(-1);
        return {
          data: page.map(ledger.toItem),
          next_cursor:
            rows.length > limit && last ? encodeCursor({ d: last.date, c: last.cursor_ts, i: last.id }) : null,
          totals: toCurrencyTotals(await repo.totals(t, query)),
        };
      }),

    create: (userId: string, input: Omit<V, 'currency'> & { currency?: string }) =>
      tx(userId, async (t) => {
        const prefs = await financePreferences(t);
        const row = await repo.insert(t, { ...input, currency: input.currency ?? prefs.currency } as V);
        return ledger.saved(t, row, prefs);
      }),

    update: (userId: string, id: string, patch: Partial<V>, expected?: Expected) =>
      tx(userId, async (t) => {
        const row = await repo.update(t, id, patch, expected);
        if (!row) throw await missing(t, id, expected);
        return ledger.saved(t, row);
      }),

    remove: (userId: string, id: string, expected?: Expected) =>
      tx(userId, async (t) => {
        if (!(await deletedRows.remove(t, table, id, expected))) throw await missing(t, id, expected);
      }),

    /** The lines deleted within the restore window, the latest deleted first: what an undo can still bring back. */
    restorable: (userId: string) =>
      tx(userId, async (t) =>
        (await deletedRows.restorable<Row>(t, table)).map(({ deleted_at, ...row }) => ({
          item: ledger.toItem(row as unknown as Row),
          deleted_at: deleted_at.toISOString(),
        })),
      ),

    /** Undoes a delete: the same line (id, dates, import key) is back in lists and totals. */
    restore: (userId: string, id: string) =>
      tx(userId, async (t) => {
        const row = (await deletedRows.restore(t, table, id)) ? await repo.byId(t, id) : undefined;
        if (!row) throw restoreGone();
        return ledger.saved(t, row);
      }),
  };
}
