import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { SOCIAL_LIMITS } from '@ww/contracts';
import { Button } from '#shared/ui/button.tsx';
import { fieldControlClasses } from '#shared/ui/input.tsx';
import { useReportPost } from '../../api/feed.ts';
import { useFeedErrorText } from '../../lib/feed-errors.ts';

/** Reports a post or comment to the moderators with the user's reason (POST /social/reports). */
export function ReportForm({
  targetType,
  targetId,
  onDone,
}: {
  targetType: 'post' | 'comment';
  targetId: string;
  onDone: () => void;
}) {
  const { t } = useTranslation('social_feed');
  const errorText = useFeedErrorText();
  const report = useReportPost();
  const [reason, setReason] = useState('');
  const id = useId();
  const trimmed = reason.trim();
  return (
    <form
      aria-label={t('report.title')}
      className="mt-3 space-y-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
      onSubmit={(event) => {
        event.preventDefault();
        if (!trimmed) return;
        report.mutate(
          { targetType, id: targetId, reason: trimmed },
          {
            onSuccess: () => {
              toast.success(t('report.sent'));
              onDone();
            },
            onError: (err) => toast.error(errorText(err)),
          },
        );
      }}
    >
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {t('report.reason')}
      </label>
      <textarea
        id={id}
        value={reason}
        maxLength={SOCIAL_LIMITS.reportReasonMaxChars}
        required
        className={`${fieldControlClasses} min-h-20 border-slate-300 dark:border-slate-600`}
        onChange={(event) => setReason(event.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" loading={report.isPending} disabled={!trimmed}>
          {t('report.send')}
        </Button>
        <Button variant="ghost" size="sm" onClick={onDone}>
          {t('actions.cancel')}
        </Button>
      </div>
    </form>
  );
}
