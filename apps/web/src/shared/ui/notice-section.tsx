import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

/**
 * An amber card that asks for the reader's attention above a page's content (maintenance due, a locked course):
 * a section named by its title, with the title's icon, then what it says and offers.
 */
export function NoticeSection({
  id,
  icon: Icon,
  title,
  children,
}: {
  /** The title's id, for the section's aria-labelledby. */
  id: string;
  icon: LucideIcon;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="mb-6 space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 shadow-sm dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      <h2 id={id} className="flex items-center gap-2 font-semibold">
        <Icon aria-hidden className="h-4 w-4" />
        {title}
      </h2>
      {children}
    </section>
  );
}
