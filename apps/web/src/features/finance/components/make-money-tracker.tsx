import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { SIDE_INCOME_KINDS, type SideIncomeSource } from '@ww/contracts';
import { ApiRequestError } from '../../../shared/lib/api-client.ts';
import { errorMessageKey } from '../../../shared/lib/error-message.ts';
import { todayIso, useMoneyFormat } from '../../../shared/lib/money.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Card } from '../../../shared/ui/card.tsx';
import { CurrencyOptions } from '../../../shared/ui/currency-options.tsx';
import { Field } from '../../../shared/ui/field.tsx';
import { Input } from '../../../shared/ui/input.tsx';
import { Select } from '../../../shared/ui/select.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import {
  useAddSideIncome,
  useCreateSideIncomeSource,
  useDeleteSideIncomeSource,
  useSideIncomeSources,
  useUpdateSideIncomeSource,
  type SideIncomeSourceFields,
} from '../api/insights-queries.ts';

type Kind = SideIncomeSourceFields['kind'];
type FieldErrors = Partial<Record<string, string>>;

/** Reads an amount typed with a dot or a comma for decimals ('12.50', '12,50'); null unless positive with at most 2 decimals. */
export function parseAmount(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (!/^\d+([.,]\d{1,2})?$/.test(compact)) return null;
  const value = Number(compact.replace(',', '.'));
  return value > 0 ? value : null;
}

const AMOUNT_ERROR_KEYS = new Set(['invalid_amount', 'amount_not_positive', 'too_many_decimals', 'amount_too_large']);

/** The server's field errors as texts; amount problems share one message. */
function serverFieldErrors(err: unknown, t: (key: string) => string): FieldErrors | null {
  if (!(err instanceof ApiRequestError) || !err.fields) return null;
  return Object.fromEntries(
    Object.entries(err.fields).map(([field, key]) => [
      field,
      AMOUNT_ERROR_KEYS.has(key) ? t('make_money.tracker.errors.invalid_amount') : key === 'invalid_date' ? t('make_money.tracker.errors.invalid_date') : t('make_money.tracker.errors.required'),
    ]),
  );
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
  const [fields, setFields] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const name = fields.name.trim();
    if (!name) {
      setErrors({ name: t('make_money.tracker.errors.required') });
      return;
    }
    setErrors({});
    try {
      await onSubmit({ ...fields, name, notes: fields.notes.trim() });
      if (!onCancel) setFields(initial);
    } catch (err) {
      const fieldErrors = serverFieldErrors(err, t);
      if (fieldErrors) setErrors(fieldErrors);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-3 sm:grid-cols-2">
      <Field label={t('make_money.tracker.name')} error={errors.name}>
        <Input
          value={fields.name}
          maxLength={120}
          placeholder={t('make_money.tracker.name_placeholder')}
          onChange={(e) => setFields({ ...fields, name: e.target.value })}
        />
      </Field>
      <Field label={t('make_money.tracker.kind')} error={errors.kind}>
        <Select value={fields.kind} onChange={(e) => setFields({ ...fields, kind: e.target.value as Kind })}>
          {SIDE_INCOME_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`make_money.tracker.kinds.${kind}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('make_money.tracker.notes')} error={errors.notes} className="space-y-1.5 sm:col-span-2">
        <Input value={fields.notes} maxLength={1000} onChange={(e) => setFields({ ...fields, notes: e.target.value })} />
      </Field>
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
  const { t: tc } = useTranslation('common');
  const money = useMoneyFormat();
  const addIncome = useAddSideIncome();
  const [amount, setAmount] = useState('');
  const [date, setDate] = useState(todayIso());
  const [currency, setCurrency] = useState(money.currency);
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const value = parseAmount(amount);
    const next: FieldErrors = {};
    if (value === null) next.amount = t(amount.trim() ? 'make_money.tracker.errors.invalid_amount' : 'make_money.tracker.errors.required');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) next.date = t('make_money.tracker.errors.invalid_date');
    setErrors(next);
    if (value === null || Object.keys(next).length > 0) return;
    try {
      await addIncome.mutateAsync({ source, amount: value, date, currency });
      toast.success(t('make_money.tracker.income_added', { name: source.name }));
      onDone();
    } catch (err) {
      const fieldErrors = serverFieldErrors(err, t);
      if (fieldErrors) setErrors(fieldErrors);
      else toast.error(tc(errorMessageKey(err)));
    }
  };

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={t('make_money.tracker.add_income_title', { name: source.name })}
      className="mt-3 grid gap-3 rounded-lg bg-slate-50 p-3 sm:grid-cols-3 dark:bg-slate-800/60"
    >
      <Field label={t('make_money.tracker.amount')} error={errors.amount}>
        <Input inputMode="decimal" autoComplete="off" value={amount} onChange={(e) => setAmount(e.target.value)} />
      </Field>
      <Field label={t('make_money.tracker.date')} error={errors.date}>
        <Input type="date" value={date} onChange={(e) => setDate(e.target.value)} />
      </Field>
      <Field label={t('make_money.tracker.currency')} error={errors.currency}>
        <Select value={currency} onChange={(e) => setCurrency(e.target.value)}>
          <CurrencyOptions />
        </Select>
      </Field>
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
  const { t: tc } = useTranslation('common');
  const money = useMoneyFormat();
  const update = useUpdateSideIncomeSource();
  const remove = useDeleteSideIncomeSource();
  const [mode, setMode] = useState<'view' | 'edit' | 'income' | 'confirm_delete'>('view');

  if (mode === 'edit') {
    return (
      <li className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
        <h4 className="mb-3 font-medium text-slate-900 dark:text-slate-100">{t('make_money.tracker.edit_title', { name: source.name })}</h4>
        <SourceForm
          initial={{ name: source.name, kind: source.kind, notes: source.notes }}
          submitLabel={t('common.save')}
          busy={update.isPending}
          onCancel={() => setMode('view')}
          onSubmit={async (fields) => {
            try {
              await update.mutateAsync({ id: source.id, fields });
            } catch (err) {
              if (!(err instanceof ApiRequestError && err.fields)) toast.error(tc(errorMessageKey(err)));
              throw err;
            }
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
      toast.error(tc(errorMessageKey(err)));
      setMode('view');
    }
  };

  return (
    <li className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h4 className="font-medium break-words text-slate-900 dark:text-slate-100">{source.name}</h4>
          <p className="text-xs text-slate-500 dark:text-slate-400">{t(`make_money.tracker.kinds.${source.kind}`)}</p>
          {source.notes && <p className="mt-1 text-sm break-words text-slate-700 dark:text-slate-300">{source.notes}</p>}
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
        <div role="alert" className="mt-3 space-y-2 rounded-lg bg-red-50 p-3 text-sm text-red-900 dark:bg-red-950 dark:text-red-100">
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
          <Button size="sm" onClick={() => setMode('income')} aria-label={t('make_money.tracker.add_income_label', { name: source.name })}>
            <Plus aria-hidden className="h-4 w-4" />
            {t('make_money.tracker.add_income')}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setMode('edit')} aria-label={t('make_money.tracker.edit_label', { name: source.name })}>
            <Pencil aria-hidden className="h-4 w-4" />
            {t('common.edit')}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setMode('confirm_delete')} aria-label={t('make_money.tracker.delete_label', { name: source.name })}>
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
  const { t: tc } = useTranslation('common');
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
          <p>{tc(errorMessageKey(error))}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      )}
      {sources && sources.length === 0 && <p className="text-sm text-slate-700 dark:text-slate-300">{t('make_money.tracker.empty')}</p>}
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
            try {
              await create.mutateAsync(fields);
            } catch (err) {
              if (!(err instanceof ApiRequestError && err.fields)) toast.error(tc(errorMessageKey(err)));
              throw err;
            }
            toast.success(t('make_money.tracker.added'));
          }}
        />
      </div>
    </Card>
  );
}
