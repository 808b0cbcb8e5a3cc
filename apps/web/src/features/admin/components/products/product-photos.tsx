import { useTranslation } from 'react-i18next';
import { SHOP_LIMITS } from '@ww/contracts';
import { PhotoPicker } from '#shared/ui/photo-picker.tsx';
import { useErrorText } from '#shared/lib/error-message.ts';
import { useUploadProductPhoto, type ProductPhoto } from '../../api/shop-admin.ts';

const MAX = SHOP_LIMITS.maxPhotos;

/** A product's photos, up to SHOP_LIMITS.maxPhotos; the first one is the product's picture in the shop. */
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
  const errorText = useErrorText();
  return (
    <PhotoPicker
      photos={photos}
      onChange={onChange}
      max={MAX}
      upload={useUploadProductPhoto()}
      error={error}
      texts={{
        legend: t('products.form.photos', { n: photos.length, max: MAX }),
        add: t('products.form.add_photos'),
        remove: (number) => t('products.form.remove_photo', { number }),
        alt: (number) => t('products.form.photo_alt', { number }),
        uploadFailed: (err) => t('products.form.upload_failed', { reason: errorText(err) }),
      }}
    />
  );
}
