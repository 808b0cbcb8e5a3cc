import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse } from '#testing/api-stub.ts';
import { TEST_USER } from '#testing/factories.ts';
import { renderWithProviders } from '#testing/render-app.tsx';
import { signedInWithOfflineStoreEachTest } from '#testing/signed-in.ts';
import FeedTab from './feed-tab.tsx';
import { OTHER, ME, GROUP_ID, makePost, feedApi, composer } from '#testing/fixtures/feed.ts';

signedInWithOfflineStoreEachTest(TEST_USER);

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
