import type { Tx } from '#db/with-user-tx.ts';

const columns = ['daily_limit_km', 'fuel_price_per_l', 'fuel_price_currency'] as const;
export type TravelPreferencesValues = {
  daily_limit_km?: number | null;
  fuel_price_per_l?: number | null;
  fuel_price_currency?: string | null;
};

export const travelPreferencesRepository = {
  /** The user's row, or undefined when every default applies. */
  get: (tx: Tx) => tx.selectFrom('travel_preferences').select(columns).executeTakeFirst(),

  upsert: (tx: Tx, values: TravelPreferencesValues) =>
    tx
      .insertInto('travel_preferences')
      .values(values)
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...values, updated_at: new Date() }))
      .returning(columns)
      .executeTakeFirstOrThrow(),
};
export type TravelPreferencesRow = NonNullable<Awaited<ReturnType<typeof travelPreferencesRepository.get>>>;
