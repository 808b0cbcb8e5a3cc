import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FuelEntry, Vehicle } from '@ww/contracts';
import { useMoneyFormat } from '#shared/lib/money.ts';
import { Button } from '#shared/ui/button.tsx';
import { RowActions } from '#shared/ui/row-actions.tsx';
import type { RowSendState } from '#shared/lib/outbox/index.ts';
import { useUnitsFormat } from '#shared/lib/units-format.ts';
import { UnsentBadge } from '#shared/ui/unsent-badge.tsx';

const muted = 'text-sm text-slate-600 dark:text-slate-300';

interface FuelLogListProps {
  entries: FuelEntry[];
  vehicles: Vehicle[];
  /** Fill-ups the server does not have yet (logged, changed or deleted offline), by id. */
  unsent: ReadonlyMap<string, RowSendState>;
  /** The id being deleted, to show its button busy. */
  deleting: string | null;
  onDelete: (entry: FuelEntry, deleteExpense: boolean) => void;
  /** The id whose row shows the editor instead. */
  editing: string | null;
  onEdit: (id: string) => void;
  renderEditor: (entry: FuelEntry) => ReactNode;
}

/**
 * Fill-ups newest first. Deleting one that added an expense asks whether the expense goes too. A fill-up still waiting
 * to be sent shows what was typed (volume and price or total in its unit), without the total the server works out, and
 * can be changed once it is sent.
 */
export function FuelLogList({
  entries,
  vehicles,
  unsent,
  deleting,
  onDelete,
  editing,
  onEdit,
  renderEditor,
}: FuelLogListProps) {
  const { t } = useTranslation('wheels_fuel');
  const money = useMoneyFormat();
  const units = useUnitsFormat();
  const [confirming, setConfirming] = useState<string | null>(null);
  const vehicleName = (id: string | null) => (id ? (vehicles.find((v) => v.id === id)?.name ?? null) : null);

  return (
    <ul aria-label={t('list.label')} className="divide-y divide-slate-200 dark:divide-slate-800">
      {entries.map((e) => {
        const heading = [money.formatDate(e.filled_on), vehicleName(e.vehicle_id), e.place || null]
          .filter(Boolean)
          .join(' · ');
        if (editing === e.id) {
          return (
            <li key={e.id} className="py-3">
              {renderEditor(e)}
            </li>
          );
        }
        const sendState = unsent.get(e.id);
        const fill = units.formatFill(e);
        const total = money.formatMoney(e.total_cost, e.currency);
        return (
          <li key={e.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
            <div className="min-w-0 space-y-1">
              <p className="font-medium text-slate-900 dark:text-slate-50">{heading}</p>
              <p className="text-sm text-slate-800 dark:text-slate-200">
                {!sendState
                  ? t('list.fill', { ...fill, total })
                  : e.entered_price === null
                    ? t('offline.fill_total', { volume: fill.volume, total })
                    : t('offline.fill_price', fill)}
              </p>
              <p className={muted}>
                {[
                  e.odometer_km !== null ? t('list.odometer', { value: units.formatDistance(e.odometer_km) }) : null,
                  e.full_tank ? t('list.full') : t('list.partial'),
                  e.expense_id ? t('list.expense_added') : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </div>
            {sendState ? (
              <UnsentBadge state={sendState} label={t(`offline.${sendState}`)} />
            ) : confirming === e.id ? (
              <div role="group" aria-label={t('list.confirm_label')} className="flex flex-wrap items-center gap-2">
                <span className="text-sm text-slate-800 dark:text-slate-200">{t('list.confirm_expense')}</span>
                <Button variant="danger" size="sm" loading={deleting === e.id} onClick={() => onDelete(e, true)}>
                  {t('list.delete_with_expense')}
                </Button>
                <Button variant="secondary" size="sm" onClick={() => onDelete(e, false)}>
                  {t('list.keep_expense')}
                </Button>
                <Button variant="ghost" size="sm" onClick={() => setConfirming(null)}>
                  {t('list.cancel')}
                </Button>
              </div>
            ) : (
              <RowActions
                editLabel={t('list.edit', { date: money.formatDate(e.filled_on) })}
                deleteLabel={t('list.delete', { date: money.formatDate(e.filled_on) })}
                onEdit={() => onEdit(e.id)}
                onDelete={() => (e.expense_id ? setConfirming(e.id) : onDelete(e, false))}
                deleting={deleting === e.id}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}
