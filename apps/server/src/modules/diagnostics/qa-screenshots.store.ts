import { randomUUID } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DIAGNOSTICS_LIMITS } from '@ww/contracts';
import { imageTooLarge, reencodeImage } from '#platform/images.ts';

const NAME = /^[0-9a-f-]{36}\.webp$/;
const SCREENSHOT = {
  maxBytes: DIAGNOSTICS_LIMITS.qaScreenshotMaxBytes,
  maxSidePx: DIAGNOSTICS_LIMITS.qaScreenshotMaxSidePx,
  quality: 85,
  field: 'screenshot',
  noun: 'screenshot',
};
export const screenshotTooLarge = () => imageTooLarge(SCREENSHOT);

/**
 * QA screenshots live under DATA_DIR/qa-screenshots, outside the served /uploads: only admins read them, through the
 * API. Each is re-encoded as a WebP without metadata (platform/images.ts), scaled to fit
 * DIAGNOSTICS_LIMITS.qaScreenshotMaxSidePx.
 */
export function createQaScreenshotStore(dataDir: string) {
  const dir = join(dataDir, 'qa-screenshots');
  return {
    /** Stores the cleaned image and returns its file name. */
    async save(file: File): Promise<string> {
      const { data: output } = await reencodeImage(file, SCREENSHOT);
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
