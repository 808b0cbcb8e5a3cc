import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useMoneyFormat } from '#shared/lib/money.ts';
import { Button } from '#shared/ui/button.tsx';
import { INCOME, useCreateIncome, useIncomeList, type IncomeFields } from '../api/income.ts';
import { CsvExportButton } from './csv-export-button.tsx';
import { IncomeForm } from './income-form.tsx';
import { IncomeRow } from './income-row.tsx';
import { LedgerAddCard, LedgerListSection, useLedgerRows } from './ledger-kit.tsx';

export default function IncomeTab() {
  const { t } = useTranslation('wins');
  const money = useMoneyFormat();
  const list = useIncomeList();
  const create = useCreateIncome();
  const { rows, totals, unsent, remove } = useLedgerRows(INCOME, list.data?.pages, 'income', (row) => row.source);
  const [editingId, setEditingId] = useState<string | null>(null);

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
      <LedgerAddCard title={t('income.add_title')}>
        <IncomeForm busy={create.isPending} submitLabel={t('income.add')} onSubmit={add} />
      </LedgerAddCard>

      <LedgerListSection
        section="income"
        actions={<CsvExportButton path="/income/export.csv" fileName="income.csv" label={t('income.export')} />}
        query={list}
        totals={totals}
        totalsLabel={t('income.total')}
        empty={t('income.empty')}
        isEmpty={rows.length === 0}
        footer={
          list.hasNextPage && (
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
          )
        }
      >
        <ul
          aria-label={t('income.list_label')}
          className="divide-y divide-slate-100 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
        >
          {rows.map((income) => (
            <li key={income.id} className="px-4">
              <IncomeRow
                income={income}
                editing={editingId === income.id}
                onEdit={(editing) => setEditingId(editing ? income.id : null)}
                sendState={unsent.get(income.id)}
                onDelete={remove}
              />
            </li>
          ))}
        </ul>
      </LedgerListSection>
    </div>
  );
}
