import { useEffect } from 'react';
import { deleteDB, openDB, type DBSchema } from 'idb';
import { useAuth } from '#shared/lib/auth.tsx';
import { enqueueWrite, runOutbox } from '#shared/lib/outbox/index.ts';
import { messageWrite } from './outbox-writes.ts';

/**
 * The Messages tab kept its own outbox before the shell outbox existed (issue 12; decision 033 folds it in). A user
 * who wrote messages offline with that version may still have some waiting there: they move into the shell outbox
 * under the same Idempotency-Key (the server may already have one of them from an attempt whose answer was lost), and
 * the old database goes once it is empty.
 */

export const LEGACY_MESSAGE_OUTBOX_DB = 'ww-social-message-outbox';

/** A message as the old outbox stored it. */
export interface LegacyOutboxMessage {
  key: string;
  userId: string;
  conversationId: string;
  body: string;
  createdAt: number;
}

interface LegacySchema extends DBSchema {
  messages: { key: string; value: LegacyOutboxMessage; indexes: { by_user: string } };
}

/**
 * Moves the signed-in user's messages from the old outbox into the shell outbox, oldest first, and resolves with how
 * many moved. Another user's messages stay until they sign in here again. Cheap when there is nothing to move: a
 * browser that never had the old database gets none (it is not left behind empty).
 */
export async function moveLegacyMessages(userId: string, name: string = LEGACY_MESSAGE_OUTBOX_DB): Promise<number> {
  if (typeof indexedDB === 'undefined') return 0;
  let created = false;
  const db = await openDB<LegacySchema>(name, 1, {
    upgrade(database, oldVersion) {
      created = oldVersion === 0;
      database.createObjectStore('messages', { keyPath: 'key' }).createIndex('by_user', 'userId');
    },
  });
  let moved = 0;
  let left = 0;
  try {
    if (!created) {
      const mine = (await db.getAllFromIndex('messages', 'by_user', userId)).sort(
        (a, b) => a.createdAt - b.createdAt || a.key.localeCompare(b.key),
      );
      for (const message of mine) {
        // Added before it is removed: a tab closed in between leaves it in both, and the same key sends it once.
        await enqueueWrite(messageWrite(message.conversationId, message.body), { key: message.key });
        await db.delete('messages', message.key);
        moved += 1;
      }
      left = await db.count('messages');
    }
  } finally {
    db.close();
  }
  if (left === 0) await deleteDB(name);
  return moved;
}

/** Users whose old messages this tab has moved (or is moving). */
const movedFor = new Set<string>();

/** Moves the signed-in user's old outbox into the shell outbox once per tab, and sends what moved. */
export function useMoveLegacyMessages(): void {
  const userId = useAuth().user?.id;
  useEffect(() => {
    if (!userId || movedFor.has(userId)) return;
    movedFor.add(userId);
    moveLegacyMessages(userId).then(
      (moved) => {
        if (moved > 0) void runOutbox({ force: true });
      },
      // Left where they were (storage busy, a tab holding the old database): the next start tries again.
      () => movedFor.delete(userId),
    );
  }, [userId]);
}
