import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from '#shared/i18n/i18n.ts';
import { jsonResponse, routeJson, stubApi, type ApiHandler } from '#testing/api-stub.ts';
import { renderWithProviders } from '#testing/render-app.tsx';
import { resetTestState, sessionResponse, signInAs, testSettings } from '#testing/test-account.ts';
import { TEST_USER } from '#testing/factories.ts';
import type { QueuedReport } from '../../api/moderation.ts';
import ModerationTab from './moderation-tab.tsx';
import { SuspensionBanner } from './suspension-banner.tsx';

const REPORT_ID = '00000000-0000-4000-8000-0000000000e1';

function queued(overrides: Partial<QueuedReport> = {}): QueuedReport {
  return {
    id: REPORT_ID,
    target_type: 'post',
    target_id: '00000000-0000-4000-8000-0000000000a1',
    reason: 'Scam or fraud: asks for a wire deposit',
    status: 'open',
    created_at: '2026-11-20T10:00:00Z',
    resolved_at: null,
    reporter: { id: '00000000-0000-4000-8000-0000000000b1', display_name: 'Sam', avatar_url: null },
    group_id: null,
    target: {
      body: 'Cheap awning, wire me <b>100</b> first',
      author: { id: '00000000-0000-4000-8000-0000000000b2', display_name: null, avatar_url: null },
      group_id: null,
      hidden_at: null,
      hidden_reason: null,
    },
    ...overrides,
  };
}

const forbidden = () =>
  jsonResponse(403, {
    error: { class: 'rls_permission', message: "You don't have moderator privileges.", code: 'not_moderator' },
  });

function moderationApi(handlers: Record<string, ApiHandler> = {}) {
  return stubApi({
    'GET /auth/session': () => sessionResponse(TEST_USER),
    'GET /settings': () => jsonResponse(200, { data: testSettings(TEST_USER) }),
    'GET /social/reports': () => routeJson('GET /social/reports', { data: [], next_cursor: null }),
    'GET /social/moderation/actions': () =>
      routeJson('GET /social/moderation/actions', { data: [], next_cursor: null }),
    ...handlers,
  });
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  signInAs(TEST_USER);
});

afterEach(resetTestState);

describe('ModerationTab', () => {
  it('shows a report with its content as text, the author, the reporter and the reason', async () => {
    moderationApi({
      'GET /social/moderation/reports': () =>
        routeJson('GET /social/moderation/reports', { data: [queued()], next_cursor: null }),
    });
    renderWithProviders(<ModerationTab />);
    expect(await screen.findByText('Cheap awning, wire me <b>100</b> first')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'By A traveller' }).getAttribute('href')).toBe(
      '/social/travellers/00000000-0000-4000-8000-0000000000b2',
    );
    expect(screen.getByText('Reason: Scam or fraud: asks for a wire deposit')).toBeTruthy();
    expect(screen.getByText(/^Reported by Sam on /)).toBeTruthy();
    expect(screen.getByText('Visible')).toBeTruthy();
  });

  it('hides the content with a required reason, and the report leaves the open list at once', async () => {
    let resolve: (r: Response) => void = () => {};
    const calls = moderationApi({
      'GET /social/moderation/reports': () =>
        routeJson('GET /social/moderation/reports', { data: [queued()], next_cursor: null }),
      [`POST /social/moderation/reports/${REPORT_ID}/actions`]: () =>
        new Promise<Response>((r) => {
          resolve = r;
        }),
    });
    renderWithProviders(<ModerationTab />);
    const actions = within(await screen.findByRole('group', { name: 'Moderation actions' }));
    fireEvent.click(actions.getByRole('button', { name: 'Hide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Give a reason.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByLabelText('Reason (the author is told)'), { target: { value: ' Scam listing ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ action: 'hide', reason: 'Scam listing' }),
    );
    // Gone before the server answers.
    await waitFor(() => expect(screen.queryByText('Cheap awning, wire me <b>100</b> first')).toBeNull());
    resolve(jsonResponse(201, { data: {} }));
    expect(await screen.findByText('The content is hidden.')).toBeTruthy();
  });

  it('suspends an author for a number of days (site admins, who also see the audit log)', async () => {
    const calls = moderationApi({
      'GET /social/moderation/reports': () =>
        routeJson('GET /social/moderation/reports', { data: [queued()], next_cursor: null }),
      'GET /social/moderation/actions': () =>
        routeJson('GET /social/moderation/actions', {
          data: [
            {
              id: '00000000-0000-4000-8000-0000000000c1',
              actor: { id: TEST_USER.id, display_name: 'Robin', avatar_url: null },
              action: 'hide',
              target_type: 'comment',
              target_id: '00000000-0000-4000-8000-0000000000a2',
              target_author_id: null,
              group_id: null,
              report_id: null,
              reason: 'Insults',
              before: { hidden_at: null, hidden_reason: null },
              after: { hidden_at: '2026-11-21T09:00:00Z', hidden_reason: 'Insults' },
              created_at: '2026-11-21T09:00:00Z',
            },
          ],
          next_cursor: null,
        }),
      [`POST /social/moderation/reports/${REPORT_ID}/actions`]: () => jsonResponse(201, { data: {} }),
    });
    renderWithProviders(<ModerationTab />);
    expect(await screen.findByText('Robin: Hide · Comment')).toBeTruthy();
    expect(screen.getByText('Before: visible · After: hidden (Insults)')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Suspend' }));
    fireEvent.change(screen.getByLabelText('Reason (the author is told)'), { target: { value: 'Repeated scams' } });
    fireEvent.change(screen.getByLabelText('Days of suspension'), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        action: 'suspend',
        reason: 'Repeated scams',
        suspend_days: 30,
      }),
    );
  });

  it('offers no suspension to group moderators (the audit log answers 403) and restores hidden content', async () => {
    const calls = moderationApi({
      'GET /social/moderation/reports': () =>
        routeJson('GET /social/moderation/reports', {
          data: [
            queued({
              group_id: '00000000-0000-4000-8000-0000000000d1',
              target: { ...queued().target!, hidden_at: '2026-11-21T09:00:00Z', hidden_reason: 'Off topic' },
            }),
          ],
          next_cursor: null,
        }),
      'GET /social/moderation/actions': forbidden,
      [`POST /social/moderation/reports/${REPORT_ID}/actions`]: () => jsonResponse(201, { data: {} }),
    });
    renderWithProviders(<ModerationTab />);
    expect(await screen.findByText('Hidden: Off topic')).toBeTruthy();
    expect(screen.getByText('In a group')).toBeTruthy();
    const actions = within(screen.getByRole('group', { name: 'Moderation actions' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/social/moderation/actions')).toBe(true));
    expect(actions.queryByRole('button', { name: 'Suspend' })).toBeNull();
    expect(actions.queryByRole('button', { name: 'Hide' })).toBeNull();
    expect(screen.queryByText('Audit log')).toBeNull();

    fireEvent.click(actions.getByRole('button', { name: 'Restore' }));
    fireEvent.change(screen.getByLabelText('Reason (the author is told)'), { target: { value: 'Fine after all' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ action: 'restore', reason: 'Fine after all' }),
    );
  });

  it('asks for the chosen status and puts a report back when the action is refused', async () => {
    const calls = moderationApi({
      'GET /social/moderation/reports': () =>
        routeJson('GET /social/moderation/reports', { data: [queued()], next_cursor: null }),
      [`POST /social/moderation/reports/${REPORT_ID}/actions`]: () =>
        jsonResponse(409, { error: { class: 'validation', message: 'Not hidden.', code: 'not_hidden' } }),
    });
    renderWithProviders(<ModerationTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));
    fireEvent.change(screen.getByLabelText('Reason (the author is told)'), { target: { value: 'No problem' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('This content is not hidden.')).toBeTruthy();
    expect(await screen.findByText('Cheap awning, wire me <b>100</b> first')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Show reports'), { target: { value: 'dismissed' } });
    await waitFor(() => expect(calls.some((c) => c.search.includes('status=dismissed'))).toBe(true));
  });

  it('tells other users only moderators see the queue, and lists their own reports', async () => {
    moderationApi({
      'GET /social/moderation/reports': forbidden,
      'GET /social/reports': () =>
        routeJson('GET /social/reports', {
          data: [
            {
              id: '00000000-0000-4000-8000-0000000000f1',
              target_type: 'listing',
              target_id: '00000000-0000-4000-8000-0000000000a3',
              reason: 'Spam or advertising',
              status: 'actioned',
              created_at: '2026-11-20T10:00:00Z',
              resolved_at: '2026-11-21T10:00:00Z',
            },
          ],
          next_cursor: null,
        }),
    });
    renderWithProviders(<ModerationTab />);
    expect(await screen.findByText('Only moderators see the queue')).toBeTruthy();
    expect(await screen.findByText('Spam or advertising')).toBeTruthy();
    expect(screen.getByText('A moderator acted on it')).toBeTruthy();
    expect(screen.getByText(/^Listing reported on /)).toBeTruthy();
  });
});

describe('SuspensionBanner', () => {
  it('says until when and why the account is suspended', async () => {
    moderationApi({
      'GET /social/moderation/me': () =>
        routeJson('GET /social/moderation/me', { data: { reason: 'Repeated scams', until: '2026-12-25T10:00:00Z' } }),
    });
    renderWithProviders(<SuspensionBanner />);
    expect(await screen.findByText(/^Your account is suspended until .*12\/25\/2026.*: Repeated scams$/)).toBeTruthy();
  });

  it('shows nothing when the account is not suspended', async () => {
    const calls = moderationApi({
      'GET /social/moderation/me': () => routeJson('GET /social/moderation/me', { data: null }),
    });
    const { container } = renderWithProviders(<SuspensionBanner />);
    await waitFor(() => expect(calls.some((c) => c.path === '/social/moderation/me')).toBe(true));
    expect(container.textContent).toBe('');
  });
});
