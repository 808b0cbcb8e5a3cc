import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronRight, Wrench } from 'lucide-react';
import { NoticeSection } from '#shared/ui/notice-section.tsx';
import { useMaintenanceReminders } from '../api/maintenance.ts';
import { MaintenanceStatusBadge, useDueText } from './maintenance-status.tsx';

/**
 * Due-soon and overdue maintenance, shown above the /wheels tabs and on /you. Nothing at all while everything is
 * fine (or unknown): the card is an alert, not a permanent panel.
 */
export function MaintenanceReminders() {
  const { t } = useTranslation('wheels_maintenance');
  const { data } = useMaintenanceReminders();
  const dueText = useDueText();
  const due = (data ?? []).filter((r) => r.status !== 'ok');
  if (!due.length) return null;

  return (
    <NoticeSection id="maintenance-reminders-title" icon={Wrench} title={t('reminders.title', { count: due.length })}>
      <ul className="space-y-2" aria-label={t('reminders.list_label')}>
        {due.map((r) => (
          <li key={r.schedule_id} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <MaintenanceStatusBadge status={r.status} />
            <span className="font-medium">{r.task}</span>
            {r.vehicle_name && <span className="text-amber-900/80 dark:text-amber-100/80">{r.vehicle_name}</span>}
            <span>{dueText(r)}</span>
          </li>
        ))}
      </ul>
      <Link
        to="/wheels?tab=maintenance"
        className="inline-flex items-center gap-1 text-sm font-semibold text-amber-900 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700 dark:text-amber-100"
      >
        {t('reminders.open')}
        <ChevronRight aria-hidden className="h-4 w-4" />
      </Link>
    </NoticeSection>
  );
}
