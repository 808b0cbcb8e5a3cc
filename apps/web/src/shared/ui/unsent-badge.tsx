import clsx from 'clsx';
import { AlertTriangle, CloudOff } from 'lucide-react';
import type { RowSendState } from '#shared/lib/outbox/index.ts';

const STYLES: Record<RowSendState, string> = {
  waiting: 'border-slate-300 bg-slate-50 text-slate-800 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100',
  refused: 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100',
};

/** Marks a row written offline in place of its edit and delete, which come back once the server has it. */
export function UnsentBadge({ state, label, title }: { state: RowSendState; label: string; title?: string }) {
  const Icon = state === 'waiting' ? CloudOff : AlertTriangle;
  return (
    <span
      title={title}
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
