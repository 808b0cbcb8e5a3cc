import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SendHorizontal } from 'lucide-react';
import { PAM_LIMITS } from '@ww/contracts';
import { Button } from '#shared/ui/button.tsx';

/** SPEC §5: Enter sends, Shift+Enter is a new line; empty or whitespace-only text is never sent. */
export function ChatInput({ disabled, onSend }: { disabled: boolean; onSend: (text: string) => void }) {
  const { t } = useTranslation('pam');
  const [text, setText] = useState('');
  const submit = () => {
    if (disabled || !text.trim()) return;
    onSend(text.trim());
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };
  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <textarea
        aria-label={t('panel.input')}
        placeholder={t('panel.placeholder')}
        value={text}
        maxLength={PAM_LIMITS.messageMaxChars}
        disabled={disabled}
        rows={2}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        className="min-h-11 flex-1 resize-none rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-emerald-600 focus:outline-none disabled:cursor-not-allowed disabled:opacity-60 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
      />
      <Button type="submit" aria-label={t('panel.send')} disabled={disabled || !text.trim()} className="h-11 w-11 px-0">
        <SendHorizontal aria-hidden className="h-5 w-5" />
      </Button>
    </form>
  );
}
