import type { SocialPhoto } from '@ww/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';
import { withUserTx, type Tx } from '#db/with-user-tx.ts';
import { validationError } from '#platform/errors.ts';
import { socialPhotosRepository as repo } from './social-photos.repository.ts';
import type { SocialPhotoStore } from './social-photos.store.ts';

/**
 * The photos behind these urls, in the given order, when the current user uploaded every one of them (a post or a
 * listing carries only its author's own uploads); else a 400 on `field`. Repeated urls count once.
 */
export async function ownedPhotos(tx: Tx, urls: readonly string[], field = 'photos'): Promise<SocialPhoto[]> {
  const unique = [...new Set(urls)];
  const owned = new Map((await repo.ownedAmong(tx, unique)).map((p) => [p.url, p]));
  return unique.map((url) => {
    const photo = owned.get(url);
    if (!photo) throw validationError({ [field]: 'unknown_photo' });
    return { url: photo.url, width: photo.width, height: photo.height };
  });
}

export function createSocialPhotosService(deps: { db: Kysely<Database>; store: SocialPhotoStore }) {
  return {
    /** Stores the cleaned photo, then records it as the user's; the file is removed again if recording fails. */
    async upload(userId: string, file: File): Promise<SocialPhoto> {
      const saved = await deps.store.save(file);
      try {
        return await withUserTx(deps.db, { userId }, (tx) => repo.insert(tx, saved));
      } catch (err) {
        await deps.store.remove(saved.url);
        throw err;
      }
    },
  };
}
export type SocialPhotosService = ReturnType<typeof createSocialPhotosService>;
