import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Upload } from 'lucide-react';
import { toast } from 'sonner';
import type { Expense } from '@ww/contracts';
import { useToday } from '#shared/lib/calendar.ts';
import { Button } from '#shared/ui/button.tsx';
import { Card } from '#shared/ui/card.tsx';
import { QueryState } from '#shared/ui/query-state.tsx';
import { SectionHeading } from '#shared/ui/section-heading.tsx';
import {
  expenseQuery,
  useExpenseDeletes,
  useExpenseList,
  useForgetExpense,
  useRestoredExpense,
  useUnsentExpenses,
} from '../api/expenses.ts';
import type { ExpenseFilters } from '../api/queries.ts';
import { adjustTotals } from '../api/ledger-cache.ts';
import { CsvExportButton } from './csv-export-button.tsx';
import { ExpenseFiltersBar, INITIAL_EXPENSE_FILTERS, type ExpenseFilterValues } from './expense-filters.tsx';
import { ExpenseForm } from './expense-form.tsx';
import { ExpenseList } from './expense-list.tsx';
import { useExpenseName } from './expense-row.tsx';
import { useFormMessages } from '#shared/lib/form.ts';
import { LedgerTotals } from './ledger-totals.tsx';
import { periodRange } from './period-range.ts';
import { useUndoableDelete } from './use-undoable-delete.ts';

const ImportDialog = lazy(() => import('./import-dialog.tsx').then((module) => ({ default: module.ImportDialog })));

function toQueryFilters(values: ExpenseFilterValues, today: string): ExpenseFilters {
  const range =
    values.preset === 'custom'
      ? { from: values.customFrom || undefined, to: values.customTo || undefined }
      : periodRange(values.preset, today);
  const filters: ExpenseFilters = {};
  if (range.from) filters.from = range.from;
  if (range.to) filters.to = range.to;
  if (values.category) filters.category = values.category;
  if (values.q) filters.q = values.q;
  return filters;
}

export default function ExpensesTab() {
  const { t } = useTranslation('wins');
  const messages = useFormMessages('wins');
  const nameOf = useExpenseName();
  const [filterValues, setFilterValues] = useState<ExpenseFilterValues>(INITIAL_EXPENSE_FILTERS);
  const [importOpen, setImportOpen] = useState(false);
  const [importMounted, setImportMounted] = useState(false);
  const today = useToday();
  const filters = useMemo(() => toQueryFilters(filterValues, today), [filterValues, today]);
  // A custom period whose end is before its start matches nothing: it is said, not shown as an empty list at $0.00.
  const reversed = Boolean(filters.from && filters.to && filters.from > filters.to);
  const list = useExpenseList(filters, !reversed);
  const forget = useForgetExpense();
  const restored = useRestoredExpense();
  const unsent = useUnsentExpenses();
  const { send, restore } = useExpenseDeletes();

  const deletes = useUndoableDelete<Expense>({
    send,
    restore,
    onDeleted: forget,
    onRestored: restored,
    onFailed: (expense, err) =>
      toast.error(t('expenses.delete_failed', { name: nameOf(expense), reason: messages.failure(err) })),
    onRestoreFailed: (expense, err) =>
      toast.error(t('expenses.restore_failed', { name: nameOf(expense), reason: messages.failure(err) })),
    message: (expense) => t('expenses.deleted', { name: nameOf(expense) }),
    undoLabel: t('actions.undo'),
  });

  const pendingIds = useMemo(() => new Set(deletes.pending.map((expense) => expense.id)), [deletes.pending]);
  const pages = list.data?.pages;
  const expenses = useMemo(
    () => (pages ?? []).flatMap((page) => page.data).filter((expense) => !pendingIds.has(expense.id)),
    [pages, pendingIds],
  );
  const totals = useMemo(() => {
    const shown = pages?.[0]?.totals ?? [];
    const hidden = deletes.pending.filter((expense) =>
      pages?.some((page) => page.data.some((item) => item.id === expense.id)),
    );
    return adjustTotals(shown, hidden, -1);
  }, [pages, deletes.pending]);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const filtered = Object.keys(filters).length > 0;
  const openImport = () => {
    setImportMounted(true);
    setImportOpen(true);
  };

  return (
    <div className="space-y-6">
      <Card>
        <h2 className="mb-4 text-lg font-semibold text-slate-900 dark:text-slate-50">{t('expenses.add_title')}</h2>
        <ExpenseForm />
      </Card>

      <section aria-labelledby="expenses-heading" className="space-y-4">
        <SectionHeading
          id="expenses-heading"
          title={t('expenses.title')}
          actions={
            <div className="flex gap-2">
              <Button variant="secondary" size="sm" onClick={openImport}>
                <Upload aria-hidden className="h-4 w-4" />
                {t('expenses.import')}
              </Button>
              {/* The export takes the period and category of the list (the server has no text search for it). */}
              <CsvExportButton
                path={`/expenses/export.csv${expenseQuery({ from: filters.from, to: filters.to, category: filters.category }, null)}`}
                fileName="expenses.csv"
                label={t('expenses.export')}
              />
            </div>
          }
        />

        <ExpenseFiltersBar value={filterValues} onChange={setFilterValues} />

        {reversed ? (
          <p
            role="alert"
            className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
          >
            {t('filters.range_reversed')}
          </p>
        ) : (
          <QueryState
            query={list}
            loadingLabel={t('expenses.loading')}
            errorTitle={t('expenses.load_failed')}
            errorDetail={messages.failure}
            retryLabel={t('actions.retry')}
          >
            {() => (
              <>
                <LedgerTotals
                  totals={totals}
                  label={filtered ? t('expenses.total_filtered') : t('expenses.total_all')}
                />
                {expenses.length === 0 ? (
                  <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600 dark:border-slate-700 dark:text-slate-300">
                    {filtered ? t('expenses.empty_filtered') : t('expenses.empty')}
                  </p>
                ) : (
                  <ExpenseList
                    expenses={expenses}
                    hasMore={hasNextPage}
                    loadingMore={isFetchingNextPage}
                    onLoadMore={loadMore}
                    unsent={unsent}
                    onDelete={deletes.remove}
                  />
                )}
              </>
            )}
          </QueryState>
        )}
      </section>

      {importMounted && (
        <Suspense fallback={null}>
          <ImportDialog open={importOpen} onOpenChange={setImportOpen} />
        </Suspense>
      )}
    </div>
  );
}
