import type { Tx } from '#db/with-user-tx.ts';

export const socialPhotosRepository = {
  insert: (tx: Tx, photo: { url: string; width: number; height: number }) =>
    tx.insertInto('social_photos').values(photo).returning(['url', 'width', 'height']).executeTakeFirstOrThrow(),

  /** The current user's uploads among these urls (row-level security: own rows only). */
  ownedAmong: (tx: Tx, urls: readonly string[]) =>
    urls.length === 0
      ? Promise.resolve([])
      : tx.selectFrom('social_photos').select(['url', 'width', 'height']).where('url', 'in', urls).execute(),
};
