import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { FINANCE_LIMITS } from '@ww/contracts';

interface PendingDeletesOptions<T> {
  /** Sends the DELETE request. */
  send: (item: T) => Promise<void>;
  /** The server deleted it: drop it from cached data. */
  onDeleted: (item: T) => void;
  /** The server refused or could not be reached: the row comes back, the user is told why. */
  onFailed: (item: T, err: unknown) => void;
  /** The toast offering the undo. */
  message: (item: T) => string;
  undoLabel: string;
}

/**
 * Deletes that can be undone: the row disappears at once, the DELETE request is only sent when the undo toast
 * closes (after FINANCE_LIMITS.undoDeleteMs, or at once when the user closes it), or when the page is left.
 * Undo just forgets the pending delete, so nothing has to be re-created on the server.
 */
export function usePendingDeletes<T extends { id: string }>(options: PendingDeletesOptions<T>) {
  const [pending, setPending] = useState<readonly T[]>([]);
  const timers = useRef(new Map<string, { item: T; timer: ReturnType<typeof setTimeout> }>());
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });

  const commit = useCallback((id: string) => {
    const entry = timers.current.get(id);
    if (!entry) return;
    timers.current.delete(id);
    clearTimeout(entry.timer);
    const { send, onDeleted, onFailed } = optionsRef.current;
    send(entry.item).then(
      () => {
        onDeleted(entry.item);
        setPending((items) => items.filter((item) => item.id !== id));
      },
      (err: unknown) => {
        setPending((items) => items.filter((item) => item.id !== id));
        onFailed(entry.item, err);
      },
    );
  }, []);

  const undo = useCallback((id: string) => {
    const entry = timers.current.get(id);
    if (!entry) return;
    timers.current.delete(id);
    clearTimeout(entry.timer);
    setPending((items) => items.filter((item) => item.id !== id));
  }, []);

  const remove = useCallback(
    (item: T) => {
      if (timers.current.has(item.id)) return;
      const timer = setTimeout(() => commit(item.id), FINANCE_LIMITS.undoDeleteMs);
      timers.current.set(item.id, { item, timer });
      setPending((items) => [...items, item]);
      const { message, undoLabel } = optionsRef.current;
      toast(message(item), {
        id: `undo-delete-${item.id}`,
        duration: FINANCE_LIMITS.undoDeleteMs,
        action: { label: undoLabel, onClick: () => undo(item.id) },
        onDismiss: () => commit(item.id),
      });
    },
    [commit, undo],
  );

  // Leaving the page (another route, or closing the tab) sends what is still waiting: the user saw it deleted.
  useEffect(() => {
    const pendingTimers = timers.current;
    const flush = () => {
      for (const id of [...pendingTimers.keys()]) commit(id);
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [commit]);

  return { pending, remove };
}
