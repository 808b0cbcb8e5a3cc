import type { ComponentType, ReactNode } from 'react';
import clsx from 'clsx';
import { Card } from '#shared/ui/card.tsx';

const toneClasses = {
  success: 'bg-emerald-50 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300',
  neutral: 'bg-amber-50 text-amber-700 dark:bg-amber-950 dark:text-amber-300',
} as const;

export interface OutcomePanelProps {
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  tone: keyof typeof toneClasses;
  title: string;
  lead: ReactNode;
  children?: ReactNode;
  /** Links or buttons shown at the bottom, the first one being the main next step. */
  actions: ReactNode;
}

/** The centred card every billing outcome screen uses: icon, heading, what happened, and where to go next. */
export function OutcomePanel({ icon: Icon, tone, title, lead, children, actions }: OutcomePanelProps) {
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-12 sm:px-6">
      <title>{title}</title>
      <Card className="p-6 sm:p-8">
        <div className={clsx('mb-5 inline-flex h-12 w-12 items-center justify-center rounded-full', toneClasses[tone])}>
          <Icon className="h-6 w-6" aria-hidden />
        </div>
        <h1 className="text-2xl font-bold break-words text-slate-900 sm:text-3xl dark:text-slate-50">{title}</h1>
        <div className="mt-3 text-lg leading-relaxed text-slate-700 dark:text-slate-300">{lead}</div>
        {children && <div className="mt-6 leading-relaxed text-slate-700 dark:text-slate-300">{children}</div>}
        <div className="mt-8 flex flex-wrap gap-3">{actions}</div>
      </Card>
    </div>
  );
}
