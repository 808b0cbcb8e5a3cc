import type { ReactNode } from 'react';
import clsx from 'clsx';

export interface PageContainerProps {
  title?: ReactNode;
  /** Shown under the title. */
  description?: ReactNode;
  /** Controls shown beside the title (e.g. a primary action). */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}

export function PageContainer({ title, description, actions, children, className }: PageContainerProps) {
  return (
    <div className={clsx('mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 lg:px-8', className)}>
      {(title || actions) && (
        <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
          <div>
            {title && <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl dark:text-slate-50">{title}</h1>}
            {description && <p className="mt-1 text-slate-600 dark:text-slate-300">{description}</p>}
          </div>
          {actions && <div className="flex items-center gap-2">{actions}</div>}
        </div>
      )}
      {children}
    </div>
  );
}
