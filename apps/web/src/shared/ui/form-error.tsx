import { useFormState, type Control, type FieldValues } from 'react-hook-form';
import clsx from 'clsx';
import { Alert } from './alert.tsx';

export interface FormErrorProps<T extends FieldValues, V> {
  /** The form's control, whatever its resolver turns the values into (V). */
  control: Control<T, unknown, V>;
  /** What failed (e.g. 'The product could not be saved.'): the reason then shows in an alert under it. */
  title?: string;
  className?: string;
}

/**
 * Why the server refused a form when none of its fields can say it (`showFormFailure` puts it here), beside the
 * form's action; the next submit clears it.
 */
export function FormError<T extends FieldValues, V>({ control, title, className }: FormErrorProps<T, V>) {
  const { errors } = useFormState({ control });
  const message = errors.root?.server?.message;
  if (!message) return null;
  if (title) {
    return (
      <Alert variant="error" title={title} {...(className ? { className } : {})}>
        <p>{message}</p>
      </Alert>
    );
  }
  return (
    <p role="alert" className={clsx('text-sm text-red-700 dark:text-red-400', className)}>
      {message}
    </p>
  );
}
