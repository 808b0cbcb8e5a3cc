import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApiResponse } from '#shared/lib/api-client.ts';
import i18n from '#shared/i18n/i18n.ts';
import { jsonResponse, routeJson, stubApi, type ApiHandler } from '#testing/api-stub.ts';
import { TEST_USER } from '#testing/factories.ts';
import { makePost } from '#testing/fixtures/feed.ts';
import { renderWithProviders } from '#testing/render-app.tsx';
import { resetTestState, sessionResponse, signInAs, testSettings } from '#testing/test-account.ts';
import GroupsTab from './groups-tab.tsx';

type Group = ApiResponse<'GET /social/groups/{id}'>['data'];
type Post = ApiResponse<'GET /social/feed'>['data'][number];

const GROUP_ID = '00000000-0000-4000-8000-0000000000a1';
const SAM = { id: '00000000-0000-4000-8000-0000000000b2', display_name: 'Sam Rivers', avatar_url: null };
const OWNER = { id: '00000000-0000-4000-8000-0000000000b3', display_name: 'Olive Owner', avatar_url: null };

function group(overrides: Partial<Group> = {}): Group {
  return {
    id: GROUP_ID,
    name: 'Big Rig Club',
    description: 'Rigs over 10 m.',
    rules: 'Be kind. No selling.',
    join_policy: 'open',
    owner: OWNER,
    member_count: 12,
    my_role: null,
    my_status: null,
    created_at: '2026-11-01T10:00:00Z',
    updated_at: '2026-11-01T10:00:00Z',
    ...overrides,
  };
}

function post(overrides: Partial<Post> = {}): Post {
  return makePost({
    id: '00000000-0000-4000-8000-0000000000c1',
    author: SAM,
    body: 'Who is crossing the Rockies next week?',
    visibility: 'group',
    group_id: GROUP_ID,
    created_at: '2026-11-20T10:00:00Z',
    updated_at: '2026-11-20T10:00:00Z',
    ...overrides,
  });
}

const emptyPage = { data: [], next_cursor: null };

function groupsApi(handlers: Record<string, ApiHandler> = {}) {
  return stubApi({
    'GET /auth/session': () => sessionResponse(TEST_USER),
    'GET /settings': () => jsonResponse(200, { data: testSettings(TEST_USER) }),
    'GET /social/groups': () => jsonResponse(200, emptyPage),
    'GET /social/feed': () => jsonResponse(200, emptyPage),
    [`GET /social/groups/${GROUP_ID}/members`]: () => jsonResponse(200, emptyPage),
    ...handlers,
  });
}

const detailPath = `/social?tab=groups&group=${GROUP_ID}`;

beforeEach(async () => {
  await i18n.changeLanguage('en');
  signInAs(TEST_USER);
});

afterEach(resetTestState);

describe('groups list', () => {
  it('lists groups with their member count, join policy and my status', async () => {
    groupsApi({
      'GET /social/groups': () =>
        routeJson('GET /social/groups', {
          data: [
            group(),
            group({
              id: '00000000-0000-4000-8000-0000000000a2',
              name: 'Solar nerds',
              join_policy: 'request',
              my_status: 'pending',
              member_count: 1,
            }),
          ],
          next_cursor: null,
        }),
    });
    renderWithProviders(<GroupsTab />);
    const big = (await screen.findByRole('heading', { name: 'Big Rig Club' })).closest('li')!;
    expect(within(big).getByText('12 members')).toBeTruthy();
    expect(within(big).getByText('Open to all')).toBeTruthy();
    const solar = screen.getByRole('heading', { name: 'Solar nerds' }).closest('li')!;
    expect(within(solar).getByText('1 member')).toBeTruthy();
    expect(within(solar).getByText('Join by request')).toBeTruthy();
    expect(within(solar).getByText('Request pending')).toBeTruthy();
  });

  it('"My groups" asks for mine=true', async () => {
    const calls = groupsApi();
    renderWithProviders(<GroupsTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'My groups' }));
    expect(await screen.findByText('You have not joined any group yet.')).toBeTruthy();
    expect(calls.some((c) => c.path === '/social/groups' && c.search.includes('mine=true'))).toBe(true);
  });

  it('creates a group with its name, description, rules and join policy, then opens it', async () => {
    const created = group({
      join_policy: 'request',
      my_role: 'owner',
      my_status: 'active',
      member_count: 1,
      owner: { ...OWNER, id: TEST_USER.id },
    });
    const calls = groupsApi({
      'POST /social/groups': () => routeJson('POST /social/groups', { data: created }, 201),
      [`GET /social/groups/${GROUP_ID}`]: () => routeJson('GET /social/groups/{id}', { data: created }),
    });
    renderWithProviders(<GroupsTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'New group' }));
    const form = within(screen.getByRole('form', { name: 'New group' }));
    fireEvent.change(form.getByLabelText('Name'), { target: { value: '  Big Rig Club ' } });
    fireEvent.change(form.getByLabelText('Description'), { target: { value: 'Rigs over 10 m.' } });
    fireEvent.change(form.getByLabelText('Group rules'), { target: { value: 'Be kind. No selling.' } });
    fireEvent.change(form.getByLabelText('Who can join'), { target: { value: 'request' } });
    fireEvent.click(form.getByRole('button', { name: 'Create group' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        name: 'Big Rig Club',
        description: 'Rigs over 10 m.',
        rules: 'Be kind. No selling.',
        join_policy: 'request',
      }),
    );
    expect(await screen.findByText('Group “Big Rig Club” created.')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Big Rig Club', level: 2 })).toBeTruthy();
    expect(screen.getByText('Be kind. No selling.')).toBeTruthy();
  });

  it('refuses a group without a name before sending', async () => {
    const calls = groupsApi();
    renderWithProviders(<GroupsTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'New group' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create group' }));
    expect(await screen.findByText('Required.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});

describe('group detail', () => {
  it('joins an open group at once', async () => {
    let current = group();
    const calls = groupsApi({
      [`GET /social/groups/${GROUP_ID}`]: () => routeJson('GET /social/groups/{id}', { data: current }),
      [`POST /social/groups/${GROUP_ID}/join`]: () => {
        current = group({ my_role: 'member', my_status: 'active', member_count: 13 });
        return routeJson('POST /social/groups/{id}/join', { data: current }, 201);
      },
    });
    renderWithProviders(<GroupsTab />, detailPath);
    expect(await screen.findByText("Only members see this group's posts. Join to take part.")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Join group' }));
    expect(await screen.findByText('Welcome to “Big Rig Club”!')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([`/social/groups/${GROUP_ID}/join`]);
    expect(await screen.findByRole('button', { name: 'Leave group' })).toBeTruthy();
    expect(screen.getByText('13 members')).toBeTruthy();
  });

  it('asks to join a group by request, then shows the request waiting', async () => {
    let current = group({ join_policy: 'request' });
    groupsApi({
      [`GET /social/groups/${GROUP_ID}`]: () => routeJson('GET /social/groups/{id}', { data: current }),
      [`POST /social/groups/${GROUP_ID}/join`]: () => {
        current = group({ join_policy: 'request', my_status: 'pending' });
        return routeJson('POST /social/groups/{id}/join', { data: current }, 201);
      },
    });
    renderWithProviders(<GroupsTab />, detailPath);
    expect(await screen.findByRole('heading', { name: 'Big Rig Club', level: 2 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join group' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ask to join' }));
    expect(await screen.findByText('Request sent to the moderators of “Big Rig Club”.')).toBeTruthy();
    expect(await screen.findByText('Your request is waiting for approval.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Withdraw request' })).toBeTruthy();
  });

  it('the owner approves a join request', async () => {
    let pending = [
      { user: SAM, role: 'member' as const, status: 'pending' as const, created_at: '2026-11-20T10:00:00Z' },
    ];
    const calls = groupsApi({
      [`GET /social/groups/${GROUP_ID}`]: () =>
        routeJson('GET /social/groups/{id}', {
          data: group({
            join_policy: 'request',
            my_role: 'owner',
            my_status: 'active',
            owner: { ...OWNER, id: TEST_USER.id },
          }),
        }),
      [`GET /social/groups/${GROUP_ID}/members`]: (call) =>
        jsonResponse(200, { data: call.search.includes('status=pending') ? pending : [], next_cursor: null }),
      [`POST /social/groups/${GROUP_ID}/members/${SAM.id}/approve`]: () => {
        pending = [];
        return routeJson('POST /social/groups/{id}/members/{user_id}/approve', {
          data: { user: SAM, role: 'member', status: 'active', created_at: '2026-11-20T10:00:00Z' },
        });
      },
    });
    renderWithProviders(<GroupsTab />, detailPath);
    const requests = (await screen.findByRole('heading', { name: 'Join requests' })).closest('section')!;
    expect(await within(requests).findByText('Sam Rivers')).toBeTruthy();
    fireEvent.click(within(requests).getByRole('button', { name: 'Approve Sam Rivers' }));
    expect(await screen.findByText('Sam Rivers is now a member.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path.endsWith(`/members/${SAM.id}/approve`))).toBe(true);
    expect(await within(requests).findByText('No one is waiting to join.')).toBeTruthy();
  });

  it('shows the group feed to a member, asked for with the group id', async () => {
    const calls = groupsApi({
      [`GET /social/groups/${GROUP_ID}`]: () =>
        routeJson('GET /social/groups/{id}', { data: group({ my_role: 'member', my_status: 'active' }) }),
      'GET /social/feed': () => routeJson('GET /social/feed', { data: [post()], next_cursor: null }),
    });
    renderWithProviders(<GroupsTab />, detailPath);
    const feed = (await screen.findByRole('heading', { name: 'Group posts' })).closest('section')!;
    expect(await within(feed).findByText('Who is crossing the Rockies next week?')).toBeTruthy();
    const feedCall = calls.find((c) => c.path === '/social/feed');
    expect(new URLSearchParams(feedCall?.search).get('group_id')).toBe(GROUP_ID);
  });

  it('the owner who tries to leave is told why, in the server’s words', async () => {
    groupsApi({
      [`GET /social/groups/${GROUP_ID}`]: () =>
        routeJson('GET /social/groups/{id}', {
          data: group({ my_role: 'owner', my_status: 'active', owner: { ...OWNER, id: TEST_USER.id } }),
        }),
      [`POST /social/groups/${GROUP_ID}/leave`]: () =>
        jsonResponse(409, {
          error: { class: 'validation', message: 'Hand it over first (server).', code: 'something_new' },
        }),
    });
    vi.stubGlobal('confirm', () => true);
    renderWithProviders(<GroupsTab />, detailPath);
    fireEvent.click(await screen.findByRole('button', { name: 'Leave group' }));
    expect(await screen.findByText('Hand it over first (server).')).toBeTruthy();
  });
});
