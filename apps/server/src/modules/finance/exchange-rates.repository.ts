import { sql } from 'kysely';
import type { Tx } from '#db/with-user-tx.ts';

const columns = ['id', 'base', 'quote', 'rate', 'updated_at'] as const;

export const exchangeRatesRepository = {
  list: (tx: Tx) => tx.selectFrom('exchange_rates').select(columns).orderBy('base').orderBy('quote').execute(),

  upsert: (tx: Tx, values: { base: string; quote: string; rate: number }) =>
    tx
      .insertInto('exchange_rates')
      .values(values)
      .onConflict((oc) =>
        oc.columns(['user_id', 'base', 'quote']).doUpdateSet({ rate: sql`excluded.rate`, updated_at: sql`now()` }),
      )
      .returning(columns)
      .executeTakeFirstOrThrow(),

  async remove(tx: Tx, id: string) {
    const res = await tx.deleteFrom('exchange_rates').where('id', '=', id).executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  },
};
export type ExchangeRateRow = Awaited<ReturnType<typeof exchangeRatesRepository.upsert>>;
