import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Upload } from 'lucide-react';
import { useToday } from '#shared/lib/calendar.ts';
import { Button } from '#shared/ui/button.tsx';
import { EXPENSES, expenseQuery, useExpenseList } from '../api/expenses.ts';
import type { ExpenseFilters } from '../api/queries.ts';
import { CsvExportButton } from './csv-export-button.tsx';
import { ExpenseFiltersBar, INITIAL_EXPENSE_FILTERS, type ExpenseFilterValues } from './expense-filters.tsx';
import { ExpenseForm } from './expense-form.tsx';
import { ExpenseList } from './expense-list.tsx';
import { useExpenseName } from './expense-row.tsx';
import { LedgerAddCard, LedgerListSection, useLedgerRows } from './ledger-kit.tsx';
import { periodRange } from './period-range.ts';

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
  const nameOf = useExpenseName();
  const [filterValues, setFilterValues] = useState<ExpenseFilterValues>(INITIAL_EXPENSE_FILTERS);
  const [importOpen, setImportOpen] = useState(false);
  const [importMounted, setImportMounted] = useState(false);
  const today = useToday();
  const filters = useMemo(() => toQueryFilters(filterValues, today), [filterValues, today]);
  // A custom period whose end is before its start matches nothing: it is said, not shown as an empty list at $0.00.
  const reversed = Boolean(filters.from && filters.to && filters.from > filters.to);
  const list = useExpenseList(filters, !reversed);
  const { rows: expenses, totals, unsent, remove } = useLedgerRows(EXPENSES, list.data?.pages, 'expenses', nameOf);

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
      <LedgerAddCard title={t('expenses.add_title')}>
        <ExpenseForm />
      </LedgerAddCard>

      <LedgerListSection
        section="expenses"
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
        controls={<ExpenseFiltersBar value={filterValues} onChange={setFilterValues} />}
        blocked={
          reversed ? (
            <p
              role="alert"
              className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
            >
              {t('filters.range_reversed')}
            </p>
          ) : null
        }
        query={list}
        totals={totals}
        totalsLabel={filtered ? t('expenses.total_filtered') : t('expenses.total_all')}
        empty={filtered ? t('expenses.empty_filtered') : t('expenses.empty')}
        isEmpty={expenses.length === 0}
      >
        <ExpenseList
          expenses={expenses}
          hasMore={hasNextPage}
          loadingMore={isFetchingNextPage}
          onLoadMore={loadMore}
          unsent={unsent}
          onDelete={remove}
        />
      </LedgerListSection>

      {importMounted && (
        <Suspense fallback={null}>
          <ImportDialog open={importOpen} onOpenChange={setImportOpen} />
        </Suspense>
      )}
    </div>
  );
}
