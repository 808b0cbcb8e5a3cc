import { sql } from 'kysely';
import type { Tx } from '#db/with-user-tx.ts';

const columns = ['id', 'kind', 'data', 'read_at', 'created_at'] as const;

export const notificationsRepository = {
  latest: (tx: Tx, limit: number) =>
    tx
      .selectFrom('notifications')
      .select(columns)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute(),

  async unreadCount(tx: Tx) {
    const row = await tx
      .selectFrom('notifications')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('read_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  async insertMany(tx: Tx, kind: string, data: Record<string, unknown>[]) {
    if (!data.length) return;
    await tx
      .insertInto('notifications')
      .values(data.map((d) => ({ kind, data: JSON.stringify(d) })))
      .execute();
  },

  /** Marks one notification read; false when the id is not the user's. */
  async markRead(tx: Tx, id: string) {
    const res = await tx
      .updateTable('notifications')
      .set({ read_at: sql`coalesce(read_at, now())` })
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  },

  markAllRead: (tx: Tx) =>
    tx.updateTable('notifications').set({ read_at: new Date() }).where('read_at', 'is', null).execute(),
};
