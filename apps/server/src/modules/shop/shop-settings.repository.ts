import { sql } from 'kysely';
import type { ShopCurrency, ShopRegionSettingUpdate } from '@ww/contracts';
import type { Tx } from '#db/with-user-tx.ts';

export const shopSettingsRepository = {
  /** Every currency's tax, shipping and bank details, by currency. */
  list: (t: Tx) => t.selectFrom('shop_region_settings').selectAll().orderBy('currency').execute(),

  get: (t: Tx, currency: ShopCurrency) =>
    t.selectFrom('shop_region_settings').selectAll().where('currency', '=', currency).executeTakeFirst(),

  /** The currency setting the user chose, as stored (any text). */
  userCurrency: async (t: Tx, userId: string) =>
    (
      await t
        .selectFrom('user_settings')
        .select(sql<string | null>`regional_preferences ->> 'currency'`.as('currency'))
        .where('user_id', '=', userId)
        .executeTakeFirst()
    )?.currency,

  /** Saves one currency's settings; bank details are kept as they are when the update leaves them out. */
  save: (t: Tx, setting: ShopRegionSettingUpdate) =>
    t
      .insertInto('shop_region_settings')
      .values({ ...setting, updated_at: sql<Date>`now()` })
      .onConflict((oc) =>
        oc.column('currency').doUpdateSet({
          tax_rate: setting.tax_rate,
          tax_included: setting.tax_included,
          shipping_flat: setting.shipping_flat,
          free_shipping_over: setting.free_shipping_over,
          ...(setting.bank_details !== undefined ? { bank_details: setting.bank_details } : {}),
          updated_at: sql<Date>`now()`,
        }),
      )
      .execute(),
};
