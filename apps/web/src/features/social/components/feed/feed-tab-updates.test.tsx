import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PUBLIC_FEED_CHANNEL, type Post } from '@ww/contracts';
import { emitRealtimeEvent } from '#shared/lib/realtime-events.ts';
import { resetOutbox } from '#shared/lib/outbox/outbox-runtime.ts';
import { jsonResponse } from '#testing/api-stub.ts';
import { TEST_USER } from '#testing/factories.ts';
import { renderWithProviders } from '#testing/render-app.tsx';
import { signedInWithOfflineStoreEachTest } from '#testing/signed-in.ts';
import { testProfile } from '#testing/test-account.ts';
import FeedTab from './feed-tab.tsx';
import { setOnline } from '#testing/network.ts';
import { OTHER, ME, makePost, feedApi, composer } from '#testing/fixtures/feed.ts';

signedInWithOfflineStoreEachTest(TEST_USER);

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
