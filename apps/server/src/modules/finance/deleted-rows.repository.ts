import { sql } from 'kysely';
import { FINANCE_LIMITS } from '@ww/contracts';
import type { Tx } from '#db/with-user-tx.ts';
import { AppError } from '#platform/errors.ts';
import { unchangedSince, type Expected } from '#platform/preconditions.ts';

/** The tables whose deletes can be undone (migration 0013). */
export type DeletableTable = 'expenses' | 'income';

const restoreWindow = sql`(${FINANCE_LIMITS.restoreWindowMs} * interval '1 millisecond')`;

/**
 * Deletes that can be undone: the delete happens at once (the row leaves its table in the same statement that keeps a
 * copy in deleted_rows), and a restore within FINANCE_LIMITS.restoreWindowMs puts the very same row back.
 * Row-level security limits both to the user's own rows.
 */
export const deletedRows = {
  /**
   * Deletes the row and keeps it for a restore; false when there is no such row (or it is another user's), or (with
   * `expected`) it is no longer the version the client saw.
   */
  async remove(tx: Tx, table: DeletableTable, id: string, expected?: Expected): Promise<boolean> {
    await deletedRows.purge(tx);
    const { rows } = await sql<{ id: string }>`
      with gone as (delete from ${sql.table(table)} where id = ${id} and ${unchangedSince(expected)} returning *)
      insert into deleted_rows (id, user_id, source, "row")
      select gone.id, gone.user_id, ${table}, to_jsonb(gone) from gone
      returning id`.execute(tx);
    return rows.length > 0;
  },

  /** Puts back a row deleted within the restore window, with its id and every column as it was; false when none. */
  async restore(tx: Tx, table: DeletableTable, id: string): Promise<boolean> {
    await deletedRows.purge(tx);
    const { rows } = await sql<{ id: string }>`
      with back as (
        delete from deleted_rows where id = ${id} and source = ${table} and deleted_at > now() - ${restoreWindow}
        returning "row"
      )
      insert into ${sql.table(table)}
      select (jsonb_populate_record(null::${sql.table(table)}, back."row")).* from back
      returning id`.execute(tx);
    return rows.length > 0;
  },

  /** The user's rows of the table deleted within the restore window, each as it was, the latest deleted first. */
  async restorable<Row>(tx: Tx, table: DeletableTable): Promise<(Row & { deleted_at: Date })[]> {
    const { rows } = await sql<Row & { deleted_at: Date }>`
      select (jsonb_populate_record(null::${sql.table(table)}, d."row")).*, d.deleted_at as deleted_at
      from deleted_rows d
      where d.source = ${table} and d.deleted_at > now() - ${restoreWindow}
      order by d.deleted_at desc, d.id`.execute(tx);
    return rows;
  },

  /** Forgets the user's deleted rows that can no longer be restored. */
  purge: (tx: Tx) =>
    tx
      .deleteFrom('deleted_rows')
      .where('deleted_at', '<=', sql<Date>`now() - ${restoreWindow}`)
      .execute(),
};

/** A restore of a row that was never deleted, is another user's, or was deleted longer ago than the window. */
export const restoreGone = () =>
  new AppError(
    404,
    'other',
    'This can no longer be restored: the time to undo the delete has passed.',
    'restore_expired',
  );
