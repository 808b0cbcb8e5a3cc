import { randomUUID } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { PROFILE_IMAGE } from '@ww/contracts';
import { reencodeImage, type ReencodeOptions } from '#platform/images.ts';

export const AVATAR_URL_PREFIX = '/uploads/avatars/';

/**
 * Every avatar is the same square WebP, whatever was uploaded: sharp enough for the largest avatar the web shows (96
 * CSS pixels) on a 4× screen, and small enough for a feed full of them.
 */
export const AVATAR: ReencodeOptions = {
  maxBytes: PROFILE_IMAGE.maxBytes,
  maxSidePx: 384,
  square: true,
  quality: 82,
  field: 'file',
  noun: 'image',
};

/**
 * Profile images live under DATA_DIR/uploads/avatars and are served by the server at /uploads/avatars/: each one
 * re-encoded from its pixels as social photos are (platform/images.ts), so no EXIF position or camera name is ever
 * served, and no upload is kept at the size it was sent.
 */
export function createProfileImageStore(dataDir: string) {
  const dir = join(dataDir, 'uploads', 'avatars');
  return {
    dir,
    async save(file: File): Promise<string> {
      const { data } = await reencodeImage(file, AVATAR);
      await mkdir(dir, { recursive: true });
      const name = `${randomUUID()}.webp`;
      await writeFile(join(dir, name), data);
      return AVATAR_URL_PREFIX + name;
    },
    async remove(url: string | null) {
      if (!url?.startsWith(AVATAR_URL_PREFIX)) return;
      await unlink(join(dir, basename(url))).catch(() => undefined);
    },
  };
}
export type ProfileImageStore = ReturnType<typeof createProfileImageStore>;
