import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';
import { withAdminTx, withUserTx } from '#db/with-user-tx.ts';
import type { Logger } from '#platform/logger.ts';
import { AVATAR_URL_PREFIX, type ProfileImageStore } from './profile-image-store.ts';
import { profileRepository as repo } from './profile.repository.ts';

/** The stored original re-encoded as an avatar, or null when it is gone or no longer decodes. */
async function reencodedCopy(images: ProfileImageStore, url: string): Promise<string | null> {
  try {
    const bytes = await readFile(join(images.dir, basename(url)));
    return await images.save(new File([bytes], basename(url)));
  } catch {
    return null;
  }
}

/**
 * Avatars uploaded before every avatar was re-encoded were stored byte for byte, EXIF GPS position included, and
 * served to anyone. Each one left is re-encoded as a new upload would be and its original deleted; one that no longer
 * decodes is removed (the profile shows its initial). Runs in the background after start-up, one user at a time, so
 * no request waits on it; once none is left, a start only pays for the one query that finds none.
 */
export async function reencodeLegacyAvatars(deps: {
  db: Kysely<Database>;
  images: ProfileImageStore;
  logger: Logger;
}): Promise<number> {
  const legacy = await withAdminTx(deps.db, (tx) => repo.legacyImages(tx, AVATAR_URL_PREFIX));
  let done = 0;
  for (const { user_id: userId, profile_image_url: original } of legacy) {
    const copy = await reencodedCopy(deps.images, original);
    const replaced = await withUserTx(deps.db, { userId }, (tx) => repo.replaceImage(tx, userId, original, copy));
    if (!replaced) {
      await deps.images.remove(copy);
      continue;
    }
    await deps.images.remove(original);
    done += 1;
  }
  if (done) deps.logger.info('avatars re-encoded without their metadata', { avatars: done });
  return done;
}
