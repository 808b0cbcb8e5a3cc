import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { SOCIAL_LIMITS } from '@ww/contracts';
import { useErrorText } from '#shared/lib/error-message.ts';
import { uploadPhoto, type SocialPhoto } from '../../api/feed.ts';

export interface PendingPhoto {
  key: number;
  /** A local preview while the upload runs (where the browser can make one). */
  preview: string | null;
  photo: SocialPhoto | null;
}

function releasePreview(preview: string | null) {
  if (preview && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(preview);
}

/**
 * A post's photos, uploaded one by one as they are picked (up to SOCIAL_LIMITS.photosPerPost, the rest refused with a
 * toast), each with a local preview until it is uploaded; a failed upload is dropped and said. Previews are released
 * when a photo is removed, the list cleared, or the composer goes away.
 */
export function usePendingPhotos() {
  const { t } = useTranslation('social_feed');
  const errorText = useErrorText();
  const [photos, setPhotos] = useState<PendingPhoto[]>([]);
  const nextKey = useRef(0);
  const photosRef = useRef(photos);
  useEffect(() => {
    photosRef.current = photos;
  }, [photos]);
  // Previews still held when the composer goes away are released with it.
  useEffect(() => () => photosRef.current.forEach((p) => releasePreview(p.preview)), []);

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
  const clear = () => {
    photos.forEach((p) => releasePreview(p.preview));
    setPhotos([]);
  };
  return {
    photos,
    uploading: photos.some((p) => p.photo === null),
    uploaded: photos.flatMap((p) => (p.photo ? [p.photo] : [])),
    addFiles,
    removePhoto,
    clear,
  };
}
