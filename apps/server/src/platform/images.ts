import type { OutputInfo } from 'sharp';
import { AppError } from '#platform/errors.ts';

/** Formats accepted from a phone, a camera or a screen capture, read from the bytes (the declared type is not trusted). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);
/** A small file can still declare a billion pixels; decoding stops above this (a 64-megapixel camera fits). */
const MAX_INPUT_PIXELS = 70_000_000;

export interface ReencodeOptions {
  maxBytes: number;
  maxSidePx: number;
  /**
   * Always exactly maxSidePx × maxSidePx, the middle of the picture (an avatar: the same size whatever was uploaded).
   * Otherwise the picture keeps its proportions and is only ever scaled down.
   */
  square?: boolean;
  quality: number;
  /** The form field the errors name. */
  field: string;
  /** How the messages call it: 'photo', 'screenshot'. */
  noun: string;
}

/** 413: the file is over its limit (also for a route's body limit, before the file is read). */
export const imageTooLarge = (options: Pick<ReencodeOptions, 'maxBytes' | 'field' | 'noun'>) =>
  new AppError(
    413,
    'validation',
    `The ${options.noun} is larger than ${options.maxBytes / 1024 / 1024} MB.`,
    'image_too_large',
    { [options.field]: 'image_too_large' },
  );

/**
 * Every stored image is a WebP re-encoded from the decoded pixels: turned upright by its EXIF orientation, scaled to
 * fit `maxSidePx` (or cut to that square), written without any metadata (no EXIF, GPS, XMP or ICC copied over). sharp's libuv worker
 * threads decode and resize, off the event loop. 413 past `maxBytes`, 400 for anything that is not a decodable
 * JPEG, PNG, WebP or HEIF/AVIF image.
 */
export async function reencodeImage(file: File, options: ReencodeOptions): Promise<{ data: Buffer; info: OutputInfo }> {
  if (file.size > options.maxBytes) throw imageTooLarge(options);
  const unsupported = () =>
    new AppError(400, 'validation', `Use a JPEG, PNG, WebP or HEIF/AVIF ${options.noun}.`, 'unsupported_image_type', {
      [options.field]: 'unsupported_image_type',
    });
  // Loaded on the first upload, not at start-up: libvips takes about 100 ms to load.
  const { default: sharp } = await import('sharp');
  const input = Buffer.from(await file.arrayBuffer());
  const decode = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const;
  let format: string | undefined;
  try {
    ({ format } = await sharp(input, decode).metadata());
  } catch {
    throw unsupported();
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw unsupported();
  try {
    return await sharp(input, decode)
      .rotate()
      .resize(
        options.square
          ? { width: options.maxSidePx, height: options.maxSidePx, fit: 'cover', position: 'centre' }
          : { width: options.maxSidePx, height: options.maxSidePx, fit: 'inside', withoutEnlargement: true },
      )
      .webp({ quality: options.quality })
      .toBuffer({ resolveWithObject: true });
  } catch {
    // Declared as an image but not decodable (truncated, corrupt, too many pixels).
    throw unsupported();
  }
}
