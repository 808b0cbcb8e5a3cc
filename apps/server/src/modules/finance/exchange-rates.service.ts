import type { ExchangeRate } from '@ww/contracts';
import { exchangeRateInputSchema } from '@ww/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '#db/schema.ts';
import { withUserTx } from '#db/with-user-tx.ts';
import { notFound, validationError } from '#platform/errors.ts';
import { exchangeRatesRepository as repo, type ExchangeRateRow } from './exchange-rates.repository.ts';

const toRate = (r: ExchangeRateRow): ExchangeRate => ({
  ...r,
  rate: Number(r.rate),
  updated_at: r.updated_at.toISOString(),
});

/** The user's own conversion rates (1 base = rate quote); a rates provider can fill the same table later. */
export function createExchangeRatesService(deps: { db: Kysely<Database> }) {
  const tx = <T>(userId: string, fn: Parameters<typeof withUserTx<T>>[2]) => withUserTx(deps.db, { userId }, fn);
  return {
    list: (userId: string) => tx(userId, async (t) => (await repo.list(t)).map(toRate)),
    upsert: (userId: string, input: z.output<typeof exchangeRateInputSchema>) => {
      if (input.base === input.quote) throw validationError({ quote: 'same_currency' });
      return tx(userId, async (t) => toRate(await repo.upsert(t, input)));
    },
    remove: (userId: string, id: string) =>
      tx(userId, async (t) => {
        if (!(await repo.remove(t, id))) throw notFound();
      }),
  };
}
export type ExchangeRatesService = ReturnType<typeof createExchangeRatesService>;
