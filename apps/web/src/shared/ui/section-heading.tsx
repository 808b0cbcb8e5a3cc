import type { ReactNode } from 'react';

export interface SectionHeadingProps {
  /** The heading's id, for the section's aria-labelledby. */
  id: string;
  title: ReactNode;
  /** A line under the title saying what the section is for. */
  intro?: ReactNode;
  /** Controls shown beside the title (e.g. an export button). */
  actions?: ReactNode;
}

/** The title of a section in a tab (an h2), with its optional intro line and controls. */
export function SectionHeading({ id, title, intro, actions }: SectionHeadingProps) {
  const heading = (
    <h2 id={id} className="min-w-0 text-lg font-semibold text-slate-900 dark:text-slate-50">
      {title}
    </h2>
  );
  if (actions) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3">
        {intro ? (
          <div className="min-w-0">
            {heading}
            <p className="text-sm text-slate-600 dark:text-slate-300">{intro}</p>
          </div>
        ) : (
          heading
        )}
        {actions}
      </div>
    );
  }
  return (
    <div>
      {heading}
      {intro && <p className="max-w-3xl text-sm text-slate-600 dark:text-slate-300">{intro}</p>}
    </div>
  );
}

export interface HeadedSectionProps extends SectionHeadingProps {
  /** The section's spacing and layout; `space-y-4` unless said. */
  className?: string;
  children: ReactNode;
}

/** A section of a tab or page, named by its SectionHeading (an h2 with its intro and controls). */
export function HeadedSection({ className = 'space-y-4', children, ...heading }: HeadedSectionProps) {
  return (
    <section aria-labelledby={heading.id} className={className}>
      <SectionHeading {...heading} />
      {children}
    </section>
  );
}
