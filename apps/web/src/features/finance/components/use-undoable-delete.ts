import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { FINANCE_LIMITS } from '@ww/contracts';

interface UndoableDeleteOptions<T> {
  /** DELETE: the server deletes at once and keeps the row for a restore (FINANCE_LIMITS.restoreWindowMs). */
  send: (item: T) => Promise<void>;
  /** POST /{id}/restore: the server puts the same row back. */
  restore: (item: T) => Promise<void>;
  /** The server deleted it: drop it from cached data. */
  onDeleted: (item: T) => void;
  /** The server put it back: reload what shows it. */
  onRestored: (item: T) => void;
  /** The server refused the delete or could not be reached: the row comes back, the user is told why. */
  onFailed: (item: T, err: unknown) => void;
  /** The restore was refused (too late, or the server could not be reached): the user is told why. */
  onRestoreFailed: (item: T, err: unknown) => void;
  /** The toast offering the undo. */
  message: (item: T) => string;
  undoLabel: string;
}

/**
 * Deletes that can be undone, decided once: the DELETE is sent at once (the row disappears while it is on its way)
 * and Undo asks the server to restore the row. Switching tabs, leaving the page or reloading cannot change the
 * outcome: without Undo the row stays deleted, and an Undo is carried out even when the list is no longer shown.
 */
export function useUndoableDelete<T extends { id: string }>(options: UndoableDeleteOptions<T>) {
  const [pending, setPending] = useState<readonly T[]>([]);
  const inFlight = useRef(new Map<string, Promise<boolean>>());
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });

  const undo = useCallback((item: T) => {
    const deleted = inFlight.current.get(item.id) ?? Promise.resolve(true);
    // An Undo pressed before the DELETE was answered restores once the delete is done.
    void deleted.then((ok) => {
      if (!ok) return;
      const { restore, onRestored, onRestoreFailed } = optionsRef.current;
      restore(item).then(
        () => onRestored(item),
        (err: unknown) => onRestoreFailed(item, err),
      );
    });
  }, []);

  const remove = useCallback(
    (item: T) => {
      if (inFlight.current.has(item.id)) return;
      const { send, message, undoLabel } = optionsRef.current;
      setPending((items) => [...items, item]);
      const done = send(item).then(
        () => {
          optionsRef.current.onDeleted(item);
          return true;
        },
        (err: unknown) => {
          toast.dismiss(`undo-delete-${item.id}`);
          optionsRef.current.onFailed(item, err);
          return false;
        },
      );
      inFlight.current.set(item.id, done);
      void done.finally(() => {
        inFlight.current.delete(item.id);
        setPending((items) => items.filter((other) => other.id !== item.id));
      });
      toast(message(item), {
        id: `undo-delete-${item.id}`,
        duration: FINANCE_LIMITS.undoDeleteMs,
        action: { label: undoLabel, onClick: () => undo(item) },
      });
    },
    [undo],
  );

  return { pending, remove };
}
