import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Repeat } from 'lucide-react';
import { toast } from 'sonner';
import type { Income } from '@ww/contracts';
import { useMoneyFormat } from '#shared/lib/money.ts';
import { Button } from '#shared/ui/button.tsx';
import { RowActions } from '#shared/ui/row-actions.tsx';
import { Card } from '#shared/ui/card.tsx';
import { QueryState } from '#shared/ui/query-state.tsx';
import { SectionHeading } from '#shared/ui/section-heading.tsx';
import { UnsentBadge } from '#shared/ui/unsent-badge.tsx';
import {
  useCreateIncome,
  useForgetIncome,
  useIncomeDeletes,
  useIncomeList,
  useRestoredIncome,
  useUnsentIncome,
  useUpdateIncome,
  type IncomeFields,
} from '../api/income.ts';
import { adjustTotals } from '../api/ledger-cache.ts';
import { CsvExportButton } from './csv-export-button.tsx';
import { useFormMessages } from '#shared/lib/form.ts';
import { IncomeForm } from './income-form.tsx';
import { LedgerTotals } from './ledger-totals.tsx';
import { useUndoableDelete } from './use-undoable-delete.ts';

export default function IncomeTab() {
  const { t } = useTranslation('wins');
  const money = useMoneyFormat();
  const messages = useFormMessages('wins');
  const list = useIncomeList();
  const create = useCreateIncome();
  const forget = useForgetIncome();
  const restored = useRestoredIncome();
  const unsent = useUnsentIncome();
  const { send, restore } = useIncomeDeletes();
  const [editingId, setEditingId] = useState<string | null>(null);

  const deletes = useUndoableDelete<Income>({
    send,
    restore,
    onDeleted: forget,
    onRestored: restored,
    onFailed: (income, err) =>
      toast.error(t('income.delete_failed', { name: income.source, reason: messages.failure(err) })),
    onRestoreFailed: (income, err) =>
      toast.error(t('income.restore_failed', { name: income.source, reason: messages.failure(err) })),
    message: (income) => t('income.deleted', { name: income.source }),
    undoLabel: t('actions.undo'),
  });

  const pages = list.data?.pages;
  const rows = useMemo(() => {
    const pending = new Set(deletes.pending.map((income) => income.id));
    return (pages ?? []).flatMap((page) => page.data).filter((income) => !pending.has(income.id));
  }, [pages, deletes.pending]);
  const totals = useMemo(() => adjustTotals(pages?.[0]?.totals ?? [], deletes.pending, -1), [pages, deletes.pending]);

  // A refusal rejects into the form, which shows it at its fields or beside its button.
  const add = async (fields: IncomeFields) => {
    const outcome = await create.mutateAsync(fields);
    if (outcome.state === 'queued') toast.success(t('offline.saved'));
    else {
      const income = outcome.data.data;
      toast.success(t('income.added', { amount: money.formatMoney(income.amount, income.currency) }));
    }
  };

  return (
    <div className="space-y-6">
      <Card>
        <h2 className="mb-4 text-lg font-semibold text-slate-900 dark:text-slate-50">{t('income.add_title')}</h2>
        <IncomeForm busy={create.isPending} submitLabel={t('income.add')} onSubmit={add} />
      </Card>

      <section aria-labelledby="income-heading" className="space-y-4">
        <SectionHeading
          id="income-heading"
          title={t('income.title')}
          actions={<CsvExportButton path="/income/export.csv" fileName="income.csv" label={t('income.export')} />}
        />

        <QueryState
          query={list}
          loadingLabel={t('income.loading')}
          errorTitle={t('income.load_failed')}
          errorDetail={messages.failure}
          retryLabel={t('actions.retry')}
        >
          {() => (
            <>
              <LedgerTotals totals={totals} label={t('income.total')} />
              {rows.length === 0 ? (
                <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600 dark:border-slate-700 dark:text-slate-300">
                  {t('income.empty')}
                </p>
              ) : (
                <ul
                  aria-label={t('income.list_label')}
                  className="divide-y divide-slate-100 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
                >
                  {rows.map((income) => {
                    const sendState = unsent.get(income.id);
                    return (
                      <li key={income.id} className="px-4">
                        {editingId === income.id ? (
                          <IncomeEditRow income={income} onDone={() => setEditingId(null)} />
                        ) : (
                          <div className="flex items-center gap-3 py-3">
                            <div className="min-w-0 flex-1">
                              <p className="truncate font-medium text-slate-900 dark:text-slate-50">{income.source}</p>
                              <p className="flex items-center gap-1 text-sm text-slate-600 dark:text-slate-300">
                                <time dateTime={income.date}>{money.formatDate(income.date)}</time>
                                {income.recurrence !== 'none' && (
                                  <>
                                    {' · '}
                                    <Repeat aria-hidden className="h-3.5 w-3.5" />
                                    {t(`income.recurrence.${income.recurrence}`)}
                                  </>
                                )}
                              </p>
                            </div>
                            <p className="shrink-0 font-semibold text-emerald-800 tabular-nums dark:text-emerald-300">
                              {money.formatMoney(income.amount, income.currency)}
                            </p>
                            {sendState ? (
                              <UnsentBadge
                                state={sendState}
                                label={
                                  sendState === 'waiting'
                                    ? t('outbox.pending_badge', { ns: 'common' })
                                    : t('offline.refused')
                                }
                                title={
                                  sendState === 'waiting' ? t('outbox.pending_locked', { ns: 'common' }) : undefined
                                }
                              />
                            ) : (
                              <RowActions
                                editLabel={t('income.edit_named', { name: income.source })}
                                deleteLabel={t('income.delete_named', { name: income.source })}
                                onEdit={() => setEditingId(income.id)}
                                onDelete={() => deletes.remove(income)}
                              />
                            )}
                          </div>
                        )}
                      </li>
                    );
                  })}
                </ul>
              )}
              {list.hasNextPage && (
                <div className="flex justify-center">
                  <Button
                    variant="secondary"
                    size="sm"
                    loading={list.isFetchingNextPage}
                    onClick={() => void list.fetchNextPage()}
                  >
                    {t('actions.load_more')}
                  </Button>
                </div>
              )}
            </>
          )}
        </QueryState>
      </section>
    </div>
  );
}

function IncomeEditRow({ income, onDone }: { income: Income; onDone: () => void }) {
  const { t } = useTranslation('wins');
  const update = useUpdateIncome();
  const save = async (fields: IncomeFields) => {
    const outcome = await update.mutateAsync({ income, patch: fields });
    toast.success(t(outcome.state === 'queued' ? 'offline.saved' : 'income.updated'));
    onDone();
  };
  return (
    <div className="py-3">
      <IncomeForm
        income={income}
        busy={update.isPending}
        submitLabel={t('actions.save')}
        onSubmit={save}
        onCancel={onDone}
      />
    </div>
  );
}
