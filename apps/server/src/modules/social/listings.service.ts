import {
  SOCIAL_LIMITS,
  decimalToAmount,
  type Listing,
  type SocialPhoto,
  listingInputSchema,
  listingListQuerySchema,
  listingPatchSchema,
} from '@ww/contracts';
import type { z } from 'zod';
import { withUserTx, type Tx } from '#db/with-user-tx.ts';
import type { AppDeps } from '#platform/app-env.ts';
import { notFound } from '#platform/errors.ts';
import {
  listingsRepository as repo,
  type ListingChanges,
  type ListingPageKey,
  type ListingRow,
} from './listings.repository.ts';
import * as offer from './offer-kit.ts';
import { ownedPhotos } from './social-photos.service.ts';

type Deps = Pick<AppDeps, 'db' | 'rateLimits'>;

const suspended = offer.suspendedFrom('list or edit items');

/** The key of a cursor this service made for the same order (newest or nearest first). */
const readKey =
  (byDistance: boolean) =>
  (key: Record<string, unknown>): ListingPageKey | undefined => {
    if (!offer.isCursorId(key.i)) return undefined;
    if (byDistance) return typeof key.d === 'number' && Number.isFinite(key.d) ? { d: key.d, i: key.i } : undefined;
    return offer.isCursorTimestamp(key.c) ? { c: key.c, i: key.i } : undefined;
  };

export const toListing = (r: ListingRow): Listing => ({
  id: r.id,
  seller: { id: r.seller_id, display_name: r.seller_name, avatar_url: r.seller_avatar },
  title: r.title,
  description: r.description,
  price: decimalToAmount(r.price),
  currency: r.currency,
  category: r.category as Listing['category'],
  condition: r.condition as Listing['condition'],
  photos: r.photos as SocialPhoto[],
  place:
    r.place_name !== null && r.latitude !== null && r.longitude !== null
      ? { name: r.place_name, latitude: r.latitude, longitude: r.longitude }
      : null,
  status: r.status as Listing['status'],
  sold_at: r.sold_at?.toISOString() ?? null,
  mine: r.mine,
  distance_km: r.distance_km === null ? null : Math.round(r.distance_km * 100) / 100,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
  hidden_at: r.hidden_at?.toISOString() ?? null,
  hidden_reason: r.hidden_at ? r.hidden_reason : null,
});

export function createListingsService(deps: Deps) {
  const tx = <T>(userId: string, fn: (t: Tx) => Promise<T>) => withUserTx(deps.db, { userId }, fn);

  /** The patch as columns: photos resolved to the seller's own uploads, the place split, the price exact. */
  async function changesOf(t: Tx, patch: z.output<typeof listingPatchSchema>): Promise<ListingChanges> {
    const { photos, place, price, ...rest } = patch;
    return {
      ...rest,
      ...(price !== undefined ? { price: offer.toDecimal(price) } : {}),
      ...(photos !== undefined ? { photos: await ownedPhotos(t, photos) } : {}),
      ...(place !== undefined
        ? { place_name: place?.name ?? null, latitude: place?.latitude ?? null, longitude: place?.longitude ?? null }
        : {}),
    };
  }

  return {
    list: (userId: string, query: z.output<typeof listingListQuerySchema>): Promise<offer.Paged<Listing>> =>
      tx(userId, async (t) => {
        const near =
          query.lat !== undefined && query.lon !== undefined
            ? {
                lat: query.lat,
                lon: query.lon,
                radius_km: query.radius_km ?? SOCIAL_LIMITS.nearbyRadiusKmDefault,
              }
            : undefined;
        const words = offer.searchWords(query.q);
        const byDistance = query.sort === 'distance';
        const rows = await repo.page(
          t,
          {
            words,
            category: query.category,
            condition: query.condition,
            currency: query.currency,
            min_price: query.min_price,
            max_price: query.max_price,
            status: query.status,
            seller_id: query.seller_id,
            near,
          },
          query.sort,
          query.limit,
          offer.decodeCursor(query.cursor, readKey(byDistance)),
        );
        return offer.toPage(rows, query.limit, toListing, (last) =>
          byDistance ? { d: last.distance_km!, i: last.id } : { c: last.cursor_ts, i: last.id },
        );
      }),

    get: (userId: string, id: string) =>
      tx(userId, async (t) => {
        const row = await repo.get(t, id);
        if (!row) throw notFound();
        return toListing(row);
      }),

    create: (userId: string, input: z.output<typeof listingInputSchema>) =>
      tx(userId, async (t) => {
        await offer.checkMayPost(t, deps, userId, suspended);
        const row = await repo.insert(t, {
          title: input.title,
          description: input.description,
          price: offer.toDecimal(input.price),
          currency: input.currency,
          category: input.category,
          condition: input.condition,
          photos: await ownedPhotos(t, input.photos),
          place_name: input.place?.name ?? null,
          latitude: input.place?.latitude ?? null,
          longitude: input.place?.longitude ?? null,
        });
        return toListing(row);
      }),

    /** The seller's own listing only: anyone else's is a 404, as if it did not exist. */
    update: (userId: string, id: string, patch: z.output<typeof listingPatchSchema>) =>
      tx(userId, async (t) => {
        await offer.ownOffer(t, await repo.get(t, id), suspended);
        const row = await repo.update(t, id, await changesOf(t, patch));
        if (!row) throw notFound();
        return toListing(row);
      }),

    markSold: (userId: string, id: string) =>
      tx(userId, async (t) => {
        await offer.ownOffer(t, await repo.get(t, id), suspended);
        const row = await repo.update(t, id, { status: 'sold' });
        if (!row) throw notFound();
        return toListing(row);
      }),

    remove: (userId: string, id: string) =>
      tx(userId, async (t) => {
        if (!(await repo.remove(t, id))) throw notFound();
      }),
  };
}
export type ListingsService = ReturnType<typeof createListingsService>;
