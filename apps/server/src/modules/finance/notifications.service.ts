import type { AppNotification } from '@ww/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';
import { withUserTx } from '#db/with-user-tx.ts';
import { notFound } from '#platform/errors.ts';
import { notificationsRepository as repo } from './notifications.repository.ts';

/** The bell shows the latest ones; older notifications stay stored. */
const LIST_LIMIT = 50;

type Row = Awaited<ReturnType<typeof repo.latest>>[number];
const toNotification = (r: Row): AppNotification => ({
  id: r.id,
  kind: r.kind,
  data: r.data,
  read_at: r.read_at ? r.read_at.toISOString() : null,
  created_at: r.created_at.toISOString(),
});

export function createNotificationsService(deps: { db: Kysely<Database> }) {
  const tx = <T>(userId: string, fn: Parameters<typeof withUserTx<T>>[2]) => withUserTx(deps.db, { userId }, fn);
  return {
    list: (userId: string) =>
      tx(userId, async (t) => ({
        data: (await repo.latest(t, LIST_LIMIT)).map(toNotification),
        unread: await repo.unreadCount(t),
      })),
    markRead: (userId: string, id: string) =>
      tx(userId, async (t) => {
        if (!(await repo.markRead(t, id))) throw notFound();
      }),
    markAllRead: (userId: string) => tx(userId, async (t) => void (await repo.markAllRead(t))),
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
