import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SOCIAL_EVENTS, type Message } from '@ww/contracts';
import { jsonResponse, routeJson } from '#testing/api-stub.ts';
import { TEST_USER } from '#testing/factories.ts';
import { renderWithProviders } from '#testing/render-app.tsx';
import { signedInWithOfflineStoreEachTest } from '#testing/signed-in.ts';
import SocialPage from '../../pages/social-page.tsx';
import MessagesTab from './messages-tab.tsx';
import { setOnline } from '#testing/network.ts';
import {
  ME,
  SAM,
  C1,
  C2,
  message,
  conversation,
  messagesApi,
  sentKeys,
  live,
  threadApi,
} from '#testing/fixtures/messages.ts';

signedInWithOfflineStoreEachTest(TEST_USER);

describe('messages tab: live messages, read receipts and offline sending', () => {
  it('appends a live message once, marks it read while the thread is open, and bumps the list', async () => {
    const calls = messagesApi({
      'GET /social/conversations': () =>
        routeJson('GET /social/conversations', { data: [conversation()], next_cursor: null }),
      ...threadApi([]),
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
      ...threadApi([]),
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
      ...threadApi([first, second]),
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
      ...threadApi(stored, () => {
        attempts += 1;
        // The first attempt is lost on the way (the connection dropped), the second gets through.
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return undefined;
      }),
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
      ...threadApi(stored, () => {
        if (!navigator.onLine) throw new TypeError('Failed to fetch');
        if (!blocked) return undefined;
        return jsonResponse(403, { error: { class: 'rls_permission', message: 'Blocked.', code: 'blocked' } });
      }),
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
