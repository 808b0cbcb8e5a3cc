import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SHOP_LIMITS, SHOP_PHOTO_URL_PREFIX } from '@ww/contracts';
import { reencodeImage } from '#platform/images.ts';

export const PRODUCT_PHOTO = {
  maxBytes: SHOP_LIMITS.photoMaxBytes,
  maxSidePx: SHOP_LIMITS.photoMaxSidePx,
  quality: 84,
  field: 'file',
  noun: 'photo',
};

/**
 * Product photos live under DATA_DIR/uploads/shop and are served at /uploads/shop/, each re-encoded as a WebP without
 * metadata (platform/images.ts). Named by a random uuid, they never change once stored.
 */
export function createProductPhotoStore(dataDir: string) {
  const dir = join(dataDir, 'uploads', 'shop');
  return {
    async save(file: File): Promise<{ url: string; width: number; height: number }> {
      const { data, info } = await reencodeImage(file, PRODUCT_PHOTO);
      await mkdir(dir, { recursive: true });
      const name = `${randomUUID()}.webp`;
      await writeFile(join(dir, name), data);
      return { url: SHOP_PHOTO_URL_PREFIX + name, width: info.width, height: info.height };
    },
  };
}
export type ProductPhotoStore = ReturnType<typeof createProductPhotoStore>;
