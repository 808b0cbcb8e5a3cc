import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { SOCIAL_EVENTS, typingEventPayloadSchema, type Conversation, type Message } from '@ww/contracts';
import { useAuth } from '#shared/lib/auth.tsx';
import { useDateFormat } from '#shared/lib/dates.ts';
import { useRealtimeEvent } from '#shared/lib/realtime-events.ts';
import { Button } from '#shared/ui/button.tsx';
import { QueryState } from '#shared/ui/query-state.tsx';
import { useConversation, useMarkRead, useThread } from '../../api/messages.ts';
import { TravellerAvatar } from '../traveller-avatar.tsx';
import { useTravellerName } from '#shared/lib/traveller-name.ts';
import { useErrorText } from '#shared/lib/error-message.ts';
import { otherParticipants, useConversationName } from './display.ts';
import { MessageComposer } from './message-composer.tsx';
import type { MessageOutboxState, WaitingMessage } from './use-message-outbox.ts';

/** How long "… is typing" stays after the last typing signal. */
export const TYPING_SHOWN_MS = 3_000;

function subscribeVisibility(onChange: () => void) {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

/** Whether the page is in front of the user (not a background tab or a locked phone). */
function usePageVisible(): boolean {
  return useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState === 'visible',
    () => true,
  );
}

interface ConversationThreadProps {
  conversationId: string;
  onBack: () => void;
  outbox: MessageOutboxState;
}

/** One conversation: its history paged upwards, receipts, who is typing, what waits in the outbox, and the composer. */
export function ConversationThread({ conversationId, onBack, outbox }: ConversationThreadProps) {
  const { t } = useTranslation('social_messages');
  const { user } = useAuth();
  const conversation = useConversation(conversationId);
  const conversationName = useConversationName();
  const name = useTravellerName();
  const visible = usePageVisible();
  const markRead = useMarkRead();
  const unread = conversation.data?.unread_count ?? 0;

  // Open and in front of the user: what arrives is read at once (the list and the others' receipts follow).
  useEffect(() => {
    if (visible && unread > 0 && !markRead.isPending) markRead.mutate(conversationId);
  }, [visible, unread, conversationId, markRead]);

  const title = conversation.data ? conversationName(conversation.data, user?.id) : '';
  const others = conversation.data ? otherParticipants(conversation.data, user?.id) : [];

  return (
    <section aria-label={title || t('thread.history_label')} className="flex min-w-0 flex-col gap-3">
      <header className="flex items-center gap-2">
        <Button variant="ghost" size="sm" className="md:hidden" onClick={onBack}>
          <span aria-hidden="true">←</span>
          <span className="sr-only">{t('thread.back')}</span>
        </Button>
        {conversation.data && (
          <>
            <TravellerAvatar user={others[0]} name={title} />
            <div className="min-w-0">
              <h2 className="truncate font-semibold text-slate-900 dark:text-slate-100">{title}</h2>
              {conversation.data.kind === 'group' && (
                <p className="truncate text-sm text-slate-600 dark:text-slate-300">
                  {t('thread.with', { names: others.map(name).join(', ') })}
                </p>
              )}
            </div>
          </>
        )}
      </header>
      <MessageHistory conversationId={conversationId} conversation={conversation.data} outbox={outbox} />
      <MessageComposer conversationId={conversationId} onSend={(body) => outbox.send(conversationId, body)} />
    </section>
  );
}

function MessageHistory({
  conversationId,
  conversation,
  outbox,
}: {
  conversationId: string;
  conversation: Conversation | undefined;
  outbox: MessageOutboxState;
}) {
  const { t } = useTranslation('social_messages');
  const { user } = useAuth();
  const name = useTravellerName();
  const query = useThread(conversationId);
  const scroller = useRef<HTMLDivElement>(null);
  const typing = useTyping(conversationId, user?.id);

  // Oldest first on screen; the API pages newest first.
  const messages = useMemo(() => (query.data?.pages.flatMap((page) => page.data) ?? []).toReversed(), [query.data]);
  const waiting = outbox.entries.filter((m) => m.conversationId === conversationId);
  const newestId = messages.at(-1)?.id;

  // Follow the conversation downwards when something new arrives, not when earlier messages are loaded above.
  useEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [newestId, waiting.length, typing.length]);

  const people = new Map(conversation?.participants.map((p) => [p.id, p]) ?? []);
  const receiptAt = messages.findLast((m) => m.sender_id === user?.id && m.read_by.length > 0)?.id;
  const typingNames = typing.map((id) => name(people.get(id)));

  return (
    <div
      ref={scroller}
      className="max-h-[60vh] min-h-48 space-y-3 overflow-y-auto overscroll-contain rounded-lg bg-slate-50 p-3 dark:bg-slate-900"
    >
      <QueryState
        query={query}
        loadingLabel={t('thread.loading')}
        errorTitle={t('thread.error')}
        retryLabel={t('thread.retry')}
        empty={t('thread.empty')}
        isEmpty={(data) => data.pages.every((page) => page.data.length === 0) && waiting.length === 0}
      >
        {() => (
          <>
            {query.hasNextPage && (
              <div className="text-center">
                <Button
                  variant="secondary"
                  size="sm"
                  loading={query.isFetchingNextPage}
                  onClick={() => void query.fetchNextPage()}
                >
                  {t('thread.load_earlier')}
                </Button>
              </div>
            )}
            <ol aria-label={t('thread.history_label')} className="space-y-2">
              {messages.map((message) => (
                <li key={message.id}>
                  <MessageBubble
                    message={message}
                    own={message.sender_id === user?.id}
                    sender={conversation?.kind === 'group' ? name(people.get(message.sender_id)) : null}
                  />
                  {message.id === receiptAt && (
                    <p className="mt-1 text-right text-xs text-slate-500 dark:text-slate-400">
                      {conversation?.kind === 'group'
                        ? t('thread.seen_by', { names: message.read_by.map((id) => name(people.get(id))).join(', ') })
                        : t('thread.seen')}
                    </p>
                  )}
                </li>
              ))}
              {waiting.map((entry) => (
                <li key={entry.key}>
                  <WaitingBubble entry={entry} outbox={outbox} />
                </li>
              ))}
            </ol>
          </>
        )}
      </QueryState>
      <p aria-live="polite" className="min-h-5 text-sm text-slate-600 italic dark:text-slate-300">
        {typingNames.length === 1 && t('thread.typing_one', { name: typingNames[0] })}
        {typingNames.length > 1 && t('thread.typing_many', { names: typingNames.join(', ') })}
      </p>
    </div>
  );
}

/** The others typing in this conversation right now: each for TYPING_SHOWN_MS after their last signal or until they send. */
function useTyping(conversationId: string, userId: string | undefined): string[] {
  const [typing, setTyping] = useState<Record<string, number>>({});
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
      setTyping({});
    };
  }, [conversationId]);

  const stop = (id: string) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setTyping((current) => {
      const { [id]: _gone, ...rest } = current;
      return rest;
    });
  };

  useRealtimeEvent(SOCIAL_EVENTS.typing, (payload) => {
    const parsed = typingEventPayloadSchema.safeParse(payload);
    if (!parsed.success || parsed.data.conversation_id !== conversationId || parsed.data.user_id === userId) return;
    const id = parsed.data.user_id;
    clearTimeout(timers.current.get(id));
    timers.current.set(
      id,
      setTimeout(() => stop(id), TYPING_SHOWN_MS),
    );
    setTyping((current) => ({ ...current, [id]: Date.now() }));
  });

  useRealtimeEvent(SOCIAL_EVENTS.messageCreated, (payload) => {
    const message = (payload as { message?: Partial<Message> } | null)?.message;
    if (message?.conversation_id === conversationId && message.sender_id && message.sender_id in typing) {
      stop(message.sender_id);
    }
  });

  return Object.keys(typing);
}

function MessageBubble({ message, own, sender }: { message: Message; own: boolean; sender: string | null }) {
  const { t } = useTranslation('social_messages');
  const { formatDateTime } = useDateFormat();
  return (
    <div className={clsx('flex flex-col', own ? 'items-end' : 'items-start')}>
      {sender && !own && <span className="text-xs text-slate-600 dark:text-slate-300">{sender}</span>}
      <p
        className={clsx(
          'max-w-[85%] rounded-2xl px-3 py-2 break-words whitespace-pre-wrap',
          own
            ? 'bg-emerald-700 text-white dark:bg-emerald-600'
            : 'bg-white text-slate-900 shadow-sm dark:bg-slate-800 dark:text-slate-100',
          message.hidden_at && 'opacity-60',
        )}
      >
        {own && <span className="sr-only">{t('thread.you')}: </span>}
        {message.body}
      </p>
      {message.hidden_at && (
        <span className="text-xs text-red-700 dark:text-red-400">
          {t('thread.hidden', { reason: message.hidden_reason ?? '' })}
        </span>
      )}
      <time dateTime={message.created_at} className="text-xs text-slate-500 dark:text-slate-400">
        {formatDateTime(message.created_at)}
      </time>
    </div>
  );
}

function WaitingBubble({ entry, outbox }: { entry: WaitingMessage; outbox: MessageOutboxState }) {
  const { t } = useTranslation('social_messages');
  const errorText = useErrorText({ ns: 'social_messages' });
  return (
    <div className="flex flex-col items-end">
      <p className="max-w-[85%] rounded-2xl border border-dashed border-emerald-700 px-3 py-2 break-words whitespace-pre-wrap text-slate-900 dark:border-emerald-400 dark:text-slate-100">
        {entry.body}
      </p>
      {entry.status === 'failed' ? (
        <div className="flex flex-wrap items-center justify-end gap-2">
          <span role="alert" className="text-xs text-red-700 dark:text-red-400">
            {t('thread.not_sent', { reason: errorText(entry.error) })}
          </span>
          <Button variant="secondary" size="sm" onClick={() => void outbox.retry(entry.key)}>
            {t('thread.retry_send')}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => void outbox.discard(entry.key)}>
            {t('thread.discard')}
          </Button>
        </div>
      ) : (
        <span className="text-xs text-slate-500 dark:text-slate-400">{t('thread.waiting')}</span>
      )}
    </div>
  );
}
