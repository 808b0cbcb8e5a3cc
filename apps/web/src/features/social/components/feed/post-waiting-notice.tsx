import { useTranslation } from 'react-i18next';
import { discardEntry, resendEntry } from '#shared/lib/outbox/index.ts';
import { Button } from '#shared/ui/button.tsx';

/** A post written on this device that the server does not have yet. */
export interface WaitingState {
  /** The outbox key (also the post's id until the server answers). */
  key: string;
  /** 'pending': sent when the connection allows; 'failed': refused, the user retries or discards it. */
  status: 'pending' | 'failed';
  /** The server's refusal, worded. */
  reason?: string;
}

/** Says a post is waiting to be sent, or that it was refused, with a retry and a discard. */
export function WaitingNotice({ waiting }: { waiting: WaitingState }) {
  const { t } = useTranslation('social_feed');
  if (waiting.status === 'pending') {
    return <p className="text-sm font-medium text-slate-600 dark:text-slate-300">{t('post.waiting')}</p>;
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <p role="alert" className="text-sm text-red-700 dark:text-red-400">
        {t('post.not_sent', { reason: waiting.reason ?? '' })}
      </p>
      <Button variant="secondary" size="sm" className="min-h-10" onClick={() => void resendEntry(waiting.key)}>
        {t('post.retry_send')}
      </Button>
      <Button variant="ghost" size="sm" className="min-h-10" onClick={() => void discardEntry(waiting.key)}>
        {t('post.discard')}
      </Button>
    </div>
  );
}
