import type { Ref, SelectHTMLAttributes } from 'react';
import clsx from 'clsx';
import { fieldControlClasses } from './input.tsx';

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  invalid?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

/** A native select (keyboard, screen readers and mobile pickers work as users expect), styled like Input. */
export function Select({ invalid, className, children, ...rest }: SelectProps) {
  return (
    <select
      aria-invalid={invalid || undefined}
      className={clsx(
        fieldControlClasses,
        'pr-8',
        invalid ? 'border-red-600 dark:border-red-400' : 'border-slate-300 dark:border-slate-600',
        className,
      )}
      {...rest}
    >
      {children}
    </select>
  );
}
