import { useTranslation } from 'react-i18next';
import type { Control, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { z } from 'zod';
import { amountFitsCurrency, useFormMessages } from '#shared/lib/form.ts';
import { useMoneyFormat } from '#shared/lib/money.ts';
import { AmountCurrencyFields } from '#shared/ui/amount-currency-fields.tsx';

/**
 * The one shape of a Wins money form (expenses, income, budgets, savings goals, contributions): its values as typed
 * (`fields`), read into the contract's input (`read`: the amount in the user's locale, the currency of the settings
 * while none is typed), checked by the contract (its rules and message keys apply), and then the amount against the
 * decimals of its currency ('no_decimals' on the amount's field).
 */
export function moneyFormSchema<S extends z.ZodRawShape, C extends z.ZodType>(options: {
  fields: S;
  read: (values: z.output<z.ZodObject<S>>) => z.input<C>;
  contract: C;
  /** The amount the contract read and its currency. */
  amountOf: (value: z.output<C>) => readonly [number | null | undefined, string];
  /** The form field the amount is typed in. */
  amountField?: string;
}) {
  const { fields, read, contract, amountOf, amountField = 'amount' } = options;
  return z
    .object(fields)
    .transform(read)
    .pipe(contract as unknown as z.ZodType<z.output<C>, Awaited<z.input<C>>>)
    .refine((value) => amountFitsCurrency(...amountOf(value)), { error: 'no_decimals', path: [amountField] });
}

interface MoneyFieldsProps<T extends FieldValues, C, V extends FieldValues> {
  form: { register: UseFormRegister<T>; control: Control<T, C, V> };
  /** The amount's field; its currency's is 'currency'. */
  amountName: Path<T>;
  amountLabel?: string;
  /** The message keys of the two fields (worded here). */
  amountError: string | undefined;
  currencyError: string | undefined;
  className?: string;
}

/** The amount and currency of a Wins form, worded as every Wins form words them. */
export function MoneyFields<T extends FieldValues, C, V extends FieldValues>({
  form,
  amountName,
  amountLabel,
  amountError,
  currencyError,
  className,
}: MoneyFieldsProps<T, C, V>) {
  const { t } = useTranslation('wins');
  const money = useMoneyFormat();
  const messages = useFormMessages('wins');
  return (
    <AmountCurrencyFields
      form={form}
      amountName={amountName}
      currencyName={'currency' as Path<T>}
      amountLabel={amountLabel ?? t('fields.amount')}
      currencyLabel={t('fields.currency')}
      amountError={messages.field(amountError)}
      currencyError={messages.field(currencyError)}
      defaultCurrency={money.currency}
      {...(className ? { className } : {})}
    />
  );
}
