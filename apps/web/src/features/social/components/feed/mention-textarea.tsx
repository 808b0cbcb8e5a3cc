import { useId, useRef, useState, type TextareaHTMLAttributes } from 'react';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { controlClasses } from '#shared/ui/input.tsx';
import { useUserSearch } from '../../api/feed.ts';
import { insertMention, mentionAt } from '../../lib/feed-text.ts';

export interface ChosenMention {
  id: string;
  name: string;
}

export interface MentionTextareaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange'> {
  value: string;
  onValueChange: (value: string) => void;
  /** A traveller picked from the suggestions: their name is in the text, their id goes with the post or comment. */
  onMention: (mention: ChosenMention) => void;
  invalid?: boolean;
}

/**
 * A text box where '@' and two letters suggest travellers by name (GET /social/users?q=); picking one writes
 * '@Name ' into the text. Arrow keys move through the suggestions, Enter picks, Escape closes.
 */
export function MentionTextarea({
  value,
  onValueChange,
  onMention,
  invalid,
  className,
  ...rest
}: MentionTextareaProps) {
  const { t } = useTranslation('social_feed');
  const listId = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  const [caret, setCaret] = useState(0);
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState<number | null>(null);
  const mention = mentionAt(value, caret);
  const query = mention && mention.query.length >= 2 && dismissed !== mention.start ? mention.query : '';
  const search = useUserSearch(query);
  const suggestions = query ? (search.data ?? []).filter((user) => user.display_name) : [];
  const open = suggestions.length > 0;

  const pick = (user: { id: string; display_name: string | null }) => {
    if (!mention || !user.display_name) return;
    const next = insertMention(value, mention, user.display_name);
    onValueChange(next.text);
    onMention({ id: user.id, name: user.display_name });
    setCaret(next.caret);
    setActive(0);
    requestAnimationFrame(() => {
      ref.current?.focus();
      ref.current?.setSelectionRange(next.caret, next.caret);
    });
  };

  return (
    <div className="relative">
      <textarea
        ref={ref}
        value={value}
        role="combobox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-autocomplete="list"
        aria-invalid={invalid || undefined}
        className={controlClasses(invalid, 'min-h-24 resize-y', className)}
        onChange={(event) => {
          onValueChange(event.target.value);
          setCaret(event.target.selectionStart);
          setActive(0);
        }}
        onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
        onKeyDown={(event) => {
          if (!open) return;
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setActive((i) => (i + 1) % suggestions.length);
          } else if (event.key === 'ArrowUp') {
            event.preventDefault();
            setActive((i) => (i - 1 + suggestions.length) % suggestions.length);
          } else if (event.key === 'Enter') {
            event.preventDefault();
            const user = suggestions[active];
            if (user) pick(user);
          } else if (event.key === 'Escape' && mention) {
            setDismissed(mention.start);
          }
        }}
        {...rest}
      />
      {open && (
        <ul
          id={listId}
          role="listbox"
          aria-label={t('mentions.suggestions')}
          className="absolute z-10 mt-1 max-h-56 w-full overflow-auto rounded-lg border border-slate-200 bg-white shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {suggestions.map((user, index) => (
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the text box keeps focus and its keys (arrows, Enter) pick an option
            <li
              key={user.id}
              role="option"
              aria-selected={index === active}
              className={clsx(
                'flex min-h-10 cursor-pointer items-center px-3 text-sm text-slate-900 dark:text-slate-100',
                index === active && 'bg-emerald-50 dark:bg-emerald-950',
              )}
              // The mouse down would move focus out of the text box before the click picks.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(user)}
            >
              {user.display_name}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
