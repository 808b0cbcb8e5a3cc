import type { Ref, SelectHTMLAttributes } from 'react';
import { controlClasses } from './input.tsx';

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  invalid?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

/** A native select (keyboard, screen readers and mobile pickers work as users expect), styled like Input. */
export function Select({ invalid, className, children, ...rest }: SelectProps) {
  return (
    <select aria-invalid={invalid || undefined} className={controlClasses(invalid, 'pr-8', className)} {...rest}>
      {children}
    </select>
  );
}
