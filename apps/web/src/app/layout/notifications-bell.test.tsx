import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AppNotification } from '@ww/contracts';
import { emitRealtimeEvent } from '#shared/lib/realtime-events.ts';
import { setSession } from '#shared/lib/session.ts';
import { jsonResponse, stubApi, type ApiHandler } from '#testing/api-stub.ts';
import { renderApp } from '#testing/render-app.tsx';
import { resetTestState, sessionResponse, signInAs, testProfile, testSettings } from '#testing/test-account.ts';

const USER = { id: '00000000-0000-4000-8000-000000000035', email: 'noa@example.com' };

function alert(id: string, threshold: 80 | 100, read: boolean, category: string | null = 'fuel'): AppNotification {
  return {
    id: `00000000-0000-4000-8000-00000000050${id}`,
    kind: 'budget_alert',
    data: {
      budget_id: '00000000-0000-4000-8000-000000000601',
      category,
      period: 'monthly',
      threshold,
      spent: threshold === 100 ? 512 : 410,
      amount: 500,
      currency: 'USD',
    },
    read_at: read ? '2026-03-02T00:00:00Z' : null,
    created_at: '2026-03-01T12:00:00Z',
  };
}

let noticeCount = 0;
function notice(kind: string, data: Record<string, unknown>): AppNotification {
  noticeCount += 1;
  return {
    id: `00000000-0000-4000-8000-0000000007${String(noticeCount).padStart(2, '0')}`,
    kind,
    data,
    read_at: null,
    created_at: '2026-03-01T12:00:00Z',
  };
}

const ID = '00000000-0000-4000-8000-000000000901';

function api(overrides: Record<string, ApiHandler> = {}) {
  return stubApi({
    'GET /auth/session': () => sessionResponse(USER),
    'GET /profile': () => jsonResponse(200, { data: testProfile(USER, { onboarding_completed: true }) }),
    'GET /settings': () => jsonResponse(200, { data: testSettings(USER) }),
    'GET /admin/status': () => jsonResponse(200, { data: { is_admin: false } }),
    ...overrides,
  });
}

beforeEach(() => signInAs(USER));
afterEach(async () => {
  cleanup();
  await resetTestState();
});

describe('notifications bell', () => {
  it('shows the unread count and lists budget alerts worded from their figures', async () => {
    let allRead = false;
    const calls = api({
      'GET /notifications': () =>
        jsonResponse(200, {
          data: [alert('1', 100, allRead), alert('2', 80, allRead, null), alert('3', 80, true)],
          unread: allRead ? 0 : 2,
        }),
      'POST /notifications/read-all': () => {
        allRead = true;
        return jsonResponse(204);
      },
    });
    renderApp('/shop');

    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(within(bell).getByText('2')).toBeTruthy();

    fireEvent.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(panel).getByText('Fuel budget used up')).toBeTruthy();
    expect(within(panel).getByText('$512.00 spent of $500.00 (monthly budget)')).toBeTruthy();
    expect(within(panel).getByText('Overall budget: 80% reached')).toBeTruthy();
    expect(within(panel).getAllByText('Unread:', { exact: false })).toHaveLength(2);

    fireEvent.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(within(panel).queryAllByText('Unread:', { exact: false })).toHaveLength(0));
    expect(screen.queryByTestId('notifications-badge')).toBeNull();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/notifications/read-all')).toBe(true);
  });

  it('marks a notification read when it is opened and goes to the budgets', async () => {
    const calls = api({
      'GET /notifications': () => jsonResponse(200, { data: [alert('1', 80, false)], unread: 1 }),
      [`POST /notifications/${alert('1', 80, false).id}/read`]: () => jsonResponse(204),
    });
    renderApp('/shop');

    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    fireEvent.click(await screen.findByRole('button', { name: /Fuel budget: 80% reached/ }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/wins?tab=budgets'));
    expect(calls.some((c) => c.method === 'POST' && c.path === `/notifications/${alert('1', 80, false).id}/read`)).toBe(
      true,
    );
  });

  it('is not shown to a visitor', () => {
    api();
    setSession(null, 'signed_out');
    renderApp('/shop');
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
  });

  it('words every social notice without names, and a moderation decision with its reason', async () => {
    api({
      'GET /notifications': () =>
        jsonResponse(200, {
          data: [
            notice('social.friend_request', { request_id: ID, user_id: ID }),
            notice('social.friend_accepted', { request_id: ID, user_id: ID }),
            notice('social.comment', { post_id: ID, comment_id: ID }),
            notice('social.comment', { target_type: 'hustle', hustle_id: ID, comment_id: ID, user_id: ID }),
            notice('social.comment', { share_id: ID, trip_comment_id: ID }),
            notice('social.reply', { post_id: ID, comment_id: ID }),
            notice('social.mention', { post_id: ID }),
            notice('social.message', { conversation_id: ID, message_id: ID, sender_id: ID }),
            notice('social.group_request', { group_id: ID, user_id: ID }),
            notice('social.trip_shared', { share_id: ID, owner_id: ID, group_id: null }),
            notice('social.moderation', {
              action: 'hide',
              target_type: 'post',
              target_id: ID,
              reason: 'Selling <b>fake</b> permits',
              until: null,
            }),
            notice('social.moderation', {
              action: 'suspend',
              target_type: 'comment',
              target_id: ID,
              reason: 'Repeated insults',
              until: '2026-03-08T12:00:00Z',
            }),
          ],
          unread: 12,
        }),
    });
    renderApp('/shop');
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 12 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    for (const text of [
      'You have a new friend request',
      'Your friend request was accepted',
      'Someone commented on your post',
      'Someone commented on your hustle idea',
      'Someone commented on the trip you shared',
      'Someone replied to your comment',
      'Someone mentioned you in a post',
      'You have a new message',
      'Someone asked to join your group',
      'A trip was shared with you',
      'A moderator hid your post: Selling <b>fake</b> permits',
    ]) {
      expect(within(panel).getByText(text)).toBeTruthy();
    }
    expect(within(panel).getByText(/^Your account is suspended until 03\/08\/2026 .*: Repeated insults$/)).toBeTruthy();
    expect(within(panel).queryByText('You have a new notification.')).toBeNull();
  });

  it.each([
    ['social.friend_request', { request_id: ID, user_id: ID }, 'You have a new friend request', '/social?tab=network'],
    [
      'social.message',
      { conversation_id: ID, message_id: ID, sender_id: ID },
      'You have a new message',
      '/social?tab=messages',
    ],
    ['social.reply', { post_id: ID, comment_id: ID }, 'Someone replied to your comment', '/social?tab=feed'],
    ['social.group_request', { group_id: ID, user_id: ID }, 'Someone asked to join your group', '/social?tab=groups'],
    [
      'social.trip_shared',
      { share_id: ID, owner_id: ID, group_id: null },
      'A trip was shared with you',
      '/social?tab=planning',
    ],
    [
      'social.moderation',
      { action: 'warn', target_type: 'post', target_id: ID, reason: 'Be kind', until: null },
      'A moderator warned you: Be kind',
      '/social?tab=feed',
    ],
  ])('opening a %s notice goes to its place on /social', async (kind, data, text, target) => {
    const item = notice(kind, data);
    api({
      'GET /notifications': () => jsonResponse(200, { data: [item], unread: 1 }),
      [`POST /notifications/${item.id}/read`]: () => jsonResponse(204),
    });
    renderApp('/shop');
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(text) }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(target));
  });

  it('reads the list again when the hub says a notification was created', async () => {
    let list: AppNotification[] = [];
    api({ 'GET /notifications': () => jsonResponse(200, { data: list, unread: list.length }) });
    renderApp('/shop');
    await screen.findByRole('button', { name: 'Notifications' });

    list = [notice('social.friend_request', { request_id: ID, user_id: ID })];
    emitRealtimeEvent({ channel: `user:${USER.id}`, event: 'notification.created', payload: { id: list[0]!.id } });
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
  });
});
