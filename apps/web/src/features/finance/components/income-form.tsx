import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { INCOME_RECURRENCES, incomeInputSchema, type Income, type NumberSeparators } from '@ww/contracts';
import { useToday, useTodayDefault } from '#shared/lib/calendar.ts';
import { useMoneyFormat } from '#shared/lib/money.ts';
import { Button } from '#shared/ui/button.tsx';
import { Field } from '#shared/ui/field.tsx';
import { FormError } from '#shared/ui/form-error.tsx';
import { Input } from '#shared/ui/input.tsx';
import { Select } from '#shared/ui/select.tsx';
import type { IncomeFields } from '../api/income.ts';
import { amountFromText, showFormFailure, useFormMessages, submitFormOptions } from '#shared/lib/form.ts';
import { MoneyFields, moneyFormSchema } from './money-form.tsx';

/**
 * The income form as typed, read into the contracts' income input (their rules and message keys apply). The currency
 * is null until the user types one: the one from the settings applies. The amount is read in the user's locale.
 */
function incomeFormSchema(defaultCurrency: string, separators: NumberSeparators) {
  return moneyFormSchema({
    fields: {
      source: z.string(),
      amount: z.string(),
      date: z.string(),
      currency: z.string().nullable(),
      recurrence: incomeInputSchema.shape.recurrence.unwrap(),
    },
    read: ({ amount, currency, ...rest }): z.input<typeof incomeInputSchema> => ({
      ...rest,
      amount: amountFromText(amount, separators),
      currency: currency ?? defaultCurrency,
    }),
    contract: incomeInputSchema,
    amountOf: (v) => [v.amount, v.currency ?? defaultCurrency],
  });
}

interface IncomeFormProps {
  /** The income being edited; a new one when absent. */
  income?: Income;
  busy: boolean;
  submitLabel: string;
  /** Resolves when saved (the form then clears), rejects with the server's error. */
  onSubmit: (fields: IncomeFields) => Promise<unknown>;
  onCancel?: () => void;
}

export function IncomeForm({ income, busy, submitLabel, onSubmit, onCancel }: IncomeFormProps) {
  const { t } = useTranslation('wins');
  const money = useMoneyFormat();
  const today = useToday();
  const messages = useFormMessages('wins');
  const schema = useMemo(() => incomeFormSchema(money.currency, money.separators), [money.currency, money.separators]);
  const form = useForm({
    ...submitFormOptions,
    resolver: zodResolver(schema),
    defaultValues: {
      source: income?.source ?? '',
      amount: income ? money.amountText(income.amount, income.currency) : '',
      date: income?.date ?? today,
      currency: income?.currency ?? null,
      recurrence: income?.recurrence ?? 'none',
    },
  });
  const { errors } = form.formState;
  useTodayDefault(form, 'date', today, !income);

  const submit = form.handleSubmit((input) => {
    const { side_income_source_id: _source, ...fields } = input;
    onSubmit(fields).then(
      () => {
        if (!income) {
          form.setValue('source', '');
          form.setValue('amount', '');
        }
      },
      (err: unknown) => showFormFailure(form, err),
    );
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={income ? t('income.edit_form_label') : t('income.form_label')}
      className="grid gap-3 sm:grid-cols-6"
    >
      <Field
        label={t('fields.source')}
        error={messages.field(errors.source?.message)}
        className="space-y-1.5 sm:col-span-2"
      >
        <Input maxLength={200} {...form.register('source')} />
      </Field>
      <MoneyFields
        form={form}
        amountName="amount"
        amountError={errors.amount?.message}
        currencyError={errors.currency?.message}
        className="sm:col-span-2"
      />
      <Field
        label={t('fields.date')}
        error={messages.field(errors.date?.message)}
        className="space-y-1.5 sm:col-span-2"
      >
        <Input type="date" {...form.register('date')} />
      </Field>
      <Field
        label={t('fields.recurrence')}
        error={messages.field(errors.recurrence?.message)}
        className="space-y-1.5 sm:col-span-2"
      >
        <Select {...form.register('recurrence')}>
          {INCOME_RECURRENCES.map((value) => (
            <option key={value} value={value}>
              {t(`income.recurrence.${value}`)}
            </option>
          ))}
        </Select>
      </Field>
      <FormError control={form.control} className="sm:col-span-6" />
      <div className="flex items-end gap-2 sm:col-span-4 sm:justify-end">
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            {t('actions.cancel')}
          </Button>
        )}
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
