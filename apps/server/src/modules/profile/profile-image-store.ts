import { randomUUID } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { PROFILE_IMAGE } from '@ww/contracts';
import { AppError } from '#platform/errors.ts';

export const AVATAR_URL_PREFIX = '/uploads/avatars/';

/** The image type from its first bytes: the declared type of an upload is not trusted. */
function sniffImageType(bytes: Uint8Array): (typeof PROFILE_IMAGE.types)[number] | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x52, 0x49, 0x46, 0x46) && String.fromCharCode(...bytes.slice(8, 12)) === 'WEBP') return 'image/webp';
  return null;
}

const EXTENSIONS = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' } as const;

/** Profile images live under DATA_DIR/uploads/avatars and are served by the server at /uploads/avatars/. */
export function createProfileImageStore(dataDir: string) {
  const dir = join(dataDir, 'uploads', 'avatars');
  return {
    dir,
    async save(file: File): Promise<string> {
      if (file.size > PROFILE_IMAGE.maxBytes) {
        throw new AppError(400, 'validation', 'The image is larger than 5 MB.', 'image_too_large', {
          file: 'image_too_large',
        });
      }
      const bytes = new Uint8Array(await file.arrayBuffer());
      const type = sniffImageType(bytes);
      if (!type) {
        throw new AppError(400, 'validation', 'Use a PNG, JPEG or WebP image.', 'unsupported_image_type', {
          file: 'unsupported_image_type',
        });
      }
      await mkdir(dir, { recursive: true });
      const name = `${randomUUID()}.${EXTENSIONS[type]}`;
      await writeFile(join(dir, name), bytes);
      return AVATAR_URL_PREFIX + name;
    },
    async remove(url: string | null) {
      if (!url?.startsWith(AVATAR_URL_PREFIX)) return;
      await unlink(join(dir, basename(url))).catch(() => undefined);
    },
  };
}
export type ProfileImageStore = ReturnType<typeof createProfileImageStore>;
