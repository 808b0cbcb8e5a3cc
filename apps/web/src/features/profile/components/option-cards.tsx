import { useId, type ReactNode } from 'react';
import clsx from 'clsx';

export interface OptionCard<T extends string> {
  value: T;
  label: ReactNode;
  description?: ReactNode;
  /** Language of the label when it is not the page's (a language's own name). */
  lang?: string;
}

export interface OptionCardsProps<T extends string> {
  legend: ReactNode;
  options: readonly OptionCard<T>[];
  value: T | undefined;
  onChange: (value: T) => void;
  error?: string;
  columns?: 2 | 3;
}

/** A set of radio buttons drawn as cards: one choice out of a few, all visible at once. */
export function OptionCards<T extends string>({
  legend,
  options,
  value,
  onChange,
  error,
  columns = 2,
}: OptionCardsProps<T>) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="mb-3 text-sm font-medium text-slate-800 dark:text-slate-200">{legend}</legend>
      <div className={clsx('grid grid-cols-1 gap-3', columns === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-2')}>
        {options.map((option) => {
          const id = `${name}-${option.value}`;
          const checked = value === option.value;
          return (
            <label
              key={option.value}
              className={clsx(
                'block h-full cursor-pointer rounded-lg border px-4 py-3 transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-emerald-700',
                checked
                  ? 'border-emerald-700 bg-emerald-50 dark:border-emerald-500 dark:bg-emerald-950'
                  : 'border-slate-300 hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800',
              )}
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={checked}
                onChange={() => onChange(option.value)}
                aria-labelledby={`${id}-label`}
                aria-describedby={option.description ? `${id}-description` : undefined}
                className="sr-only"
              />
              <span
                id={`${id}-label`}
                lang={option.lang}
                className="block text-sm font-medium text-slate-900 dark:text-slate-100"
              >
                {option.label}
              </span>
              {option.description && (
                <span id={`${id}-description`} className="mt-0.5 block text-xs text-slate-600 dark:text-slate-400">
                  {option.description}
                </span>
              )}
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}
