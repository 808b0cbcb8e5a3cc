import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PUBLIC_FEED_CHANNEL, type Post } from '@ww/contracts';
import i18n from '#shared/i18n/i18n.ts';
import { emitRealtimeEvent } from '#shared/lib/realtime-events.ts';
import { jsonResponse, stubApi, type ApiHandler } from '#testing/api-stub.ts';
import { TEST_USER } from '#testing/factories.ts';
import { renderWithProviders } from '#testing/render-app.tsx';
import { resetTestState, sessionResponse, signInAs, testSettings } from '#testing/test-account.ts';
import FeedTab from './feed-tab.tsx';

const OTHER = { id: '00000000-0000-4000-8000-0000000000b2', display_name: 'Sam Rivers', avatar_url: null };
const ME = { id: TEST_USER.id, display_name: 'Robin', avatar_url: null };
const GROUP_ID = '00000000-0000-4000-8000-0000000000c1';

let counter = 0;
function makePost(overrides: Partial<Post> = {}): Post {
  counter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(900 + counter).padStart(12, '0')}`,
    author: OTHER,
    body: `Post ${counter}`,
    visibility: 'public',
    group_id: null,
    photos: [],
    place: null,
    trip: null,
    mentions: [],
    like_count: 0,
    comment_count: 0,
    liked_by_me: false,
    created_at: '2026-11-20T12:00:00Z',
    updated_at: '2026-11-20T12:00:00Z',
    edited: false,
    hidden_at: null,
    hidden_reason: null,
    ...overrides,
  };
}

function feedApi(posts: Post[], handlers: Record<string, ApiHandler> = {}) {
  return stubApi({
    'GET /auth/session': () => sessionResponse(TEST_USER),
    'GET /settings': () => jsonResponse(200, { data: testSettings(TEST_USER) }),
    'GET /social/feed': () => jsonResponse(200, { data: posts, next_cursor: null }),
    'GET /social/groups': () =>
      jsonResponse(200, {
        data: [
          {
            id: GROUP_ID,
            name: 'Desert rigs',
            description: '',
            rules: '',
            join_policy: 'open',
            owner: OTHER,
            member_count: 2,
            my_role: 'member',
            my_status: 'active',
            created_at: '2026-11-01T00:00:00Z',
            updated_at: '2026-11-01T00:00:00Z',
          },
        ],
        next_cursor: null,
      }),
    ...handlers,
  });
}

function composer() {
  return within(screen.getByRole('form', { name: 'New post' }));
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  signInAs(TEST_USER);
});

afterEach(resetTestState);

describe('feed composer', () => {
  it('sends no visibility when the user did not choose one (the profile decides), and the chosen one otherwise', async () => {
    const calls = feedApi([], {
      'POST /social/posts': ({ body }) => jsonResponse(201, { data: makePost({ ...(body as object), author: ME }) }),
    });
    renderWithProviders(<FeedTab />);
    expect(await screen.findByText(/No posts yet/)).toBeTruthy();

    fireEvent.change(composer().getByLabelText('New post'), { target: { value: '  Sunset at the lake  ' } });
    expect(composer().getByText('22 / 5000')).toBeTruthy();
    fireEvent.click(composer().getByRole('button', { name: 'Post' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ body: 'Sunset at the lake' }]),
    );
    await waitFor(() => expect(composer().getByLabelText<HTMLTextAreaElement>('New post').value).toBe(''));

    await waitFor(() => expect(composer().getByRole('option', { name: 'Group: Desert rigs' })).toBeTruthy());
    fireEvent.change(composer().getByLabelText('New post'), { target: { value: 'Friends only' } });
    fireEvent.change(composer().getByLabelText('Who can see it'), { target: { value: 'friends' } });
    fireEvent.click(composer().getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'POST')[1]?.body).toEqual({ body: 'Friends only', visibility: 'friends' });

    fireEvent.change(composer().getByLabelText('New post'), { target: { value: 'For the group' } });
    fireEvent.change(composer().getByLabelText('Who can see it'), { target: { value: `group:${GROUP_ID}` } });
    fireEvent.click(composer().getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(3));
    expect(calls.filter((c) => c.method === 'POST')[2]?.body).toEqual({
      body: 'For the group',
      visibility: 'group',
      group_id: GROUP_ID,
    });
  });

  it('uploads each photo as it is picked, shows it, lets it be removed, and posts the uploaded urls', async () => {
    let uploads = 0;
    const calls = feedApi([], {
      'POST /social/photos': () => {
        uploads += 1;
        return jsonResponse(201, { data: { url: `/uploads/social/p${uploads}.webp`, width: 800, height: 600 } });
      },
      'POST /social/posts': () => jsonResponse(201, { data: makePost({ author: ME }) }),
    });
    renderWithProviders(<FeedTab />);
    await screen.findByText(/No posts yet/);
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    const file = (name: string) => new File(['img'], name, { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [file('a.jpg'), file('b.jpg')] } });

    await waitFor(() => expect(composer().getByAltText('Photo 2 to post').getAttribute('src')).toMatch(/p\d\.webp/));
    const uploadsSent = calls.filter((c) => c.path === '/social/photos');
    expect(uploadsSent).toHaveLength(2);
    expect(uploadsSent[0]?.body).toBeInstanceOf(FormData);
    expect((uploadsSent[0]?.body as FormData).get('file')).toBeInstanceOf(File);

    fireEvent.click(composer().getByRole('button', { name: 'Remove photo 1' }));
    expect(composer().queryByAltText('Photo 2 to post')).toBeNull();
    const kept = composer().getByAltText('Photo 1 to post').getAttribute('src');

    fireEvent.change(composer().getByLabelText('New post'), { target: { value: 'Camp' } });
    fireEvent.click(composer().getByRole('button', { name: 'Post' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/social/posts')?.body).toEqual({ body: 'Camp', photos: [kept] }),
    );
  });
});

describe('posts', () => {
  it('likes at once on screen, before the server answers, and keeps the server count', async () => {
    const post = makePost({ like_count: 2 });
    let answer: (r: Response) => void = () => undefined;
    const calls = feedApi([post], {
      [`PUT /social/posts/${post.id}/like`]: () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderWithProviders(<FeedTab />);
    const like = await screen.findByRole('button', { name: 'Like' });
    expect(like.textContent).toContain('2 likes');
    fireEvent.click(like);
    const unlike = await screen.findByRole('button', { name: 'Unlike' });
    expect(unlike.textContent).toContain('3 likes');
    expect(unlike.getAttribute('aria-pressed')).toBe('true');
    expect(calls.some((c) => c.method === 'PUT' && c.path === `/social/posts/${post.id}/like`)).toBe(true);
    act(() => answer(jsonResponse(200, { data: { like_count: 5, liked_by_me: true } })));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Unlike' }).textContent).toContain('5 likes'));
  });

  it('puts the like back when the server refuses it', async () => {
    const post = makePost({ like_count: 1 });
    feedApi([post], {
      [`PUT /social/posts/${post.id}/like`]: () =>
        jsonResponse(500, { error: { class: 'server', message: 'Broken.' } }),
    });
    renderWithProviders(<FeedTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Like' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Like' }).textContent).toContain('1 like'));
  });

  it('comments on a post and replies to a comment', async () => {
    const post = makePost({ comment_count: 1 });
    const thread = {
      id: '00000000-0000-4000-8000-0000000000e1',
      post_id: post.id,
      parent_id: null,
      author: OTHER,
      body: 'Lovely spot',
      mentions: [],
      created_at: '2026-11-20T13:00:00Z',
      hidden_at: null,
      hidden_reason: null,
      replies: [],
    };
    const calls = feedApi([post], {
      [`GET /social/posts/${post.id}/comments`]: () => jsonResponse(200, { data: [thread] }),
      [`GET /social/posts/${post.id}`]: () => jsonResponse(200, { data: { ...post, comment_count: 2 } }),
      [`POST /social/posts/${post.id}/comments`]: ({ body }) =>
        jsonResponse(201, {
          data: { ...thread, id: '00000000-0000-4000-8000-0000000000e2', ...(body as object), author: ME },
        }),
    });
    renderWithProviders(<FeedTab />);
    fireEvent.click(await screen.findByRole('button', { name: '1 comment' }));
    expect(await screen.findByText('Lovely spot')).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: 'Write a comment' }), { target: { value: 'Where is it?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Comment' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST' && c.path.endsWith('/comments'))?.body).toEqual({
        body: 'Where is it?',
      }),
    );
    // The count comes from the post loaded again, and the list of comments reloads.
    expect(await screen.findByRole('button', { name: '2 comments' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Reply' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Write a reply' }), { target: { value: 'Near Moab' } });
    fireEvent.click(within(screen.getByRole('form', { name: 'Write a reply' })).getByRole('button', { name: 'Reply' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST' && c.path.endsWith('/comments'))[1]?.body).toEqual({
        body: 'Near Moab',
        parent_id: thread.id,
      }),
    );
  });

  it('deletes the user’s own post after confirming, and offers others’ posts only a report', async () => {
    const mine = makePost({ author: ME, body: 'My old post' });
    const theirs = makePost({ body: 'Their post' });
    const calls = feedApi([mine, theirs], { [`DELETE /social/posts/${mine.id}`]: () => jsonResponse(204) });
    renderWithProviders(<FeedTab />);
    const myCard = (await screen.findByText('My old post')).closest('[role="article"]') as HTMLElement;
    const theirCard = screen.getByText('Their post').closest('[role="article"]') as HTMLElement;
    expect(within(theirCard).queryByRole('button', { name: 'Delete post' })).toBeNull();
    expect(within(theirCard).getByRole('button', { name: 'Report' })).toBeTruthy();

    fireEvent.click(within(myCard).getByRole('button', { name: 'Delete post' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(myCard).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('My old post')).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([`/social/posts/${mine.id}`]);
    expect(screen.getByText('Their post')).toBeTruthy();

    fireEvent.click(within(theirCard).getByRole('button', { name: 'Report' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('tells the author why a moderator hid their post', async () => {
    feedApi([makePost({ author: ME, hidden_at: '2026-11-21T00:00:00Z', hidden_reason: 'Spam link' })]);
    renderWithProviders(<FeedTab />);
    expect(await screen.findByText('Hidden by a moderator: Spam link')).toBeTruthy();
  });
});

describe('live feed', () => {
  it('shows a "New posts" bar when another traveller posts, and loads them only when asked', async () => {
    let posts = [makePost({ body: 'First' })];
    const calls = feedApi([], {
      'GET /social/feed': () => jsonResponse(200, { data: posts, next_cursor: null }),
    });
    renderWithProviders(<FeedTab />);
    await screen.findByText('First');
    const feedLoads = () => calls.filter((c) => c.path === '/social/feed').length;
    const before = feedLoads();

    act(() =>
      emitRealtimeEvent({
        channel: PUBLIC_FEED_CHANNEL,
        event: 'post.created',
        payload: { post_id: '00000000-0000-4000-8000-0000000000f1', author_id: OTHER.id, group_id: null },
      }),
    );
    expect(await screen.findByText('New posts')).toBeTruthy();
    expect(feedLoads()).toBe(before);

    posts = [makePost({ body: 'Fresh from the road' }), ...posts];
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('Fresh from the road')).toBeTruthy();
    expect(screen.queryByText('New posts')).toBeNull();
  });

  it('ignores the user’s own new post (it is already in the list)', async () => {
    feedApi([makePost({ body: 'First' })]);
    renderWithProviders(<FeedTab />);
    await screen.findByText('First');
    act(() =>
      emitRealtimeEvent({
        channel: 'user',
        event: 'post.created',
        payload: { post_id: '00000000-0000-4000-8000-0000000000f2', author_id: ME.id, group_id: null },
      }),
    );
    expect(screen.queryByText('New posts')).toBeNull();
  });
});
