import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { expensePatchSchema, type Expense, type NumberSeparators } from '@ww/contracts';
import { useMoneyFormat } from '#shared/lib/money.ts';
import { Button } from '#shared/ui/button.tsx';
import type { RowSendState } from '#shared/lib/outbox/index.ts';
import { Field } from '#shared/ui/field.tsx';
import { FormError } from '#shared/ui/form-error.tsx';
import { Input } from '#shared/ui/input.tsx';
import { Select } from '#shared/ui/select.tsx';
import { useUpdateExpense } from '../api/expenses.ts';
import { CategoryOptions } from './category-options.tsx';
import { LedgerRowLine } from './ledger-kit.tsx';
import { amountFromText, showFormFailure, useFormMessages, submitFormOptions } from '#shared/lib/form.ts';
import { moneyFormSchema } from './money-form.tsx';
import { useBudgetAlertToasts } from './use-budget-alerts.ts';

/** What names a row for a screen reader: its description, else its category. */
export function useExpenseName() {
  const { t } = useTranslation('wins');
  return (expense: Expense) => expense.description || t(`categories.${expense.category}`);
}

interface ExpenseRowProps {
  expense: Expense;
  /** Set while the server does not have the row's latest change: a badge instead of its edit and delete. */
  sendState?: RowSendState | undefined;
  onDelete: (expense: Expense) => void;
}

export function ExpenseRow({ expense, sendState, onDelete }: ExpenseRowProps) {
  const { t } = useTranslation('wins');
  const nameOf = useExpenseName();
  const [editing, setEditing] = useState(false);
  const name = nameOf(expense);

  if (editing) return <ExpenseEditForm expense={expense} onDone={() => setEditing(false)} />;

  return (
    <LedgerRowLine
      section="expenses"
      row={expense}
      name={name}
      title={
        expense.description || (
          <span className="text-slate-500 italic dark:text-slate-400">{t('expenses.no_description')}</span>
        )
      }
      detail={
        <>
          {' · '}
          {t(`categories.${expense.category}`)}
        </>
      }
      sendState={sendState}
      onEdit={() => setEditing(true)}
      onDelete={() => onDelete(expense)}
    />
  );
}

/**
 * The inline edit as typed, read into the contracts' expense patch (their rules and message keys apply); the amount
 * in the user's locale, with the decimals of the expense's currency.
 */
function expenseEditSchema(currency: string, separators: NumberSeparators) {
  return moneyFormSchema({
    fields: {
      amount: z.string(),
      category: expensePatchSchema.shape.category.unwrap(),
      date: z.string(),
      description: z.string(),
    },
    read: ({ amount, ...rest }): z.input<typeof expensePatchSchema> => ({
      ...rest,
      amount: amountFromText(amount, separators),
    }),
    contract: expensePatchSchema,
    amountOf: (v) => [v.amount, currency],
  });
}

function ExpenseEditForm({ expense, onDone }: { expense: Expense; onDone: () => void }) {
  const { t } = useTranslation('wins');
  const money = useMoneyFormat();
  const messages = useFormMessages('wins');
  const showAlerts = useBudgetAlertToasts();
  const update = useUpdateExpense();
  const schema = useMemo(
    () => expenseEditSchema(expense.currency, money.separators),
    [expense.currency, money.separators],
  );
  const form = useForm({
    ...submitFormOptions,
    resolver: zodResolver(schema),
    defaultValues: {
      amount: money.amountText(expense.amount, expense.currency),
      category: expense.category,
      date: expense.date,
      description: expense.description,
    },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((patch) => {
    update.mutate(
      { row: expense, patch },
      {
        onSuccess: (outcome) => {
          if (outcome.state === 'queued') {
            toast.success(t('offline.saved'));
            onDone();
            return;
          }
          const { data, alerts } = outcome.data;
          toast.success(t('expenses.updated', { amount: money.formatMoney(data.amount, data.currency) }));
          showAlerts(alerts, data.date);
          onDone();
        },
        onError: (err) => showFormFailure(form, err),
      },
    );
  });

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape anywhere in the editor cancels it
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('expenses.edit_form_label')}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDone();
      }}
      className="grid gap-2 py-3 sm:grid-cols-12"
    >
      <Field
        label={t('fields.amount')}
        error={messages.field(errors.amount?.message)}
        className="space-y-1 sm:col-span-2"
      >
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the inline editor opened by the user's Edit press */}
        <Input inputMode="decimal" autoFocus {...form.register('amount')} />
      </Field>
      <Field
        label={t('fields.category')}
        error={messages.field(errors.category?.message)}
        className="space-y-1 sm:col-span-2"
      >
        <Select {...form.register('category')}>
          <CategoryOptions />
        </Select>
      </Field>
      <Field label={t('fields.date')} error={messages.field(errors.date?.message)} className="space-y-1 sm:col-span-3">
        <Input type="date" {...form.register('date')} />
      </Field>
      <Field
        label={t('fields.description')}
        error={messages.field(errors.description?.message)}
        className="space-y-1 sm:col-span-5"
      >
        <Input maxLength={500} {...form.register('description')} />
      </Field>
      <FormError control={form.control} className="sm:col-span-12" />
      <div className="flex gap-2 sm:col-span-12 sm:justify-end">
        <Button variant="ghost" size="sm" onClick={onDone}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" size="sm" loading={update.isPending}>
          {t('actions.save')}
        </Button>
      </div>
    </form>
  );
}
