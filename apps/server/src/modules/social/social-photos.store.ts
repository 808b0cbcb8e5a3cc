import { randomUUID } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { SOCIAL_LIMITS, SOCIAL_PHOTO_URL_PREFIX } from '@ww/contracts';
import { reencodeImage } from '#platform/images.ts';

/**
 * Social photos live under DATA_DIR/uploads/social and are served at /uploads/social/, each re-encoded as a WebP
 * without metadata (platform/images.ts), scaled to fit SOCIAL_LIMITS.photoMaxSidePx.
 */
export function createSocialPhotoStore(dataDir: string) {
  const dir = join(dataDir, 'uploads', 'social');
  return {
    dir,
    async save(file: File): Promise<{ url: string; width: number; height: number }> {
      const { data, info } = await reencodeImage(file, {
        maxBytes: SOCIAL_LIMITS.photoMaxBytes,
        maxSidePx: SOCIAL_LIMITS.photoMaxSidePx,
        quality: 82,
        field: 'file',
        noun: 'photo',
      });
      await mkdir(dir, { recursive: true });
      const name = `${randomUUID()}.webp`;
      await writeFile(join(dir, name), data);
      return { url: SOCIAL_PHOTO_URL_PREFIX + name, width: info.width, height: info.height };
    },
    async remove(url: string) {
      if (!url.startsWith(SOCIAL_PHOTO_URL_PREFIX)) return;
      await unlink(join(dir, basename(url))).catch(() => undefined);
    },
  };
}
export type SocialPhotoStore = ReturnType<typeof createSocialPhotoStore>;
