import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { exchangeRateInputSchema, type ExchangeRate } from '@ww/contracts';
import { useMoneyFormat } from '../../../shared/lib/money.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Field } from '../../../shared/ui/field.tsx';
import { Input } from '../../../shared/ui/input.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useDeleteExchangeRate, useExchangeRates, useSaveExchangeRate } from '../api/exchange-rates.ts';
import { CurrencyInput } from './currency-input.tsx';
import { issuesByField, serverFieldErrors, useFormMessages } from './form-errors.ts';

/** Rates are typed by hand, so they keep the precision the user gave (up to 6 decimals). */
function parseRate(text: string): number {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) ? value : Number.NaN;
}

export function ExchangeRatesSection() {
  const { t } = useTranslation('wins');
  const messages = useFormMessages();
  const rates = useExchangeRates();
  return (
    <section aria-labelledby="rates-heading" className="space-y-4">
      <div>
        <h2 id="rates-heading" className="text-lg font-semibold text-slate-900 dark:text-slate-50">
          {t('rates.title')}
        </h2>
        <p className="max-w-3xl text-sm text-slate-600 dark:text-slate-300">{t('rates.intro')}</p>
      </div>
      {rates.isPending ? (
        <Spinner label={t('rates.loading')} />
      ) : rates.isError ? (
        <Alert variant="error" title={t('rates.load_failed')}>
          <p>{messages.failure(rates.error)}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void rates.refetch()}>
            {t('actions.retry')}
          </Button>
        </Alert>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-800">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('rates.table_caption')}</caption>
            <thead className="bg-slate-50 text-left text-slate-600 dark:bg-slate-800 dark:text-slate-300">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">{t('rates.base')}</th>
                <th scope="col" className="px-3 py-2 font-medium">{t('rates.quote')}</th>
                <th scope="col" className="px-3 py-2 font-medium">{t('rates.rate')}</th>
                <th scope="col" className="px-3 py-2 font-medium">
                  <span className="sr-only">{t('rates.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {rates.data.length === 0 && (
                <tr>
                  <td colSpan={4} className="px-3 py-4 text-center text-slate-600 dark:text-slate-300">
                    {t('rates.empty')}
                  </td>
                </tr>
              )}
              {rates.data.map((rate) => (
                <RateRow key={rate.id} rate={rate} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <NewRateForm />
    </section>
  );
}

function RateRow({ rate }: { rate: ExchangeRate }) {
  const { t } = useTranslation('wins');
  const messages = useFormMessages();
  const save = useSaveExchangeRate();
  const remove = useDeleteExchangeRate();
  const [value, setValue] = useState(String(rate.rate));
  const [error, setError] = useState<string | undefined>();
  const pair = `${rate.base}/${rate.quote}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = exchangeRateInputSchema.safeParse({ base: rate.base, quote: rate.quote, rate: parseRate(value) });
    if (!parsed.success) {
      setError(issuesByField(parsed.error.issues).rate ?? 'invalid');
      return;
    }
    setError(undefined);
    save.mutate(parsed.data, {
      onSuccess: () => toast.success(t('rates.saved', { pair })),
      onError: (err) => {
        setError(serverFieldErrors(err).rate);
        toast.error(messages.failure(err));
      },
    });
  };

  return (
    <tr>
      <td className="px-3 py-2 font-medium">{rate.base}</td>
      <td className="px-3 py-2 font-medium">{rate.quote}</td>
      <td className="px-3 py-2">
        <form id={`rate-${rate.id}`} onSubmit={submit} noValidate>
          <Input
            aria-label={t('rates.rate_for', { base: rate.base, quote: rate.quote })}
            inputMode="decimal"
            value={value}
            invalid={Boolean(error)}
            onChange={(e) => setValue(e.target.value)}
            className="w-32"
          />
          {error && <p role="alert" className="mt-1 text-xs text-red-700 dark:text-red-400">{messages.field(error)}</p>}
        </form>
      </td>
      <td className="px-3 py-2">
        <div className="flex justify-end gap-1">
          <Button type="submit" form={`rate-${rate.id}`} variant="secondary" size="sm" loading={save.isPending} aria-label={t('rates.save_named', { pair })}>
            {t('actions.save')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('rates.delete_named', { pair })}
            loading={remove.isPending}
            onClick={() => remove.mutate(rate.id, { onError: (err) => toast.error(messages.failure(err)) })}
          >
            <Trash2 aria-hidden className="h-4 w-4" />
          </Button>
        </div>
      </td>
    </tr>
  );
}

function NewRateForm() {
  const { t } = useTranslation('wins');
  const money = useMoneyFormat();
  const messages = useFormMessages();
  const save = useSaveExchangeRate();
  const [base, setBase] = useState('');
  const [quote, setQuote] = useState<string | null>(null);
  const [rate, setRate] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = exchangeRateInputSchema.safeParse({ base, quote: quote ?? money.currency, rate: parseRate(rate) });
    if (!parsed.success) {
      setErrors(issuesByField(parsed.error.issues));
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: (saved) => {
        setBase('');
        setRate('');
        toast.success(t('rates.saved', { pair: `${saved.base}/${saved.quote}` }));
      },
      onError: (err) => {
        setErrors(serverFieldErrors(err));
        toast.error(messages.failure(err));
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('rates.form_label')} className="flex flex-wrap items-end gap-3">
      <Field label={t('rates.base')} error={messages.field(errors.base)} className="w-24 space-y-1.5">
        <CurrencyInput value={base} onChange={setBase} />
      </Field>
      <Field label={t('rates.quote')} error={messages.field(errors.quote)} className="w-24 space-y-1.5">
        <CurrencyInput value={quote ?? money.currency} onChange={setQuote} />
      </Field>
      <Field label={t('rates.rate')} hint={t('rates.rate_hint')} error={messages.field(errors.rate)}>
        <Input inputMode="decimal" value={rate} onChange={(e) => setRate(e.target.value)} className="w-32" />
      </Field>
      <Button type="submit" loading={save.isPending}>
        {t('rates.add')}
      </Button>
    </form>
  );
}
