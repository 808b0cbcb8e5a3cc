import { Controller, type Control, type FieldValues, type Path, type UseFormRegister } from 'react-hook-form';
import clsx from 'clsx';
import { CurrencyInput } from './currency-input.tsx';
import { Field } from './field.tsx';
import { Input } from './input.tsx';

export interface AmountCurrencyFieldsProps<T extends FieldValues, C, V extends FieldValues> {
  form: { register: UseFormRegister<T>; control: Control<T, C, V> };
  /** The amount's field (text as typed in the user's locale, read by `amountFromText` with its separators). */
  amountName: Path<T>;
  /** The currency's field: null until the user types one, when `defaultCurrency` shows. */
  currencyName: Path<T>;
  amountLabel: string;
  currencyLabel: string;
  amountError?: string;
  currencyError?: string;
  /** The currency shown while the field is null (the one from the settings). */
  defaultCurrency: string;
  className?: string;
}

/** An amount and its three-letter currency side by side, as every money form asks for them. */
export function AmountCurrencyFields<T extends FieldValues, C, V extends FieldValues>({
  form,
  amountName,
  currencyName,
  amountLabel,
  currencyLabel,
  amountError,
  currencyError,
  defaultCurrency,
  className,
}: AmountCurrencyFieldsProps<T, C, V>) {
  return (
    <div className={clsx('flex gap-2', className)}>
      <Field label={amountLabel} error={amountError} className="min-w-0 flex-1 space-y-1.5">
        <Input inputMode="decimal" autoComplete="off" {...form.register(amountName)} />
      </Field>
      <Controller
        control={form.control}
        name={currencyName}
        render={({ field }) => (
          <Field label={currencyLabel} error={currencyError} className="w-24 shrink-0 space-y-1.5">
            <CurrencyInput
              ref={field.ref}
              name={field.name}
              value={field.value ?? defaultCurrency}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          </Field>
        )}
      />
    </div>
  );
}
