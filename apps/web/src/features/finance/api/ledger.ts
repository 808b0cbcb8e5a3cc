import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useAuth } from '#shared/lib/auth.tsx';
import { useMoneyFormat } from '#shared/lib/money.ts';
import { useOutboxWrite, useUnsentRows } from '#shared/lib/outbox/index.ts';
import type { RouteWrite } from '#shared/lib/api-client.ts';
import {
  invalidateMoneyFigures,
  keepFirst,
  prependRow,
  removeRow,
  replaceRow,
  updateLedgers,
  type LedgerPages,
  type LedgerRow,
} from './ledger-cache.ts';
import { useLedgerDeletes } from './ledger-deletes.ts';
import { financeQueries } from './queries.ts';

type Row = LedgerRow & { updated_at: string };

/**
 * What tells one ledger (expenses, income) from the other. Everything else, writing through the outbox, showing a
 * change at once in every cached list it belongs to, undoable deletes, is the same for both (the hooks below).
 */
export interface Ledger<T extends Row, F, Filters> {
  kind: 'expense' | 'income';
  /** The outbox's requests for a new row, an edit and a delete, made by routeWrite from the ledger's routes. */
  writes: {
    create: (fields: F) => RouteWrite;
    update: (id: string, patch: Partial<F>) => RouteWrite;
    remove: (id: string) => RouteWrite;
  };
  /** The prefix of every cached list of the ledger. */
  lists: QueryKey;
  /** Everything a row counts in, read again by the outbox once a write is sent. */
  invalidate: ReadonlyArray<readonly unknown[]>;
  /** Read again after a restore or a delete, besides the lists and the money figures. */
  alsoChanged: readonly QueryKey[];
  /** Whether a row belongs in a list with these filters (the server's rules, so an optimistic row lands right). */
  matches: (row: T, filters: Filters) => boolean;
  /** The outbox panel's words for a row: its name and amount ("Diesel at Moab, $30.00"). */
  useSummary: () => (row: T) => string;
  /** A row as the lists show it while the server does not have it yet: as typed, under its temporary id. */
  pending: (fields: F, id: string, userId: string, currency: string) => T;
  /** The row with an edit applied as typed; the fields the edit leaves out stay. */
  patched: (row: T, patch: Partial<F>) => T;
  /** Undoes a delete on the server (within FINANCE_LIMITS.restoreWindowMs): the same row is back. */
  restoreOnServer: (id: string) => Promise<void>;
}

/** Everything a ledger's row counts in, read again once a write is sent: its lists, the figures worked out from them, `also`. */
export function ledgerInvalidates(lists: QueryKey, ...also: QueryKey[]): QueryKey[] {
  return [lists, financeQueries.summary.all(), financeQueries.budgetStatus.all(), financeQueries.tips.all(), ...also];
}

/** What every row shows while the server does not have it yet: as typed, under its temporary id, dated now. */
export function pendingFields(
  fields: { amount: number; currency?: string | null | undefined; date: string },
  id: string,
  userId: string,
  currency: string,
) {
  const now = new Date().toISOString();
  return {
    id,
    user_id: userId,
    amount: fields.amount,
    currency: fields.currency ?? currency,
    date: fields.date,
    created_at: now,
    updated_at: now,
  };
}

/** The temporary id (the Idempotency-Key) each row being created shows under, by the fields it was typed with. */
const pendingIds = new WeakMap<object, string>();

/** The patch's fields that are set, over the row: what an edit changes. */
export function withPatch<T extends object>(row: T, patch: object): T {
  return { ...row, ...Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) };
}

/**
 * Adds a row. It goes first in every cached list it belongs to at once (SPEC §4), under its Idempotency-Key as a
 * temporary id; the server's row replaces it as soon as it answers. Offline it stays there, waiting to be sent.
 */
export function useCreateLedgerRow<T extends Row, F extends object, Filters, R extends { data: T }>(
  ledger: Ledger<T, F, Filters>,
) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const money = useMoneyFormat();
  const summaryOf = ledger.useSummary();
  return useOutboxWrite<F, R>({
    toWrite: (fields) => ({
      kind: ledger.kind,
      summary: summaryOf(ledger.pending(fields, '', '', money.currency)),
      ...ledger.writes.create(fields),
      invalidate: ledger.invalidate,
    }),
    optimistic: (client, fields, key) => {
      pendingIds.set(fields, key);
      const row = ledger.pending(fields, key, user?.id ?? '', money.currency);
      return updateLedgers<T>(client, ledger.lists, (pages, filters) =>
        ledger.matches(row, filters as Filters) ? prependRow(pages, row) : pages,
      );
    },
    // The lists and figures (and the bell, for a budget alert) are read again by the outbox once it is sent.
    onSent: ({ data }, fields) => {
      void keepFirst(queryClient, ledger.lists, pendingIds.get(fields), data);
    },
  });
}

/**
 * Changes a row the server has, sent with the version the user saw (If-Match); the row shows the change at once (and
 * leaves a list whose filters it no longer matches). Once it is sent the outbox reads the lists and figures again
 * (SPEC §4: the date may have moved the row, the amount the totals).
 */
export function useUpdateLedgerRow<T extends Row, F, Filters, R extends { data: T }>(ledger: Ledger<T, F, Filters>) {
  const summaryOf = ledger.useSummary();
  return useOutboxWrite<{ row: T; patch: Partial<F> }, R>({
    toWrite: ({ row, patch }) => ({
      kind: ledger.kind,
      summary: summaryOf(ledger.patched(row, patch)),
      ...ledger.writes.update(row.id, patch),
      baseVersion: row.updated_at,
      invalidate: ledger.invalidate,
    }),
    optimistic: (client, { row, patch }) => {
      const changed = ledger.patched(row, patch);
      return updateLedgers<T>(client, ledger.lists, (pages, filters) =>
        ledger.matches(changed, filters as Filters) ? replaceRow(pages, row.id, changed) : removeRow(pages, row),
      );
    },
  });
}

/** Deletes a row offline or online, with Undo (see useLedgerDeletes). */
export function useLedgerRowDeletes<T extends Row, F, Filters>(ledger: Ledger<T, F, Filters>) {
  return useLedgerDeletes<T>({
    kind: ledger.kind,
    requestOf: (row) => ledger.writes.remove(row.id),
    summaryOf: ledger.useSummary(),
    lists: ledger.lists,
    invalidate: ledger.invalidate,
    matches: (row, filters) => ledger.matches(row, filters as Filters),
    restoreOnServer: ledger.restoreOnServer,
  });
}

/** Rows the server does not have yet (created, changed or deleted offline), by id. */
export function useUnsentLedgerRows<T extends Row, F, Filters>(ledger: Ledger<T, F, Filters>) {
  return useUnsentRows(ledger.kind);
}

/** A restored row may belong in any list and total: they reload. */
export function useRestoredLedgerRow<T extends Row, F, Filters>(ledger: Ledger<T, F, Filters>) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ledger.lists });
    invalidateMoneyFigures(queryClient);
    for (const queryKey of ledger.alsoChanged) void queryClient.invalidateQueries({ queryKey });
  };
}

/** Takes a deleted row out of every cached list that holds it. */
export function useForgetLedgerRow<T extends Row, F, Filters>(ledger: Ledger<T, F, Filters>) {
  const queryClient = useQueryClient();
  return (row: T) => {
    // Lists whose loaded pages lack the row may still count it in their totals: they reload when next shown.
    void queryClient.invalidateQueries({ queryKey: ledger.lists, refetchType: 'none' });
    queryClient.setQueriesData<LedgerPages<T>>({ queryKey: ledger.lists }, (pages) =>
      pages?.pages.some((page) => page.data.some((item) => item.id === row.id)) ? removeRow(pages, row) : undefined,
    );
    invalidateMoneyFigures(queryClient);
    for (const queryKey of ledger.alsoChanged) void queryClient.invalidateQueries({ queryKey });
  };
}
