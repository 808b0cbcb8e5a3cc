import type { Tx } from '#db/with-user-tx.ts';

const columns = ['id', 'pattern', 'category', 'created_at', 'updated_at'] as const;

/** The user's remembered import categories (row-level security keeps them to the user's own). */
export const categoryRulesRepository = {
  list: (tx: Tx) => tx.selectFrom('category_rules').select(columns).orderBy('pattern').orderBy('id').execute(),

  async remove(tx: Tx, id: string) {
    const res = await tx.deleteFrom('category_rules').where('id', '=', id).executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  },
};
export type CategoryRuleRow = Awaited<ReturnType<typeof categoryRulesRepository.list>>[number];
