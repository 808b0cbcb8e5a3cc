import { randomUUID } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { OutputInfo } from 'sharp';
import { SOCIAL_LIMITS, SOCIAL_PHOTO_URL_PREFIX } from '@ww/contracts';
import { AppError } from '#platform/errors.ts';

/** Formats accepted from a phone or camera, read from the bytes (the declared type is not trusted). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);
/** A 10 MB file can still declare a billion pixels; decoding stops above this (a 64-megapixel camera fits). */
const MAX_INPUT_PIXELS = 70_000_000;

const unsupported = () =>
  new AppError(400, 'validation', 'Use a JPEG, PNG, WebP or HEIF/AVIF photo.', 'unsupported_image_type', {
    file: 'unsupported_image_type',
  });

/**
 * Social photos live under DATA_DIR/uploads/social and are served at /uploads/social/. Every stored file is a WebP
 * re-encoded from the decoded pixels: turned upright by its EXIF orientation, scaled to fit
 * SOCIAL_LIMITS.photoMaxSidePx, and written without any metadata (no EXIF, GPS, XMP or ICC copied over).
 */
export function createSocialPhotoStore(dataDir: string) {
  const dir = join(dataDir, 'uploads', 'social');
  return {
    dir,
    async save(file: File): Promise<{ url: string; width: number; height: number }> {
      if (file.size > SOCIAL_LIMITS.photoMaxBytes) {
        throw new AppError(
          413,
          'validation',
          `The photo is larger than ${SOCIAL_LIMITS.photoMaxBytes / 1024 / 1024} MB.`,
          'image_too_large',
          { file: 'image_too_large' },
        );
      }
      // Loaded on the first upload, not at start-up: libvips takes about 100 ms to load.
      const { default: sharp } = await import('sharp');
      const input = Buffer.from(await file.arrayBuffer());
      const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const;
      let format: string | undefined;
      try {
        ({ format } = await sharp(input, options).metadata());
      } catch {
        throw unsupported();
      }
      if (!format || !ACCEPTED_FORMATS.has(format)) throw unsupported();
      let output: { data: Buffer; info: OutputInfo };
      try {
        // sharp's libuv worker threads do the decoding and resizing, off the event loop.
        output = await sharp(input, options)
          .rotate()
          .resize({
            width: SOCIAL_LIMITS.photoMaxSidePx,
            height: SOCIAL_LIMITS.photoMaxSidePx,
            fit: 'inside',
            withoutEnlargement: true,
          })
          .webp({ quality: 82 })
          .toBuffer({ resolveWithObject: true });
      } catch {
        // Declared as an image but not decodable (truncated, corrupt, too many pixels).
        throw unsupported();
      }
      await mkdir(dir, { recursive: true });
      const name = `${randomUUID()}.webp`;
      await writeFile(join(dir, name), output.data);
      return { url: SOCIAL_PHOTO_URL_PREFIX + name, width: output.info.width, height: output.info.height };
    },
    async remove(url: string) {
      if (!url.startsWith(SOCIAL_PHOTO_URL_PREFIX)) return;
      await unlink(join(dir, basename(url))).catch(() => undefined);
    },
  };
}
export type SocialPhotoStore = ReturnType<typeof createSocialPhotoStore>;
