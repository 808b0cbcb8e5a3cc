import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { toast } from 'sonner';
import type { RowSendState } from '#shared/lib/outbox/index.ts';
import { useFormMessages } from '#shared/lib/form.ts';
import { useMoneyFormat } from '#shared/lib/money.ts';
import { Card } from '#shared/ui/card.tsx';
import { QueryState, type QueryStateQuery } from '#shared/ui/query-state.tsx';
import { RowActions } from '#shared/ui/row-actions.tsx';
import { HeadedSection } from '#shared/ui/section-heading.tsx';
import { UnsentBadge } from '#shared/ui/unsent-badge.tsx';
import { adjustTotals, type LedgerPage, type LedgerRow } from '../api/ledger-cache.ts';
import {
  useForgetLedgerRow,
  useLedgerRowDeletes,
  useRestoredLedgerRow,
  useUnsentLedgerRows,
  type Ledger,
} from '../api/ledger.ts';
import { LedgerTotals } from './ledger-totals.tsx';
import { useUndoableDelete } from './use-undoable-delete.ts';

type Row = LedgerRow & { updated_at: string };

/** The wins.json section of a ledger's words (`expenses.deleted`, `income.deleted`, …). */
export type LedgerSection = 'expenses' | 'income';

/**
 * What a ledger's tab shows of its loaded pages: the rows without those being deleted (Undo can still bring them
 * back), the totals without them, the rows the server does not have yet, and the undoable delete.
 */
export function useLedgerRows<T extends Row, F, Filters>(
  ledger: Ledger<T, F, Filters>,
  pages: readonly LedgerPage<T>[] | undefined,
  section: LedgerSection,
  nameOf: (row: T) => string,
) {
  const { t } = useTranslation('wins');
  const messages = useFormMessages('wins');
  const { send, restore } = useLedgerRowDeletes(ledger);
  const forget = useForgetLedgerRow(ledger);
  const restored = useRestoredLedgerRow(ledger);
  const unsent = useUnsentLedgerRows(ledger);
  const deletes = useUndoableDelete<T>({
    send,
    restore,
    onDeleted: forget,
    onRestored: restored,
    onFailed: (row, err) =>
      toast.error(t(`${section}.delete_failed`, { name: nameOf(row), reason: messages.failure(err) })),
    onRestoreFailed: (row, err) =>
      toast.error(t(`${section}.restore_failed`, { name: nameOf(row), reason: messages.failure(err) })),
    message: (row) => t(`${section}.deleted`, { name: nameOf(row) }),
    undoLabel: t('actions.undo'),
  });

  const rows = useMemo(() => {
    const pending = new Set(deletes.pending.map((row) => row.id));
    return (pages ?? []).flatMap((page) => page.data).filter((row) => !pending.has(row.id));
  }, [pages, deletes.pending]);
  const totals = useMemo(() => {
    // A row already taken out of the loaded pages (deleted on the server) is no longer in their totals either.
    const hidden = deletes.pending.filter((row) => pages?.some((page) => page.data.some((item) => item.id === row.id)));
    return adjustTotals(pages?.[0]?.totals ?? [], hidden, -1);
  }, [pages, deletes.pending]);

  return { rows, totals, unsent, remove: deletes.remove };
}

/**
 * One row of a ledger: what it is (`title`), its date and `detail`, its amount, and its edit and delete, or a badge
 * while the server does not have its latest change.
 */
export function LedgerRowLine({
  section,
  row,
  name,
  title,
  detail,
  detailClassName = 'text-sm text-slate-600 dark:text-slate-300',
  amountClassName = 'text-slate-900 dark:text-slate-50',
  sendState,
  onEdit,
  onDelete,
}: {
  section: LedgerSection;
  row: { date: string; amount: number; currency: string };
  /** What names the row for a screen reader (its edit and delete buttons). */
  name: string;
  title: ReactNode;
  detail: ReactNode;
  detailClassName?: string;
  amountClassName?: string;
  sendState: RowSendState | undefined;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('wins');
  const money = useMoneyFormat();
  const waiting = sendState === 'waiting';
  return (
    <div className="flex items-center gap-3 py-3">
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-slate-900 dark:text-slate-50">{title}</p>
        <p className={detailClassName}>
          <time dateTime={row.date}>{money.formatDate(row.date)}</time>
          {detail}
        </p>
      </div>
      <p className={clsx('shrink-0 font-semibold tabular-nums', amountClassName)}>
        {money.formatMoney(row.amount, row.currency)}
      </p>
      {sendState ? (
        <UnsentBadge
          state={sendState}
          label={waiting ? t('outbox.pending_badge', { ns: 'common' }) : t('offline.refused')}
          title={waiting ? t('outbox.pending_locked', { ns: 'common' }) : undefined}
        />
      ) : (
        <RowActions
          editLabel={t(`${section}.edit_named`, { name })}
          deleteLabel={t(`${section}.delete_named`, { name })}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      )}
    </div>
  );
}

/** The card holding a ledger's add form. */
export function LedgerAddCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <h2 className="mb-4 text-lg font-semibold text-slate-900 dark:text-slate-50">{title}</h2>
      {children}
    </Card>
  );
}

interface LedgerListSectionProps<D> {
  section: LedgerSection;
  actions: ReactNode;
  /** Shown between the heading and the list (the filters). */
  controls?: ReactNode;
  /** Shown instead of the list when set (e.g. why the filters cannot match anything). */
  blocked?: ReactNode;
  query: QueryStateQuery<D>;
  totals: readonly { currency: string; total: number; count: number }[];
  totalsLabel: string;
  /** Empty text when no row is shown; the list otherwise. */
  empty: string;
  isEmpty: boolean;
  children: ReactNode;
  /** Shown under the list or its empty text (e.g. the next page's button). */
  footer?: ReactNode;
}

/** A ledger's list: its heading and actions, its totals, and what it shows loading, failed or empty. */
export function LedgerListSection<D>({
  section,
  actions,
  controls,
  blocked,
  query,
  totals,
  totalsLabel,
  empty,
  isEmpty,
  children,
  footer,
}: LedgerListSectionProps<D>) {
  const { t } = useTranslation('wins');
  const messages = useFormMessages('wins');
  return (
    <HeadedSection id={`${section}-heading`} title={t(`${section}.title`)} actions={actions}>
      {controls}
      {blocked ?? (
        <QueryState
          query={query}
          loadingLabel={t(`${section}.loading`)}
          errorTitle={t(`${section}.load_failed`)}
          errorDetail={messages.failure}
          retryLabel={t('actions.retry')}
        >
          {() => (
            <>
              <LedgerTotals totals={totals} label={totalsLabel} />
              {isEmpty ? (
                <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600 dark:border-slate-700 dark:text-slate-300">
                  {empty}
                </p>
              ) : (
                children
              )}
              {footer}
            </>
          )}
        </QueryState>
      )}
    </HeadedSection>
  );
}
