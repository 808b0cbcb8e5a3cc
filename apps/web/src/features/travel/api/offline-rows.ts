import type { QueryClient, QueryKey } from '@tanstack/react-query';

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
