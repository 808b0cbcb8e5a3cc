import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, Trash2 } from 'lucide-react';
import { Button, IconButton } from '#shared/ui/button.tsx';
import { Spinner } from '#shared/ui/spinner.tsx';
import { useErrorToast } from '#shared/lib/error-message.ts';
import { assistantQueries, useDeleteAllConversations, useDeleteConversation } from '../api/queries.ts';

function Conversation({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation('pam');
  const messages = useQuery(assistantQueries.conversations.messages(sessionId));
  if (messages.isPending) return <Spinner size="sm" />;
  if (messages.isError) return <p className="text-sm text-red-700 dark:text-red-300">{t('history.failed')}</p>;
  return (
    <ol className="flex flex-col gap-2 text-sm">
      {messages.data.map((m) => (
        <li key={m.id}>
          <span className="font-semibold">{m.role === 'user' ? t('history.you') : t('history.pam')}: </span>
          <span className="whitespace-pre-wrap">{m.content}</span>
        </li>
      ))}
    </ol>
  );
}

/** The user's conversations kept on the server (their own only): open one, delete one or all (issue point 11). */
export function PamHistory({ onBack }: { onBack: () => void }) {
  const { t, i18n } = useTranslation('pam');
  const list = useQuery(assistantQueries.conversations.list());
  const deleteOne = useDeleteConversation();
  const deleteAll = useDeleteAllConversations();
  const showError = useErrorToast();
  const [open, setOpen] = useState<string | null>(null);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <section aria-label={t('history.title')} className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <Button variant="ghost" size="sm" onClick={onBack}>
          <ArrowLeft aria-hidden className="h-4 w-4" />
          {t('history.back')}
        </Button>
        {list.data && list.data.length > 0 && (
          <Button
            variant="danger"
            size="sm"
            loading={deleteAll.isPending}
            onClick={() => {
              if (window.confirm(t('history.confirm_delete_all'))) deleteAll.mutate(undefined, { onError: showError });
            }}
          >
            {t('history.delete_all')}
          </Button>
        )}
      </div>
      {list.isPending ? (
        <Spinner size="sm" />
      ) : list.isError ? (
        <p className="text-sm text-red-700 dark:text-red-300">{t('history.failed')}</p>
      ) : list.data.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('history.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {list.data.map((c) => (
            <li key={c.session_id} className="rounded-lg border border-slate-200 p-2 dark:border-slate-700">
              <div className="flex items-start justify-between gap-2">
                <button
                  type="button"
                  className="min-w-0 flex-1 text-left"
                  aria-expanded={open === c.session_id}
                  onClick={() => setOpen(open === c.session_id ? null : c.session_id)}
                >
                  <span className="block truncate text-sm font-medium">{c.preview}</span>
                  <span className="block text-xs text-slate-500 dark:text-slate-400">
                    {date.format(new Date(c.last_message_at))} · {t('history.count', { count: c.message_count })}
                  </span>
                </button>
                <IconButton
                  label={`${t('history.delete')}: ${c.preview}`}
                  icon={Trash2}
                  loading={deleteOne.isPending && deleteOne.variables === c.session_id}
                  onClick={() => deleteOne.mutate(c.session_id, { onError: showError })}
                />
              </div>
              {open === c.session_id && (
                <div className="mt-2 border-t border-slate-200 pt-2 dark:border-slate-700">
                  <Conversation sessionId={c.session_id} />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
