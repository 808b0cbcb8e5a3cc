import { useTranslation } from 'react-i18next';
import { SOCIAL_LIMITS } from '@ww/contracts';
import { PhotoPicker } from '#shared/ui/photo-picker.tsx';
import { useUploadPhoto, type SocialPhoto } from '../../api/marketplace.ts';
import { useErrorText } from '#shared/lib/error-message.ts';

const MAX = SOCIAL_LIMITS.photosPerListing;

/** The photos of a listing, up to SOCIAL_LIMITS.photosPerListing. */
export function ListingPhotos({
  photos,
  onChange,
  error,
}: {
  photos: SocialPhoto[];
  onChange: (photos: SocialPhoto[]) => void;
  error?: string;
}) {
  const { t } = useTranslation('social_market');
  const errorText = useErrorText();
  return (
    <PhotoPicker
      photos={photos}
      onChange={onChange}
      max={MAX}
      upload={useUploadPhoto()}
      error={error}
      texts={{
        legend: t('form.photos', { n: photos.length, max: MAX }),
        add: t('form.add_photos'),
        remove: (number) => t('form.remove_photo', { number }),
        alt: (number) => t('form.photo_alt', { number }),
        uploadFailed: (err) => t('form.upload_failed', { reason: errorText(err) }),
      }}
    />
  );
}
