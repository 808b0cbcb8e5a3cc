import type { Ref, TextareaHTMLAttributes } from 'react';
import clsx from 'clsx';
import { fieldControlClasses } from '#shared/ui/input.tsx';

/** A multi-line box styled like the kit's Input (descriptions, reasons, lesson summaries). */
export function Textarea({
  invalid,
  className,
  rows = 3,
  ...rest
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { invalid?: boolean; ref?: Ref<HTMLTextAreaElement> }) {
  return (
    <textarea
      rows={rows}
      aria-invalid={invalid || undefined}
      className={clsx(
        fieldControlClasses,
        invalid ? 'border-red-600 dark:border-red-400' : 'border-slate-300 dark:border-slate-600',
        className,
      )}
      {...rest}
    />
  );
}
