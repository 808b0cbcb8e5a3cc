import { useId, useRef } from 'react';
import { ImagePlus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SOCIAL_LIMITS } from '@ww/contracts';
import { useOnlineStatus } from '#shared/lib/use-online-status.ts';
import { Button } from '#shared/ui/button.tsx';
import { Spinner } from '#shared/ui/spinner.tsx';
import type { usePendingPhotos } from './use-pending-photos.ts';

/**
 * The composer's photo picker and previews, each removable; photos need the connection (they are uploaded before the
 * post names them), so offline the picker is disabled and says why.
 */
export function ComposerPhotos({
  inputId,
  pending,
}: {
  inputId: string;
  pending: ReturnType<typeof usePendingPhotos>;
}) {
  const { t } = useTranslation('social_feed');
  const online = useOnlineStatus();
  const fileInput = useRef<HTMLInputElement>(null);
  const photosHintId = useId();
  const photosOfflineId = useId();
  const { photos, uploading } = pending;
  const disabled = !online || photos.length >= SOCIAL_LIMITS.photosPerPost;
  return (
    <div className="space-y-2">
      <input
        ref={fileInput}
        id={inputId}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif"
        multiple
        className="sr-only"
        aria-describedby={online ? photosHintId : photosOfflineId}
        disabled={disabled}
        onChange={(event) => {
          pending.addFiles([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="secondary"
          size="sm"
          className="min-h-10"
          disabled={disabled}
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
                onClick={() => pending.removePhoto(p.key)}
              >
                <X aria-hidden className="h-4 w-4" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
