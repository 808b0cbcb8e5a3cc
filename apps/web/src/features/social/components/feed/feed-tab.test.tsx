import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PUBLIC_FEED_CHANNEL, type Post } from '@ww/contracts';
import i18n from '#shared/i18n/i18n.ts';
import { emitRealtimeEvent } from '#shared/lib/realtime-events.ts';
import { resetOutbox } from '#shared/lib/outbox/outbox-runtime.ts';
import { removePersistedQueryCache } from '#shared/lib/query-persistence.ts';
import { jsonResponse, stubApi, type ApiHandler } from '#testing/api-stub.ts';
import { TEST_USER } from '#testing/factories.ts';
import { renderWithProviders } from '#testing/render-app.tsx';
import { resetTestState, sessionResponse, signInAs, testProfile, testSettings } from '#testing/test-account.ts';
import FeedTab from './feed-tab.tsx';
import { setOnline } from '#testing/network.ts';

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

beforeEach(() => {
  // A fresh IndexedDB per test: one test's waiting posts must not be sent in the next.
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

describe('feed composer', () => {
  it('says beside the place who sees it exactly and who to within about 1 km', async () => {
    feedApi([]);
    renderWithProviders(<FeedTab />);
    expect(await screen.findByText(/No posts yet/)).toBeTruthy();
    const place = composer().getByRole('group', { name: 'Place (optional)' });
    expect(
      within(place).getByText('Your friends see the exact spot; everyone else sees it to within about 1 km.'),
    ).toBeTruthy();
  });

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
    await waitFor(() => expect(composer().getByLabelText<HTMLTextAreaElement>('New post').value).toBe(''));

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
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([`/social/posts/${mine.id}`]),
    );
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

  it('puts a friend’s post into an empty feed at once, with no bar and no "No posts yet"', async () => {
    let posts: Post[] = [];
    feedApi([], { 'GET /social/feed': () => jsonResponse(200, { data: posts, next_cursor: null }) });
    renderWithProviders(<FeedTab />);
    await screen.findByText(/No posts yet/);

    posts = [makePost({ body: 'Hello from the coast', visibility: 'friends' })];
    act(() =>
      emitRealtimeEvent({
        channel: 'user',
        event: 'post.created',
        payload: { post_id: posts[0]!.id, author_id: OTHER.id, group_id: null },
      }),
    );
    expect(await screen.findByText('Hello from the coast')).toBeTruthy();
    expect(screen.queryByText(/No posts yet/)).toBeNull();
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

/** The Idempotency-Key of every request with this method and path, in order. */
function sentKeys(method: string, path: string): Array<string | null> {
  return vi
    .mocked(fetch)
    .mock.calls.filter(
      ([input, init]) => init?.method === method && new URL(String(input), 'http://x').pathname === path,
    )
    .map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
}

describe('offline feed', () => {
  it('keeps a post written offline on this device, shows it waiting through a reload, and posts it once online', async () => {
    // The feed as the server keeps it: a post it took is in the feed it sends next.
    const stored: Post[] = [makePost({ body: 'Older post' })];
    const calls = feedApi([], {
      'GET /social/feed': () => jsonResponse(200, { data: stored, next_cursor: null }),
      'GET /profile': () => jsonResponse(200, { data: testProfile(TEST_USER, { full_name: 'Robin' }) }),
      'POST /social/posts': ({ body }) => {
        if (!navigator.onLine) throw new TypeError('Failed to fetch');
        const post = makePost({ ...(body as object), author: ME });
        stored.unshift(post);
        return jsonResponse(201, { data: post });
      },
    });
    const first = renderWithProviders(<FeedTab />);
    await screen.findByText('Older post');
    setOnline(false);
    act(() => void window.dispatchEvent(new Event('offline')));

    // Photos are uploaded before a post names them: offline the button says why it is off.
    expect(composer().getByRole('button', { name: 'Add photos' })).toHaveProperty('disabled', true);
    expect(composer().getByText('Photos need a connection: they are uploaded before the post is sent.')).toBeTruthy();

    fireEvent.change(composer().getByLabelText('New post'), { target: { value: 'No signal at Joshua Tree' } });
    fireEvent.click(composer().getByRole('button', { name: 'Post' }));
    expect(
      await screen.findByText('Saved on this device. It will be posted when the connection is restored.'),
    ).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Posts' });
    await waitFor(() => expect(within(list).getAllByRole('article')[0]?.textContent).toContain('No signal'));
    expect(within(list).getAllByRole('article')[0]?.textContent).toContain('Waiting to send');
    expect(composer().getByLabelText<HTMLTextAreaElement>('New post').value).toBe('');

    // A reload while still offline: a new page (fresh cache, outbox opened again) still shows it waiting on top.
    first.unmount();
    await resetOutbox();
    renderWithProviders(<FeedTab />);
    const again = await screen.findByRole('list', { name: 'Posts' });
    await waitFor(() => expect(within(again).getAllByRole('article')[0]?.textContent).toContain('No signal'));
    const waiting = within(again).getAllByRole('article')[0] as HTMLElement;
    expect(within(waiting).getByText('Waiting to send')).toBeTruthy();
    expect(within(waiting).queryByRole('button', { name: 'Like' })).toBeNull();
    expect(stored.map((p) => p.body)).toEqual(['Older post']);

    // Back online: posted once, and the feed shows the server's post once, no longer waiting.
    setOnline(true);
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.queryByText('Waiting to send')).toBeNull());
    await waitFor(() => expect(screen.getAllByText('No signal at Joshua Tree')).toHaveLength(1));
    expect(stored.map((p) => p.body)).toEqual(['No signal at Joshua Tree', 'Older post']);
    const bodies = calls.filter((c) => c.method === 'POST' && c.path === '/social/posts').map((c) => c.body);
    expect(new Set(bodies.map((body) => JSON.stringify(body)))).toEqual(
      new Set([JSON.stringify({ body: 'No signal at Joshua Tree' })]),
    );
    // Every attempt (one offline that failed on the way, if any, and the one that arrived) went under one key.
    const keys = new Set(sentKeys('POST', '/api/v1/social/posts'));
    expect(keys.size).toBe(1);
    expect([...keys][0]).toMatch(/^[0-9a-f-]{36}$/);
    const posted = (await screen.findByText('No signal at Joshua Tree')).closest('[role="article"]') as HTMLElement;
    expect(within(posted).getByRole('button', { name: 'Like' })).toBeTruthy();
  });

  it('removes the user’s own post at once offline and sends the deletion when back online', async () => {
    const mine = makePost({ author: ME, body: 'Delete me later' });
    let stored = [mine];
    const calls = feedApi([], {
      'GET /social/feed': () => jsonResponse(200, { data: stored, next_cursor: null }),
      [`DELETE /social/posts/${mine.id}`]: () => {
        if (!navigator.onLine) throw new TypeError('Failed to fetch');
        stored = [];
        return jsonResponse(204);
      },
    });
    renderWithProviders(<FeedTab />);
    const card = (await screen.findByText('Delete me later')).closest('[role="article"]') as HTMLElement;
    setOnline(false);
    fireEvent.click(within(card).getByRole('button', { name: 'Delete post' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('Post removed. The deletion will be sent when the connection is restored.'),
    ).toBeTruthy();
    expect(screen.queryByText('Delete me later')).toBeNull();
    expect(stored).toHaveLength(1);

    setOnline(true);
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(stored).toHaveLength(0));
    expect(new Set(calls.filter((c) => c.method === 'DELETE').map((c) => c.path))).toEqual(
      new Set([`/social/posts/${mine.id}`]),
    );
    expect(screen.queryByText('Delete me later')).toBeNull();
  });
});
