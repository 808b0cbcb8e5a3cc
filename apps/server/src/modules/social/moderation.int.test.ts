import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withUserTx } from '#db/with-user-tx.ts';
import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';
import { reportingKit } from '#test/social-kit.ts';
import { sqlAs } from '#test/isolation.ts';

type User = Awaited<ReturnType<TestApp['signUp']>>;
const NOT_MODERATOR = "You don't have moderator privileges.";

/**
 * Moderation as its three kinds of users see it: the reporter, the author, and the moderators (a site admin, a
 * group's owner); every refusal is checked in the database too, not only in the answer.
 */
describe.each(DATABASE_KINDS)('moderation on %s', (kind) => {
  let t: TestApp;
  let admin: User;
  let author: User;
  let reporter: User;
  let bystander: User;

  const { post, report } = reportingKit(() => t);
  const feedIds = async (user: User) =>
    ((await t.request('GET', 'social/feed', { token: user.token })).body.data as { id: string }[]).map((p) => p.id);
  /** The post's hidden state as stored, read past row-level security. */
  const stored = (postId: string) =>
    t.db.selectFrom('posts').select(['hidden_at', 'hidden_reason']).where('id', '=', postId).executeTakeFirstOrThrow();
  const auditRows = (targetId: string) =>
    t.db.selectFrom('moderation_actions').selectAll().where('target_id', '=', targetId).orderBy('created_at').execute();
  const moderationNotices = async (user: User) =>
    ((await t.request('GET', 'notifications', { token: user.token })).body.data as { kind: string; data: unknown }[])
      .filter((n) => n.kind === 'social.moderation')
      .map((n) => n.data);

  beforeAll(async () => {
    t = await createTestApp(kind, { ownerEmail: 'owner@example.com' });
    admin = await t.signUp('owner@example.com');
    [author, reporter, bystander] = [await t.signUp(), await t.signUp(), await t.signUp()];
  }, 60_000);
  afterAll(() => t.close());

  it('an admin hides reported content from everyone but its author, who is told why; restore brings it back', async () => {
    const postId = await post(author, 'Cheap awning, pay by gift card');
    const filed = await report(reporter, postId, 'post', 'Scam');
    expect((await feedIds(reporter)).includes(postId)).toBe(true);

    const denied = await t.request('GET', 'social/moderation/reports', { token: bystander.token });
    expect(denied.status).toBe(403);
    expect(denied.body.error.message).toBe(NOT_MODERATOR);

    const queue = await t.request('GET', 'social/moderation/reports?status=open', { token: admin.token });
    expect(queue.status).toBe(200);
    const queued = (queue.body.data as { id: string }[]).find((r) => r.id === filed.body.data.id);
    expect(queued).toMatchObject({
      reason: 'Scam',
      reporter: { id: reporter.id },
      target: { body: 'Cheap awning, pay by gift card', author: { id: author.id }, hidden_at: null },
    });

    const hidden = await t.request('POST', `social/moderation/reports/${filed.body.data.id as string}/actions`, {
      token: admin.token,
      json: { action: 'hide', reason: 'Scams are not allowed' },
    });
    expect(hidden.status).toBe(201);
    expect(hidden.body.data).toMatchObject({
      action: 'hide',
      target_type: 'post',
      target_id: postId,
      target_author_id: author.id,
      report_id: filed.body.data.id,
      actor: { id: admin.id },
      before: { hidden_at: null, hidden_reason: null },
      after: { hidden_reason: 'Scams are not allowed' },
    });
    expect((await stored(postId)).hidden_reason).toBe('Scams are not allowed');

    expect(await feedIds(reporter)).not.toContain(postId);
    expect(await feedIds(bystander)).not.toContain(postId);
    const own = (await t.request('GET', 'social/feed', { token: author.token })).body.data as {
      id: string;
      hidden_reason: string | null;
    }[];
    expect(own.find((p) => p.id === postId)?.hidden_reason).toBe('Scams are not allowed');
    expect(await moderationNotices(author)).toContainEqual({
      action: 'hide',
      target_type: 'post',
      target_id: postId,
      reason: 'Scams are not allowed',
      until: null,
    });
    // The report is answered and leaves the open queue.
    expect((await t.request('GET', 'social/reports', { token: reporter.token })).body.data).toContainEqual(
      expect.objectContaining({ id: filed.body.data.id, status: 'actioned' }),
    );
    const open = await t.request('GET', 'social/moderation/reports', { token: admin.token });
    expect((open.body.data as { id: string }[]).map((r) => r.id)).not.toContain(filed.body.data.id);

    const restored = await t.request('POST', 'social/moderation/actions', {
      token: admin.token,
      json: { target_type: 'post', target_id: postId, action: 'restore', reason: 'Seller verified' },
    });
    expect(restored.status).toBe(201);
    expect(await feedIds(reporter)).toContain(postId);
    expect(await stored(postId)).toEqual({ hidden_at: null, hidden_reason: null });
    const twice = await t.request('POST', 'social/moderation/actions', {
      token: admin.token,
      json: { target_type: 'post', target_id: postId, action: 'restore', reason: 'Again' },
    });
    expect(twice.status).toBe(409);

    // One audit row per action taken, none for the refused one; the log is the admin's alone.
    expect((await auditRows(postId)).map((r) => r.action)).toEqual(['hide', 'restore']);
    const log = await t.request('GET', 'social/moderation/actions?limit=1', { token: admin.token });
    expect(log.status).toBe(200);
    expect(log.body.data).toEqual([expect.objectContaining({ action: 'restore', target_id: postId })]);
    const next = await t.request('GET', `social/moderation/actions?limit=1&cursor=${log.body.next_cursor as string}`, {
      token: admin.token,
    });
    expect(next.body.data).toEqual([expect.objectContaining({ action: 'hide', target_id: postId })]);
    const refusedLog = await t.request('GET', 'social/moderation/actions', { token: author.token });
    expect(refusedLog.status).toBe(403);
  });

  it('a user who moderates nothing cannot hide, dismiss or rewrite the audit, in the API or in SQL', async () => {
    const postId = await post(author, 'Campground review');
    const filed = await report(reporter, postId, 'post', 'Off topic');
    const reportId = filed.body.data.id as string;

    const direct = await t.request('POST', 'social/moderation/actions', {
      token: bystander.token,
      json: { target_type: 'post', target_id: postId, action: 'hide', reason: 'I say so' },
    });
    expect(direct.status).toBe(403);
    expect(direct.body.error.message).toBe(NOT_MODERATOR);
    // Someone else's report does not exist to them; the reporter cannot decide their own report.
    const path = `social/moderation/reports/${reportId}/actions`;
    const json = { action: 'dismiss', reason: 'nah' };
    expect((await t.request('POST', path, { token: bystander.token, json })).status).toBe(404);
    expect((await t.request('POST', path, { token: reporter.token, json })).status).toBe(403);
    expect((await t.request('POST', path, { token: author.token, json: { action: 'hide', reason: 'x' } })).status).toBe(
      404,
    );

    expect(await stored(postId)).toEqual({ hidden_at: null, hidden_reason: null });
    expect(await auditRows(postId)).toEqual([]);
    expect(
      (await t.db.selectFrom('content_reports').select('status').where('id', '=', reportId).executeTakeFirst())?.status,
    ).toBe('open');

    // Straight SQL as those users: the columns, functions and tables are not theirs.
    expect(
      await sqlAs(t, author, `update posts set hidden_at = null, hidden_reason = null where id = '${postId}'`),
    ).toBe('42501');
    expect(await sqlAs(t, reporter, `select social_set_hidden('post', '${postId}', now(), 'x')`)).toBe('42501');
    expect(await sqlAs(t, reporter, `update content_reports set status = 'dismissed' where id = '${reportId}'`)).toBe(
      '42501',
    );
    expect(
      await sqlAs(
        t,
        reporter,
        `insert into moderation_actions (actor_id, action, target_type, target_id, reason)
         values ('${reporter.id}', 'hide', 'post', '${postId}', 'forged')`,
      ),
    ).toBe('42501');
    expect(await sqlAs(t, bystander, `select * from social_content_target('post', '${postId}')`)).toBe('42501');
    expect(
      await sqlAs(t, bystander, `select * from social_moderate('hide', 'post', '${postId}', null, 'x', null)`),
    ).toBe('42501');
    expect(await stored(postId)).toEqual({ hidden_at: null, hidden_reason: null });

    // Not even an admin changes or removes the audit.
    await t.request('POST', path, { token: admin.token, json: { action: 'dismiss', reason: 'Fine as it is' } });
    const asAdmin = (query: string) =>
      withUserTx(t.db, { userId: admin.id, moderator: true }, (tx) => sql.raw(query).execute(tx)).then(
        () => 'ok',
        (err: { code?: string }) => err.code,
      );
    expect(await asAdmin(`update moderation_actions set reason = 'rewritten' where target_id = '${postId}'`)).toBe(
      '42501',
    );
    expect(await asAdmin(`delete from moderation_actions where target_id = '${postId}'`)).toBe('42501');
    expect((await auditRows(postId)).map((r) => [r.action, r.reason])).toEqual([['dismiss', 'Fine as it is']]);
    // A dismissal changes nothing for the author: no notice.
    expect(((await moderationNotices(author)) as { target_id: string }[]).map((n) => n.target_id)).not.toContain(
      postId,
    );
    // Plain users read no audit at all.
    const peek = await withUserTx(t.db, { userId: author.id }, (tx) =>
      tx.selectFrom('moderation_actions').select('id').execute(),
    );
    expect(peek).toEqual([]);
  });

  it("a group's owner moderates what is written in the group, and nothing else", async () => {
    const owner = await t.signUp();
    const group = await t.request('POST', 'social/groups', {
      token: owner.token,
      json: { name: 'Boondockers of Utah', join_policy: 'open' },
    });
    expect(group.status).toBe(201);
    const groupId = group.body.data.id as string;
    for (const member of [author, reporter]) {
      expect((await t.request('POST', `social/groups/${groupId}/join`, { token: member.token })).status).toBeLessThan(
        300,
      );
    }
    const inGroup = await post(author, 'Buy my crypto course', { visibility: 'group', group_id: groupId });
    const outside = await post(author, 'Public post outside the group');
    const groupReport = await report(reporter, inGroup, 'post', 'Spam in the group');
    const outsideReport = await report(reporter, outside, 'post', 'Spam outside');

    const queue = await t.request('GET', 'social/moderation/reports', { token: owner.token });
    expect(queue.status).toBe(200);
    const queued = (queue.body.data as { id: string; group_id: string | null }[]).map((r) => r.id);
    expect(queued).toContain(groupReport.body.data.id);
    expect(queued).not.toContain(outsideReport.body.data.id);

    const hidden = await t.request('POST', `social/moderation/reports/${groupReport.body.data.id as string}/actions`, {
      token: owner.token,
      json: { action: 'hide', reason: 'No selling in this group' },
    });
    expect(hidden.status).toBe(201);
    expect(hidden.body.data.group_id).toBe(groupId);
    const visibleTo = (user: User) =>
      withUserTx(t.db, { userId: user.id }, (tx) =>
        tx.selectFrom('posts').select('id').where('id', '=', inGroup).execute(),
      );
    expect(await visibleTo(reporter)).toEqual([]);
    expect(await visibleTo(author)).toEqual([{ id: inGroup }]);
    expect(await visibleTo(owner)).toEqual([{ id: inGroup }]);

    const elsewhere = await t.request(
      'POST',
      `social/moderation/reports/${outsideReport.body.data.id as string}/actions`,
      {
        token: owner.token,
        json: { action: 'hide', reason: 'Not mine to hide' },
      },
    );
    expect(elsewhere.status).toBe(404);
    const direct = await t.request('POST', 'social/moderation/actions', {
      token: owner.token,
      json: { target_type: 'post', target_id: outside, action: 'hide', reason: 'Not mine to hide' },
    });
    expect(direct.status).toBe(403);
    expect((await stored(outside)).hidden_at).toBeNull();
    // Suspending is for site admins only, even about content in one's own group.
    const suspend = await t.request('POST', 'social/moderation/actions', {
      token: owner.token,
      json: { target_type: 'post', target_id: inGroup, action: 'suspend', reason: 'Spammer', suspend_days: 3 },
    });
    expect(suspend.status).toBe(403);
    expect((await t.request('GET', 'social/moderation/me', { token: author.token })).body.data).toBeNull();
  });

  it('an action and its audit row are one: when the transaction fails, neither remains', async () => {
    const postId = await post(author, 'Atomic post');
    await expect(
      withUserTx(t.db, { userId: admin.id, moderator: true }, async (tx) => {
        const { rows } = await sql<{ action: string }>`
          select action from social_moderate('hide', 'post', ${postId}::uuid, null, 'Rolled back', null)`.execute(tx);
        expect(rows).toEqual([{ action: 'hide' }]);
        throw new Error('failure after the audit insert');
      }),
    ).rejects.toThrow('failure after the audit insert');
    expect(await stored(postId)).toEqual({ hidden_at: null, hidden_reason: null });
    expect(await auditRows(postId)).toEqual([]);
  });

  it('a suspended user is told why and cannot post until it ends', async () => {
    const target = await t.signUp();
    const postId = await post(target, 'Rude post');
    const warned = await t.request('POST', 'social/moderation/actions', {
      token: admin.token,
      json: { target_type: 'post', target_id: postId, action: 'warn', reason: 'Be kind' },
    });
    expect(warned.status).toBe(201);
    const missingDays = await t.request('POST', 'social/moderation/actions', {
      token: admin.token,
      json: { target_type: 'user', target_id: target.id, action: 'suspend', reason: 'Repeated abuse' },
    });
    expect(missingDays.status).toBe(400);
    expect(missingDays.body.error.fields).toEqual({ suspend_days: 'required' });
    const hideUser = await t.request('POST', 'social/moderation/actions', {
      token: admin.token,
      json: { target_type: 'user', target_id: target.id, action: 'hide', reason: 'x' },
    });
    expect(hideUser.status).toBe(400);

    const suspended = await t.request('POST', 'social/moderation/actions', {
      token: admin.token,
      json: { target_type: 'user', target_id: target.id, action: 'suspend', reason: 'Repeated abuse', suspend_days: 7 },
    });
    expect(suspended.status).toBe(201);
    const me = await t.request('GET', 'social/moderation/me', { token: target.token });
    expect(me.body.data.reason).toBe('Repeated abuse');
    const days = (Date.parse(me.body.data.until as string) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const refused = await t.request('POST', 'social/posts', {
      token: target.token,
      json: { body: 'Still here', visibility: 'public' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('suspended');
    // The database refuses it too, whatever the handler does.
    expect(
      await sqlAs(t, target, `insert into posts (author_id, body, visibility) values ('${target.id}', 'x', 'public')`),
    ).toBe('42501');
    expect(await t.db.selectFrom('posts').select('id').where('author_id', '=', target.id).execute()).toEqual([
      { id: postId },
    ]);
    expect((await moderationNotices(target)).map((n) => (n as { action: string }).action)).toEqual(['suspend', 'warn']);
    expect((await t.request('GET', 'social/moderation/me', { token: author.token })).body.data).toBeNull();
  });

  it('e-mails a notice in the recipient language only when their e-mail notifications are on', async () => {
    const [french, silent] = [await t.signUp(), await t.signUp()];
    expect(
      (
        await t.request('PATCH', 'settings', {
          token: french.token,
          json: { display_preferences: { language: 'fr' } },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await t.request('PATCH', 'settings', {
          token: silent.token,
          json: { notification_preferences: { email_notifications: false } },
        })
      ).status,
    ).toBe(200);
    const frenchPost = await post(french, 'Mon message privé sur le camping');
    const silentPost = await post(silent, 'Quiet post');
    for (const id of [frenchPost, silentPost]) {
      const res = await t.request('POST', 'social/moderation/actions', {
        token: admin.token,
        json: { target_type: 'post', target_id: id, action: 'warn', reason: 'Secret moderator note' },
      });
      expect(res.status).toBe(201);
    }
    const mail = await t.lastMailTo(french.email);
    expect(mail?.subject).toBe('Un modérateur a examiné votre contenu');
    expect(mail?.body_text).toContain('http://app.test/social');
    // Only that something happened: neither the content nor the moderator's words travel by e-mail.
    expect(mail?.body_text).not.toContain('camping');
    expect(mail?.body_text).not.toContain('Secret moderator note');
    // The bell still rings for the one who turned e-mail off, but nothing is queued for them.
    expect(await moderationNotices(silent)).toHaveLength(1);
    expect(await t.lastMailTo(silent.email)).toBeUndefined();

    // Other areas' notices take the same way: a friend request.
    for (const recipient of [french, silent]) {
      const asked = await t.request('POST', 'social/friends/requests', {
        token: reporter.token,
        json: { user_id: recipient.id },
      });
      expect(asked.status).toBe(201);
    }
    expect((await t.lastMailTo(french.email))?.subject).toBe("Vous avez une nouvelle demande d'ami");
    expect(await t.lastMailTo(silent.email)).toBeUndefined();
  });
});
