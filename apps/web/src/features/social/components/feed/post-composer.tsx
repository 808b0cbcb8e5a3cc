import { useEffect, useId, useRef, useState } from 'react';
import { ImagePlus, LocateFixed, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { SOCIAL_LIMITS } from '@ww/contracts';
import { languageLocale } from '#shared/lib/dates.ts';
import { useOnlineStatus } from '#shared/lib/use-online-status.ts';
import { Button } from '#shared/ui/button.tsx';
import { Card } from '#shared/ui/card.tsx';
import { Field } from '#shared/ui/field.tsx';
import { Input } from '#shared/ui/input.tsx';
import { Select } from '#shared/ui/select.tsx';
import { Spinner } from '#shared/ui/spinner.tsx';
import {
  uploadPhoto,
  useCreatePost,
  useMyGroups,
  usePostAuthoring,
  type PostInput,
  type SocialPhoto,
} from '../../api/feed.ts';
import { keptMentionIds } from '../../lib/feed-text.ts';
import { currentPosition, type Position } from '../../lib/feed-position.ts';
import { MentionTextarea, type ChosenMention } from './mention-textarea.tsx';
import { useErrorText } from '#shared/lib/error-message.ts';

interface PendingPhoto {
  key: number;
  /** A local preview while the upload runs (where the browser can make one). */
  preview: string | null;
  photo: SocialPhoto | null;
}

/** 'default' sends no visibility (the server takes it from the user's profile), 'group:<id>' a group post. */
type VisibilityChoice = 'default' | 'public' | 'friends' | `group:${string}`;

function releasePreview(preview: string | null) {
  if (preview && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(preview);
}

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
  const { t, i18n } = useTranslation('social_feed');
  const errorText = useErrorText();
  const create = useCreatePost();
  const authoring = usePostAuthoring();
  const online = useOnlineStatus();
  const groups = useMyGroups(true);
  const [body, setBody] = useState('');
  const [chosen, setChosen] = useState<ChosenMention[]>([]);
  const [visibility, setVisibility] = useState<VisibilityChoice>('default');
  const [photos, setPhotos] = useState<PendingPhoto[]>([]);
  const [placeName, setPlaceName] = useState('');
  const [position, setPosition] = useState<Position | null>(null);
  const [locating, setLocating] = useState(false);
  const [bodyError, setBodyError] = useState<string | undefined>();
  const nextKey = useRef(0);
  const fileInput = useRef<HTMLInputElement>(null);
  const bodyId = useId();
  const counterId = useId();
  const photosHintId = useId();
  const photosOfflineId = useId();
  const photosRef = useRef(photos);
  useEffect(() => {
    photosRef.current = photos;
  }, [photos]);
  // Previews still held when the composer goes away are released with it.
  useEffect(() => () => photosRef.current.forEach((p) => releasePreview(p.preview)), []);

  const uploading = photos.some((p) => p.photo === null);
  const tooLong = body.length > SOCIAL_LIMITS.postMaxChars;
  const activeGroups = (groups.data ?? []).filter((group) => group.my_status === 'active');
  const coordinate = (value: number) =>
    new Intl.NumberFormat(languageLocale(i18n.resolvedLanguage ?? 'en'), {
      minimumFractionDigits: 4,
      maximumFractionDigits: 4,
    }).format(value);

  const addFiles = (files: File[]) => {
    const room = SOCIAL_LIMITS.photosPerPost - photos.length;
    if (files.length > room) toast.error(t('composer.photos_full', { max: SOCIAL_LIMITS.photosPerPost }));
    for (const file of files.slice(0, Math.max(0, room))) {
      const key = nextKey.current++;
      const preview = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
      setPhotos((list) => [...list, { key, preview, photo: null }]);
      uploadPhoto(file).then(
        (photo) => setPhotos((list) => list.map((p) => (p.key === key ? { ...p, photo } : p))),
        (err: unknown) => {
          releasePreview(preview);
          setPhotos((list) => list.filter((p) => p.key !== key));
          toast.error(errorText(err));
        },
      );
    }
  };

  const removePhoto = (key: number) => {
    setPhotos((list) => {
      releasePreview(list.find((p) => p.key === key)?.preview ?? null);
      return list.filter((p) => p.key !== key);
    });
  };

  const locate = async () => {
    setLocating(true);
    const found = await currentPosition();
    setLocating(false);
    if (found.ok) setPosition(found.position);
    else toast.error(t(found.reason === 'unsupported' ? 'views.unsupported' : 'views.unavailable'));
  };

  const reset = () => {
    photos.forEach((p) => releasePreview(p.preview));
    setBody('');
    setChosen([]);
    setVisibility('default');
    setPhotos([]);
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
          const uploaded = photos.flatMap((p) => (p.photo ? [p.photo] : []));
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

        <div className="space-y-2">
          <input
            ref={fileInput}
            id={`${bodyId}-photos`}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif"
            multiple
            className="sr-only"
            aria-describedby={online ? photosHintId : photosOfflineId}
            disabled={!online || photos.length >= SOCIAL_LIMITS.photosPerPost}
            onChange={(event) => {
              addFiles([...(event.target.files ?? [])]);
              event.target.value = '';
            }}
          />
          <div className="flex flex-wrap items-center gap-2">
            <Button
              variant="secondary"
              size="sm"
              className="min-h-10"
              disabled={!online || photos.length >= SOCIAL_LIMITS.photosPerPost}
              onClick={() => fileInput.current?.click()}
              aria-describedby={online ? photosHintId : photosOfflineId}
            >
              <ImagePlus aria-hidden className="h-4 w-4" />
              {t('composer.photos')}
            </Button>
            {online ? (
              <span id={photosHintId} className="text-xs text-slate-500 dark:text-slate-400">
                {t('composer.photos_hint', { max: SOCIAL_LIMITS.photosPerPost })}
              </span>
            ) : (
              <span id={photosOfflineId} className="text-xs text-slate-600 dark:text-slate-300">
                {t('composer.photos_offline')}
              </span>
            )}
          </div>
          {uploading && <Spinner size="sm" label={t('composer.photo_uploading')} />}
          {photos.length > 0 && (
            <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              {photos.map((p, index) => (
                <li key={p.key} className="relative">
                  {(p.photo?.url ?? p.preview) ? (
                    <img
                      src={p.photo?.url ?? p.preview ?? undefined}
                      width={p.photo?.width ?? 160}
                      height={p.photo?.height ?? 160}
                      alt={t('composer.photo_preview', { n: index + 1 })}
                      className="aspect-square h-auto w-full rounded-lg object-cover"
                    />
                  ) : (
                    <span className="flex aspect-square w-full items-center justify-center rounded-lg bg-slate-100 dark:bg-slate-800">
                      <Spinner size="sm" />
                    </span>
                  )}
                  <Button
                    variant="secondary"
                    size="sm"
                    className="absolute top-1 right-1 min-h-10 min-w-10 px-0"
                    aria-label={t('composer.photo_remove', { n: index + 1 })}
                    onClick={() => removePhoto(p.key)}
                  >
                    <X aria-hidden className="h-4 w-4" />
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>

        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">{t('composer.place')}</legend>
          <p className="text-xs text-slate-600 dark:text-slate-400">{t('composer.place_privacy')}</p>
          <Field label={<span className="sr-only">{t('composer.place_name')}</span>}>
            <Input
              value={placeName}
              maxLength={200}
              placeholder={t('composer.place_name')}
              onChange={(event) => setPlaceName(event.target.value)}
            />
          </Field>
          <div className="flex flex-wrap items-center gap-2 text-sm">
            {position ? (
              <>
                <span className="text-slate-600 dark:text-slate-300">
                  {t('composer.position', { lat: coordinate(position.latitude), lon: coordinate(position.longitude) })}
                </span>
                <Button variant="ghost" size="sm" className="min-h-10" onClick={() => setPosition(null)}>
                  {t('composer.remove_place')}
                </Button>
              </>
            ) : (
              <Button
                variant="secondary"
                size="sm"
                className="min-h-10"
                loading={locating}
                onClick={() => void locate()}
              >
                <LocateFixed aria-hidden className="h-4 w-4" />
                {locating ? t('composer.locating') : t('composer.use_position')}
              </Button>
            )}
            {placeName.trim() && !position && (
              <span className="text-xs text-slate-500 dark:text-slate-400">{t('composer.place_needs_position')}</span>
            )}
          </div>
        </fieldset>

        <div className="flex justify-end">
          <Button type="submit" loading={create.isPending} disabled={uploading || tooLong}>
            {t('composer.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
