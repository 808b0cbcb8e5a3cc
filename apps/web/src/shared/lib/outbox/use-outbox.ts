import { useMemo, useSyncExternalStore } from 'react';
import { useMutation, useQueryClient, type QueryClient, type UseMutationResult } from '@tanstack/react-query';
import { ApiRequestError, classForStatus } from '../api-client.ts';
import { entriesSnapshot, submitWrite, subscribeEntries } from './outbox-runtime.ts';
import type { OutboxEntry, OutboxKind, TypedOutboxWrite } from './outbox-store.ts';

export type OutboxOutcome<T> = { state: 'sent'; data: T } | { state: 'queued'; key: string };

export interface OutboxWriteOptions<TVars, TData> {
  /** The write, its request made by routeWrite. */
  toWrite: (vars: TVars) => TypedOutboxWrite;
  /**
   * Shows the change at once in the cached queries (setQueryData); returns an undo for a refusal. Runs online and
   * offline. `key` is the idempotency key, usable as the temporary id of a created row.
   */
  optimistic?: (queryClient: QueryClient, vars: TVars, key: string) => (() => void) | void;
  /** After an immediate success (on a later replay only `invalidate` runs). */
  onSent?: (data: TData, vars: TVars) => void;
}

function asRequestError(err: unknown): ApiRequestError {
  if (err instanceof ApiRequestError) return err;
  return new ApiRequestError(err instanceof Error ? err.message : String(err), { status: 0, errorClass: 'other' });
}

/**
 * A mutation whose write goes through the outbox. Online: sent at once with its Idempotency-Key and resolves
 * { state: 'sent', data }; a refusal rejects with the ApiRequestError as api() does (the entry is dropped and the
 * optimistic change undone). Offline, or when the connection drops mid-request: resolves { state: 'queued', key } and
 * the write is replayed later under the same key.
 */
export function useOutboxWrite<TVars, TData = unknown>(
  options: OutboxWriteOptions<TVars, TData>,
): UseMutationResult<OutboxOutcome<TData>, ApiRequestError, TVars> {
  const queryClient = useQueryClient();
  const { toWrite, optimistic, onSent } = options;
  return useMutation<OutboxOutcome<TData>, ApiRequestError, TVars>({
    // Offline is this mutation's normal case: it must not sit paused until the network returns.
    networkMode: 'always',
    mutationFn: async (vars) => {
      const write = toWrite(vars);
      const key = crypto.randomUUID();
      for (const queryKey of write.invalidate) void queryClient.cancelQueries({ queryKey });
      const undo = optimistic?.(queryClient, vars, key);
      try {
        const outcome = await submitWrite(write, key);
        if (outcome.state === 'queued') return { state: 'queued', key };
        const data = outcome.data as TData;
        onSent?.(data, vars);
        return { state: 'sent', data };
      } catch (err) {
        if (typeof undo === 'function') undo();
        throw asRequestError(err);
      }
    },
  });
}

/** Why the server refused an entry, as the API client reports a refusal, for `errorText` to word. */
export function entryError(entry: Pick<OutboxEntry, 'error'>): ApiRequestError | undefined {
  if (!entry.error) return undefined;
  const { status, code, message } = entry.error;
  return new ApiRequestError(message, {
    status,
    errorClass: classForStatus(status),
    ...(code !== undefined ? { code } : {}),
  });
}

/** The signed-in user's entries (all statuses), oldest first, live (updates on every change, across tabs). */
export function useOutboxEntries(kind?: OutboxKind): OutboxEntry[] {
  const all = useSyncExternalStore(subscribeEntries, entriesSnapshot, entriesSnapshot);
  return useMemo(() => (kind ? all.filter((entry) => entry.kind === kind) : all), [all, kind]);
}

/**
 * 'waiting': the server does not have the row's latest change yet (it goes with the next connection); 'refused': the
 * server refused it or another device changed the row meanwhile, and it waits for the user in the outbox panel.
 */
export type RowSendState = 'waiting' | 'refused';

/** The row id an outbox entry writes: its key for a creation (the temporary id), the path's last segment otherwise. */
function entryRowId(entry: Pick<OutboxEntry, 'method' | 'path' | 'key'>): string {
  if (entry.method === 'POST') return entry.key;
  const path = entry.path.split('?')[0] ?? '';
  return path.slice(path.lastIndexOf('/') + 1);
}

/** The rows of `kind` with writes still in the outbox, by row id; their edit and delete wait until they are sent. */
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
