import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { AlertTriangle, CheckCircle2, Clock } from 'lucide-react';
import {
  UNIT_SYMBOLS,
  type MaintenanceReminder,
  type MaintenanceSchedule,
  type MaintenanceStatus,
} from '@ww/contracts';
import { useUserLocale } from '#shared/lib/dates.ts';
import { useMoneyFormat } from '#shared/lib/money.ts';
import { useUnitsFormat } from '#shared/lib/units-format.ts';

const STATUS_STYLES: Record<MaintenanceStatus, string> = {
  overdue: 'border-red-300 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200',
  due_soon: 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100',
  ok: 'border-emerald-300 bg-emerald-50 text-emerald-800 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
};
const STATUS_ICONS = { overdue: AlertTriangle, due_soon: Clock, ok: CheckCircle2 } as const;

export function MaintenanceStatusBadge({ status }: { status: MaintenanceStatus }) {
  const { t } = useTranslation('wheels_maintenance');
  const Icon = STATUS_ICONS[status];
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold',
        STATUS_STYLES[status],
      )}
    >
      <Icon aria-hidden className="h-3.5 w-3.5" />
      {t(`status.${status}`)}
    </span>
  );
}

/** "Due 1 Jul 2026 · in 800 mi": when and at what reading a reminder falls due, in words. */
export function useDueText() {
  const { t } = useTranslation('wheels_maintenance');
  const { formatDate } = useMoneyFormat();
  const units = useUnitsFormat();
  return (r: MaintenanceReminder) => {
    if (r.never_done) return t('due.never_done');
    const parts: string[] = [];
    if (r.due_on && r.days_left !== null) {
      parts.push(t(r.days_left < 0 ? 'due.date_past' : 'due.date', { date: formatDate(r.due_on) }));
    }
    if (r.due_km !== null) {
      if (r.km_left === null) parts.push(t('due.at_odometer', { odometer: units.formatDistance(r.due_km) }));
      else if (r.km_left <= 0)
        parts.push(
          t('due.distance_past', {
            distance: units.formatDistance(-r.km_left),
            odometer: units.formatDistance(r.due_km),
          }),
        );
      else
        parts.push(
          t('due.distance_left', {
            distance: units.formatDistance(r.km_left),
            odometer: units.formatDistance(r.due_km),
          }),
        );
    }
    return parts.join(' · ');
  };
}

type DistanceInterval = Pick<MaintenanceSchedule, 'every_km' | 'every_distance_entered' | 'every_distance_unit'>;

/**
 * A schedule's distance as it was typed (issue 23): '5,000 mi', with the user's unit beside it when it was typed in
 * another one, '8,000 km (4,971 mi)'. A schedule kept only in km (made before the typed unit was kept) reads in the
 * user's unit. Null without a distance.
 */
export function useIntervalDistance() {
  const units = useUnitsFormat();
  const locale = useUserLocale();
  return (s: DistanceInterval): string | null => {
    if (s.every_km === null) return null;
    const { every_distance_entered: typed, every_distance_unit: unit } = s;
    if (typed === null || unit === null) return units.formatDistance(s.every_km);
    const asTyped = `${new Intl.NumberFormat(locale, { maximumFractionDigits: typed < 10 ? 1 : 0 }).format(typed)} ${UNIT_SYMBOLS[unit]}`;
    return unit === units.prefs.distance_unit ? asTyped : `${asTyped} (${units.formatDistance(s.every_km)})`;
  };
}
