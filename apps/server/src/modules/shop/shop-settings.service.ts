import { sql, type Kysely } from 'kysely';
import { SHOP_CURRENCIES, type ShopCurrency, type ShopRegionSetting } from '@ww/contracts';
import type { Database } from '#db/schema.ts';
import { withAdminActionTx, withUserTx, withVisitorTx, type Tx } from '#db/with-user-tx.ts';

const isShopCurrency = (c: unknown): c is ShopCurrency => SHOP_CURRENCIES.includes(c as ShopCurrency);

const readSettings = async (t: Tx): Promise<ShopRegionSetting[]> =>
  (await t.selectFrom('shop_region_settings').selectAll().orderBy('currency').execute()).map((r) => ({
    currency: r.currency as ShopCurrency,
    tax_rate: Number(r.tax_rate),
    tax_included: r.tax_included,
    shipping_flat: Number(r.shipping_flat),
    free_shipping_over: r.free_shipping_over === null ? null : Number(r.free_shipping_over),
  }));

/** The shop's per-region settings (tax, shipping) and the currency a user shops in. */
export function createShopSettingsService(deps: { db: Kysely<Database> }) {
  return {
    /** The user's currency setting, else USD. */
    userCurrency: (userId: string) =>
      withUserTx(deps.db, { userId }, async (t) => {
        const row = await t
          .selectFrom('user_settings')
          .select(sql<string | null>`regional_preferences ->> 'currency'`.as('currency'))
          .where('user_id', '=', userId)
          .executeTakeFirst();
        return isShopCurrency(row?.currency) ? row.currency : 'USD';
      }),

    list: (userId: string | null) =>
      userId === null ? withVisitorTx(deps.db, readSettings) : withUserTx(deps.db, { userId }, readSettings),

    /** Admin only (the caller checked), audited. */
    update: (adminId: string, setting: ShopRegionSetting) =>
      withAdminActionTx(deps.db, { userId: adminId, action: 'shop.region_settings' }, async (t) => {
        await t
          .insertInto('shop_region_settings')
          .values({ ...setting, updated_at: sql<Date>`now()` })
          .onConflict((oc) =>
            oc.column('currency').doUpdateSet({
              tax_rate: setting.tax_rate,
              tax_included: setting.tax_included,
              shipping_flat: setting.shipping_flat,
              free_shipping_over: setting.free_shipping_over,
              updated_at: sql<Date>`now()`,
            }),
          )
          .execute();
        return readSettings(t);
      }),
  };
}
export type ShopSettingsService = ReturnType<typeof createShopSettingsService>;
