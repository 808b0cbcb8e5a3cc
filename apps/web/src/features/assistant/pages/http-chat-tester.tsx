import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '#shared/i18n/i18n.ts';
import { ApiRequestError, api, type ApiResponse } from '#shared/lib/api-client.ts';
import { Alert } from '#shared/ui/alert.tsx';
import { Button } from '#shared/ui/button.tsx';
import { Field } from '#shared/ui/field.tsx';
import { Textarea } from '#shared/ui/textarea.tsx';
import { preClasses } from './pam-page-shell.tsx';

/** Type a message, send it over HTTP, see the reply and its metadata as the server sent them. */
export function HttpChatTester({ builtinOnly = false }: { builtinOnly?: boolean }) {
  const { t } = useTranslation('pam');
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  const [reply, setReply] = useState<ApiResponse<'POST /pam-simple/chat'> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sessionId, setSessionId] = useState<string | undefined>(undefined);

  const send = async () => {
    if (!message.trim()) return;
    setSending(true);
    setError(null);
    try {
      const answer = await api('POST /pam-simple/chat', {
        json: {
          message,
          ...(sessionId ? { session_id: sessionId } : {}),
          context: {
            language: currentLanguage(),
            current_page: 'pam_chat',
            // Mock Mode: the server answers with its built-in engine only, whatever model it has.
            ...(builtinOnly ? { engine: 'builtin' } : {}),
          },
        },
        headers: { 'Idempotency-Key': crypto.randomUUID() },
      });
      setReply(answer);
      setSessionId(answer.session_id);
    } catch (err) {
      setError(err instanceof ApiRequestError ? `${err.status}: ${err.message}` : String(err));
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <Field label={t('pages.message')}>
        <Textarea value={message} onChange={(event) => setMessage(event.target.value)} />
      </Field>
      <div>
        <Button onClick={() => void send()} loading={sending} disabled={!message.trim()}>
          {sending ? t('pages.sending') : t('pages.send')}
        </Button>
      </div>
      {error && <Alert variant="error">{error}</Alert>}
      {reply && (
        <div className="flex flex-col gap-2">
          <h2 className="font-semibold">{t('pages.reply')}</h2>
          <p className="whitespace-pre-wrap">{reply.response}</p>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('pages.engine', { engine: reply.metadata.engine })}
          </p>
          <h2 className="font-semibold">{t('pages.metadata')}</h2>
          <pre className={preClasses}>{JSON.stringify({ ...reply.metadata, ui_action: reply.ui_action }, null, 2)}</pre>
        </div>
      )}
    </div>
  );
}
