import { useId, type ReactNode } from 'react';
import type { ExpenseCategory } from '@ww/contracts';
import { Card } from '#shared/ui/card.tsx';
import { Spinner } from '#shared/ui/spinner.tsx';

/** One colour per category, the same in every chart and legend. */
export const CATEGORY_COLORS: Record<ExpenseCategory, string> = {
  fuel: '#047857',
  food: '#d97706',
  campground: '#0284c7',
  maintenance: '#7c3aed',
  entertainment: '#db2777',
  other: '#64748b',
};

export const CURRENCY_COLORS = ['#047857', '#d97706', '#0284c7', '#7c3aed', '#db2777', '#64748b'];

export const tableClasses = 'w-full text-left text-sm';

export const thClasses = 'py-2 pr-3 last:pr-0 font-medium text-slate-600 dark:text-slate-400';

export const tdClasses = 'py-2 pr-3 last:pr-0 text-slate-800 dark:text-slate-200';

export const numClasses = 'text-right tabular-nums';

export function OverviewSection({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <Card className={className}>
      <section aria-labelledby={headingId} className="space-y-4">
        <h3 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-slate-50">
          {title}
        </h3>
        {children}
      </section>
    </Card>
  );
}

export function ChartFallback() {
  return (
    <div className="flex h-40 items-center justify-center text-slate-400">
      <Spinner />
    </div>
  );
}

export function EmptyNote({ children }: { children: ReactNode }) {
  return <p className="text-sm text-slate-600 dark:text-slate-400">{children}</p>;
}
