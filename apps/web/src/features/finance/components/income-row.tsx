import { useTranslation } from 'react-i18next';
import { Repeat } from 'lucide-react';
import { toast } from 'sonner';
import type { Income } from '@ww/contracts';
import { useMoneyFormat } from '#shared/lib/money.ts';
import type { RowSendState } from '#shared/lib/outbox/index.ts';
import { useUpdateIncome, type IncomeFields } from '../api/income.ts';
import { IncomeForm } from './income-form.tsx';
import { LedgerRowEnd } from './ledger-kit.tsx';

interface IncomeRowProps {
  income: Income;
  /** Whether the row is open in its edit form (one row at a time, kept by the tab). */
  editing: boolean;
  onEdit: (editing: boolean) => void;
  /** Set while the server does not have the row's latest change: a badge instead of its edit and delete. */
  sendState: RowSendState | undefined;
  onDelete: (income: Income) => void;
}

/** One income line: its source, date, how often it recurs and its amount, or its edit form. */
export function IncomeRow({ income, editing, onEdit, sendState, onDelete }: IncomeRowProps) {
  const { t } = useTranslation('wins');
  const money = useMoneyFormat();
  if (editing) return <IncomeEditRow income={income} onDone={() => onEdit(false)} />;
  return (
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
      <LedgerRowEnd
        sendState={sendState}
        editLabel={t('income.edit_named', { name: income.source })}
        deleteLabel={t('income.delete_named', { name: income.source })}
        onEdit={() => onEdit(true)}
        onDelete={() => onDelete(income)}
      />
    </div>
  );
}

function IncomeEditRow({ income, onDone }: { income: Income; onDone: () => void }) {
  const { t } = useTranslation('wins');
  const update = useUpdateIncome();
  const save = async (fields: IncomeFields) => {
    const outcome = await update.mutateAsync({ row: income, patch: fields });
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
