import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { expenseInputSchema, type ExpenseCategory } from '@ww/contracts';
import { parseAmount, todayIso, useMoneyFormat } from '../../../shared/lib/money.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Field } from '../../../shared/ui/field.tsx';
import { Input } from '../../../shared/ui/input.tsx';
import { Select } from '../../../shared/ui/select.tsx';
import { useCreateExpense } from '../api/expenses.ts';
import type { ExpenseFilters } from '../api/finance-keys.ts';
import { CategoryOptions } from './category-options.tsx';
import { CurrencyInput } from './currency-input.tsx';
import { issuesByField, serverFieldErrors, useFormMessages } from './form-errors.ts';
import { useBudgetAlertToasts } from './use-budget-alerts.ts';

/** Adds an expense; the list it belongs to (filtered as on screen) shows it first. */
export function ExpenseForm({ filters }: { filters: ExpenseFilters }) {
  const { t } = useTranslation('wins');
  const money = useMoneyFormat();
  const messages = useFormMessages();
  const showAlerts = useBudgetAlertToasts();
  const create = useCreateExpense(filters);
  const [amount, setAmount] = useState('');
  const [category, setCategory] = useState<ExpenseCategory>('fuel');
  const [date, setDate] = useState(() => todayIso());
  const [description, setDescription] = useState('');
  // Until the user types a currency, the one from the settings applies (they may still be loading).
  const [currency, setCurrency] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = expenseInputSchema.safeParse({
      amount: parseAmount(amount) ?? Number.NaN,
      category,
      date,
      description,
      currency: currency ?? money.currency,
    });
    if (!parsed.success) {
      setErrors(issuesByField(parsed.error.issues));
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: ({ data, alerts }) => {
        setAmount('');
        setDescription('');
        toast.success(t('expenses.added', { amount: money.formatMoney(data.amount, data.currency) }));
        showAlerts(alerts, data.date);
      },
      onError: (err) => {
        setErrors(serverFieldErrors(err));
        toast.error(messages.failure(err));
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('expenses.form_label')} className="grid gap-3 sm:grid-cols-6">
      <div className="flex gap-2 sm:col-span-2">
        <Field label={t('fields.amount')} error={messages.field(errors.amount)} className="min-w-0 flex-1 space-y-1.5">
          <Input inputMode="decimal" autoComplete="off" value={amount} onChange={(e) => setAmount(e.target.value)} />
        </Field>
        <Field label={t('fields.currency')} error={messages.field(errors.currency)} className="w-24 shrink-0 space-y-1.5">
          <CurrencyInput value={currency ?? money.currency} onChange={setCurrency} />
        </Field>
      </div>
      <Field label={t('fields.category')} error={messages.field(errors.category)} className="space-y-1.5 sm:col-span-2">
        <Select value={category} onChange={(e) => setCategory(e.target.value as ExpenseCategory)}>
          <CategoryOptions />
        </Select>
      </Field>
      <Field label={t('fields.date')} error={messages.field(errors.date)} className="space-y-1.5 sm:col-span-2">
        <Input type="date" value={date} onChange={(e) => setDate(e.target.value)} />
      </Field>
      <Field label={t('fields.description')} error={messages.field(errors.description)} className="space-y-1.5 sm:col-span-4">
        <Input value={description} maxLength={500} onChange={(e) => setDescription(e.target.value)} />
      </Field>
      <div className="flex items-end sm:col-span-2">
        <Button type="submit" loading={create.isPending} className="w-full">
          {t('expenses.add')}
        </Button>
      </div>
    </form>
  );
}
