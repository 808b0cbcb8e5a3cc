import { useCallback, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import {
  amountSchema,
  SIDE_INCOME_KINDS,
  sideIncomeSourceInputSchema,
  type NumberSeparators,
  type SideIncomeSource,
} from '@ww/contracts';
import { useErrorText, useErrorToast } from '#shared/lib/error-message.ts';
import { useToday, useTodayDefault } from '#shared/lib/calendar.ts';
import { useMoneyFormat } from '#shared/lib/money.ts';
import { Alert } from '#shared/ui/alert.tsx';
import { Button } from '#shared/ui/button.tsx';
import { Card } from '#shared/ui/card.tsx';
import { CurrencyOptions } from '#shared/ui/currency-options.tsx';
import { Field } from '#shared/ui/field.tsx';
import { FormError } from '#shared/ui/form-error.tsx';
import { Input } from '#shared/ui/input.tsx';
import { Select } from '#shared/ui/select.tsx';
import { Spinner } from '#shared/ui/spinner.tsx';
import {
  useAddSideIncome,
  useCreateSideIncomeSource,
  useDeleteSideIncomeSource,
  useSideIncomeSources,
  useUpdateSideIncomeSource,
  type SideIncomeSourceFields,
} from '../api/insights-queries.ts';
import {
  amountFitsCurrency,
  amountFromText,
  showFormFailure,
  submitFormOptions,
  useFormMessages,
} from '#shared/lib/form.ts';

const AMOUNT_ERROR_KEYS = new Set([
  'invalid_amount',
  'amount_not_positive',
  'too_many_decimals',
  'no_decimals',
  'amount_too_large',
]);

/** Words a field's message key (the form's or the server's): amount problems as every money form words them. */
function useFieldText() {
  const { t } = useTranslation('wins_insights');
  const amountText = useFormMessages('wins').field;
  return useCallback(
    (key: string | undefined) =>
      key === undefined
        ? undefined
        : AMOUNT_ERROR_KEYS.has(key)
          ? amountText(key)
          : key === 'invalid_date'
            ? t('make_money.tracker.errors.invalid_date')
            : t('make_money.tracker.errors.required'),
    [t, amountText],
  );
}

/** A source as typed, read into the contracts' side-income source input (name required; name and notes trimmed). */
const sourceFormSchema = z
  .object({ name: z.string(), kind: sideIncomeSourceInputSchema.shape.kind, notes: z.string() })
  .transform((fields): z.input<typeof sideIncomeSourceInputSchema> => fields)
  .pipe(sideIncomeSourceInputSchema);

/**
 * Income for a source as typed: a positive amount in the user's locale ('12.50' en, '12,50' fr, '1.234,56' es) with
 * at most the currency's decimals, a YYYY-MM-DD date and a currency.
 */
function addIncomeFormSchema(separators: NumberSeparators) {
  return z
    .object({
      amount: z.string().refine((text) => text.trim() !== '', { error: 'required' }),
      date: z.string(),
      currency: z.string(),
    })
    .transform(({ amount, ...rest }) => ({
      ...rest,
      amount: amountFromText(amount, separators),
    }))
    .pipe(
      z.object({
        amount: amountSchema,
        date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'invalid_date' }),
        currency: z.string(),
      }),
    )
    .refine((v) => amountFitsCurrency(v.amount, v.currency), { error: 'no_decimals', path: ['amount'] });
}

function SourceForm({
  initial,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
}: {
  initial: SideIncomeSourceFields;
  submitLabel: string;
  busy: boolean;
  onSubmit: (fields: SideIncomeSourceFields) => Promise<void>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('wins_insights');
  const fieldText = useFieldText();
  const form = useForm({ ...submitFormOptions, resolver: zodResolver(sourceFormSchema), defaultValues: initial });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (fields) => {
    try {
      await onSubmit(fields);
      if (!onCancel) form.reset(initial);
    } catch (err) {
      showFormFailure(form, err);
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-3 sm:grid-cols-2">
      <Field label={t('make_money.tracker.name')} error={fieldText(errors.name?.message)}>
        <Input maxLength={120} placeholder={t('make_money.tracker.name_placeholder')} {...form.register('name')} />
      </Field>
      <Field label={t('make_money.tracker.kind')} error={fieldText(errors.kind?.message)}>
        <Select {...form.register('kind')}>
          {SIDE_INCOME_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`make_money.tracker.kinds.${kind}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label={t('make_money.tracker.notes')}
        error={fieldText(errors.notes?.message)}
        className="space-y-1.5 sm:col-span-2"
      >
        <Input maxLength={1000} {...form.register('notes')} />
      </Field>
      <FormError control={form.control} className="sm:col-span-2" />
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            {t('common.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}

function AddIncomeForm({ source, onDone }: { source: SideIncomeSource; onDone: () => void }) {
  const { t } = useTranslation('wins_insights');
  const money = useMoneyFormat();
  const today = useToday();
  const addIncome = useAddSideIncome();
  const fieldText = useFieldText();
  const schema = useMemo(() => addIncomeFormSchema(money.separators), [money.separators]);
  const form = useForm({
    ...submitFormOptions,
    resolver: zodResolver(schema),
    defaultValues: { amount: '', date: today, currency: money.currency },
  });
  const { errors } = form.formState;
  useTodayDefault(form, 'date', today);

  const submit = form.handleSubmit(async ({ amount, date, currency }) => {
    try {
      await addIncome.mutateAsync({ source, amount, date, currency });
      toast.success(t('make_money.tracker.income_added', { name: source.name }));
      onDone();
    } catch (err) {
      showFormFailure(form, err);
    }
  });

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={t('make_money.tracker.add_income_title', { name: source.name })}
      className="mt-3 grid gap-3 rounded-lg bg-slate-50 p-3 sm:grid-cols-3 dark:bg-slate-800/60"
    >
      <Field label={t('make_money.tracker.amount')} error={fieldText(errors.amount?.message)}>
        <Input inputMode="decimal" autoComplete="off" {...form.register('amount')} />
      </Field>
      <Field label={t('make_money.tracker.date')} error={fieldText(errors.date?.message)}>
        <Input type="date" {...form.register('date')} />
      </Field>
      <Field label={t('make_money.tracker.currency')} error={fieldText(errors.currency?.message)}>
        <Select {...form.register('currency')}>
          <CurrencyOptions />
        </Select>
      </Field>
      <FormError control={form.control} className="sm:col-span-3" />
      <div className="flex gap-2 sm:col-span-3">
        <Button type="submit" size="sm" loading={addIncome.isPending}>
          {t('make_money.tracker.add_income')}
        </Button>
        <Button variant="ghost" size="sm" onClick={onDone} disabled={addIncome.isPending}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}

function SourceItem({ source }: { source: SideIncomeSource }) {
  const { t } = useTranslation('wins_insights');
  const showError = useErrorToast();
  const money = useMoneyFormat();
  const update = useUpdateSideIncomeSource();
  const remove = useDeleteSideIncomeSource();
  const [mode, setMode] = useState<'view' | 'edit' | 'income' | 'confirm_delete'>('view');

  if (mode === 'edit') {
    return (
      <li className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
        <h4 className="mb-3 font-medium text-slate-900 dark:text-slate-100">
          {t('make_money.tracker.edit_title', { name: source.name })}
        </h4>
        <SourceForm
          initial={{ name: source.name, kind: source.kind, notes: source.notes }}
          submitLabel={t('common.save')}
          busy={update.isPending}
          onCancel={() => setMode('view')}
          onSubmit={async (fields) => {
            // A refusal rejects into the form, which shows it at its fields or beside its button.
            await update.mutateAsync({ id: source.id, fields });
            toast.success(t('make_money.tracker.updated'));
            setMode('view');
          }}
        />
      </li>
    );
  }

  const deleteSource = async () => {
    try {
      await remove.mutateAsync(source.id);
      toast.success(t('make_money.tracker.deleted'));
    } catch (err) {
      showError(err);
      setMode('view');
    }
  };

  return (
    <li className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h4 className="font-medium break-words text-slate-900 dark:text-slate-100">{source.name}</h4>
          <p className="text-xs text-slate-500 dark:text-slate-400">{t(`make_money.tracker.kinds.${source.kind}`)}</p>
          {source.notes && (
            <p className="mt-1 text-sm break-words text-slate-700 dark:text-slate-300">{source.notes}</p>
          )}
        </div>
        <div className="text-right">
          <p className="text-xs text-slate-500 dark:text-slate-400">{t('make_money.tracker.last_12_months')}</p>
          {source.totals.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('make_money.tracker.nothing_yet')}</p>
          ) : (
            <ul>
              {source.totals.map((total) => (
                <li key={total.currency} className="font-semibold tabular-nums text-emerald-700 dark:text-emerald-400">
                  {money.formatMoney(total.total, total.currency)}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      {mode === 'confirm_delete' ? (
        <div
          role="alert"
          className="mt-3 space-y-2 rounded-lg bg-red-50 p-3 text-sm text-red-900 dark:bg-red-950 dark:text-red-100"
        >
          <p>{t('make_money.tracker.confirm_delete', { name: source.name })}</p>
          <div className="flex gap-2">
            <Button variant="danger" size="sm" loading={remove.isPending} onClick={() => void deleteSource()}>
              {t('common.delete')}
            </Button>
            <Button variant="ghost" size="sm" disabled={remove.isPending} onClick={() => setMode('view')}>
              {t('common.cancel')}
            </Button>
          </div>
        </div>
      ) : mode === 'income' ? (
        <AddIncomeForm source={source} onDone={() => setMode('view')} />
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button
            size="sm"
            onClick={() => setMode('income')}
            aria-label={t('make_money.tracker.add_income_label', { name: source.name })}
          >
            <Plus aria-hidden className="h-4 w-4" />
            {t('make_money.tracker.add_income')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setMode('edit')}
            aria-label={t('make_money.tracker.edit_label', { name: source.name })}
          >
            <Pencil aria-hidden className="h-4 w-4" />
            {t('common.edit')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setMode('confirm_delete')}
            aria-label={t('make_money.tracker.delete_label', { name: source.name })}
          >
            <Trash2 aria-hidden className="h-4 w-4" />
            {t('common.delete')}
          </Button>
        </div>
      )}
    </li>
  );
}

const EMPTY_SOURCE: SideIncomeSourceFields = { name: '', kind: 'remote_work', notes: '' };

export function MakeMoneyTracker() {
  const { t } = useTranslation('wins_insights');
  const errorText = useErrorText();
  const { data: sources, error, isPending, refetch } = useSideIncomeSources();
  const create = useCreateSideIncomeSource();

  return (
    <Card className="space-y-4">
      <div>
        <h2 className="text-lg font-semibold text-slate-900 dark:text-slate-50">{t('make_money.tracker.title')}</h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('make_money.tracker.intro')}</p>
      </div>
      {isPending && <Spinner label={t('make_money.tracker.loading')} />}
      {error && (
        <Alert variant="error" title={t('make_money.tracker.load_failed')}>
          <p>{errorText(error)}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      )}
      {sources && sources.length === 0 && (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('make_money.tracker.empty')}</p>
      )}
      {sources && sources.length > 0 && (
        <ul className="space-y-3">
          {sources.map((source) => (
            <SourceItem key={source.id} source={source} />
          ))}
        </ul>
      )}
      <div className="border-t border-slate-200 pt-4 dark:border-slate-700">
        <h3 className="mb-3 font-medium text-slate-900 dark:text-slate-100">{t('make_money.tracker.add_title')}</h3>
        <SourceForm
          initial={EMPTY_SOURCE}
          submitLabel={t('make_money.tracker.add')}
          busy={create.isPending}
          onSubmit={async (fields) => {
            await create.mutateAsync(fields);
            toast.success(t('make_money.tracker.added'));
          }}
        />
      </div>
    </Card>
  );
}
