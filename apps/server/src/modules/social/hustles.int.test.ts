import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';
import { expectCannotTouch, sqlAs } from '#test/isolation.ts';
import { sideIncomeKindOf } from './hustles.service.ts';

type User = Awaited<ReturnType<TestApp['signUp']>>;
type Hustle = { id: string; vote_count: number; voted_by_me: boolean; comment_count: number; tags: string[] };

const idea = (over: Record<string, unknown> = {}) => ({
  title: 'Workamping at campgrounds',
  description: 'Host a site in exchange for a free pitch and a wage.',
  earnings: { min: 15, max: 22.5, currency: 'USD', period: 'hour' },
  tags: ['Workamping', ' seasonal ', 'workamping'],
  ...over,
});

describe('the kind a tried hustle gets in the Make Money tracker', () => {
  it('is the first tag naming a tracker kind, written with spaces, hyphens or underscores, else other', () => {
    expect(sideIncomeKindOf(['summer', 'remote work', 'crafts'])).toBe('remote_work');
    expect(sideIncomeKindOf(['remote-work'])).toBe('remote_work');
    expect(sideIncomeKindOf(['workamping'])).toBe('workamping');
    expect(sideIncomeKindOf(['dog walking'])).toBe('other');
    expect(sideIncomeKindOf([])).toBe('other');
  });
});

describe.each(DATABASE_KINDS)('the hustle board on %s', (kind) => {
  let t: TestApp;
  let author: User;
  let reader: User;
  let third: User;
  const ids = (res: { body: { data: Hustle[] } }) => res.body.data.map((h) => h.id);
  const create = async (user: User, json: Record<string, unknown>) => {
    const res = await t.request('POST', 'social/hustles', { token: user.token, json });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data as Hustle;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    [author, reader, third] = [await t.signUp(), await t.signUp(), await t.signUp()];
    await t.request('PATCH', 'profile', { token: author.token, json: { full_name: 'Ada Author' } });
  }, 60_000);
  afterAll(() => t.close());

  it('shares an idea with earnings and lower-case tags, and refuses bad input with 400 naming the field', async () => {
    const created = await t.request('POST', 'social/hustles', { token: author.token, json: idea() });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      title: 'Workamping at campgrounds',
      earnings: { min: 15, max: 22.5, currency: 'USD', period: 'hour' },
      tags: ['workamping', 'seasonal'],
      vote_count: 0,
      voted_by_me: false,
      comment_count: 0,
      side_income_source_id: null,
      mine: true,
      author: { id: author.id, display_name: 'Ada Author' },
      hidden_at: null,
    });
    const bare = await create(author, { title: 'Sell photos of the road' });
    expect(bare).toMatchObject({ earnings: null, tags: [], description: '' });

    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ title: '' }, { title: 'required' }],
      [{ earnings: { min: -1, currency: 'USD', period: 'hour' } }, { 'earnings.min': 'amount_negative' }],
      [{ earnings: { min: 10.001, currency: 'USD', period: 'hour' } }, { 'earnings.min': 'too_many_decimals' }],
      [{ earnings: { min: 30, max: 20, currency: 'USD', period: 'day' } }, { 'earnings.max': 'range_reversed' }],
      [{ earnings: { min: 10, currency: 'ABC', period: 'day' } }, { 'earnings.currency': 'invalid_currency' }],
      [{ earnings: { min: 10, currency: 'USD', period: 'year' } }, { 'earnings.period': 'invalid_period' }],
      [{ tags: Array.from({ length: 11 }, (_, i) => `tag${i}`) }, { tags: 'too_many' }],
      [{ tags: ['x'.repeat(31)] }, { 'tags.0': 'too_long' }],
      [{ tags: ['<b>bold</b>'] }, { 'tags.0': 'invalid_tag' }],
    ];
    for (const [over, fields] of cases) {
      const res = await t.request('POST', 'social/hustles', { token: third.token, json: idea(over) });
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.error.fields, JSON.stringify(over)).toMatchObject(fields);
    }
    const badQuery = await t.request('GET', 'social/hustles?sort=best', { token: third.token });
    expect(badQuery.status).toBe(400);
    expect((await t.request('GET', 'social/hustles?cursor=abc', { token: third.token })).status).toBe(400);
  });

  it('user B cannot change or delete user A’s hustle or comment, by the API or in SQL', async () => {
    const hustle = await create(author, idea({ title: 'Mobile bike repair' }));
    const path = `social/hustles/${hustle.id}`;
    const comment = await t.request('POST', `${path}/comments`, { token: author.token, json: { body: 'Bring tools' } });
    expect(comment.status).toBe(201);
    await expectCannotTouch(t, reader, {
      attempts: [
        ['PATCH', path, { title: 'Mine now' }],
        ['DELETE', path],
        ['DELETE', `social/hustle-comments/${comment.body.data.id as string}`],
      ],
    });
    expect(await sqlAs(t, reader, `update hustles set title = 'Mine', vote_count = 99 where id = '${hustle.id}'`)).toBe(
      '42501',
    );
    expect(await sqlAs(t, reader, `update hustles set title = 'Mine' where id = '${hustle.id}'`)).toBe('ok');
    expect(await sqlAs(t, reader, `delete from hustle_comments where id = '${comment.body.data.id as string}'`)).toBe(
      'ok',
    );
    const row = await t.db.selectFrom('hustles').select(['title', 'vote_count']).where('id', '=', hustle.id).execute();
    expect(row).toEqual([{ title: 'Mobile bike repair', vote_count: 0 }]);
    const comments = await t.request('GET', `${path}/comments`, { token: reader.token });
    expect(comments.body.data).toHaveLength(1);
    expect(comments.body.data[0]).toMatchObject({ body: 'Bring tools', can_delete: false });

    const edited = await t.request('PATCH', path, { token: author.token, json: { earnings: null, tags: ['Bikes'] } });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ title: 'Mobile bike repair', earnings: null, tags: ['bikes'] });
    expect((await t.request('DELETE', path, { token: author.token })).status).toBe(204);
    expect((await t.request('GET', path, { token: reader.token })).status).toBe(404);
  });

  it('one vote per user; the board sorts by votes then newest, pages without repeats, and searches text and tags', async () => {
    const poster = await t.signUp();
    const [a, b, c] = [
      await create(
        poster,
        idea({ title: 'Remote bookkeeping', description: 'Clients anywhere', tags: ['remote work'] }),
      ),
      await create(
        poster,
        idea({ title: 'Crafts at markets', description: 'Café markets on weekends', tags: ['crafts'] }),
      ),
      await create(poster, idea({ title: 'Dog sitting', description: 'Pets of other travellers', tags: [] })),
    ];
    const vote = (user: User, id: string) => t.request('PUT', `social/hustles/${id}/vote`, { token: user.token });
    const first = await vote(reader, b.id);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ vote_count: 1, voted_by_me: true });
    expect((await vote(reader, b.id)).body.data).toMatchObject({ vote_count: 1, voted_by_me: true });
    expect((await vote(third, b.id)).body.data.vote_count).toBe(2);
    expect((await vote(third, a.id)).body.data.vote_count).toBe(1);
    expect(await sqlAs(t, reader, `insert into hustle_votes (hustle_id) values ('${b.id}')`)).toBe('23505');

    const board = (query: string) =>
      t.request('GET', `social/hustles?author_id=${poster.id}&${query}`, { token: reader.token });
    const top = await board('sort=top');
    expect(ids(top)).toEqual([b.id, a.id, c.id]);
    expect((top.body.data as Hustle[]).map((h) => [h.vote_count, h.voted_by_me])).toEqual([
      [2, true],
      [1, false],
      [0, false],
    ]);
    expect(ids(await board('sort=newest'))).toEqual([c.id, b.id, a.id]);

    const unvoted = await t.request('DELETE', `social/hustles/${b.id}/vote`, { token: reader.token });
    expect(unvoted.status).toBe(204);
    expect((await t.request('GET', `social/hustles/${b.id}`, { token: reader.token })).body.data).toMatchObject({
      vote_count: 1,
      voted_by_me: false,
    });

    for (const sort of ['top', 'newest']) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: { body: { data: Hustle[]; next_cursor: string | null } } = await board(
          `sort=${sort}&limit=1${cursor ? `&cursor=${cursor}` : ''}`,
        );
        seen.push(...page.body.data.map((h) => h.id));
        cursor = page.body.next_cursor;
      } while (cursor);
      // a and b both have one vote now: the newer first.
      expect(seen, sort).toEqual(sort === 'top' ? [b.id, a.id, c.id] : [c.id, b.id, a.id]);
    }

    expect(ids(await board(`q=${encodeURIComponent('CAFE')}`))).toEqual([b.id]);
    expect(ids(await board('q=remote%20clients'))).toEqual([a.id]);
    expect(ids(await board('tag=Crafts'))).toEqual([b.id]);
    expect(ids(await board('tag=remote%20work'))).toEqual([a.id]);
  });

  it('comments notify the hustle’s author; the author may delete any comment under it, others only their own', async () => {
    const hustle = await create(author, idea({ title: 'Van conversions' }));
    const path = `social/hustles/${hustle.id}/comments`;
    const mine = await t.request('POST', path, { token: reader.token, json: { body: 'How much per build?' } });
    expect(mine.status).toBe(201);
    expect(mine.body.data).toMatchObject({ body: 'How much per build?', can_delete: true, author: { id: reader.id } });
    const theirs = await t.request('POST', path, { token: third.token, json: { body: 'Done two, it pays.' } });
    expect((await t.request('POST', path, { token: reader.token, json: { body: ' ' } })).status).toBe(400);

    const bell = await t.request('GET', 'notifications', { token: author.token });
    const notices = (bell.body.data as { kind: string; data: Record<string, string> }[]).filter(
      (n) => n.kind === 'social.comment' && n.data.hustle_id === hustle.id,
    );
    expect(notices.map((n) => n.data.comment_id).sort()).toEqual(
      [mine.body.data.id as string, theirs.body.data.id as string].sort(),
    );

    expect(
      (await t.request('GET', `social/hustles/${hustle.id}`, { token: reader.token })).body.data.comment_count,
    ).toBe(2);
    const listed = await t.request('GET', `${path}?limit=1`, { token: author.token });
    expect(listed.body.data.map((c: { id: string }) => c.id)).toEqual([mine.body.data.id]);
    const rest = await t.request('GET', `${path}?limit=1&cursor=${listed.body.next_cursor as string}`, {
      token: author.token,
    });
    expect(rest.body.data.map((c: { id: string }) => c.id)).toEqual([theirs.body.data.id]);
    expect(rest.body.next_cursor).toBeNull();

    const byOther = await t.request('DELETE', `social/hustle-comments/${theirs.body.data.id as string}`, {
      token: reader.token,
    });
    expect(byOther.status).toBe(404);
    const byHustleAuthor = await t.request('DELETE', `social/hustle-comments/${theirs.body.data.id as string}`, {
      token: author.token,
    });
    expect(byHustleAuthor.status).toBe(204);
    const own = await t.request('DELETE', `social/hustle-comments/${mine.body.data.id as string}`, {
      token: reader.token,
    });
    expect(own.status).toBe(204);
    expect((await t.request('GET', path, { token: author.token })).body.data).toEqual([]);
  });

  it('an author across a block disappears with their hustles and comments; hidden ones are seen by their author only', async () => {
    const [a, b, c] = [await t.signUp(), await t.signUp(), await t.signUp()];
    const aIdea = await create(a, idea({ title: 'Solar installs' }));
    const cIdea = await create(c, idea({ title: 'Teaching online' }));
    const aComment = await t.request('POST', `social/hustles/${cIdea.id}/comments`, {
      token: a.token,
      json: { body: 'Works well with Starlink' },
    });
    expect((await t.request('POST', 'social/blocks', { token: b.token, json: { user_id: a.id } })).status).toBe(201);

    const board = (user: User) => t.request('GET', 'social/hustles?limit=50', { token: user.token }).then(ids);
    expect(await board(b)).not.toContain(aIdea.id);
    expect((await t.request('GET', `social/hustles/${aIdea.id}`, { token: b.token })).status).toBe(404);
    expect((await t.request('PUT', `social/hustles/${aIdea.id}/vote`, { token: b.token })).status).toBe(404);
    expect((await t.request('POST', `social/hustles/${aIdea.id}/try`, { token: b.token })).status).toBe(404);
    const comment = await t.request('POST', `social/hustles/${aIdea.id}/comments`, {
      token: b.token,
      json: { body: 'hi' },
    });
    expect(comment.status).toBe(404);
    const cComments = await t.request('GET', `social/hustles/${cIdea.id}/comments`, { token: b.token });
    expect(cComments.body.data).toEqual([]);
    expect((await t.request('GET', `social/hustles/${cIdea.id}`, { token: b.token })).body.data.comment_count).toBe(0);

    await t.db
      .updateTable('hustle_comments')
      .set({ hidden_at: new Date(), hidden_reason: 'Advertising' })
      .where('id', '=', aComment.body.data.id as string)
      .execute();
    await t.db
      .updateTable('hustles')
      .set({ hidden_at: new Date(), hidden_reason: 'Pyramid scheme' })
      .where('id', '=', cIdea.id)
      .execute();
    expect(await board(a)).not.toContain(cIdea.id);
    expect((await t.request('GET', `social/hustles/${cIdea.id}`, { token: a.token })).status).toBe(404);
    const own = await t.request('GET', `social/hustles/${cIdea.id}`, { token: c.token });
    expect(own.body.data).toMatchObject({ hidden_reason: 'Pyramid scheme', mine: true, comment_count: 0 });
    expect(await board(c)).toContain(cIdea.id);
  });

  it('"try this" adds a side income source for the caller only, once, which outlives the hustle', async () => {
    const [tryer, bystander] = [await t.signUp(), await t.signUp()];
    const hustle = await create(author, idea({ title: 'Seasonal fruit picking', tags: ['Seasonal', 'outdoors'] }));
    const path = `social/hustles/${hustle.id}/try`;

    const tried = await t.request('POST', path, { token: tryer.token });
    expect(tried.status).toBe(201);
    expect(tried.body.data).toMatchObject({
      hustle_id: hustle.id,
      name: 'Seasonal fruit picking',
      kind: 'seasonal',
      created: true,
    });
    const again = await t.request('POST', path, { token: tryer.token });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({
      side_income_source_id: tried.body.data.side_income_source_id,
      created: false,
    });

    const sources = await t.request('GET', 'side-income-sources', { token: tryer.token });
    expect(sources.body.data).toEqual([
      expect.objectContaining({
        id: tried.body.data.side_income_source_id,
        name: 'Seasonal fruit picking',
        kind: 'seasonal',
        notes: 'Host a site in exchange for a free pitch and a wage.',
      }),
    ]);
    expect((await t.request('GET', 'side-income-sources', { token: bystander.token })).body.data).toEqual([]);
    expect((await t.request('GET', 'side-income-sources', { token: author.token })).body.data).toEqual([]);
    const seen = (user: User) => t.request('GET', `social/hustles/${hustle.id}`, { token: user.token });
    expect((await seen(tryer)).body.data.side_income_source_id).toBe(tried.body.data.side_income_source_id);
    expect((await seen(bystander)).body.data.side_income_source_id).toBeNull();

    expect((await t.request('DELETE', `social/hustles/${hustle.id}`, { token: author.token })).status).toBe(204);
    const kept = await t.request('GET', 'side-income-sources', { token: tryer.token });
    expect(kept.body.data.map((s: { name: string }) => s.name)).toEqual(['Seasonal fruit picking']);
  });

  it('a suspended user cannot share or comment; past SOCIAL_LIMITS.postsPerMinute a minute the answer is 429', async () => {
    const [suspended, busy] = [await t.signUp(), await t.signUp()];
    const target = await create(author, idea({ title: 'Dog grooming' }));
    await t.db
      .insertInto('user_suspensions')
      .values({ user_id: suspended.id, reason: 'Spam', until: new Date(Date.now() + 86_400_000) })
      .execute();
    const post = await t.request('POST', 'social/hustles', { token: suspended.token, json: idea() });
    expect(post.status).toBe(403);
    expect(post.body.error.code).toBe('suspended');
    const comment = await t.request('POST', `social/hustles/${target.id}/comments`, {
      token: suspended.token,
      json: { body: 'Buy my course' },
    });
    expect(comment.status).toBe(403);
    expect(
      await sqlAs(t, suspended, `insert into hustle_comments (hustle_id, body) values ('${target.id}', 'x')`),
    ).toBe('42501');

    for (let i = 0; i < 5; i++) await create(busy, idea({ title: `Idea ${i}` }));
    for (let i = 0; i < 5; i++) {
      const res = await t.request('POST', `social/hustles/${target.id}/comments`, {
        token: busy.token,
        json: { body: `Comment ${i}` },
      });
      expect(res.status).toBe(201);
    }
    const over = await t.request('POST', 'social/listings', {
      token: busy.token,
      json: { title: 'Tent', price: 20, currency: 'USD', category: 'camping_gear', condition: 'good' },
    });
    expect(over.status).toBe(429);
  });
});
