import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { expenseInputSchema, type ExpenseInput, type NumberSeparators } from '@ww/contracts';
import { useToday, useTodayDefault } from '#shared/lib/calendar.ts';
import { useMoneyFormat } from '#shared/lib/money.ts';
import { Button } from '#shared/ui/button.tsx';
import { Field } from '#shared/ui/field.tsx';
import { FormError } from '#shared/ui/form-error.tsx';
import { Input } from '#shared/ui/input.tsx';
import { Select } from '#shared/ui/select.tsx';
import { useCreateExpense } from '../api/expenses.ts';
import { CategoryOptions } from './category-options.tsx';
import { amountFromText, showFormFailure, useFormMessages, submitFormOptions } from '#shared/lib/form.ts';
import { MoneyFields, moneyFormSchema } from './money-form.tsx';
import { useBudgetAlertToasts } from './use-budget-alerts.ts';

/**
 * The add form as typed, read into the contracts' expense input (their rules and message keys apply). The currency
 * is null until the user types one: the one from the settings applies. The amount is read in the user's locale.
 */
function expenseFormSchema(defaultCurrency: string, separators: NumberSeparators) {
  return moneyFormSchema({
    fields: {
      amount: z.string(),
      category: expenseInputSchema.shape.category,
      date: z.string(),
      description: z.string(),
      currency: z.string().nullable(),
    },
    read: ({ amount, currency, ...rest }): ExpenseInput => ({
      ...rest,
      amount: amountFromText(amount, separators),
      currency: currency ?? defaultCurrency,
    }),
    contract: expenseInputSchema,
    amountOf: (v) => [v.amount, v.currency ?? defaultCurrency],
  });
}

/** Adds an expense; the lists it belongs to show it first, also offline (then it waits to be sent). */
export function ExpenseForm() {
  const { t } = useTranslation('wins');
  const money = useMoneyFormat();
  const today = useToday();
  const messages = useFormMessages('wins');
  const showAlerts = useBudgetAlertToasts();
  const create = useCreateExpense();
  const schema = useMemo(() => expenseFormSchema(money.currency, money.separators), [money.currency, money.separators]);
  const form = useForm({
    ...submitFormOptions,
    resolver: zodResolver(schema),
    // Until the user types a currency (null), the one from the settings applies (they may still be loading).
    defaultValues: { amount: '', category: 'fuel', date: today, description: '', currency: null },
  });
  const { errors } = form.formState;
  useTodayDefault(form, 'date', today);

  const submit = form.handleSubmit((input) => {
    create.mutate(input, {
      onSuccess: (outcome) => {
        form.setValue('amount', '');
        form.setValue('description', '');
        if (outcome.state === 'queued') {
          toast.success(t('offline.saved'));
          return;
        }
        const { data, alerts } = outcome.data;
        toast.success(t('expenses.added', { amount: money.formatMoney(data.amount, data.currency) }));
        showAlerts(alerts, data.date);
      },
      onError: (err) => showFormFailure(form, err),
    });
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('expenses.form_label')}
      className="grid gap-3 sm:grid-cols-6"
    >
      <MoneyFields
        form={form}
        amountName="amount"
        amountError={errors.amount?.message}
        currencyError={errors.currency?.message}
        className="sm:col-span-2"
      />
      <Field
        label={t('fields.category')}
        error={messages.field(errors.category?.message)}
        className="space-y-1.5 sm:col-span-2"
      >
        <Select {...form.register('category')}>
          <CategoryOptions />
        </Select>
      </Field>
      <Field
        label={t('fields.date')}
        error={messages.field(errors.date?.message)}
        className="space-y-1.5 sm:col-span-2"
      >
        <Input type="date" {...form.register('date')} />
      </Field>
      <Field
        label={t('fields.description')}
        error={messages.field(errors.description?.message)}
        className="space-y-1.5 sm:col-span-4"
      >
        <Input maxLength={500} {...form.register('description')} />
      </Field>
      <FormError control={form.control} className="sm:col-span-6" />
      <div className="flex items-end sm:col-span-2">
        <Button type="submit" loading={create.isPending} className="w-full">
          {t('expenses.add')}
        </Button>
      </div>
    </form>
  );
}
