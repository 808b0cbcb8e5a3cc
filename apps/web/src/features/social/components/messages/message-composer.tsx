import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SOCIAL_LIMITS } from '@ww/contracts';
import { useOnlineStatus } from '#shared/lib/use-online-status.ts';
import { Button } from '#shared/ui/button.tsx';
import { controlClasses } from '#shared/ui/input.tsx';
import { sendTyping } from '../../api/messages.ts';

/** The others are told at most this often that the user is typing. */
export const TYPING_SEND_INTERVAL_MS = 2_000;
/** The characters-left count shows from this close to the limit. */
const COUNT_FROM = 200;

interface MessageComposerProps {
  conversationId: string;
  onSend: (body: string) => void;
}

/** Writes a message: Enter sends, Shift+Enter starts a new line; a blank message is not sent. */
export function MessageComposer({ conversationId, onSend }: MessageComposerProps) {
  const { t } = useTranslation('social_messages');
  const online = useOnlineStatus();
  const [text, setText] = useState('');
  const lastTyping = useRef(0);
  const hintId = useId();
  const inputId = useId();
  const left = SOCIAL_LIMITS.messageMaxChars - text.length;

  const submit = () => {
    const body = text.trim();
    if (!body) return;
    onSend(body);
    setText('');
    lastTyping.current = 0;
  };

  const change = (value: string) => {
    setText(value);
    const now = Date.now();
    if (value.trim() && now - lastTyping.current >= TYPING_SEND_INTERVAL_MS) {
      lastTyping.current = now;
      // Typing is a courtesy: a lost signal costs nothing and is not worth an error on screen.
      sendTyping(conversationId).catch(() => undefined);
    }
  };

  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // While an input method composes (Japanese, Chinese…), Enter confirms the characters, it does not send.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form
      className="space-y-1 border-t border-slate-200 pt-3 dark:border-slate-800"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {!online && (
        <p role="status" className="text-sm text-amber-800 dark:text-amber-300">
          {t('composer.offline')}
        </p>
      )}
      <label htmlFor={inputId} className="sr-only">
        {t('composer.label')}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={inputId}
          rows={2}
          value={text}
          maxLength={SOCIAL_LIMITS.messageMaxChars}
          placeholder={t('composer.placeholder')}
          aria-describedby={hintId}
          onChange={(event) => change(event.target.value)}
          onKeyDown={keyDown}
          className={controlClasses(false, 'min-h-11 flex-1 resize-none')}
        />
        <Button type="submit" disabled={!text.trim()}>
          {t('composer.send')}
        </Button>
      </div>
      <p id={hintId} className="flex justify-between gap-2 text-xs text-slate-500 dark:text-slate-400">
        <span className="max-sm:sr-only">{t('composer.hint')}</span>
        {left <= COUNT_FROM && <span aria-live="polite">{t('composer.chars_left', { count: left })}</span>}
      </p>
    </form>
  );
}
