import { SOCIAL_LIMITS } from '@ww/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';
import { reportingKit } from '#test/social-kit.ts';
import { expectCannotTouch, sqlAs, expectSqlRefused } from '#test/isolation.ts';

type User = Awaited<ReturnType<TestApp['signUp']>>;

describe.each(DATABASE_KINDS)('reports on %s', (kind) => {
  let t: TestApp;
  let author: User;
  let reporter: User;

  const { post, report } = reportingKit(() => t);

  beforeAll(async () => {
    t = await createTestApp(kind);
    [author, reporter] = [await t.signUp(), await t.signUp()];
  }, 60_000);
  afterAll(() => t.close());

  it('files one open report per reporter and target, only about what the reporter can see', async () => {
    const postId = await post(author, 'Free generator, send a deposit first');
    const first = await report(reporter, postId);
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ target_type: 'post', target_id: postId, status: 'open', reason: 'Spam' });
    const again = await report(reporter, postId, 'post', 'Still spam');
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect([first.body.data.already_filed, again.body.data.already_filed]).toEqual([false, true]);
    const mine = await t.request('GET', 'social/reports', { token: reporter.token });
    expect(mine.body.data.map((r: { id: string }) => r.id)).toEqual([first.body.data.id]);

    const friendsOnly = await post(author, 'Only for friends', { visibility: 'friends' });
    expect((await report(reporter, friendsOnly)).status).toBe(404);
    expect((await report(reporter, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    // The right id under the wrong kind is nothing either.
    expect((await report(reporter, postId, 'listing')).status).toBe(404);
    const own = await report(author, postId);
    expect(own.status).toBe(400);
    expect(own.body.error.fields).toEqual({ target_id: 'own_content' });
    expect((await report(reporter, postId, 'post', ' ')).body.error.fields).toEqual({ reason: 'required' });
    expect((await report(reporter, postId, 'post', 'x'.repeat(1001))).body.error.fields).toEqual({
      reason: 'too_long',
    });
    expect((await report(reporter, author.id, 'user', 'Harassment')).status).toBe(201);

    // The author is found by the database from the content itself, not told by the reporter.
    const rows = await t.db
      .selectFrom('content_reports')
      .select(['target_type', 'target_author_id', 'reporter_id', 'group_id'])
      .where('target_id', 'in', [postId, friendsOnly, author.id])
      .orderBy('created_at')
      .execute();
    expect(rows).toEqual([
      { target_type: 'post', target_author_id: author.id, reporter_id: reporter.id, group_id: null },
      { target_type: 'user', target_author_id: author.id, reporter_id: reporter.id, group_id: null },
    ]);
    const forged = await sqlAs(
      t,
      reporter,
      `insert into content_reports (target_type, target_id, reason) values ('post', '${friendsOnly}', 'forged')`,
    );
    expect(forged).toBe('42501');
  });

  it("user B cannot read, change or delete user A's reports", async () => {
    const intruder = await t.signUp();
    const postId = await post(author, 'Reported once more');
    const filed = await report(reporter, postId, 'post', 'Mine');
    const id = filed.body.data.id as string;
    await expectCannotTouch(t, intruder, { lists: ['social/reports'] });
    // The author does not learn who reported them, and neither can change or withdraw the report in SQL.
    expect((await t.request('GET', 'social/reports', { token: author.token })).body.data).toEqual([]);
    for (const user of [intruder, author, reporter]) {
      await expectSqlRefused(t, user, [
        `update content_reports set reason = 'changed' where id = '${id}'`,
        `delete from content_reports where id = '${id}'`,
      ]);
    }
    expect(
      (await t.db.selectFrom('content_reports').select('reason').where('id', '=', id).executeTakeFirstOrThrow()).reason,
    ).toBe('Mine');
  });

  it('pages the reporter list newest first and refuses a made-up cursor', async () => {
    const pageOne = await t.request('GET', 'social/reports?limit=1', { token: reporter.token });
    expect(pageOne.body.data).toHaveLength(1);
    const pageTwo = await t.request('GET', `social/reports?limit=1&cursor=${pageOne.body.next_cursor as string}`, {
      token: reporter.token,
    });
    expect(pageTwo.body.data).toHaveLength(1);
    expect(pageTwo.body.data[0].created_at <= pageOne.body.data[0].created_at).toBe(true);
    expect(pageTwo.body.data[0].id).not.toBe(pageOne.body.data[0].id);
    const bad = await t.request('GET', 'social/reports?cursor=nonsense', { token: reporter.token });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ cursor: 'invalid_cursor' });
  });

  it(`takes at most ${SOCIAL_LIMITS.reportsPerHour} new reports an hour from one user`, async () => {
    const busy = await t.signUp();
    const authors = [await t.signUp(), await t.signUp(), await t.signUp()];
    const targets: string[] = [];
    for (let i = 0; i <= SOCIAL_LIMITS.reportsPerHour; i++) targets.push(await post(authors[i % 3]!, `Post ${i}`));
    for (const id of targets.slice(0, SOCIAL_LIMITS.reportsPerHour)) expect((await report(busy, id)).status).toBe(201);
    const over = await report(busy, targets.at(-1)!);
    expect(over.status).toBe(429);
    expect(over.body.error.code).toBe('rate_limited');
    // Repeating an open report is an answer, not a new report: it is not refused.
    expect((await report(busy, targets[0]!)).status).toBe(200);
  });
});
