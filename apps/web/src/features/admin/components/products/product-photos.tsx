import { useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ImagePlus, X } from 'lucide-react';
import { SHOP_LIMITS } from '@ww/contracts';
import { Button } from '#shared/ui/button.tsx';
import { useUploadProductPhoto, type ProductPhoto } from '../../api/shop-admin.ts';
import { useAdminErrorText } from '../../lib/admin-errors.ts';

const MAX = SHOP_LIMITS.maxPhotos;

/**
 * A product's photos: each chosen file is uploaded at once (the server turns it upright, resizes it and strips its
 * metadata) and shown as a preview; the first one is the product's picture in the shop. Each can be removed.
 */
export function ProductPhotos({
  photos,
  onChange,
  error,
}: {
  photos: ProductPhoto[];
  onChange: (photos: ProductPhoto[]) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('admin');
  const errorText = useAdminErrorText();
  const upload = useUploadProductPhoto();
  const input = useRef<HTMLInputElement>(null);
  const room = MAX - photos.length;

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []).slice(0, room);
    event.target.value = '';
    let added = photos;
    for (const file of files) {
      try {
        added = [...added, await upload.mutateAsync(file)];
        onChange(added);
      } catch {
        // The failure is shown under the picker (upload.error); the photos uploaded so far stay.
        break;
      }
    }
  };

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-slate-900 dark:text-slate-100">
        {t('products.form.photos', { n: photos.length, max: MAX })}
      </legend>
      {photos.length > 0 && (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
          {photos.map((photo, index) => (
            <li
              key={photo.url}
              className="relative aspect-square overflow-hidden rounded-lg bg-slate-100 dark:bg-slate-800"
            >
              <img
                src={photo.url}
                width={photo.width}
                height={photo.height}
                alt={t('products.form.photo_alt', { number: index + 1 })}
                className="h-full w-full object-cover"
              />
              <button
                type="button"
                onClick={() => onChange(photos.filter((p) => p.url !== photo.url))}
                aria-label={t('products.form.remove_photo', { number: index + 1 })}
                className="absolute top-1 right-1 flex h-11 w-11 items-center justify-center rounded-full bg-slate-900/70 text-white hover:bg-slate-900 focus-visible:outline-2 focus-visible:outline-white"
              >
                <X aria-hidden className="h-4 w-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif"
        multiple
        hidden
        aria-label={t('products.form.add_photos')}
        onChange={(event) => void pick(event)}
      />
      <Button
        variant="secondary"
        disabled={room <= 0}
        loading={upload.isPending}
        onClick={() => input.current?.click()}
      >
        <ImagePlus aria-hidden className="h-4 w-4" />
        {t('products.form.add_photos')}
      </Button>
      {upload.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {t('products.form.upload_failed', { reason: errorText(upload.error) })}
        </p>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}
