import type { CommentThread, Post } from '@ww/contracts';
import { describe, expect, it } from 'vitest';
import { withUserTx } from '#db/with-user-tx.ts';
import { DATABASE_KINDS, type TestApp, type TestUser as User } from '#test/harness.ts';
import { feedSuite } from '#test/feed-kit.ts';
import { expectCannotTouch, sqlAs } from '#test/isolation.ts';

describe.each(DATABASE_KINDS)('the social feed on %s', (kind) => {
  let t: TestApp;
  // a posts; b is a's friend; c a stranger; d blocked by a; g a member of a's group.
  let a: User, b: User, c: User, d: User, g: User;
  let groupId: string;
  const { post, feedIds, noticesOf } = feedSuite(kind, (world) => ({ t, a, b, c, d, g, groupId } = world));

  it('a post comes back whole, and reaches exactly its audience', async () => {
    const everyone = await post(a, { body: '  Sunset at Monument Valley  ', visibility: 'public' });
    expect(everyone).toMatchObject({
      author: { id: a.id, display_name: 'Ada Rover' },
      body: 'Sunset at Monument Valley',
      visibility: 'public',
      group_id: null,
      photos: [],
      place: null,
      trip: null,
      mentions: [],
      like_count: 0,
      comment_count: 0,
      liked_by_me: false,
      edited: false,
      hidden_at: null,
      hidden_reason: null,
    });
    const friends = await post(a, { body: 'Parked by the river', visibility: 'friends' });
    const group = await post(a, { body: 'Meet-up on Friday', visibility: 'group', group_id: groupId });

    const seen = {
      a: await feedIds(a),
      b: await feedIds(b),
      c: await feedIds(c),
      d: await feedIds(d),
      g: await feedIds(g),
    };
    expect(seen.a.slice(0, 3)).toEqual([group.id, friends.id, everyone.id]);
    expect(seen.b).toEqual(expect.arrayContaining([everyone.id, friends.id]));
    expect(seen.b).not.toContain(group.id);
    expect(seen.c).toContain(everyone.id);
    expect(seen.c).not.toContain(friends.id);
    expect(seen.c).not.toContain(group.id);
    expect(seen.g).toEqual(expect.arrayContaining([everyone.id, group.id]));
    expect(seen.g).not.toContain(friends.id);
    // Blocked: not even the public post.
    expect(seen.d).not.toContain(everyone.id);

    expect((await t.request('GET', `social/posts/${friends.id}`, { token: c.token })).status).toBe(404);
    expect((await t.request('GET', `social/posts/${everyone.id}`, { token: d.token })).status).toBe(404);
    expect((await t.request('GET', `social/posts/${group.id}`, { token: g.token })).status).toBe(200);
    expect(await feedIds(g, `?group_id=${groupId}`)).toEqual([group.id]);
    expect(await feedIds(b, `?group_id=${groupId}`)).toEqual([]);
    expect(await feedIds(c, `?author_id=${a.id}`)).toEqual([everyone.id]);

    // The author's friends see the author's name; across a block the reader sees nothing of them.
    const asB = (await t.request('GET', `social/posts/${everyone.id}`, { token: b.token })).body.data as Post;
    expect(asB.author.display_name).toBe('Ada Rover');

    // The blocked user's own public post is gone from a's feed too (either direction).
    const fromD = await post(d, { body: 'Hello all', visibility: 'public' });
    expect(await feedIds(a)).not.toContain(fromD.id);
    expect(await feedIds(c)).toContain(fromD.id);
  });

  it('visibility defaults from the profile visibility', async () => {
    const u = await t.signUp();
    expect((await post(u, { body: 'default' })).visibility).toBe('public');
    const changed = await t.request('PATCH', 'settings', {
      token: u.token,
      json: { privacy_preferences: { profile_visibility: 'private' } },
    });
    expect(changed.status).toBe(200);
    expect((await post(u, { body: 'default again' })).visibility).toBe('friends');
  });

  it('a hidden post is seen only by its author, who is told why', async () => {
    const hidden = await post(a, { body: 'Spam?', visibility: 'public' });
    await t.db
      .updateTable('posts')
      .set({ hidden_at: new Date(), hidden_reason: 'Advertising' })
      .where('id', '=', hidden.id)
      .execute();
    const own = (await t.request('GET', `social/posts/${hidden.id}`, { token: a.token })).body.data as Post;
    expect(own.hidden_reason).toBe('Advertising');
    expect(own.hidden_at).toEqual(expect.any(String));
    expect((await t.request('GET', `social/posts/${hidden.id}`, { token: b.token })).status).toBe(404);
    expect(await feedIds(c)).not.toContain(hidden.id);
    // A site moderator (set only after the admin check) still sees it.
    const rows = await withUserTx(t.db, { userId: c.id, moderator: true }, (tx) =>
      tx.selectFrom('posts').select('id').where('id', '=', hidden.id).execute(),
    );
    expect(rows).toHaveLength(1);
  });

  it("user B cannot read, change or delete user A's friends-only post or A's comment", async () => {
    const mine = await post(a, { body: 'Private plans', visibility: 'friends' });
    const everyone = await post(a, { body: 'Open post', visibility: 'public' });
    const aComment = (
      await t.request('POST', `social/posts/${everyone.id}/comments`, { token: a.token, json: { body: 'mine' } })
    ).body.data as { id: string };
    await expectCannotTouch(t, c, {
      attempts: [
        ['GET', `social/posts/${mine.id}`],
        ['PATCH', `social/posts/${mine.id}`, { body: 'changed' }],
        ['DELETE', `social/posts/${mine.id}`],
        ['GET', `social/posts/${mine.id}/comments`],
        ['POST', `social/posts/${mine.id}/comments`, { body: 'hi' }],
        ['PUT', `social/posts/${mine.id}/like`],
        // Readable to b, still not b's to change.
        ['PATCH', `social/posts/${everyone.id}`, { body: 'changed' }],
        ['DELETE', `social/posts/${everyone.id}`],
        ['DELETE', `social/comments/${aComment.id}`],
      ],
    });
    // The friend can read it but not change it either.
    expect((await t.request('PATCH', `social/posts/${mine.id}`, { token: b.token, json: { body: 'x' } })).status).toBe(
      404,
    );
    expect(await sqlAs(t, c, `update posts set body = 'x' where id = '${mine.id}'`)).toBe('ok');
    expect(await sqlAs(t, c, `delete from posts where id = '${everyone.id}'`)).toBe('ok');
    expect((await t.request('GET', `social/posts/${everyone.id}`, { token: a.token })).body.data.body).toBe(
      'Open post',
    );
    expect((await t.request('GET', `social/posts/${mine.id}`, { token: a.token })).body.data.body).toBe(
      'Private plans',
    );
    // A comment cannot be written as someone else, nor counters set by hand.
    expect(
      await sqlAs(
        t,
        c,
        `insert into post_comments (post_id, author_id, body) values ('${everyone.id}', '${a.id}', 'x')`,
      ),
    ).toBe('42501');
    expect(await sqlAs(t, a, `update posts set like_count = 99 where id = '${everyone.id}'`)).toBe('42501');

    const edited = await t.request('PATCH', `social/posts/${mine.id}`, { token: a.token, json: { body: 'New plans' } });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ body: 'New plans', edited: true });
    expect((await t.request('DELETE', `social/posts/${mine.id}`, { token: a.token })).status).toBe(204);
    expect((await t.request('GET', `social/posts/${mine.id}`, { token: a.token })).status).toBe(404);
  });

  it('comments nest one level, notify the post author and the answered, and the post author may remove them', async () => {
    const p = await post(a, { body: 'Which pass is easier?', visibility: 'friends' });
    const path = `social/posts/${p.id}/comments`;
    const top = await t.request('POST', path, { token: b.token, json: { body: 'Wolf Creek' } });
    expect(top.status).toBe(201);
    const reply = await t.request('POST', path, {
      token: a.token,
      json: { body: 'Thanks!', parent_id: top.body.data.id },
    });
    expect(reply.body.data.parent_id).toBe(top.body.data.id);
    // A reply to the reply answers the same top-level comment.
    const deeper = await t.request('POST', path, {
      token: b.token,
      json: { body: 'Any time', parent_id: reply.body.data.id },
    });
    expect(deeper.status).toBe(201);
    expect(deeper.body.data.parent_id).toBe(top.body.data.id);

    const threads = (await t.request('GET', path, { token: b.token })).body.data as CommentThread[];
    expect(threads.map((c) => c.body)).toEqual(['Wolf Creek']);
    expect(threads[0]!.replies.map((r) => r.body)).toEqual(['Thanks!', 'Any time']);
    expect((await t.request('GET', `social/posts/${p.id}`, { token: a.token })).body.data.comment_count).toBe(3);

    expect(await noticesOf(a, 'social.comment')).toContainEqual({ post_id: p.id, comment_id: top.body.data.id });
    expect(await noticesOf(b, 'social.reply')).toContainEqual({ post_id: p.id, comment_id: reply.body.data.id });
    expect(await noticesOf(a, 'social.reply')).toContainEqual({ post_id: p.id, comment_id: deeper.body.data.id });
    // Nobody is told about their own comment.
    expect(await noticesOf(a, 'social.comment')).not.toContainEqual({ post_id: p.id, comment_id: reply.body.data.id });

    // Another post's comment is not a parent here.
    const other = await post(a, { body: 'Other', visibility: 'public' });
    const wrong = await t.request('POST', `social/posts/${other.id}/comments`, {
      token: b.token,
      json: { body: 'x', parent_id: top.body.data.id },
    });
    expect(wrong.status).toBe(400);

    // The post's author removes b's comment, with its replies.
    expect((await t.request('DELETE', `social/comments/${top.body.data.id}`, { token: a.token })).status).toBe(204);
    expect((await t.request('GET', path, { token: b.token })).body.data).toEqual([]);
    expect((await t.request('GET', `social/posts/${p.id}`, { token: a.token })).body.data.comment_count).toBe(0);
  });

  it('likes count once per user, and only on posts the user may read', async () => {
    const p = await post(a, { body: 'Like me', visibility: 'friends' });
    const like = (user: User) => t.request('PUT', `social/posts/${p.id}/like`, { token: user.token });
    expect((await like(b)).body.data).toEqual({ like_count: 1, liked_by_me: true });
    expect((await like(b)).body.data).toEqual({ like_count: 1, liked_by_me: true });
    expect((await like(a)).body.data).toEqual({ like_count: 2, liked_by_me: true });
    expect((await like(c)).status).toBe(404);
    const asB = (await t.request('GET', `social/posts/${p.id}`, { token: b.token })).body.data as Post;
    expect(asB).toMatchObject({ like_count: 2, liked_by_me: true });
    expect((await t.request('DELETE', `social/posts/${p.id}/like`, { token: b.token })).status).toBe(204);
    const after = (await t.request('GET', `social/posts/${p.id}`, { token: b.token })).body.data as Post;
    expect(after).toMatchObject({ like_count: 1, liked_by_me: false });
  });

  it('mentions keep only users who can read the post, and tell them', async () => {
    const p = await post(a, { body: 'Ask @b and @c', visibility: 'friends', mention_ids: [b.id, c.id, d.id] });
    expect(p.mentions.map((m) => m.id)).toEqual([b.id]);
    expect(await noticesOf(b, 'social.mention')).toContainEqual({ post_id: p.id });
    expect(await noticesOf(c, 'social.mention')).not.toContainEqual({ post_id: p.id });
    const open = await post(a, { body: 'Everyone', visibility: 'public', mention_ids: [c.id, d.id] });
    expect(open.mentions.map((m) => m.id)).toEqual([c.id]);
    const comment = await t.request('POST', `social/posts/${open.id}/comments`, {
      token: b.token,
      json: { body: 'cc @g', mention_ids: [g.id] },
    });
    expect(comment.body.data.mentions).toEqual([{ id: g.id, display_name: null }]);
    expect(await noticesOf(g, 'social.mention')).toContainEqual({ post_id: open.id, comment_id: comment.body.data.id });
  });
});
