import type { InputHTMLAttributes, Ref } from 'react';
import clsx, { type ClassValue } from 'clsx';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
}

// On a phone a field is 44 px tall (a finger-sized target) and its text is never cut by a min-width of zero.
export const fieldControlClasses =
  'block w-full rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 ' +
  'max-sm:min-h-11 pointer-coarse:min-h-11 ' +
  'focus:outline-2 focus:outline-offset-1 focus:outline-emerald-700 disabled:cursor-not-allowed disabled:bg-slate-100 ' +
  'dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-500 dark:disabled:bg-slate-800';

/** A text control's classes: the kit's look, its border red when the value is refused, then the caller's own. */
export function controlClasses(invalid: boolean | undefined, ...more: ClassValue[]): string {
  return clsx(
    fieldControlClasses,
    invalid ? 'border-red-600 dark:border-red-400' : 'border-slate-300 dark:border-slate-600',
    ...more,
  );
}

export function Input({ invalid, className, ...rest }: InputProps) {
  return <input aria-invalid={invalid || undefined} className={controlClasses(invalid, className)} {...rest} />;
}

/** A file chooser: the browser's own control (its button names the chosen file), its button in the app's colours. */
export function FileInput({ invalid, className, ...rest }: Omit<InputProps, 'type'>) {
  return (
    <input
      type="file"
      aria-invalid={invalid || undefined}
      className={clsx(
        'block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-emerald-700 file:px-4 file:py-2 file:text-sm file:font-medium file:text-white hover:file:bg-emerald-800 disabled:cursor-not-allowed disabled:opacity-60 dark:text-slate-300',
        className,
      )}
      {...rest}
    />
  );
}
