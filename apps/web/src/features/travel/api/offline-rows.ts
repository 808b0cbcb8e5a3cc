import { useMemo } from 'react';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { useOutboxEntries, type OutboxEntry, type OutboxKind } from '#shared/lib/outbox/index.ts';

/**
 * How the travel lists show writes made offline (issue 13 point 3): the change goes into the cached lists at once
 * (a new row under its Idempotency-Key as temporary id, an edit merged into its row, a deletion removed), and the
 * outbox says which rows the server does not have yet. Figures the server computes from the rows (consumption,
 * totals, due dates, payload) are not worked out here: they follow once the outbox has sent the write and its
 * queries are read again.
 */

interface Row {
  id: string;
}

/**
 * Applies `change` to every cached list under `prefix` (each filter and search of a list is its own query) and
 * returns the undo: the lists as they were, for a write the server refuses at once.
 */
export function updateCachedLists<T extends Row>(
  queryClient: QueryClient,
  prefix: QueryKey,
  change: (rows: T[], key: QueryKey) => T[],
): () => void {
  const before = queryClient.getQueriesData<T[]>({ queryKey: prefix });
  for (const [key, rows] of before) if (rows) queryClient.setQueryData<T[]>(key, change(rows, key));
  return () => {
    for (const [key, rows] of before) queryClient.setQueryData(key, rows);
  };
}

/** The row with `id` changed by `patch`; the other rows as they are. */
export const patchRow =
  <T extends Row>(id: string, patch: (row: T) => T) =>
  (rows: T[]): T[] =>
    rows.map((row) => (row.id === id ? patch(row) : row));

export const withoutRow =
  <T extends Row>(id: string) =>
  (rows: T[]): T[] =>
    rows.filter((row) => row.id !== id);

/** Adds `row` before the first row `before` says it comes ahead of (the end when none), as the server orders them. */
export function insertRow<T extends Row>(rows: T[], row: T, before: (row: T, other: T) => boolean): T[] {
  const at = rows.findIndex((other) => before(row, other));
  return at === -1 ? [...rows, row] : [...rows.slice(0, at), row, ...rows.slice(at)];
}

/** The row id an outbox entry writes: its key for a creation (the temporary id), the path's last segment otherwise. */
export function entryRowId(entry: Pick<OutboxEntry, 'method' | 'path' | 'key'>): string {
  if (entry.method === 'POST') return entry.key;
  const path = entry.path.split('?')[0] ?? '';
  return path.slice(path.lastIndexOf('/') + 1);
}

/**
 * 'waiting': the server does not have this row's latest change yet (it may be sent with the next connection);
 * 'refused': it was refused or ran into another device's change, and waits for the user in the outbox panel.
 */
export type RowSendState = 'waiting' | 'refused';

/** The rows of `kind` with writes still in the outbox, by row id; edit and delete wait until they are sent. */
export function useUnsentRows(kind: OutboxKind): ReadonlyMap<string, RowSendState> {
  const entries = useOutboxEntries(kind);
  return useMemo(() => {
    const rows = new Map<string, RowSendState>();
    for (const entry of entries) {
      const id = entryRowId(entry);
      if (rows.get(id) !== 'refused') rows.set(id, entry.status === 'pending' ? 'waiting' : 'refused');
    }
    return rows;
  }, [entries]);
}
