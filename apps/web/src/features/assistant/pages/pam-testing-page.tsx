import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert } from '#shared/ui/alert.tsx';
import { Button } from '#shared/ui/button.tsx';
import { assistantQueries } from '../api/queries.ts';
import { StatusDot } from '../components/status-dot.tsx';
import { usePamChat } from '../components/use-pam-chat.ts';
import { EmbeddedChat } from './embedded-chat.tsx';
import { PamPageShell, preClasses } from './pam-page-shell.tsx';

function PamTesting() {
  const { t } = useTranslation('pam');
  const chat = usePamChat();
  const health = useQuery(assistantQueries.health());
  return (
    <>
      <section className="flex flex-col gap-2">
        <h2 className="font-semibold">{t('pages.socket')}</h2>
        <p className="flex items-center gap-2" role="status">
          <StatusDot status={chat.status} />
          {t(`status.${chat.status}`)}
          {chat.waking && <span className="text-sm text-amber-700 dark:text-amber-300">{t('status.waking')}</span>}
        </p>
      </section>
      <section className="flex flex-col gap-2">
        <div className="flex items-center justify-between gap-2">
          <h2 className="font-semibold">{t('pages.health')}</h2>
          <Button variant="secondary" size="sm" onClick={() => void health.refetch()} loading={health.isFetching}>
            {t('pages.refresh')}
          </Button>
        </div>
        {health.isError ? (
          <Alert variant="error">{t('pages.health_failed')}</Alert>
        ) : (
          health.data && <pre className={preClasses}>{JSON.stringify(health.data, null, 2)}</pre>
        )}
      </section>
      <EmbeddedChat chat={chat} />
      <section className="flex flex-col gap-2">
        <div className="flex items-center justify-between gap-2">
          <h2 className="font-semibold">{t('pages.queue')}</h2>
          <Button variant="secondary" size="sm" onClick={() => void chat.clearSent()}>
            {t('pages.clear_sent')}
          </Button>
        </div>
        {chat.queued.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('pages.queue_empty')}</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm">
            {chat.queued.map((m) => (
              <li key={m.id} className="flex flex-wrap gap-x-3">
                <span className="font-mono text-xs">{m.id.slice(0, 8)}</span>
                <span className="flex-1 truncate">{m.message}</span>
                <span>{t(`pages.queue_status.${m.status}`)}</span>
                <span>{t('pages.retries', { count: m.retryCount, max: m.maxRetries })}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/** /pam-testing: the socket's state, the server's health, a chat and the offline queue's contents. */
export default function PamTestingPage() {
  const { t } = useTranslation('pam');
  return (
    <PamPageShell kind="testing" about={t('pages.testing_about')}>
      <PamTesting />
    </PamPageShell>
  );
}
