import { useEffect, useRef } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { discardEntry, useOutboxEntries, useOutboxWrite } from '#shared/lib/outbox/index.ts';
import type { RouteWrite } from '#shared/lib/api-client.ts';
import { insertRow, updateLedgers, type LedgerRow } from './ledger-cache.ts';

/** How one ledger (expenses, income) deletes a row and brings it back. */
export interface LedgerDeletesOptions<T extends LedgerRow & { updated_at: string }> {
  kind: 'expense' | 'income';
  /** The delete of a row, made by routeWrite. */
  requestOf: (row: T) => RouteWrite;
  summaryOf: (row: T) => string;
  /** The prefix of every cached list of the ledger. */
  lists: QueryKey;
  invalidate: ReadonlyArray<readonly unknown[]>;
  /** Whether a row belongs in a list with these filters. */
  matches: (row: T, filters: unknown) => boolean;
  /** Undoes a delete the server already has (within FINANCE_LIMITS.restoreWindowMs). */
  restoreOnServer: (id: string) => Promise<void>;
}

/**
 * Deletes a ledger row (sent with the version the user saw) and undoes it: online the server restores the same row;
 * a delete still waiting to be sent is simply dropped from the outbox and the row comes back.
 */
export function useLedgerDeletes<T extends LedgerRow & { updated_at: string }>(options: LedgerDeletesOptions<T>) {
  const { kind, requestOf, summaryOf, lists, invalidate, matches, restoreOnServer } = options;
  const queryClient = useQueryClient();
  const entries = useOutboxEntries(kind);
  const latestEntries = useRef(entries);
  useEffect(() => {
    latestEntries.current = entries;
  });
  const queued = useRef(new Map<string, string>());
  const { mutateAsync } = useOutboxWrite<T, undefined>({
    toWrite: (row) => ({
      kind,
      summary: summaryOf(row),
      ...requestOf(row),
      baseVersion: row.updated_at,
      invalidate,
    }),
  });
  return {
    send: async (row: T) => {
      const outcome = await mutateAsync(row);
      if (outcome.state === 'queued') queued.current.set(row.id, outcome.key);
    },
    restore: async (row: T) => {
      const key = queued.current.get(row.id);
      queued.current.delete(row.id);
      if (key && latestEntries.current.some((entry) => entry.key === key && entry.status === 'pending')) {
        await discardEntry(key);
        updateLedgers<T>(queryClient, lists, (pages, filters) =>
          matches(row, filters) ? insertRow(pages, row) : pages,
        );
        return;
      }
      await restoreOnServer(row.id);
    },
  };
}
