import type { Kysely, Selectable } from 'kysely';
import {
  SHOP_CURRENCIES,
  type ShopCurrency,
  type ShopRegionSetting,
  type ShopRegionSettingUpdate,
} from '@ww/contracts';
import type { Database } from '#db/schema.ts';
import { withAdminActionTx, withUserTx, withVisitorTx, type Tx } from '#db/with-user-tx.ts';
import { shopSettingsRepository as repo } from './shop-settings.repository.ts';

const isShopCurrency = (c: unknown): c is ShopCurrency => SHOP_CURRENCIES.includes(c as ShopCurrency);

const toSetting = (r: Selectable<Database['shop_region_settings']>): ShopRegionSetting => ({
  currency: r.currency as ShopCurrency,
  tax_rate: Number(r.tax_rate),
  tax_included: r.tax_included,
  shipping_flat: Number(r.shipping_flat),
  free_shipping_over: r.free_shipping_over === null ? null : Number(r.free_shipping_over),
  bank_details: r.bank_details,
});

const readSettings = async (t: Tx): Promise<ShopRegionSetting[]> => (await repo.list(t)).map(toSetting);

/** One currency's settings; a currency the table lacks has no tax, no shipping and no bank details. */
export const regionSetting = async (t: Tx, currency: ShopCurrency): Promise<ShopRegionSetting> => {
  const row = await repo.get(t, currency);
  return row
    ? toSetting(row)
    : { currency, tax_rate: 0, tax_included: false, shipping_flat: 0, free_shipping_over: null, bank_details: null };
};

/** The shop's per-region settings (tax, shipping) and the currency a user shops in. */
export function createShopSettingsService(deps: { db: Kysely<Database> }) {
  return {
    /** The user's currency setting, else USD. */
    userCurrency: (userId: string) =>
      withUserTx(deps.db, { userId }, async (t) => {
        const currency = await repo.userCurrency(t, userId);
        return isShopCurrency(currency) ? currency : 'USD';
      }),

    list: (userId: string | null) =>
      userId === null ? withVisitorTx(deps.db, readSettings) : withUserTx(deps.db, { userId }, readSettings),

    /** Admin only (the caller checked), audited. */
    update: (adminId: string, setting: ShopRegionSettingUpdate) =>
      withAdminActionTx(deps.db, { userId: adminId, action: 'shop.region_settings' }, async (t) => {
        await repo.save(t, setting);
        return readSettings(t);
      }),
  };
}
export type ShopSettingsService = ReturnType<typeof createShopSettingsService>;
