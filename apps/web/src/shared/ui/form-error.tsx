import { useFormState, type Control, type FieldValues } from 'react-hook-form';
import clsx from 'clsx';

export interface FormErrorProps<T extends FieldValues> {
  control: Control<T>;
  className?: string;
}

/**
 * Why the server refused a form when none of its fields can say it (`showFormFailure` puts it here), beside the
 * form's action; the next submit clears it.
 */
export function FormError<T extends FieldValues>({ control, className }: FormErrorProps<T>) {
  const { errors } = useFormState({ control });
  const message = errors.root?.server?.message;
  if (!message) return null;
  return (
    <p role="alert" className={clsx('text-sm text-red-700 dark:text-red-400', className)}>
      {message}
    </p>
  );
}
