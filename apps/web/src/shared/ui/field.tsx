import { Children, cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';

export interface FieldProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** One form control; it receives id, aria-describedby and aria-invalid from the field. */
  children: ReactElement<{ id?: string; 'aria-describedby'?: string; invalid?: boolean }>;
  className?: string;
}

export function Field({ label, error, hint, children, className }: FieldProps) {
  const generatedId = useId();
  const child = Children.only(children);
  const id = child.props.id ?? generatedId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [child.props['aria-describedby'], hintId, errorId].filter(Boolean).join(' ') || undefined;
  const control = isValidElement(child)
    ? cloneElement(child, { id, 'aria-describedby': describedBy, ...(error ? { invalid: true } : {}) })
    : child;

  return (
    <div className={className ?? 'space-y-1.5'}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      {control}
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

export interface FieldNotesProps {
  hint?: ReactNode;
  hintId?: string;
  error?: string | null;
  errorId?: string;
}

/** The hint and error texts under a form control; their ids are what the control's aria-describedby points to. */
export function FieldNotes({ hint, hintId, error, errorId }: FieldNotesProps) {
  return (
    <>
      {hint && (
        <p id={hintId} className="text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </>
  );
}
