import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type Message } from '@ww/contracts';
import { routeJson } from '#testing/api-stub.ts';
import { TEST_USER } from '#testing/factories.ts';
import { renderWithProviders } from '#testing/render-app.tsx';
import { signedInWithOfflineStoreEachTest } from '#testing/signed-in.ts';
import MessagesTab from './messages-tab.tsx';
import {
  ME,
  SAM,
  ALEX,
  C1,
  C2,
  message,
  conversation,
  messagesApi,
  sentKeys,
  threadApi,
} from '#testing/fixtures/messages.ts';

signedInWithOfflineStoreEachTest(TEST_USER);

describe('messages tab: conversations and sending', () => {
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
      ...threadApi(stored),
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

  it('opens the direct conversation with ?to=, made or reused by the server', async () => {
    const calls = messagesApi({
      'POST /social/conversations': () => routeJson('POST /social/conversations', { data: conversation() }, 201),
      ...threadApi([]),
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
});
