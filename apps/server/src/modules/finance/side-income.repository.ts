import { sql } from 'kysely';
import type { Tx } from '#db/with-user-tx.ts';

const columns = ['id', 'name', 'kind', 'notes', 'created_at'] as const;
export type SideIncomeValues = { name: string; kind: string; notes: string };

export const sideIncomeRepository = {
  list: (tx: Tx) => tx.selectFrom('side_income_sources').select(columns).orderBy('created_at').orderBy('id').execute(),

  /** Income per source and currency dated within [from, to]. */
  totals: (tx: Tx, from: string, to: string) =>
    tx
      .selectFrom('income')
      .select([
        'side_income_source_id',
        'currency',
        sql<string>`sum(amount)::text`.as('total'),
        sql<number>`count(*)::int`.as('count'),
      ])
      .where('side_income_source_id', 'is not', null)
      .where('date', '>=', from)
      .where('date', '<=', to)
      .groupBy(['side_income_source_id', 'currency'])
      .orderBy('currency')
      .execute(),

  insert: (tx: Tx, values: SideIncomeValues) =>
    tx.insertInto('side_income_sources').values(values).returning(columns).executeTakeFirstOrThrow(),

  update: (tx: Tx, id: string, values: Partial<SideIncomeValues>) =>
    tx
      .updateTable('side_income_sources')
      .set({ ...values, updated_at: new Date() })
      .where('id', '=', id)
      .returning(columns)
      .executeTakeFirst(),

  async remove(tx: Tx, id: string) {
    const res = await tx.deleteFrom('side_income_sources').where('id', '=', id).executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  },
};
export type SideIncomeRow = Awaited<ReturnType<typeof sideIncomeRepository.insert>>;
