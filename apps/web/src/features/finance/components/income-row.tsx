import { useTranslation } from 'react-i18next';
import { Repeat } from 'lucide-react';
import { toast } from 'sonner';
import type { Income } from '@ww/contracts';
import type { RowSendState } from '#shared/lib/outbox/index.ts';
import { useUpdateIncome, type IncomeFields } from '../api/income.ts';
import { IncomeForm } from './income-form.tsx';
import { LedgerRowLine } from './ledger-kit.tsx';

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
  if (editing) return <IncomeEditRow income={income} onDone={() => onEdit(false)} />;
  return (
    <LedgerRowLine
      section="income"
      row={income}
      name={income.source}
      title={income.source}
      detail={
        income.recurrence !== 'none' && (
          <>
            {' · '}
            <Repeat aria-hidden className="h-3.5 w-3.5" />
            {t(`income.recurrence.${income.recurrence}`)}
          </>
        )
      }
      detailClassName="flex items-center gap-1 text-sm text-slate-600 dark:text-slate-300"
      amountClassName="text-emerald-800 dark:text-emerald-300"
      sendState={sendState}
      onEdit={() => onEdit(true)}
      onDelete={() => onDelete(income)}
    />
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
