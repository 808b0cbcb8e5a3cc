import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { openDB } from 'idb';
import { outboxStore, resetOutbox } from '#shared/lib/outbox/outbox-runtime.ts';
import { resetTestState, signInAs } from '#testing/test-account.ts';
import { LEGACY_MESSAGE_OUTBOX_DB, moveLegacyMessages, type LegacyOutboxMessage } from './legacy-message-outbox.ts';
import { setOnline } from '#testing/network.ts';

const ME = { id: '00000000-0000-4000-8000-000000000091', email: 'robin@example.com' };
const OTHER_USER = '00000000-0000-4000-8000-000000000092';
const CONVERSATION = '00000000-0000-4000-8000-0000000000c1';

/** The old Messages outbox as the previous version left it in this browser. */
async function legacyOutbox(messages: LegacyOutboxMessage[]) {
  const db = await openDB(LEGACY_MESSAGE_OUTBOX_DB, 1, {
    upgrade(database) {
      database.createObjectStore('messages', { keyPath: 'key' }).createIndex('by_user', 'userId');
    },
  });
  for (const message of messages) {
    await db.put('messages', { ...message, attempts: 2, nextAttemptAt: 0, status: 'pending' });
  }
  db.close();
}

async function databaseNames() {
  return (await indexedDB.databases()).map((d) => d.name);
}

const old = (key: string, userId: string, body: string, createdAt: number): LegacyOutboxMessage => ({
  key,
  userId,
  conversationId: CONVERSATION,
  body,
  createdAt,
});

beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory());
  // Offline: what moves stays queued here, to be looked at (sending is the outbox's own tests' matter).
  setOnline(false);
  signInAs(ME);
});

afterEach(async () => {
  vi.restoreAllMocks();
  await resetTestState();
  await resetOutbox();
});

describe('moving the old Messages outbox into the shell outbox', () => {
  it("moves the user's unsent messages oldest first under their own keys, and leaves another user's", async () => {
    await legacyOutbox([
      old('key-second', ME.id, 'Second, written later', 20),
      old('key-first', ME.id, 'First from the canyon', 10),
      old('key-theirs', OTHER_USER, 'Not mine', 5),
    ]);

    expect(await moveLegacyMessages(ME.id)).toBe(2);

    const entries = await (await outboxStore()).list(ME.id);
    expect(entries.map((e) => [e.key, e.kind, e.method, e.path, e.json, e.status])).toEqual([
      [
        'key-first',
        'message',
        'POST',
        `/social/conversations/${CONVERSATION}/messages`,
        { body: 'First from the canyon' },
        'pending',
      ],
      [
        'key-second',
        'message',
        'POST',
        `/social/conversations/${CONVERSATION}/messages`,
        { body: 'Second, written later' },
        'pending',
      ],
    ]);
    expect(entries[0]?.summary).toBe('First from the canyon');

    // The other traveller's message waits in the old database for them; nothing of mine is moved twice.
    expect(await moveLegacyMessages(ME.id)).toBe(0);
    expect(await (await outboxStore()).list(ME.id)).toHaveLength(2);
    expect(await databaseNames()).toContain(LEGACY_MESSAGE_OUTBOX_DB);
  });

  it('deletes the old database once it is empty, and never creates it where there was none', async () => {
    expect(await moveLegacyMessages(ME.id)).toBe(0);
    expect(await databaseNames()).not.toContain(LEGACY_MESSAGE_OUTBOX_DB);

    await legacyOutbox([old('key-only', ME.id, 'Only one', 1)]);
    expect(await moveLegacyMessages(ME.id)).toBe(1);
    expect(await databaseNames()).not.toContain(LEGACY_MESSAGE_OUTBOX_DB);
    expect((await (await outboxStore()).list(ME.id)).map((e) => e.key)).toEqual(['key-only']);
  });
});
