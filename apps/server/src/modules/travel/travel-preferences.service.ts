import type { TravelPreferences, TravelPreferencesPatch } from '@ww/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';
import { withUserTx } from '#db/with-user-tx.ts';
import { financePreferences } from '#modules/finance/index.ts';
import { travelPreferencesRepository as repo, type TravelPreferencesRow } from './travel-preferences.repository.ts';

export const toTravelPreferences = (r: TravelPreferencesRow | undefined): TravelPreferences => ({
  daily_limit_km: r?.daily_limit_km == null ? null : Number(r.daily_limit_km),
  fuel_price_per_l: r?.fuel_price_per_l == null ? null : Number(r.fuel_price_per_l),
  fuel_price_currency: r?.fuel_price_currency ?? null,
});

export function createTravelPreferencesService(deps: { db: Kysely<Database> }) {
  return {
    get: (userId: string) => withUserTx(deps.db, { userId }, async (t) => toTravelPreferences(await repo.get(t))),

    update: (userId: string, patch: TravelPreferencesPatch) =>
      withUserTx(deps.db, { userId }, async (t) => {
        const values = { ...patch };
        // A price needs its currency: the settings currency unless one is given; clearing the price clears both.
        if (patch.fuel_price_per_l === null) values.fuel_price_currency = null;
        else if (patch.fuel_price_per_l !== undefined && !patch.fuel_price_currency) {
          values.fuel_price_currency =
            (await repo.get(t))?.fuel_price_currency ?? (await financePreferences(t)).currency;
        } else if (
          patch.fuel_price_currency &&
          patch.fuel_price_per_l === undefined &&
          (await repo.get(t))?.fuel_price_per_l == null
        ) {
          delete values.fuel_price_currency;
        }
        // An empty patch changes nothing: the current preferences (an insert of no columns is not SQL).
        if (!Object.keys(values).length) return toTravelPreferences(await repo.get(t));
        return toTravelPreferences(await repo.upsert(t, values));
      }),
  };
}
export type TravelPreferencesService = ReturnType<typeof createTravelPreferencesService>;
