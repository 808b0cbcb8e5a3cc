import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { messageEventPayloadSchema, messageReadSchema, SOCIAL_EVENTS, type Conversation } from '@ww/contracts';
import { useAuth } from '#shared/lib/auth.tsx';
import { useRealtimeEvent } from '#shared/lib/realtime-events.ts';
import { Button } from '#shared/ui/button.tsx';
import { Spinner } from '#shared/ui/spinner.tsx';
import { useErrorToast } from '#shared/lib/error-message.ts';
import { applyNewMessage, applyRead, useStartConversation } from '../../api/messages.ts';
import { ConversationList } from './conversation-list.tsx';
import { ConversationThread } from './conversation-thread.tsx';

import { NewConversationForm } from './new-conversation-form.tsx';
import { useMessageOutbox } from './use-message-outbox.ts';

/** ?conversation=<id> is the open thread (so a reload or a link keeps it); ?to=<user id> opens the direct one. */
const OPEN_PARAM = 'conversation';
const TO_PARAM = 'to';

/**
 * The Messages tab: the conversation list and the open thread side by side, or on a phone as two screens with a back
 * button. Live events keep both current; the outbox delivers what was written offline.
 */
export default function MessagesTab() {
  const { t } = useTranslation('social_messages');
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const showError = useErrorToast({ ns: 'social_messages' });
  const [params, setParams] = useSearchParams();
  const openId = params.get(OPEN_PARAM);
  const to = params.get(TO_PARAM);
  const [composing, setComposing] = useState(false);
  const start = useStartConversation();

  const outbox = useMessageOutbox();

  const open = useCallback(
    (id: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(TO_PARAM);
          if (id) next.set(OPEN_PARAM, id);
          else next.delete(OPEN_PARAM);
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );

  // "Message" on a profile or a listing links here with ?to=: the pair's direct conversation, made or reused.
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (!to || !user || asked.current === to) return;
    asked.current = to;
    start.mutate(
      { participant_ids: [to] },
      {
        onSuccess: (conversation) => open(conversation.id),
        onError: (err) => {
          showError(err);
          open(null);
        },
      },
    );
  }, [to, user, start, open, showError]);

  useRealtimeEvent(SOCIAL_EVENTS.messageCreated, (payload) => {
    const parsed = messageEventPayloadSchema.safeParse(payload);
    if (parsed.success) applyNewMessage(queryClient, parsed.data.message, parsed.data.message.sender_id !== user?.id);
  });
  useRealtimeEvent(SOCIAL_EVENTS.messageRead, (payload) => {
    const parsed = messageReadSchema.safeParse(payload);
    if (parsed.success && user) applyRead(queryClient, parsed.data, user.id);
  });

  const started = (conversation: Conversation) => {
    setComposing(false);
    open(conversation.id);
  };

  return (
    <div className="grid gap-4 md:grid-cols-[minmax(16rem,20rem)_1fr]">
      <div className={clsx('min-w-0 space-y-3', openId && 'max-md:hidden')}>
        <div className="flex items-center justify-between gap-2">
          <h2 className="text-lg font-semibold text-slate-900 dark:text-slate-100">{t('list.heading')}</h2>
          {!composing && <Button onClick={() => setComposing(true)}>{t('list.new')}</Button>}
        </div>
        {composing && <NewConversationForm onStarted={started} onCancel={() => setComposing(false)} />}
        <ConversationList selectedId={openId} onSelect={open} />
      </div>
      <div className={clsx('min-w-0', !openId && 'max-md:hidden')}>
        {start.isPending && to ? (
          <Spinner label={t('thread.loading')} />
        ) : openId ? (
          <ConversationThread key={openId} conversationId={openId} onBack={() => open(null)} outbox={outbox} />
        ) : (
          <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600 dark:border-slate-700 dark:text-slate-300">
            {t('list.choose')}
          </p>
        )}
      </div>
    </div>
  );
}
