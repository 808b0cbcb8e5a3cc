import type { ReactNode } from 'react';
import { Card } from '#shared/ui/card.tsx';

export interface SettingsSectionProps {
  id: string;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}

export function SettingsSection({ id, title, description, children }: SettingsSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-24">
      <Card>
        <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-slate-50">
          {title}
        </h2>
        {description && <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{description}</p>}
        <div className="mt-5 space-y-5">{children}</div>
      </Card>
    </section>
  );
}
