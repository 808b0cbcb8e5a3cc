import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import clsx from 'clsx';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> {
  label: ReactNode;
  /** Classes of the label that holds the box and its text (grid placement, alignment). */
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox with its text beside it; the whole line is the click target. */
export function Checkbox({ label, className, ref, ...rest }: CheckboxProps) {
  return (
    <label className={clsx('flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200', className)}>
      <input
        ref={ref}
        type="checkbox"
        className="h-4 w-4 rounded border-slate-300 accent-emerald-700 dark:border-slate-600"
        {...rest}
      />
      {label}
    </label>
  );
}
