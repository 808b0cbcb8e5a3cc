import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { ThumbsDown, ThumbsUp } from 'lucide-react';
import type { ChatMessage } from '../lib/chat-storage.ts';

/**
 * The conversation. Every text is rendered as text (React escapes it): replies quote campground names, notes and
 * model output, none of which may become HTML.
 */
export function ChatMessageList({
  messages,
  thinking,
  onRate,
}: {
  messages: readonly ChatMessage[];
  thinking: boolean;
  onRate?: (message: ChatMessage, rating: 1 | -1) => void;
}) {
  const { t } = useTranslation('pam');
  const end = useRef<HTMLLIElement>(null);
  const streaming = messages.some((m) => m.isStreaming);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages, thinking]);

  return (
    <ol className="flex flex-col gap-3" aria-live="polite" aria-relevant="additions">
      {messages.map((message) => {
        const mine = message.sender === 'user';
        return (
          <li key={message.id} className={clsx('flex flex-col gap-1', mine ? 'items-end' : 'items-start')}>
            <span className="sr-only">{mine ? t('panel.you') : t('name')}</span>
            <p
              className={clsx(
                'max-w-[85%] rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-wrap',
                mine
                  ? 'bg-emerald-700 text-white'
                  : message.kind === 'error'
                    ? 'bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100'
                    : 'bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100',
              )}
            >
              {message.content}
            </p>
            {onRate && message.kind === 'reply' && message.responseId && (
              <div className="flex gap-1">
                {([1, -1] as const).map((rating) => {
                  const Icon = rating === 1 ? ThumbsUp : ThumbsDown;
                  const label = rating === 1 ? t('feedback.helpful') : t('feedback.not_helpful');
                  return (
                    <button
                      key={rating}
                      type="button"
                      aria-label={label}
                      title={label}
                      aria-pressed={message.feedback === rating}
                      onClick={() => onRate(message, rating)}
                      className={clsx(
                        'rounded p-1 text-slate-400 hover:text-slate-700 dark:hover:text-slate-200',
                        message.feedback === rating && 'text-emerald-700 dark:text-emerald-400',
                      )}
                    >
                      <Icon aria-hidden className="h-4 w-4" />
                    </button>
                  );
                })}
              </div>
            )}
          </li>
        );
      })}
      {thinking && !streaming && (
        <li role="status" className="flex items-center gap-2 text-sm text-slate-500 dark:text-slate-400">
          <span className="inline-flex gap-1" aria-hidden>
            <span className="h-1.5 w-1.5 animate-bounce rounded-full bg-current" />
            <span className="h-1.5 w-1.5 animate-bounce rounded-full bg-current [animation-delay:150ms]" />
            <span className="h-1.5 w-1.5 animate-bounce rounded-full bg-current [animation-delay:300ms]" />
          </span>
          {t('panel.thinking')}
        </li>
      )}
      <li ref={end} aria-hidden className="h-0" />
    </ol>
  );
}
