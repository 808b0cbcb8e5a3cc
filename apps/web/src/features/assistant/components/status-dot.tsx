import clsx from 'clsx';
import type { PamChatStatus } from './use-pam-chat.ts';

/** SPEC §2: green connected, yellow connecting, red disconnected (the HTTP fallback answers, so it is green too). */
export function StatusDot({ status, className }: { status: PamChatStatus; className?: string }) {
  return (
    <span
      aria-hidden
      data-status={status}
      className={clsx(
        'inline-block h-3 w-3 rounded-full ring-2 ring-white dark:ring-slate-900',
        status === 'connected' || status === 'http'
          ? 'bg-green-500'
          : status === 'connecting'
            ? 'bg-yellow-400'
            : 'bg-red-500',
        className,
      )}
    />
  );
}
