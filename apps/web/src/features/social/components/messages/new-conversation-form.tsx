import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { CONVERSATION_TITLE_MAX_CHARS, SOCIAL_LIMITS, type Conversation } from '@ww/contracts';
import { submitFormOptions } from '#shared/lib/form.ts';
import { Button } from '#shared/ui/button.tsx';
import { Checkbox } from '#shared/ui/checkbox.tsx';
import { Field } from '#shared/ui/field.tsx';
import { Input } from '#shared/ui/input.tsx';
import { QueryState } from '#shared/ui/query-state.tsx';
import { useFriends, useStartConversation } from '../../api/messages.ts';
import { TravellerAvatar } from '../traveller-avatar.tsx';
import { useTravellerName } from '#shared/lib/traveller-name.ts';
import { useErrorToast } from '#shared/lib/error-message.ts';
import { noPageHoldsAnything } from '#shared/ui/paged-list.tsx';

const PARTICIPANTS_MAX = SOCIAL_LIMITS.participantsMax - 1;

/** One friend is a direct conversation; several are a group, which needs a title (the contract's limits apply). */
const newConversationSchema = z
  .object({
    participant_ids: z
      .array(z.string())
      .min(1, { error: 'participants_required' })
      .max(PARTICIPANTS_MAX, { error: 'too_many_participants' }),
    title: z.string().trim().max(CONVERSATION_TITLE_MAX_CHARS, { error: 'title_too_long' }),
  })
  .refine((values) => values.participant_ids.length < 2 || values.title.length > 0, {
    path: ['title'],
    error: 'title_required',
  });
type NewConversationValues = z.input<typeof newConversationSchema>;

const MESSAGE_KEYS = ['participants_required', 'too_many_participants', 'title_required', 'title_too_long'] as const;
type MessageKey = (typeof MESSAGE_KEYS)[number];
const isMessageKey = (key: unknown): key is MessageKey => (MESSAGE_KEYS as readonly unknown[]).includes(key);

interface NewConversationFormProps {
  onStarted: (conversation: Conversation) => void;
  onCancel: () => void;
}

/** Picks friends to message (GET /social/friends) and starts the conversation, or reopens the direct one. */
export function NewConversationForm({ onStarted, onCancel }: NewConversationFormProps) {
  const { t } = useTranslation('social_messages');
  const name = useTravellerName();
  const showError = useErrorToast({ ns: 'social_messages' });
  const friends = useFriends(true);
  const start = useStartConversation();
  const friendsLabel = useId();
  const form = useForm<NewConversationValues>({
    ...submitFormOptions,
    resolver: zodResolver(newConversationSchema),
    defaultValues: { participant_ids: [], title: '' },
  });
  const chosen = useWatch({ control: form.control, name: 'participant_ids' });
  const word = (key: string | undefined) =>
    isMessageKey(key)
      ? t(`validation.${key}`, { max: key === 'title_too_long' ? CONVERSATION_TITLE_MAX_CHARS : PARTICIPANTS_MAX + 1 })
      : undefined;

  const submit = form.handleSubmit(({ participant_ids, title }) => {
    const group = participant_ids.length > 1;
    start.mutate(
      { participant_ids, ...(group ? { title: title.trim() } : {}) },
      { onSuccess: onStarted, onError: showError },
    );
  });

  return (
    <form
      aria-label={t('new.heading')}
      className="space-y-4 rounded-lg border border-slate-200 p-4 dark:border-slate-800"
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <h2 className="font-semibold text-slate-900 dark:text-slate-100">{t('new.heading')}</h2>
      <fieldset aria-labelledby={friendsLabel} className="space-y-2">
        <legend id={friendsLabel} className="text-sm font-medium text-slate-800 dark:text-slate-200">
          {t('new.friends')}
        </legend>
        <QueryState
          query={friends}
          variant="inline"
          loadingLabel={t('new.friends_loading')}
          errorTitle={t('new.friends_error')}
          retryLabel={t('list.retry')}
          empty={t('new.no_friends')}
          isEmpty={noPageHoldsAnything}
        >
          {(data) => (
            <Controller
              control={form.control}
              name="participant_ids"
              render={({ field }) => (
                <ul className="max-h-64 space-y-1 overflow-y-auto">
                  {data.pages.flatMap((page) =>
                    page.data.map(({ user }) => (
                      <li key={user.id}>
                        <Checkbox
                          className="min-h-11"
                          checked={field.value.includes(user.id)}
                          onChange={(event) =>
                            field.onChange(
                              event.target.checked
                                ? [...field.value, user.id]
                                : field.value.filter((id) => id !== user.id),
                            )
                          }
                          label={
                            <span className="flex items-center gap-2">
                              <TravellerAvatar user={user} name={name(user)} />
                              {name(user)}
                            </span>
                          }
                        />
                      </li>
                    )),
                  )}
                </ul>
              )}
            />
          )}
        </QueryState>
        {friends.hasNextPage && (
          <Button
            variant="secondary"
            size="sm"
            loading={friends.isFetchingNextPage}
            onClick={() => void friends.fetchNextPage()}
          >
            {t('new.load_more')}
          </Button>
        )}
        {form.formState.errors.participant_ids && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {word(form.formState.errors.participant_ids.message)}
          </p>
        )}
      </fieldset>
      {chosen.length > 1 && (
        <Field
          label={t('new.group_title')}
          hint={t('new.group_hint')}
          error={word(form.formState.errors.title?.message)}
        >
          <Input maxLength={CONVERSATION_TITLE_MAX_CHARS} {...form.register('title')} />
        </Field>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={start.isPending}>
          {t('new.start')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('new.cancel')}
        </Button>
      </div>
    </form>
  );
}
