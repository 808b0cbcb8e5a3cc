import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { SOCIAL_LIMITS } from '@ww/contracts';
import { useErrorText } from '#shared/lib/error-message.ts';
import { Button } from '#shared/ui/button.tsx';
import { Card } from '#shared/ui/card.tsx';
import { Field } from '#shared/ui/field.tsx';
import { Select } from '#shared/ui/select.tsx';
import { useCreatePost, useMyGroups, usePostAuthoring, type PostInput, type SocialPhoto } from '../../api/feed.ts';
import { keptMentionIds } from '../../lib/feed-text.ts';
import type { Position } from '../../lib/feed-position.ts';
import { ComposerPhotos } from './composer-photos.tsx';
import { ComposerPlace } from './composer-place.tsx';
import { MentionTextarea, type ChosenMention } from './mention-textarea.tsx';
import { usePendingPhotos } from './use-pending-photos.ts';

/** 'default' sends no visibility (the server takes it from the user's profile), 'group:<id>' a group post. */
type VisibilityChoice = 'default' | 'public' | 'friends' | `group:${string}`;

/** What a composer's choices send as POST /social/posts. */
export function postBody(input: {
  body: string;
  visibility: VisibilityChoice;
  photos: readonly SocialPhoto[];
  place: { name: string; position: Position | null };
  mentionIds: readonly string[];
}): PostInput {
  const { visibility } = input;
  const placeName = input.place.name.trim();
  return {
    body: input.body.trim(),
    ...(visibility === 'public' || visibility === 'friends' ? { visibility } : {}),
    ...(visibility.startsWith('group:') ? { visibility: 'group' as const, group_id: visibility.slice(6) } : {}),
    ...(input.photos.length > 0 ? { photos: input.photos.map((photo) => photo.url) } : {}),
    ...(placeName && input.place.position
      ? {
          place: {
            name: placeName,
            latitude: input.place.position.latitude,
            longitude: input.place.position.longitude,
          },
        }
      : {}),
    ...(input.mentionIds.length > 0 ? { mention_ids: [...input.mentionIds] } : {}),
  };
}

/**
 * The new-post form: text with a counter and @mentions, who may see it (the profile's default unless chosen,
 * everyone, friends, or one of the user's groups), photos uploaded one by one as they are picked (the server strips
 * their metadata), and an optional place at the user's current position. Offline the post waits on this device and
 * shows at once in the feed; photos need the connection, since they are uploaded before the post names them.
 */
export function PostComposer() {
  const { t } = useTranslation('social_feed');
  const errorText = useErrorText();
  const create = useCreatePost();
  const authoring = usePostAuthoring();
  const groups = useMyGroups(true);
  const pending = usePendingPhotos();
  const [body, setBody] = useState('');
  const [chosen, setChosen] = useState<ChosenMention[]>([]);
  const [visibility, setVisibility] = useState<VisibilityChoice>('default');
  const [placeName, setPlaceName] = useState('');
  const [position, setPosition] = useState<Position | null>(null);
  const [bodyError, setBodyError] = useState<string | undefined>();
  const bodyId = useId();
  const counterId = useId();

  const { uploading } = pending;
  const tooLong = body.length > SOCIAL_LIMITS.postMaxChars;
  const activeGroups = (groups.data ?? []).filter((group) => group.my_status === 'active');

  const reset = () => {
    pending.clear();
    setBody('');
    setChosen([]);
    setVisibility('default');
    setPlaceName('');
    setPosition(null);
    setBodyError(undefined);
  };

  return (
    <Card className="p-4 sm:p-5">
      <form
        aria-label={t('composer.label')}
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (!body.trim()) return setBodyError(t('composer.required'));
          if (tooLong || uploading || !authoring) return;
          const uploaded = pending.uploaded;
          const input = postBody({
            body,
            visibility,
            photos: uploaded,
            place: { name: placeName, position },
            mentionIds: keptMentionIds(body, chosen),
          });
          create.mutate(
            { input, authoring, photos: uploaded },
            {
              onSuccess: (outcome) => {
                toast.success(t(outcome.state === 'sent' ? 'composer.posted' : 'composer.queued'));
                reset();
              },
              onError: (err) => toast.error(errorText(err)),
            },
          );
        }}
      >
        <div className="space-y-1.5">
          <label htmlFor={bodyId} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
            {t('composer.label')}
          </label>
          <MentionTextarea
            id={bodyId}
            value={body}
            placeholder={t('composer.body')}
            invalid={tooLong || Boolean(bodyError)}
            aria-describedby={counterId}
            onValueChange={(value) => {
              setBody(value);
              setBodyError(undefined);
            }}
            onMention={(m) => setChosen((list) => [...list, m])}
          />
          <div id={counterId} className="flex flex-wrap justify-between gap-2 text-xs">
            <span className="text-slate-500 dark:text-slate-400">{t('composer.body_hint')}</span>
            <span
              aria-live="polite"
              className={tooLong ? 'font-medium text-red-700 dark:text-red-400' : 'text-slate-500 dark:text-slate-400'}
            >
              {t('composer.counter', { count: body.length, max: SOCIAL_LIMITS.postMaxChars })}
            </span>
          </div>
          {(bodyError ?? (tooLong ? t('composer.too_long') : undefined)) && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {bodyError ?? t('composer.too_long')}
            </p>
          )}
        </div>

        <Field label={t('composer.visibility')}>
          <Select value={visibility} onChange={(event) => setVisibility(event.target.value as VisibilityChoice)}>
            <option value="default">{t('composer.visibility_default')}</option>
            <option value="public">{t('composer.visibility_public')}</option>
            <option value="friends">{t('composer.visibility_friends')}</option>
            {activeGroups.map((group) => (
              <option key={group.id} value={`group:${group.id}`}>
                {t('composer.visibility_group', { name: group.name })}
              </option>
            ))}
          </Select>
        </Field>

        <ComposerPhotos inputId={`${bodyId}-photos`} pending={pending} />

        <ComposerPlace
          name={placeName}
          onNameChange={setPlaceName}
          position={position}
          onPositionChange={setPosition}
        />

        <div className="flex justify-end">
          <Button type="submit" loading={create.isPending} disabled={uploading || tooLong}>
            {t('composer.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
