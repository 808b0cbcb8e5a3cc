import { useTranslation } from 'react-i18next';
import { SHOP_LIMITS } from '@ww/contracts';
import { PhotoPicker } from '#shared/ui/photo-picker.tsx';
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
  return (
    <PhotoPicker
      photos={photos}
      onChange={onChange}
      max={MAX}
      upload={useUploadProductPhoto()}
      error={error}
      words={(key, values) => t(`products.form.${key}`, values)}
    />
  );
}
