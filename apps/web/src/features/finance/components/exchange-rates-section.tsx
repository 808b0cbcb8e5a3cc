import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { z } from 'zod';
import {
  EXCHANGE_RATE_DECIMALS,
  exchangeRateInputSchema,
  type ExchangeRate,
  type NumberSeparators,
} from '@ww/contracts';
import { numberInputText, useMoneyFormat } from '#shared/lib/money.ts';
import { Button, IconButton } from '#shared/ui/button.tsx';
import { Cell, DataTable, Row } from '#shared/ui/data-table.tsx';
import { Field } from '#shared/ui/field.tsx';
import { FormError } from '#shared/ui/form-error.tsx';
import { Input } from '#shared/ui/input.tsx';
import { QueryState } from '#shared/ui/query-state.tsx';
import { HeadedSection } from '#shared/ui/section-heading.tsx';
import { useDeleteExchangeRate, useExchangeRates, useSaveExchangeRate } from '../api/exchange-rates.ts';
import { CurrencyInput } from '#shared/ui/currency-input.tsx';
import { useErrorToast } from '#shared/lib/error-message.ts';
import { amountFromText, showFormFailure, useFormMessages, submitFormOptions } from '#shared/lib/form.ts';

/**
 * A rate form as typed in the user's locale, read into the contracts' exchange rate input (their rules and message
 * keys apply; a pair of one currency is refused as the server does). The quote currency is null until the user types
 * one: the one from the settings applies.
 */
function rateFormSchema(defaultQuote: string, separators: NumberSeparators) {
  return z
    .object({ base: z.string(), quote: z.string().nullable(), rate: z.string() })
    .transform(({ base, quote, rate }): z.input<typeof exchangeRateInputSchema> => ({
      base,
      quote: quote ?? defaultQuote,
      rate: amountFromText(rate, separators),
    }))
    .pipe(exchangeRateInputSchema)
    .refine((v) => v.base !== v.quote, { error: 'same_currency', path: ['quote'] });
}

/** A saved pair's rate as typed, read into the contracts' exchange rate input for that pair. */
function savedRateSchema(base: string, quote: string, separators: NumberSeparators) {
  return z
    .object({ rate: z.string() })
    .transform(({ rate }): z.input<typeof exchangeRateInputSchema> => ({
      base,
      quote,
      rate: amountFromText(rate, separators),
    }))
    .pipe(exchangeRateInputSchema);
}

export function ExchangeRatesSection() {
  const { t } = useTranslation('wins');
  const messages = useFormMessages('wins');
  const rates = useExchangeRates();
  return (
    <HeadedSection id="rates-heading" title={t('rates.title')} intro={t('rates.intro')}>
      <QueryState
        query={rates}
        loadingLabel={t('rates.loading')}
        errorTitle={t('rates.load_failed')}
        errorDetail={messages.failure}
        retryLabel={t('actions.retry')}
      >
        {(data) =>
          data.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-300">{t('rates.empty')}</p>
          ) : (
            <DataTable
              caption={t('rates.table_caption')}
              columns={[t('rates.base'), t('rates.quote'), t('rates.rate'), t('rates.actions')]}
              stackBelow="lg"
            >
              {data.map((rate) => (
                <RateRow key={rate.id} rate={rate} />
              ))}
            </DataTable>
          )
        }
      </QueryState>
      <NewRateForm />
    </HeadedSection>
  );
}

function RateRow({ rate }: { rate: ExchangeRate }) {
  const { t } = useTranslation('wins');
  const messages = useFormMessages('wins');
  const showError = useErrorToast();
  const money = useMoneyFormat();
  const save = useSaveExchangeRate();
  const remove = useDeleteExchangeRate();
  const pair = `${rate.base}/${rate.quote}`;
  const schema = useMemo(
    () => savedRateSchema(rate.base, rate.quote, money.separators),
    [rate.base, rate.quote, money.separators],
  );
  const form = useForm({
    ...submitFormOptions,
    resolver: zodResolver(schema),
    defaultValues: { rate: numberInputText(rate.rate, money.locale, EXCHANGE_RATE_DECIMALS) },
  });
  // Only the rate is typed here; a problem with the saved pair itself shows on it too.
  const { errors } = form.formState;
  const error = errors.rate?.message ?? (Object.keys(errors).some((name) => name !== 'root') ? 'invalid' : undefined);

  const submit = form.handleSubmit((input) => {
    save.mutate(input, {
      onSuccess: () => toast.success(t('rates.saved', { pair })),
      onError: (err) => showFormFailure(form, err),
    });
  });

  return (
    <Row>
      <Cell label={t('rates.base')} className="font-medium">
        {rate.base}
      </Cell>
      <Cell label={t('rates.quote')} className="font-medium">
        {rate.quote}
      </Cell>
      <Cell label={t('rates.rate')}>
        <form id={`rate-${rate.id}`} onSubmit={(event) => void submit(event)} noValidate>
          <Input
            aria-label={t('rates.rate_for', { base: rate.base, quote: rate.quote })}
            inputMode="decimal"
            invalid={Boolean(error)}
            className="w-32"
            {...form.register('rate')}
          />
          {error ? (
            <p role="alert" className="mt-1 text-xs text-red-700 dark:text-red-400">
              {messages.field(error)}
            </p>
          ) : (
            <FormError control={form.control} className="mt-1 text-xs" />
          )}
        </form>
      </Cell>
      <Cell label={t('rates.actions')}>
        <div className="flex justify-end gap-1">
          <Button
            type="submit"
            form={`rate-${rate.id}`}
            variant="secondary"
            size="sm"
            loading={save.isPending}
            aria-label={t('rates.save_named', { pair })}
          >
            {t('actions.save')}
          </Button>
          <IconButton
            label={t('rates.delete_named', { pair })}
            icon={Trash2}
            loading={remove.isPending}
            onClick={() => remove.mutate(rate.id, { onError: showError })}
          />
        </div>
      </Cell>
    </Row>
  );
}

function NewRateForm() {
  const { t } = useTranslation('wins');
  const money = useMoneyFormat();
  const messages = useFormMessages('wins');
  const save = useSaveExchangeRate();
  const schema = useMemo(() => rateFormSchema(money.currency, money.separators), [money.currency, money.separators]);
  const form = useForm({
    ...submitFormOptions,
    resolver: zodResolver(schema),
    // Until the user types a quote currency (null), the one from the settings applies.
    defaultValues: { base: '', quote: null, rate: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((input) => {
    save.mutate(input, {
      onSuccess: (saved) => {
        form.setValue('base', '');
        form.setValue('rate', '');
        toast.success(t('rates.saved', { pair: `${saved.base}/${saved.quote}` }));
      },
      onError: (err) => showFormFailure(form, err),
    });
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('rates.form_label')}
      className="flex flex-wrap items-end gap-3"
    >
      <Controller
        control={form.control}
        name="base"
        render={({ field }) => (
          <Field label={t('rates.base')} error={messages.field(errors.base?.message)} className="w-24 space-y-1.5">
            <CurrencyInput
              ref={field.ref}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          </Field>
        )}
      />
      <Controller
        control={form.control}
        name="quote"
        render={({ field }) => (
          <Field label={t('rates.quote')} error={messages.field(errors.quote?.message)} className="w-24 space-y-1.5">
            <CurrencyInput
              ref={field.ref}
              name={field.name}
              value={field.value ?? money.currency}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          </Field>
        )}
      />
      <Field label={t('rates.rate')} hint={t('rates.rate_hint')} error={messages.field(errors.rate?.message)}>
        <Input inputMode="decimal" className="w-32" {...form.register('rate')} />
      </Field>
      <Button type="submit" loading={save.isPending}>
        {t('rates.add')}
      </Button>
      <FormError control={form.control} className="basis-full" />
    </form>
  );
}
