import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInfiniteQuery } from '@tanstack/react-query';
import { REPORT_STATUSES, type ReportStatus } from '@ww/contracts';
import { ApiRequestError } from '#shared/lib/api-client.ts';
import { useErrorText } from '#shared/lib/error-message.ts';
import { isOneOf } from '#shared/lib/one-of.ts';
import { Alert } from '#shared/ui/alert.tsx';
import { Button } from '#shared/ui/button.tsx';
import { Field } from '#shared/ui/field.tsx';
import { QueryState } from '#shared/ui/query-state.tsx';
import { Select } from '#shared/ui/select.tsx';
import { noPageHoldsAnything } from '#shared/ui/paged-list.tsx';
import { moderationQueries } from '../../api/moderation.ts';
import { AuditLog } from './audit-log.tsx';
import { MyReports } from './my-reports.tsx';
import { QueueItem } from './queue-item.tsx';

const isForbidden = (err: unknown) => err instanceof ApiRequestError && err.status === 403;

/**
 * The Moderation tab (issue 12 point 8). The server decides who moderates what: site admins see every report and the
 * audit log, group owners and moderators their groups' reports; anyone else gets a 403, shown as a friendly note.
 * Everyone sees their own reports.
 */
export default function ModerationTab() {
  const { t } = useTranslation('social_moderation');
  const errorText = useErrorText();
  const [status, setStatus] = useState<ReportStatus>('open');
  const queue = useInfiniteQuery(moderationQueries.queue(status));
  const notModerator = isForbidden(queue.error);
  // Only site admins may read the audit log (and suspend): its answer tells the page whether the user is one.
  const audit = useInfiniteQuery({ ...moderationQueries.actions(), enabled: !notModerator && !queue.isPending });
  const isAdmin = audit.isSuccess;

  if (notModerator) {
    return (
      <div className="space-y-6">
        <Alert variant="info" title={t('tab.not_moderator_title')}>
          <p>{t('tab.not_moderator_body')}</p>
        </Alert>
        <MyReports />
      </div>
    );
  }

  return (
    <div className="space-y-8">
      <section aria-labelledby="moderation-queue" className="space-y-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="moderation-queue" className="text-lg font-semibold text-slate-900 dark:text-slate-50">
            {t('tab.queue_heading')}
          </h2>
          <Field label={t('tab.status_label')} className="w-48 space-y-1">
            <Select
              value={status}
              onChange={(event) => {
                if (isOneOf(REPORT_STATUSES, event.target.value)) setStatus(event.target.value);
              }}
            >
              {REPORT_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {t(`tab.statuses.${value}`)}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <QueryState
          query={queue}
          loadingLabel={t('tab.loading')}
          errorTitle={t('tab.load_failed')}
          errorDetail={errorText}
          retryLabel={t('tab.retry')}
          isEmpty={noPageHoldsAnything}
          empty={t(`tab.empty.${status}`)}
        >
          {(data) => (
            <>
              <ul className="space-y-3">
                {data.pages
                  .flatMap((page) => page.data)
                  .map((report) => (
                    <QueueItem key={report.id} report={report} status={status} isAdmin={isAdmin} />
                  ))}
              </ul>
              {queue.hasNextPage && (
                <Button
                  variant="secondary"
                  className="mt-3"
                  loading={queue.isFetchingNextPage}
                  onClick={() => void queue.fetchNextPage()}
                >
                  {t('tab.load_more')}
                </Button>
              )}
            </>
          )}
        </QueryState>
      </section>
      {isAdmin && <AuditLog query={audit} />}
      <MyReports />
    </div>
  );
}
