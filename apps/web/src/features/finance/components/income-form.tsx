import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { INCOME_RECURRENCES, incomeInputSchema, type Income } from '@ww/contracts';
import type { ApiRequestError } from '../../../shared/lib/api-client.ts';
import { parseAmount, todayIso, useMoneyFormat } from '../../../shared/lib/money.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Field } from '../../../shared/ui/field.tsx';
import { Input } from '../../../shared/ui/input.tsx';
import { Select } from '../../../shared/ui/select.tsx';
import type { IncomeFields, IncomeRecurrence } from '../api/income.ts';
import { CurrencyInput } from './currency-input.tsx';
import { issuesByField, serverFieldErrors, useFormMessages } from './form-errors.ts';

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
  const messages = useFormMessages();
  const [source, setSource] = useState(income?.source ?? '');
  const [amount, setAmount] = useState(income ? String(income.amount) : '');
  const [date, setDate] = useState(income?.date ?? todayIso());
  const [currency, setCurrency] = useState<string | null>(income?.currency ?? null);
  const [recurrence, setRecurrence] = useState<IncomeRecurrence>(income?.recurrence ?? 'none');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = incomeInputSchema.safeParse({
      source,
      amount: parseAmount(amount) ?? Number.NaN,
      date,
      currency: currency ?? money.currency,
      recurrence,
    });
    if (!parsed.success) {
      setErrors(issuesByField(parsed.error.issues));
      return;
    }
    setErrors({});
    const { side_income_source_id: _source, ...fields } = parsed.data;
    onSubmit(fields).then(
      () => {
        if (!income) {
          setSource('');
          setAmount('');
        }
      },
      (err: ApiRequestError) => setErrors(serverFieldErrors(err)),
    );
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={income ? t('income.edit_form_label') : t('income.form_label')}
      className="grid gap-3 sm:grid-cols-6"
    >
      <Field label={t('fields.source')} error={messages.field(errors.source)} className="space-y-1.5 sm:col-span-2">
        <Input value={source} maxLength={200} onChange={(e) => setSource(e.target.value)} />
      </Field>
      <div className="flex gap-2 sm:col-span-2">
        <Field label={t('fields.amount')} error={messages.field(errors.amount)} className="min-w-0 flex-1 space-y-1.5">
          <Input inputMode="decimal" autoComplete="off" value={amount} onChange={(e) => setAmount(e.target.value)} />
        </Field>
        <Field label={t('fields.currency')} error={messages.field(errors.currency)} className="w-24 shrink-0 space-y-1.5">
          <CurrencyInput value={currency ?? money.currency} onChange={setCurrency} />
        </Field>
      </div>
      <Field label={t('fields.date')} error={messages.field(errors.date)} className="space-y-1.5 sm:col-span-2">
        <Input type="date" value={date} onChange={(e) => setDate(e.target.value)} />
      </Field>
      <Field label={t('fields.recurrence')} error={messages.field(errors.recurrence)} className="space-y-1.5 sm:col-span-2">
        <Select value={recurrence} onChange={(e) => setRecurrence(e.target.value as IncomeRecurrence)}>
          {INCOME_RECURRENCES.map((value) => (
            <option key={value} value={value}>
              {t(`income.recurrence.${value}`)}
            </option>
          ))}
        </Select>
      </Field>
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
