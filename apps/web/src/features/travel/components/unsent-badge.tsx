import clsx from 'clsx';
import { AlertTriangle, CloudOff } from 'lucide-react';
import type { RowSendState } from '../api/offline-rows.ts';

const STYLES: Record<RowSendState, string> = {
  waiting: 'border-slate-300 bg-slate-50 text-slate-800 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100',
  refused: 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100',
};

/**
 * Marks a row whose latest change the server does not have yet ("Waiting to send"), or whose change it refused and
 * which waits for the user in the outbox panel. Its edit and delete come back once it is sent.
 */
export function UnsentBadge({ state, label }: { state: RowSendState; label: string }) {
  const Icon = state === 'waiting' ? CloudOff : AlertTriangle;
  return (
    <span
      className={clsx(
        'inline-flex shrink-0 items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold',
        STYLES[state],
      )}
    >
      <Icon aria-hidden className="h-3.5 w-3.5" />
      {label}
    </span>
  );
}
