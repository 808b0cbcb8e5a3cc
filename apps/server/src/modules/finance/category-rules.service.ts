import type { CategoryRule, ExpenseCategory } from '@ww/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';
import { withUserTx } from '#db/with-user-tx.ts';
import { notFound } from '#platform/errors.ts';
import { categoryRulesRepository as repo, type CategoryRuleRow } from './category-rules.repository.ts';

const toRule = (r: CategoryRuleRow): CategoryRule => ({
  ...r,
  category: r.category as ExpenseCategory,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

/** The categories a user taught the bank import (made by the import when they correct a line); listed and deleted here. */
export function createCategoryRulesService(deps: { db: Kysely<Database> }) {
  return {
    list: (userId: string) => withUserTx(deps.db, { userId }, async (tx) => (await repo.list(tx)).map(toRule)),
    remove: (userId: string, id: string) =>
      withUserTx(deps.db, { userId }, async (tx) => {
        if (!(await repo.remove(tx, id))) throw notFound();
      }),
  };
}
export type CategoryRulesService = ReturnType<typeof createCategoryRulesService>;
