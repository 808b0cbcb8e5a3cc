import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '#shared/lib/auth.tsx';
import { getSession } from '#shared/lib/session.ts';
import { Button } from '#shared/ui/button.tsx';
import { pamSocketUrl } from '../lib/pam-chat-messages.ts';
import { Field } from '#shared/ui/field.tsx';
import { Textarea } from '#shared/ui/textarea.tsx';
import { PamPageShell, preClasses } from './pam-page-shell.tsx';

type LoggedFrame = { id: number; direction: 'sent' | 'received'; text: string };

const EXAMPLE = JSON.stringify({ type: 'chat', message: 'What is my budget status?' }, null, 2);

function WebSocketTester() {
  const { t } = useTranslation('pam');
  const { user } = useAuth();
  const socket = useRef<WebSocket | null>(null);
  const counter = useRef(0);
  const [open, setOpen] = useState(false);
  const [frame, setFrame] = useState(EXAMPLE);
  const [log, setLog] = useState<LoggedFrame[]>([]);
  const add = (direction: LoggedFrame['direction'], text: string) =>
    setLog((prev) => [...prev, { id: ++counter.current, direction, text }].slice(-200));

  useEffect(() => () => socket.current?.close(1000), []);

  const connect = () => {
    const token = getSession()?.access_token;
    if (!user || !token) return;
    const ws = new WebSocket(pamSocketUrl(user.id, token));
    socket.current = ws;
    ws.onopen = () => setOpen(true);
    ws.onmessage = (event: MessageEvent) => add('received', String(event.data));
    ws.onclose = (event: CloseEvent) => {
      setOpen(false);
      add('received', `close ${event.code}${event.reason ? ` ${event.reason}` : ''}`);
    };
  };

  return (
    <>
      <div className="flex gap-2">
        {open ? (
          <Button variant="secondary" onClick={() => socket.current?.close(1000)}>
            {t('pages.disconnect')}
          </Button>
        ) : (
          <Button onClick={connect}>{t('pages.connect')}</Button>
        )}
        <span role="status" className="self-center text-sm">
          {open ? t('status.connected') : t('status.disconnected')}
        </span>
      </div>
      <Field label={t('pages.frame')}>
        <Textarea
          rows={5}
          value={frame}
          spellCheck={false}
          onChange={(event) => setFrame(event.target.value)}
          className="font-mono"
        />
      </Field>
      <div>
        <Button
          disabled={!open}
          onClick={() => {
            socket.current?.send(frame);
            add('sent', frame);
          }}
        >
          {t('pages.send')}
        </Button>
      </div>
      <h2 className="font-semibold">{t('pages.frames')}</h2>
      {log.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('pages.no_frames')}</p>
      ) : (
        <ol className="flex flex-col gap-1">
          {log.map((entry) => (
            <li key={entry.id}>
              <span className="text-xs font-semibold">
                {entry.direction === 'sent' ? t('pages.sent') : t('pages.received')}
              </span>
              <pre className={preClasses}>{entry.text}</pre>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

/** /pam-websocket-test: open Pam's socket, send frames by hand, see every frame both ways. */
export default function PamWebSocketTestPage() {
  const { t } = useTranslation('pam');
  return (
    <PamPageShell kind="websocket" about={t('pages.websocket_about')}>
      <WebSocketTester />
    </PamPageShell>
  );
}
