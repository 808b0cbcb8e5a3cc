import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SOCIAL_EVENTS, type Conversation, type Message } from '@ww/contracts';
import i18n from '#shared/i18n/i18n.ts';
import { emitRealtimeEvent } from '#shared/lib/realtime-events.ts';
import { resetOutbox } from '#shared/lib/outbox/outbox-runtime.ts';
import { removePersistedQueryCache } from '#shared/lib/query-persistence.ts';
import { jsonResponse, routeJson, stubApi, type ApiHandler } from '#testing/api-stub.ts';
import { TEST_USER } from '#testing/factories.ts';
import { renderWithProviders } from '#testing/render-app.tsx';
import { resetTestState, sessionResponse, signInAs, testSettings } from '#testing/test-account.ts';
import SocialPage from '../../pages/social-page.tsx';
import MessagesTab from './messages-tab.tsx';
import { setOnline } from '#testing/network.ts';

const ME = { id: TEST_USER.id, display_name: 'Robin', avatar_url: null, last_read_at: null };
const SAM = { id: '00000000-0000-4000-8000-0000000000b1', display_name: 'Sam', avatar_url: null, last_read_at: null };
const ALEX = { id: '00000000-0000-4000-8000-0000000000b2', display_name: null, avatar_url: null, last_read_at: null };
const C1 = '00000000-0000-4000-8000-0000000000c1';
const C2 = '00000000-0000-4000-8000-0000000000c2';
let seq = 0;

function message(overrides: Partial<Message> = {}): Message {
  seq += 1;
  return {
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    conversation_id: C1,
    sender_id: SAM.id,
    body: `Message ${seq}`,
    created_at: `2026-11-20T12:${String(seq % 60).padStart(2, '0')}:00.000Z`,
    read_by: [],
    idempotency_key: null,
    hidden_at: null,
    hidden_reason: null,
    ...overrides,
  };
}

function conversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    id: C1,
    kind: 'direct',
    title: null,
    created_by: TEST_USER.id,
    created_at: '2026-11-20T10:00:00.000Z',
    last_message_at: null,
    participants: [ME, SAM],
    last_message: null,
    unread_count: 0,
    ...overrides,
  };
}

function messagesApi(handlers: Record<string, ApiHandler> = {}) {
  return stubApi({
    'GET /auth/session': () => sessionResponse(TEST_USER),
    'GET /settings': () => jsonResponse(200, { data: testSettings(TEST_USER) }),
    'GET /social/conversations': () => routeJson('GET /social/conversations', { data: [], next_cursor: null }),
    'GET /social/conversations/unread': () => jsonResponse(200, { data: { total: 0 } }),
    [`POST /social/conversations/${C1}/read`]: () =>
      jsonResponse(200, { data: { conversation_id: C1, user_id: ME.id, last_read_at: null } }),
    ...handlers,
  });
}

/** The Idempotency-Key of every message POST, in order (the stub records the body, the key travels as a header). */
function sentKeys(): Array<string | null> {
  return vi
    .mocked(fetch)
    .mock.calls.filter(([input, init]) => init?.method === 'POST' && String(input).endsWith('/messages'))
    .map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
}

function live(event: string, payload: unknown) {
  act(() => emitRealtimeEvent({ channel: `user:${ME.id}`, event, payload }));
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  signInAs(TEST_USER);
  // A fresh IndexedDB per test: the outbox of one test must not send in the next.
  vi.stubGlobal('indexedDB', new IDBFactory());
  setOnline(true);
});

afterEach(async () => {
  // Unmounted first: the outbox stops replaying before the fake API and IndexedDB go.
  cleanup();
  setOnline(true);
  // The saved query cache would bring this test's data back in the next one.
  await removePersistedQueryCache(TEST_USER.id);
  await resetTestState();
  await resetOutbox();
  // A replay the unmounted shell had started may still open a processor on the old store: reset once it has.
  await new Promise((resolve) => setTimeout(resolve, 50));
  await resetOutbox();
});

describe('messages tab', () => {
  it('lists conversations with names, last message and unread count, and opens a thread paged upwards', async () => {
    const older = message({ body: 'Are you at the lake?', created_at: '2026-11-19T09:00:00.000Z' });
    const newer = message({ body: 'Still there tomorrow', created_at: '2026-11-20T09:00:00.000Z' });
    const mine = message({ sender_id: ME.id, body: 'Yes, site 12', created_at: '2026-11-20T09:05:00.000Z' });
    const calls = messagesApi({
      'GET /social/conversations': () =>
        routeJson('GET /social/conversations', {
          data: [
            conversation({ last_message: newer, last_message_at: newer.created_at, unread_count: 2 }),
            conversation({
              id: C2,
              kind: 'group',
              title: 'Desert crew',
              participants: [ME, SAM, ALEX],
              last_message: message({ conversation_id: C2, sender_id: ME.id, body: 'See you' }),
            }),
          ],
          next_cursor: null,
        }),
      [`GET /social/conversations/${C1}`]: () =>
        routeJson('GET /social/conversations/{id}', { data: conversation({ unread_count: 0 }) }),
      [`GET /social/conversations/${C1}/messages`]: (call) =>
        call.search.includes('cursor=p2')
          ? routeJson('GET /social/conversations/{id}/messages', { data: [older], next_cursor: null })
          : routeJson('GET /social/conversations/{id}/messages', { data: [mine, newer], next_cursor: 'p2' }),
    });
    renderWithProviders(<MessagesTab />, '/social?tab=messages');

    const list = await screen.findByRole('list', { name: 'Conversations' });
    const rows = within(list).getAllByRole('button');
    expect(rows[0]?.textContent).toContain('Sam');
    expect(rows[0]?.textContent).toContain('Still there tomorrow');
    expect(within(rows[0]!).getByText('2 unread messages')).toBeTruthy();
    expect(rows[1]?.textContent).toContain('Desert crew');
    expect(rows[1]?.textContent).toContain('You: See you');

    fireEvent.click(rows[0]!);
    const history = await screen.findByRole('list', { name: 'Messages' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('p')?.textContent),
    ).toEqual(['Still there tomorrow', 'You: Yes, site 12']);
    fireEvent.click(screen.getByRole('button', { name: 'Load earlier' }));
    await waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(3));
    expect(within(history).getAllByRole('listitem')[0]?.textContent).toContain('Are you at the lake?');
    expect(calls.some((c) => c.path === `/social/conversations/${C1}/messages` && c.search.includes('cursor=p2'))).toBe(
      true,
    );
    expect(screen.queryByRole('button', { name: 'Load earlier' })).toBeNull();
  });

  it('sends on Enter with an Idempotency-Key, not on Shift+Enter and not when blank', async () => {
    const stored: Message[] = [];
    const calls = messagesApi({
      [`GET /social/conversations/${C1}`]: () => routeJson('GET /social/conversations/{id}', { data: conversation() }),
      [`GET /social/conversations/${C1}/messages`]: () =>
        routeJson('GET /social/conversations/{id}/messages', { data: stored.toReversed(), next_cursor: null }),
      [`POST /social/conversations/${C1}/messages`]: (call) => {
        const sent = message({ sender_id: ME.id, body: (call.body as { body: string }).body });
        stored.push(sent);
        return routeJson('POST /social/conversations/{id}/messages', { data: sent }, 201);
      },
    });
    renderWithProviders(<MessagesTab />, `/social?tab=messages&conversation=${C1}`);
    expect(await screen.findByText('No messages yet. Say hello!')).toBeTruthy();
    const box = screen.getByLabelText('Message');

    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.change(box, { target: { value: 'Hi Sam' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(calls.filter((c) => c.method === 'POST' && c.path.endsWith('/messages'))).toHaveLength(0);

    fireEvent.change(box, { target: { value: 'Hi Sam\nCoffee at 8?' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    const history = await screen.findByRole('list', { name: 'Messages' });
    await waitFor(() => expect(history.textContent).toContain('Coffee at 8?'));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST' && c.path.endsWith('/messages'))).toHaveLength(1),
    );
    const posts = calls.filter((c) => c.method === 'POST' && c.path.endsWith('/messages'));
    expect(posts.map((c) => c.body)).toEqual([{ body: 'Hi Sam\nCoffee at 8?' }]);
    expect(sentKeys()).toHaveLength(1);
    expect(sentKeys()[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect((box as HTMLTextAreaElement).value).toBe('');
    await waitFor(() => expect(screen.queryByText('Waiting to send')).toBeNull());
    expect(within(history).getAllByRole('listitem')).toHaveLength(1);
  });

  it('appends a live message once, marks it read while the thread is open, and bumps the list', async () => {
    const calls = messagesApi({
      'GET /social/conversations': () =>
        routeJson('GET /social/conversations', { data: [conversation()], next_cursor: null }),
      [`GET /social/conversations/${C1}`]: () => routeJson('GET /social/conversations/{id}', { data: conversation() }),
      [`GET /social/conversations/${C1}/messages`]: () =>
        routeJson('GET /social/conversations/{id}/messages', { data: [], next_cursor: null }),
    });
    renderWithProviders(<MessagesTab />, `/social?tab=messages&conversation=${C1}`);
    await screen.findByText('No messages yet. Say hello!');

    const arrived = message({ body: 'Pass is open again' });
    live(SOCIAL_EVENTS.messageCreated, { conversation_id: C1, message: arrived });
    live(SOCIAL_EVENTS.messageCreated, { conversation_id: C1, message: arrived });
    const history = await screen.findByRole('list', { name: 'Messages' });
    expect(within(history).getAllByRole('listitem')).toHaveLength(1);
    expect(history.textContent).toContain('Pass is open again');
    await waitFor(() => expect(calls.filter((c) => c.path === `/social/conversations/${C1}/read`)).toHaveLength(1));
    const list = screen.getByRole('list', { name: 'Conversations' });
    expect(list.textContent).toContain('Pass is open again');
  });

  it('shows who is typing for 3 s, and no longer once their message arrives', async () => {
    const calls = messagesApi({
      [`GET /social/conversations/${C1}`]: () => routeJson('GET /social/conversations/{id}', { data: conversation() }),
      [`GET /social/conversations/${C1}/messages`]: () =>
        routeJson('GET /social/conversations/{id}/messages', { data: [], next_cursor: null }),
    });
    renderWithProviders(<MessagesTab />, `/social?tab=messages&conversation=${C1}`);
    await screen.findByText('No messages yet. Say hello!');

    live(SOCIAL_EVENTS.typing, { conversation_id: C2, user_id: SAM.id });
    expect(screen.queryByText('Sam is typing…')).toBeNull();
    live(SOCIAL_EVENTS.typing, { conversation_id: C1, user_id: SAM.id });
    expect(screen.getByText('Sam is typing…')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Sam is typing…')).toBeNull(), { timeout: 4_000 });

    live(SOCIAL_EVENTS.typing, { conversation_id: C1, user_id: SAM.id });
    expect(screen.getByText('Sam is typing…')).toBeTruthy();
    live(SOCIAL_EVENTS.messageCreated, { conversation_id: C1, message: message({ body: 'Done typing' }) });
    expect(screen.queryByText('Sam is typing…')).toBeNull();
    // The message is read at once in the open thread (and the test ends after that request, not during it).
    await waitFor(() => expect(calls.filter((c) => c.path === `/social/conversations/${C1}/read`)).toHaveLength(1));
  });

  it('shows "Seen" under the last own message read, and moves it on a live read receipt', async () => {
    const first = message({
      sender_id: ME.id,
      body: 'First',
      read_by: [SAM.id],
      created_at: '2026-11-20T08:00:00.000Z',
    });
    const second = message({ sender_id: ME.id, body: 'Second', created_at: '2026-11-20T08:01:00.000Z' });
    messagesApi({
      [`GET /social/conversations/${C1}`]: () => routeJson('GET /social/conversations/{id}', { data: conversation() }),
      [`GET /social/conversations/${C1}/messages`]: () =>
        routeJson('GET /social/conversations/{id}/messages', { data: [second, first], next_cursor: null }),
    });
    renderWithProviders(<MessagesTab />, `/social?tab=messages&conversation=${C1}`);
    const history = await screen.findByRole('list', { name: 'Messages' });
    const items = () => within(history).getAllByRole('listitem');
    expect(items()[0]?.textContent).toContain('Seen');
    expect(items()[1]?.textContent).not.toContain('Seen');

    live(SOCIAL_EVENTS.messageRead, { conversation_id: C1, user_id: SAM.id, last_read_at: second.created_at });
    await waitFor(() => expect(items()[1]?.textContent).toContain('Seen'));
    expect(items()[0]?.textContent).not.toContain('Seen');
  });

  it('keeps a message written offline in the outbox and sends it once, with the same key, when back online', async () => {
    let attempts = 0;
    // The thread as the server keeps it: what it received is in the thread it sends next.
    const stored: Message[] = [];
    const calls = messagesApi({
      [`GET /social/conversations/${C1}`]: () => routeJson('GET /social/conversations/{id}', { data: conversation() }),
      [`GET /social/conversations/${C1}/messages`]: () =>
        routeJson('GET /social/conversations/{id}/messages', { data: stored.toReversed(), next_cursor: null }),
      [`POST /social/conversations/${C1}/messages`]: (call) => {
        attempts += 1;
        // The first attempt is lost on the way (the connection dropped), the second gets through.
        if (attempts === 1) throw new TypeError('Failed to fetch');
        const sent = message({ sender_id: ME.id, body: (call.body as { body: string }).body });
        stored.push(sent);
        return routeJson('POST /social/conversations/{id}/messages', { data: sent }, 201);
      },
    });
    setOnline(false);
    renderWithProviders(<MessagesTab />, `/social?tab=messages&conversation=${C1}`);
    await screen.findByText('No messages yet. Say hello!');
    expect(screen.getByText(/You're offline/)).toBeTruthy();

    const box = screen.getByLabelText('Message');
    fireEvent.change(box, { target: { value: 'Written in the canyon' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await screen.findByText('Waiting to send')).toBeTruthy();
    expect(screen.getByText('Written in the canyon')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST' && c.path.endsWith('/messages'))).toHaveLength(0);

    // Back online: the first attempt fails on the network and the message keeps waiting.
    setOnline(true);
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(attempts).toBe(1));
    expect(await screen.findByText('Waiting to send')).toBeTruthy();

    // The next try (the 'online' event again rather than waiting out the back-off) delivers it.
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.queryByText('Waiting to send')).toBeNull());
    expect(attempts).toBe(2);
    const keys = sentKeys();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    const history = await screen.findByRole('list', { name: 'Messages' });
    await waitFor(() => expect(within(history).getAllByText('Written in the canyon')).toHaveLength(1));
  });

  it('keeps a message refused on replay with the reason, sends it again on Retry and drops it on Discard', async () => {
    let blocked = true;
    const stored: Message[] = [];
    messagesApi({
      [`GET /social/conversations/${C1}`]: () => routeJson('GET /social/conversations/{id}', { data: conversation() }),
      [`GET /social/conversations/${C1}/messages`]: () =>
        routeJson('GET /social/conversations/{id}/messages', { data: stored.toReversed(), next_cursor: null }),
      [`POST /social/conversations/${C1}/messages`]: (call) => {
        if (!navigator.onLine) throw new TypeError('Failed to fetch');
        if (blocked) {
          return jsonResponse(403, { error: { class: 'rls_permission', message: 'Blocked.', code: 'blocked' } });
        }
        const sent = message({ sender_id: ME.id, body: (call.body as { body: string }).body });
        stored.push(sent);
        return routeJson('POST /social/conversations/{id}/messages', { data: sent }, 201);
      },
    });
    setOnline(false);
    renderWithProviders(<MessagesTab />, `/social?tab=messages&conversation=${C1}`);
    await screen.findByText('No messages yet. Say hello!');
    const box = screen.getByLabelText('Message');
    for (const text of ['First try', 'Second try']) {
      fireEvent.change(box, { target: { value: text } });
      fireEvent.keyDown(box, { key: 'Enter' });
      expect(await screen.findByText(text)).toBeTruthy();
    }

    // Back online the server refuses both: each stays in the thread with the reason, nothing is lost.
    setOnline(true);
    act(() => void window.dispatchEvent(new Event('online')));
    const reason = "Not sent: This conversation is closed: you can't message this traveller.";
    await waitFor(() => expect(screen.getAllByText(reason)).toHaveLength(2));

    fireEvent.click(screen.getAllByRole('button', { name: 'Discard' })[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByText('First try')).toBeNull());

    blocked = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText(reason)).toBeNull());
    await waitFor(() => expect(stored.map((m) => m.body)).toEqual(['Second try']));
    const history = await screen.findByRole('list', { name: 'Messages' });
    await waitFor(() => expect(within(history).getAllByText('Second try')).toHaveLength(1));
    expect(screen.queryByText('Waiting to send')).toBeNull();
  });

  it('opens the direct conversation with ?to=, made or reused by the server', async () => {
    const calls = messagesApi({
      'POST /social/conversations': () => routeJson('POST /social/conversations', { data: conversation() }, 201),
      [`GET /social/conversations/${C1}`]: () => routeJson('GET /social/conversations/{id}', { data: conversation() }),
      [`GET /social/conversations/${C1}/messages`]: () =>
        routeJson('GET /social/conversations/{id}/messages', { data: [], next_cursor: null }),
    });
    renderWithProviders(<MessagesTab />, `/social?tab=messages&to=${SAM.id}`);
    expect(await screen.findByRole('heading', { name: 'Sam' })).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST' && c.path === '/social/conversations').map((c) => c.body)).toEqual([
      { participant_ids: [SAM.id] },
    ]);
  });

  it('starts a group conversation with friends and a title', async () => {
    const calls = messagesApi({
      'GET /social/friends': () =>
        routeJson('GET /social/friends', {
          data: [
            { id: 'f1', user: { id: SAM.id, display_name: 'Sam', avatar_url: null }, since: '2026-01-01T00:00:00Z' },
            { id: 'f2', user: { id: ALEX.id, display_name: null, avatar_url: null }, since: '2026-01-01T00:00:00Z' },
          ],
          next_cursor: null,
        }),
      'POST /social/conversations': () =>
        routeJson(
          'POST /social/conversations',
          { data: conversation({ id: C2, kind: 'group', title: 'Desert crew', participants: [ME, SAM, ALEX] }) },
          201,
        ),
      [`GET /social/conversations/${C2}`]: () =>
        routeJson('GET /social/conversations/{id}', {
          data: conversation({ id: C2, kind: 'group', title: 'Desert crew', participants: [ME, SAM, ALEX] }),
        }),
      [`GET /social/conversations/${C2}/messages`]: () =>
        routeJson('GET /social/conversations/{id}/messages', { data: [], next_cursor: null }),
    });
    renderWithProviders(<MessagesTab />, '/social?tab=messages');
    fireEvent.click(await screen.findByRole('button', { name: 'New conversation' }));
    const form = within(screen.getByRole('form', { name: 'New conversation' }));
    fireEvent.click(form.getByRole('button', { name: 'Start conversation' }));
    expect(await form.findByText('Choose at least one friend.')).toBeTruthy();

    fireEvent.click(await form.findByRole('checkbox', { name: 'Sam' }));
    fireEvent.click(form.getByRole('checkbox', { name: 'A traveller' }));
    fireEvent.click(form.getByRole('button', { name: 'Start conversation' }));
    expect(await form.findByText('Give the group a title.')).toBeTruthy();
    fireEvent.change(form.getByLabelText(/Group title/), { target: { value: 'Desert crew' } });
    fireEvent.click(form.getByRole('button', { name: 'Start conversation' }));

    expect(await screen.findByRole('heading', { name: 'Desert crew' })).toBeTruthy();
    expect(screen.getByText('With Sam, A traveller')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST' && c.path === '/social/conversations').map((c) => c.body)).toEqual([
      { participant_ids: [SAM.id, ALEX.id], title: 'Desert crew' },
    ]);
  });

  it('shows the total unread on the Messages tab of /social, updated by a live message', async () => {
    let total = 3;
    messagesApi({
      'GET /social/conversations/unread': () => jsonResponse(200, { data: { total } }),
      'GET /social/feed': () => routeJson('GET /social/feed', { data: [], next_cursor: null }),
    });
    renderWithProviders(<SocialPage />, '/social?tab=feed');
    expect(await screen.findByRole('tab', { name: 'Messages (3)' })).toBeTruthy();
    total = 4;
    live(SOCIAL_EVENTS.messageCreated, { conversation_id: C1, message: message() });
    expect(await screen.findByRole('tab', { name: 'Messages (4)' })).toBeTruthy();
  });
});
