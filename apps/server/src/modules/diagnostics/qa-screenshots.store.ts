import { randomUUID } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DIAGNOSTICS_LIMITS } from '@ww/contracts';
import { AppError } from '#platform/errors.ts';

/** Formats a screenshot arrives in, read from the bytes (the declared type is not trusted). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);
/** A 5 MB file can still declare a billion pixels; decoding stops above this (a 8K screen capture fits). */
const MAX_INPUT_PIXELS = 70_000_000;
const NAME = /^[0-9a-f-]{36}\.webp$/;

export const screenshotTooLarge = () =>
  new AppError(
    413,
    'validation',
    `The screenshot is larger than ${DIAGNOSTICS_LIMITS.qaScreenshotMaxBytes / 1024 / 1024} MB.`,
    'image_too_large',
    { screenshot: 'image_too_large' },
  );
const unsupported = () =>
  new AppError(400, 'validation', 'Use a PNG, JPEG, WebP or HEIF/AVIF image.', 'unsupported_image_type', {
    screenshot: 'unsupported_image_type',
  });

/**
 * QA screenshots live under DATA_DIR/qa-screenshots, outside the served /uploads: only admins read them, through the
 * API. Like social photos (social-photos.store.ts), each is re-encoded from the decoded pixels as WebP, turned
 * upright, scaled to fit DIAGNOSTICS_LIMITS.qaScreenshotMaxSidePx, without any metadata (no EXIF, GPS, XMP or ICC).
 */
export function createQaScreenshotStore(dataDir: string) {
  const dir = join(dataDir, 'qa-screenshots');
  return {
    /** Stores the cleaned image and returns its file name. */
    async save(file: File): Promise<string> {
      if (file.size > DIAGNOSTICS_LIMITS.qaScreenshotMaxBytes) throw screenshotTooLarge();
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
      let output: Buffer;
      try {
        output = await sharp(input, options)
          .rotate()
          .resize({
            width: DIAGNOSTICS_LIMITS.qaScreenshotMaxSidePx,
            height: DIAGNOSTICS_LIMITS.qaScreenshotMaxSidePx,
            fit: 'inside',
            withoutEnlargement: true,
          })
          .webp({ quality: 85 })
          .toBuffer();
      } catch {
        throw unsupported();
      }
      await mkdir(dir, { recursive: true });
      const name = `${randomUUID()}.webp`;
      await writeFile(join(dir, name), output);
      return name;
    },
    async read(name: string): Promise<Buffer | null> {
      if (!NAME.test(name)) return null;
      return readFile(join(dir, name)).catch(() => null);
    },
    async remove(name: string) {
      if (!NAME.test(name)) return;
      await unlink(join(dir, name)).catch(() => undefined);
    },
  };
}
export type QaScreenshotStore = ReturnType<typeof createQaScreenshotStore>;
