import { useTranslation } from 'react-i18next';
import { SOCIAL_LIMITS } from '@ww/contracts';
import { PhotoPicker } from '#shared/ui/photo-picker.tsx';
import { useUploadPhoto, type SocialPhoto } from '../../api/marketplace.ts';

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
  return (
    <PhotoPicker
      photos={photos}
      onChange={onChange}
      max={MAX}
      upload={useUploadPhoto()}
      error={error}
      words={(key, values) => t(`form.${key}`, values)}
    />
  );
}
