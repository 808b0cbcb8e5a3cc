import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { ModerationAction, ReportStatus } from '@ww/contracts';
import { useDateFormat } from '#shared/lib/dates.ts';
import { Button } from '#shared/ui/button.tsx';
import { Card } from '#shared/ui/card.tsx';
import { useReportAction, type QueuedReport } from '../../api/moderation.ts';
import { useTravellerName } from '#shared/lib/traveller-name.ts';
import { ActionForm } from './action-form.tsx';
import { useErrorText } from '#shared/lib/error-message.ts';

/** The actions that apply to a report: hidden content can be restored, visible content hidden; users are not hidden. */
export function applicableActions(report: QueuedReport, isAdmin: boolean): ModerationAction[] {
  const actions: ModerationAction[] = [];
  if (report.target && report.target_type !== 'user') actions.push(report.target.hidden_at ? 'restore' : 'hide');
  if (report.status === 'open') actions.push('dismiss');
  if (report.target) actions.push('warn');
  if (report.target && isAdmin) actions.push('suspend');
  return actions;
}

/** One report in the queue: what was reported (text, author, hidden state, group), by whom and why, and the actions. */
export function QueueItem({
  report,
  status,
  isAdmin,
}: {
  report: QueuedReport;
  status: ReportStatus;
  isAdmin: boolean;
}) {
  const { t } = useTranslation('social_moderation');
  const dates = useDateFormat();
  const name = useTravellerName();
  const failure = useErrorText({ ns: 'social_moderation', prefix: 'actions.errors' });
  const [chosen, setChosen] = useState<ModerationAction | null>(null);
  const act = useReportAction(status, {
    onSuccess: (input) => {
      toast.success(t(`actions.done.${input.action}`));
      setChosen(null);
    },
    onError: (err) => toast.error(t('actions.failed'), { description: failure(err) }),
  });
  const { target } = report;

  return (
    <li>
      <Card className="space-y-3 p-4">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="rounded-full bg-slate-100 px-2 py-0.5 font-medium text-slate-800 dark:bg-slate-800 dark:text-slate-200">
            {t(`target_types.${report.target_type}`)}
          </span>
          {(target?.group_id ?? report.group_id) && (
            <span className="rounded-full bg-sky-100 px-2 py-0.5 text-sky-900 dark:bg-sky-950 dark:text-sky-200">
              {t('queue_item.in_group')}
            </span>
          )}
          {target &&
            (target.hidden_at ? (
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-amber-900 dark:bg-amber-950 dark:text-amber-200">
                {t('queue_item.hidden', { reason: target.hidden_reason ?? '' })}
              </span>
            ) : (
              <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200">
                {t('queue_item.visible')}
              </span>
            ))}
        </div>
        {target ? (
          <blockquote className="border-l-4 border-slate-300 pl-3 dark:border-slate-600">
            {target.body !== null ? (
              <p className="break-words whitespace-pre-wrap text-slate-900 dark:text-slate-100">{target.body}</p>
            ) : (
              <p className="text-slate-700 dark:text-slate-300">{t('queue_item.reported_user')}</p>
            )}
            <Link
              to={`/social/travellers/${target.author.id}`}
              className="mt-1 inline-flex min-h-10 items-center gap-2 text-sm text-slate-600 underline-offset-2 hover:underline dark:text-slate-400"
            >
              {target.author.avatar_url && (
                <img src={target.author.avatar_url} alt="" className="h-6 w-6 rounded-full object-cover" />
              )}
              {t('queue_item.author', { name: name(target.author) })}
            </Link>
          </blockquote>
        ) : (
          <p className="text-sm text-slate-600 italic dark:text-slate-400">{t('queue_item.gone')}</p>
        )}
        <div className="space-y-0.5 text-sm text-slate-700 dark:text-slate-300">
          <p className="break-words">{t('queue_item.reason', { reason: report.reason })}</p>
          <p className="text-slate-500 dark:text-slate-400">
            {t('queue_item.reported_by', {
              name: name(report.reporter),
              date: dates.formatDateTime(report.created_at),
            })}
          </p>
          {report.resolved_at && (
            <p className="text-slate-500 dark:text-slate-400">
              {t('queue_item.resolved', { date: dates.formatDateTime(report.resolved_at) })}
            </p>
          )}
        </div>
        {chosen ? (
          <ActionForm
            action={chosen}
            pending={act.isPending}
            onCancel={() => setChosen(null)}
            onSubmit={(input) => act.mutate({ reportId: report.id, input })}
          />
        ) : (
          <div role="group" aria-label={t('actions.label')} className="flex flex-wrap gap-2">
            {applicableActions(report, isAdmin).map((action) => (
              <Button
                key={action}
                size="sm"
                variant={action === 'suspend' || action === 'hide' ? 'danger' : 'secondary'}
                className="min-h-10"
                onClick={() => setChosen(action)}
              >
                {t(`actions.names.${action}`)}
              </Button>
            ))}
          </div>
        )}
      </Card>
    </li>
  );
}
