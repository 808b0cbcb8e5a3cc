import { sql } from 'kysely';
import type { Tx } from '#db/with-user-tx.ts';
import { unchangedSince, type Expected } from '#platform/preconditions.ts';

const checklistColumns = ['id', 'user_id', 'name', 'items', 'created_at', 'updated_at'] as const;
const itemColumns = ['id', 'run_id', 'position', 'item_key', 'text', 'checked', 'ticked_at', 'updated_at'] as const;

export type RunValues = {
  template_key: string | null;
  checklist_id: string | null;
  name: string;
  vehicle_id: string | null;
};
export type RunItemValues = { item_key: string | null; text: string };

export const safetyChecklistsRepository = {
  list: (tx: Tx) =>
    tx.selectFrom('safety_checklists').select(checklistColumns).orderBy('created_at').orderBy('id').execute(),

  get: (tx: Tx, id: string) =>
    tx.selectFrom('safety_checklists').select(checklistColumns).where('id', '=', id).executeTakeFirst(),

  insert: (tx: Tx, v: { name: string; items: string[] }) =>
    tx
      .insertInto('safety_checklists')
      .values({ name: v.name, items: JSON.stringify(v.items) })
      .returning(checklistColumns)
      .executeTakeFirstOrThrow(),

  update: (tx: Tx, id: string, v: { name?: string; items?: string[] }) =>
    tx
      .updateTable('safety_checklists')
      .set({
        ...(v.name !== undefined ? { name: v.name } : {}),
        ...(v.items !== undefined ? { items: JSON.stringify(v.items) } : {}),
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .returning(checklistColumns)
      .executeTakeFirst(),

  async remove(tx: Tx, id: string) {
    const res = await tx.deleteFrom('safety_checklists').where('id', '=', id).executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  },

  /** Runs newest first with their item and tick counts. */
  listRuns: (tx: Tx, limit: number, runId?: string) =>
    sql<{
      id: string;
      template_key: string | null;
      checklist_id: string | null;
      name: string;
      vehicle_id: string | null;
      started_at: Date;
      completed_at: Date | null;
      item_count: string;
      checked_count: string;
    }>`
      select r.id, r.template_key, r.checklist_id, r.name, r.vehicle_id, r.started_at, r.completed_at,
             (select count(*) from safety_run_items i where i.run_id = r.id) as item_count,
             (select count(*) from safety_run_items i where i.run_id = r.id and i.checked) as checked_count
      from safety_checklist_runs r
      where ${runId === undefined ? sql`true` : sql`r.id = ${runId}`}
      order by r.started_at desc, r.id desc
      limit ${limit}
    `
      .execute(tx)
      .then((r) => r.rows),

  runItems: (tx: Tx, runId: string) =>
    tx.selectFrom('safety_run_items').select(itemColumns).where('run_id', '=', runId).orderBy('position').execute(),

  async insertRun(tx: Tx, run: RunValues, items: RunItemValues[]) {
    const { id } = await tx.insertInto('safety_checklist_runs').values(run).returning('id').executeTakeFirstOrThrow();
    await tx
      .insertInto('safety_run_items')
      .values(items.map((it, position) => ({ run_id: id, position, ...it })))
      .execute();
    return id;
  },

  runState: (tx: Tx, runId: string) =>
    tx.selectFrom('safety_checklist_runs').select(['id', 'completed_at']).where('id', '=', runId).executeTakeFirst(),

  /** ticked_at is the database's clock at the moment of the tick; unticking clears it. */
  /** Undefined when there is no such item, or (with `expected`) it is no longer the version the client saw. */
  tickItem: (tx: Tx, runId: string, itemId: string, checked: boolean, expected?: Expected) =>
    tx
      .updateTable('safety_run_items')
      .set({ checked, ticked_at: checked ? sql<Date>`now()` : null, updated_at: new Date() })
      .where('run_id', '=', runId)
      .where('id', '=', itemId)
      .where(unchangedSince(expected))
      .returning(itemColumns)
      .executeTakeFirst(),

  completeRun: (tx: Tx, runId: string) =>
    tx
      .updateTable('safety_checklist_runs')
      .set({ completed_at: sql<Date>`now()` })
      .where('id', '=', runId)
      .where('completed_at', 'is', null)
      .executeTakeFirst(),

  async removeRun(tx: Tx, id: string) {
    const res = await tx.deleteFrom('safety_checklist_runs').where('id', '=', id).executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  },
};
export type SafetyChecklistRow = Awaited<ReturnType<typeof safetyChecklistsRepository.insert>>;
export type SafetyRunRow = Awaited<ReturnType<typeof safetyChecklistsRepository.listRuns>>[number];
export type SafetyRunItemRow = Awaited<ReturnType<typeof safetyChecklistsRepository.runItems>>[number];
