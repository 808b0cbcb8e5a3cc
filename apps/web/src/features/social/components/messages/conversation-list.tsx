import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import type { Conversation } from '@ww/contracts';
import { useAuth } from '#shared/lib/auth.tsx';
import { useDateFormat } from '#shared/lib/dates.ts';
import { PagedList } from '#shared/ui/paged-list.tsx';
import { useConversations } from '../../api/messages.ts';
import { TravellerAvatar } from '../traveller-avatar.tsx';
import { otherParticipants, useConversationName } from './display.ts';

interface ConversationListProps {
  selectedId: string | null;
  onSelect: (id: string) => void;
}

/** The user's conversations, newest activity first, each with its last message and unread count. */
export function ConversationList({ selectedId, onSelect }: ConversationListProps) {
  const { t } = useTranslation('social_messages');
  const query = useConversations();
  return (
    <PagedList
      query={query}
      loadingLabel={t('list.loading')}
      errorTitle={t('list.error')}
      retryLabel={t('list.retry')}
      empty={t('list.empty')}
      moreLabel={t('list.load_more')}
      label={t('list.heading')}
      className="divide-y divide-slate-200 dark:divide-slate-800"
    >
      {(conversation) => (
        <li key={conversation.id}>
          <ConversationRow
            conversation={conversation}
            selected={conversation.id === selectedId}
            onSelect={() => onSelect(conversation.id)}
          />
        </li>
      )}
    </PagedList>
  );
}

function ConversationRow({
  conversation,
  selected,
  onSelect,
}: {
  conversation: Conversation;
  selected: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation('social_messages');
  const { user } = useAuth();
  const { formatDateTime } = useDateFormat();
  const conversationName = useConversationName();
  const name = conversationName(conversation, user?.id);
  const last = conversation.last_message;
  const preview = !last
    ? t('list.no_messages')
    : last.hidden_at
      ? t('list.hidden')
      : last.sender_id === user?.id
        ? t('list.you', { body: last.body })
        : last.body;
  const unread = conversation.unread_count;
  return (
    <button
      type="button"
      onClick={onSelect}
      aria-current={selected ? 'true' : undefined}
      className={clsx(
        'flex min-h-14 w-full items-center gap-3 rounded-lg px-2 py-2 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-emerald-700 dark:hover:bg-slate-800',
        selected && 'bg-emerald-50 dark:bg-emerald-950',
      )}
    >
      <TravellerAvatar user={otherParticipants(conversation, user?.id)[0]} name={name} />
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-2">
          <span className={clsx('truncate text-slate-900 dark:text-slate-100', unread > 0 && 'font-semibold')}>
            {name}
          </span>
          {conversation.last_message_at && (
            <span className="shrink-0 text-xs text-slate-500 dark:text-slate-400">
              {formatDateTime(conversation.last_message_at)}
            </span>
          )}
        </span>
        <span className="flex items-center justify-between gap-2">
          <span className="truncate text-sm text-slate-600 dark:text-slate-300">{preview}</span>
          {unread > 0 && (
            <span className="shrink-0 rounded-full bg-emerald-700 px-2 py-0.5 text-xs font-semibold text-white dark:bg-emerald-500 dark:text-slate-950">
              <span aria-hidden="true">{unread}</span>
              <span className="sr-only">{t('list.unread', { count: unread })}</span>
            </span>
          )}
        </span>
      </span>
    </button>
  );
}
