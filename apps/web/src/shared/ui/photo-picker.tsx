import { useRef, type ChangeEvent } from 'react';
import { ImagePlus, X } from 'lucide-react';
import { useErrorText } from '#shared/lib/error-message.ts';
import { Button } from '#shared/ui/button.tsx';

export interface PickedPhoto {
  url: string;
  width?: number;
  height?: number;
}

/**
 * The keys the picker's words are looked up by, in the caller's namespace and language: the legend (`photos`, with
 * `n` and `max`), the add button, each photo's remove button and text alternative (`number`), an upload's failure
 * (`reason`).
 */
export type PhotoPickerWord = 'photos' | 'add_photos' | 'remove_photo' | 'photo_alt' | 'upload_failed';

/**
 * Photos chosen one or several at a time: each file is uploaded at once (the server turns it upright, resizes it and
 * strips its metadata) and shown as a preview, up to `max`, each removable. `upload` is the feature's upload mutation.
 */
export function PhotoPicker<P extends PickedPhoto>({
  photos,
  onChange,
  max,
  upload,
  words,
  error,
}: {
  photos: P[];
  onChange: (photos: P[]) => void;
  max: number;
  upload: { mutateAsync: (file: File) => Promise<P>; isPending: boolean; isError: boolean; error: unknown };
  words: (key: PhotoPickerWord, values?: Record<string, string | number>) => string;
  error?: string | undefined;
}) {
  const errorText = useErrorText();
  const input = useRef<HTMLInputElement>(null);
  const room = max - photos.length;

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
        {words('photos', { n: photos.length, max })}
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
                alt={words('photo_alt', { number: index + 1 })}
                className="h-full w-full object-cover"
              />
              <button
                type="button"
                onClick={() => onChange(photos.filter((p) => p.url !== photo.url))}
                aria-label={words('remove_photo', { number: index + 1 })}
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
        aria-label={words('add_photos')}
        onChange={(event) => void pick(event)}
      />
      <Button
        variant="secondary"
        disabled={room <= 0}
        loading={upload.isPending}
        onClick={() => input.current?.click()}
      >
        <ImagePlus aria-hidden className="h-4 w-4" />
        {words('add_photos')}
      </Button>
      {upload.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {words('upload_failed', { reason: errorText(upload.error) })}
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
