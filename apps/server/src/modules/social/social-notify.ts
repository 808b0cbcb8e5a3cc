import { sql } from 'kysely';
import { SOCIAL_EVENTS, type SocialNotificationKind } from '@ww/contracts';
import type { Tx } from '#db/with-user-tx.ts';
import type { AppDeps } from '#platform/app-env.ts';

export type SocialNotice = {
  recipient: string;
  kind: SocialNotificationKind;
  /** Ids and short labels the web words the notification from; never another user's private text. */
  data: Record<string, string | number | boolean | null>;
};
export type WrittenNotice = SocialNotice & { id: string };

/**
 * Writes a notice into the recipient's bell inside the actor's transaction (social_notify: never to oneself, never
 * across a block). Gives what was written, to hand to `deliverNotices` once the transaction has committed.
 */
export async function writeNotices(tx: Tx, notices: readonly SocialNotice[]): Promise<WrittenNotice[]> {
  const written: WrittenNotice[] = [];
  for (const notice of notices) {
    const {
      rows: [row],
    } = await sql<{
      id: string | null;
    }>`select social_notify(${notice.recipient}::uuid, ${notice.kind}, ${JSON.stringify(notice.data)}::jsonb) as id`.execute(
      tx,
    );
    if (row?.id) written.push({ ...notice, id: row.id });
  }
  return written;
}

/** After commit: rings the recipients' bells live (realtime `notification.created`). */
export async function deliverNotices(deps: Pick<AppDeps, 'publishToUser'>, notices: readonly WrittenNotice[]) {
  await Promise.all(
    notices.map((n) =>
      deps.publishToUser?.(n.recipient, SOCIAL_EVENTS.notificationCreated, { id: n.id, kind: n.kind }),
    ),
  );
}
