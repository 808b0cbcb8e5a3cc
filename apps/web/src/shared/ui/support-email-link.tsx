import type { ReactNode } from 'react';
import { SUPPORT_EMAIL } from '@ww/contracts';

export interface SupportEmailLinkProps {
  /** Pre-filled subject line, so the request reaches support with its topic. */
  subject?: string;
  children?: ReactNode;
}

/** A mailto link to support; shows the address itself unless given other text. */
export function SupportEmailLink({ subject, children }: SupportEmailLinkProps) {
  const href = subject ? `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}` : `mailto:${SUPPORT_EMAIL}`;
  return (
    <a
      href={href}
      className="font-medium text-emerald-700 underline underline-offset-2 hover:text-emerald-800 dark:text-emerald-400 dark:hover:text-emerald-300"
    >
      {children ?? SUPPORT_EMAIL}
    </a>
  );
}
