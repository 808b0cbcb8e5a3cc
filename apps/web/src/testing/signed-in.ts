import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import i18n from '#shared/i18n/i18n.ts';
import { resetOutbox } from '#shared/lib/outbox/outbox-runtime.ts';
import { removePersistedQueryCache } from '#shared/lib/query-persistence.ts';
import { setOnline } from './network.ts';
import { resetTestState, signInAs, type TestUser } from './test-account.ts';

/**
 * The hooks of a file whose tests run signed in as `user`, in English: after each test its spies are restored, the
 * shared test state is put back and, with `outbox`, the outbox of the tab's writes is emptied.
 */
export function signedInEachTest(user: TestUser, { outbox = false } = {}) {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    signInAs(user);
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await resetTestState();
    if (outbox) await resetOutbox();
  });
}

/**
 * The hooks of a file whose tests run the whole offline stack signed in as `user`, in English: each test gets a
 * fresh IndexedDB and starts online; after it the outbox stops, and the saved query cache and outbox are removed.
 */
export function signedInWithOfflineStoreEachTest(user: TestUser) {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    signInAs(user);
    // A fresh IndexedDB per test: the outbox of one test must not send in the next.
    vi.stubGlobal('indexedDB', new IDBFactory());
    setOnline(true);
  });
  afterEach(async () => {
    // Unmounted first: the outbox stops replaying before the fake API and IndexedDB go.
    cleanup();
    setOnline(true);
    // The saved query cache would bring this test's data back in the next one.
    await removePersistedQueryCache(user.id);
    await resetTestState();
    await resetOutbox();
    // A replay the unmounted shell had started may still open a processor on the old store: reset once it has.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await resetOutbox();
  });
}
