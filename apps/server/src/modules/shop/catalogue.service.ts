import type { Kysely } from 'kysely';
import {
  SHOP_CURRENCIES,
  SHOP_LIMITS,
  type Product,
  type ProductInput,
  type ProductListQuery,
  type ProductPatch,
  type ProductSummary,
  type RigFit,
  type ShopCurrency,
} from '@ww/contracts';
import type { Database } from '#db/schema.ts';
import { withAdminActionTx, withAdminTx, withUserTx, withVisitorTx, type Tx } from '#db/with-user-tx.ts';
import { notFound } from '#platform/errors.ts';
import { catalogueRepository as repo, type ProductListRow, type ProductRow } from './catalogue.repository.ts';

const firstPhoto = (photos: ProductRow['photos']) => photos[0] ?? null;

const toSummary = (r: ProductListRow): ProductSummary => ({
  id: r.id,
  name: r.name,
  category: r.category,
  price: { amount: Number(r.amount), currency: r.currency },
  stock: r.stock,
  seller: r.seller,
  external_url: r.external_url,
  photo: firstPhoto(r.photos),
  active: r.active,
});

/** The hitch a rig of this kind is towed by; null where the kind does not say. */
const HITCH_OF_KIND: Record<string, string> = { caravan: 'ball', fifth_wheel: 'fifth_wheel' };

/** Each rig against the limits the product names: over which, and whether it fits (null: a limit it cannot tell). */
export function rigFit(
  product: Pick<ProductRow, 'max_rig_length_m' | 'max_rig_mass_kg' | 'hitch'>,
  rigs: ReadonlyArray<{
    id: string;
    name: string;
    kind: string;
    length_m: string | null;
    gross_mass_kg: string | null;
  }>,
): RigFit | null {
  const maxLength = product.max_rig_length_m === null ? null : Number(product.max_rig_length_m);
  const maxMass = product.max_rig_mass_kg === null ? null : Number(product.max_rig_mass_kg);
  if ((maxLength === null && maxMass === null && product.hitch === null) || rigs.length === 0) return null;
  const perRig = rigs.map((rig) => {
    const over: Array<'length' | 'mass' | 'hitch'> = [];
    let unknown = false;
    if (maxLength !== null) {
      if (rig.length_m === null) unknown = true;
      else if (Number(rig.length_m) > maxLength) over.push('length');
    }
    if (maxMass !== null) {
      if (rig.gross_mass_kg === null) unknown = true;
      else if (Number(rig.gross_mass_kg) > maxMass) over.push('mass');
    }
    if (product.hitch !== null) {
      const hitch = HITCH_OF_KIND[rig.kind];
      if (hitch === undefined) unknown = true;
      else if (hitch !== product.hitch) over.push('hitch');
    }
    return { vehicle_id: rig.id, name: rig.name, over, fits: over.length > 0 ? false : unknown ? null : true };
  });
  const fits = perRig.some((r) => r.fits === true) ? true : perRig.every((r) => r.fits === false) ? false : null;
  return { fits, rigs: perRig };
}

export function createCatalogueService(deps: {
  db: Kysely<Database>;
  isAdmin: (userId: string) => Promise<boolean>;
  /** Gives back the stock of orders whose hold ran out, before stock is shown. */
  beforeRead?: () => Promise<void>;
}) {
  /** Reads as the caller (a visitor, a user, or an admin who also sees retired products). */
  const read = async <T>(userId: string | null, fn: (t: Tx) => Promise<T>) => {
    if (userId === null) return withVisitorTx(deps.db, fn);
    const moderator = await deps.isAdmin(userId);
    return withUserTx(deps.db, { userId, moderator }, fn);
  };

  const toProduct = async (t: Tx, row: ProductRow, currency: ShopCurrency, signedIn: boolean): Promise<Product> => {
    const prices = [...SHOP_CURRENCIES].sort().flatMap((c) => {
      const amount = row.prices[c];
      return amount === undefined ? [] : [{ currency: c, amount }];
    });
    const price = prices.find((p) => p.currency === currency) ?? prices.find((p) => p.currency === 'USD') ?? prices[0];
    return {
      id: row.id,
      name: row.name,
      category: row.category,
      price: price ?? { amount: 0, currency },
      stock: row.stock,
      seller: row.seller,
      external_url: row.external_url,
      photo: firstPhoto(row.photos),
      description: row.description,
      specs: row.specs,
      photos: row.photos,
      prices,
      max_rig_length_m: row.max_rig_length_m === null ? null : Number(row.max_rig_length_m),
      max_rig_mass_kg: row.max_rig_mass_kg === null ? null : Number(row.max_rig_mass_kg),
      hitch: row.hitch,
      active: row.active,
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
      rig_fit: signedIn ? rigFit(row, await repo.rigs(t)) : null,
    };
  };

  return {
    async list(userId: string | null, query: ProductListQuery, currency: ShopCurrency) {
      await deps.beforeRead?.();
      const limit = query.limit ?? SHOP_LIMITS.pageSize;
      const offset = query.offset ?? 0;
      const { rows, total } = await (userId === null
        ? withVisitorTx(deps.db, (t) => repo.list(t, { ...query, currency, limit, offset }))
        : withUserTx(deps.db, { userId }, (t) => repo.list(t, { ...query, currency, limit, offset })));
      return { data: rows.map(toSummary), total, next_offset: offset + rows.length < total ? offset + limit : null };
    },

    /** Admin only: retired products too. */
    adminList: (query: ProductListQuery) =>
      withAdminTx(deps.db, async (t) => {
        const limit = query.limit ?? SHOP_LIMITS.pageSize;
        const offset = query.offset ?? 0;
        const { rows, total } = await repo.list(t, {
          ...query,
          currency: query.currency ?? 'USD',
          limit,
          offset,
          includeRetired: true,
        });
        return { data: rows.map(toSummary), total, next_offset: offset + rows.length < total ? offset + limit : null };
      }),

    get: async (userId: string | null, id: string, currency: ShopCurrency) => {
      await deps.beforeRead?.();
      return read(userId, async (t) => {
        const row = await repo.get(t, id);
        if (!row) throw notFound();
        return toProduct(t, row, currency, userId !== null);
      });
    },

    /** Admin only (the caller checked): each change audited with the row before and after. */
    create: (adminId: string, input: ProductInput, currency: ShopCurrency) =>
      withAdminActionTx(deps.db, { userId: adminId, action: 'product.create' }, async (t) =>
        toProduct(t, await repo.insert(t, input), currency, false),
      ),

    update: (adminId: string, id: string, patch: ProductPatch, currency: ShopCurrency) =>
      withAdminActionTx(deps.db, { userId: adminId, action: 'product.update' }, async (t) => {
        const row = await repo.update(t, id, patch);
        if (!row) throw notFound();
        return toProduct(t, row, currency, false);
      }),

    remove: (adminId: string, id: string) =>
      withAdminActionTx(deps.db, { userId: adminId, action: 'product.delete' }, async (t) => {
        if (!(await repo.remove(t, id))) throw notFound();
      }),
  };
}
export type CatalogueService = ReturnType<typeof createCatalogueService>;
