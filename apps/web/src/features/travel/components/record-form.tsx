import type { FormEvent, ReactNode } from 'react';
import type { Control, FieldValues, UseFormReturn } from 'react-hook-form';
import clsx from 'clsx';
import { showFormFailure, type FieldNames } from '#shared/lib/form.ts';
import { Button } from '#shared/ui/button.tsx';
import { FormError } from '#shared/ui/form-error.tsx';

interface RecordFormOptions<TValues extends FieldValues, TInput> {
  /** Sends the record; resolves when saved, rejects with the server's error (shown at its fields or under them). */
  save: (input: TInput, typed: TValues) => Promise<unknown>;
  /** Set for a new record: once saved the form clears, keeping the typed `keep` fields for the next one. */
  clearTo?: { defaults: TValues; keep: readonly (keyof TValues & string)[] };
  fieldNames?: FieldNames<TValues>;
}

/** The submit handler of a Wheels record form (fuel, maintenance, schedules, storage). */
export function useRecordSubmit<TValues extends FieldValues, TInput>(
  form: UseFormReturn<TValues, unknown, TInput>,
  { save, clearTo, fieldNames }: RecordFormOptions<TValues, TInput>,
): (event: FormEvent<HTMLFormElement>) => void {
  const submit = form.handleSubmit(async (input) => {
    try {
      await save(input, form.getValues());
      if (clearTo) {
        const typed = form.getValues();
        form.reset({ ...clearTo.defaults, ...Object.fromEntries(clearTo.keep.map((name) => [name, typed[name]])) });
      }
    } catch (err) {
      showFormFailure(form, err, { fieldNames });
    }
  });
  return (event) => void submit(event);
}

interface RecordFormProps<TValues extends FieldValues, TInput> {
  label: string;
  control: Control<TValues, unknown, TInput>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  busy: boolean;
  submitLabel: string;
  /** With `onCancel`, a Cancel button before the submit one (editing a record in place). */
  cancelLabel?: string;
  onCancel?: () => void;
  /** The buttons' place in the six columns. */
  actionsClassName?: string;
  children: ReactNode;
}

/**
 * The frame of a Wheels record form: its fields in six columns from `sm` up, the refusal that belongs to no field,
 * then Cancel and the submit button.
 */
export function RecordForm<TValues extends FieldValues, TInput>({
  label,
  control,
  onSubmit,
  busy,
  submitLabel,
  cancelLabel,
  onCancel,
  actionsClassName = 'items-end sm:col-span-2',
  children,
}: RecordFormProps<TValues, TInput>) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label} className="grid gap-3 sm:grid-cols-6">
      {children}
      <FormError control={control} className="sm:col-span-6" />
      <div className={clsx('flex gap-2 sm:justify-end', actionsClassName)}>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            {cancelLabel}
          </Button>
        )}
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
