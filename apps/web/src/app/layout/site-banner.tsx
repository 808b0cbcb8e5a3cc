import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import clsx from 'clsx';

const TONES = {
  info: 'bg-sky-100 py-1.5 text-sky-900 dark:bg-sky-900 dark:text-sky-50',
  warning: 'bg-amber-100 py-2 font-medium text-amber-900 dark:bg-amber-900 dark:text-amber-50',
} as const;

/** A full-width line above every page saying something about the whole app (the demo account, being offline). */
export function SiteBanner({
  role,
  tone,
  icon: Icon,
  children,
}: {
  /** `status` is announced when it appears; `note` is read where it stands. */
  role: 'status' | 'note';
  tone: keyof typeof TONES;
  icon: LucideIcon;
  children: ReactNode;
}) {
  return (
    <div role={role} className={clsx('flex items-center justify-center gap-2 px-4 text-sm', TONES[tone])}>
      <Icon aria-hidden className="h-4 w-4" />
      {children}
    </div>
  );
}
