import { sql } from 'kysely';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationSchema, messageSchema, SOCIAL_LIMITS } from '@ww/contracts';
import { withUserTx } from '#db/with-user-tx.ts';

import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';
import { expectCannotTouch, sqlAs } from '#test/isolation.ts';

type User = Awaited<ReturnType<TestApp['signUp']>>;
type MessageBody = { id: string; body: string; read_by: string[]; hidden_reason: string | null };

describe.each(DATABASE_KINDS)('messages on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 60_000);
  afterAll(() => t.close());

  const start = (u: User, participantIds: string[], title?: string) =>
    t.request('POST', 'social/conversations', { token: u.token, json: { participant_ids: participantIds, title } });
  const send = (u: User, conversationId: string, body: string, headers: Record<string, string> = {}) =>
    t.request('POST', `social/conversations/${conversationId}/messages`, { token: u.token, json: { body }, headers });
  const history = (u: User, conversationId: string, query = '') =>
    t.request('GET', `social/conversations/${conversationId}/messages${query}`, { token: u.token });
  const pair = async () => {
    const [a, b] = [await t.signUp(), await t.signUp()];
    const started = await start(a, [b.id]);
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    return { a, b, id: started.body.data.id as string };
  };
  const block = async (blocker: User, blocked: User) =>
    expect(await sqlAs(t, blocker, `insert into user_blocks (blocked_id) values ('${blocked.id}')`)).toBe('ok');
  /** Rows the user's own request transaction sees: what row-level security lets through. */
  const countAs = async (u: User, query: string) =>
    withUserTx(t.db, { userId: u.id }, async (tx) =>
      Number((await sql.raw<{ n: string }>(query).execute(tx)).rows[0]!.n),
    );

  it('a direct conversation is made once per pair and reused whoever starts it again', async () => {
    const { a, b, id } = await pair();
    const again = await start(b, [a.id, b.id]);
    expect(again.status).toBe(201);
    expect(again.body.data.id).toBe(id);
    const conversation = conversationSchema.parse(again.body.data);
    expect(conversation).toMatchObject({ kind: 'direct', title: null, created_by: a.id, unread_count: 0 });
    expect(conversation.participants.map((p) => p.id).sort()).toEqual([a.id, b.id].sort());

    const listed = await t.request('GET', 'social/conversations', { token: b.token });
    expect(listed.status).toBe(200);
    expect((listed.body.data as { id: string }[]).map((c) => c.id)).toEqual([id]);
    expect((await t.request('GET', `social/conversations/${id}`, { token: a.token })).body.data.id).toBe(id);

    expect((await start(a, [a.id])).status).toBe(400);
    expect((await start(a, [])).status).toBe(400);
    expect((await start(a, ['not-a-uuid'])).status).toBe(400);
  });

  it('lists conversations by newest activity, paged', async () => {
    const [a, b, c] = [await t.signUp(), await t.signUp(), await t.signUp()];
    const withB = (await start(a, [b.id])).body.data.id as string;
    const withC = (await start(a, [c.id])).body.data.id as string;
    const order = async (query = '') => {
      const res = await t.request('GET', `social/conversations${query}`, { token: a.token });
      return { ids: (res.body.data as { id: string }[]).map((x) => x.id), next: res.body.next_cursor as string | null };
    };
    expect((await order()).ids).toEqual([withC, withB]);
    await send(b, withB, 'Still at the lake?');
    expect((await order()).ids).toEqual([withB, withC]);
    const first = await order('?limit=1');
    expect(first.ids).toEqual([withB]);
    const second = await order(`?limit=1&cursor=${first.next}`);
    expect(second).toEqual({ ids: [withC], next: null });
  });

  it('a group conversation holds everyone named and its title; more than the limit is refused', async () => {
    const [a, b, c] = [await t.signUp(), await t.signUp(), await t.signUp()];
    const group = await start(a, [b.id, c.id], '  Moab crew ');
    expect(group.status).toBe(201);
    expect(group.body.data).toMatchObject({ kind: 'group', title: 'Moab crew' });
    expect((group.body.data.participants as { id: string }[]).map((p) => p.id).sort()).toEqual(
      [a.id, b.id, c.id].sort(),
    );
    expect((await send(c, group.body.data.id as string, 'See you at the trailhead')).status).toBe(201);
    const many = Array.from({ length: SOCIAL_LIMITS.participantsMax }, () => crypto.randomUUID());
    expect((await start(a, many)).status).toBe(400);
  });

  it('user B, not a participant, cannot read, list, send to, mark or join user A’s conversation', async () => {
    const { a, b, id } = await pair();
    expect((await send(a, id, 'Space at the campground tonight?')).status).toBe(201);
    const intruder = await t.signUp();
    await expectCannotTouch(t, intruder, {
      lists: ['social/conversations'],
      attempts: [
        ['GET', `social/conversations/${id}`],
        ['GET', `social/conversations/${id}/messages`],
        ['POST', `social/conversations/${id}/messages`, { body: 'let me in' }],
        ['POST', `social/conversations/${id}/read`],
        ['POST', `social/conversations/${id}/typing`],
      ],
    });
    expect((await t.request('GET', 'social/conversations/unread', { token: intruder.token })).body.data).toEqual({
      total: 0,
    });
    // Not by SQL either: no rows to read, no adding oneself or anyone, no message slipped in.
    expect(await countAs(intruder, `select count(*) as n from messages where conversation_id = '${id}'`)).toBe(0);
    expect(await countAs(intruder, `select count(*) as n from conversations where id = '${id}'`)).toBe(0);
    expect(
      await countAs(intruder, `select count(*) as n from conversation_participants where conversation_id = '${id}'`),
    ).toBe(0);
    const join = `insert into conversation_participants (conversation_id, user_id) values ('${id}', '${intruder.id}')`;
    expect(await sqlAs(t, intruder, join)).toBe('42501');
    expect(await sqlAs(t, intruder, `insert into messages (conversation_id, body) values ('${id}', 'hi')`)).toBe(
      '42501',
    );
    // Only the creator adds people, and a direct conversation never takes a third.
    expect(await sqlAs(t, b, join)).toBe('42501');
    expect(await sqlAs(t, a, join)).toBe('42501');
    // Nobody sends as somebody else.
    expect(
      await sqlAs(t, b, `insert into messages (conversation_id, sender_id, body) values ('${id}', '${a.id}', 'x')`),
    ).toBe('42501');
    expect((await history(b, id)).body.data).toHaveLength(1);
  });

  it('nobody starts a conversation across a block or with a private profile, and a block closes a direct one', async () => {
    const { a, b, id } = await pair();
    const [blocker, hidden] = [await t.signUp(), await t.signUp()];
    await block(blocker, a);
    const refused = await start(a, [blocker.id]);
    expect(refused.status).toBe(404);
    expect(refused.body.error).toMatchObject({ code: 'participant_unavailable' });
    expect((await start(blocker, [a.id])).status).toBe(404);
    expect((await start(a, [b.id, blocker.id])).status).toBe(404);
    expect(
      (
        await t.request('PATCH', 'settings', {
          token: hidden.token,
          json: { privacy_preferences: { profile_visibility: 'private' } },
        })
      ).status,
    ).toBe(200);
    expect((await start(a, [hidden.id])).body.error).toMatchObject({ code: 'participant_unavailable' });
    // An account that does not exist gets the same answer.
    expect((await start(a, [crypto.randomUUID()])).body.error).toMatchObject({ code: 'participant_unavailable' });

    await block(b, a);
    for (const [from, text] of [
      [a, 'hello?'],
      [b, 'bye'],
    ] as const) {
      const closed = await send(from, id, text);
      expect(closed.status).toBe(403);
      expect(closed.body.error.code).toBe('blocked');
    }
    expect((await history(b, id)).body.data).toEqual([]);
  });

  it('a suspended traveller cannot send', async () => {
    const { a, id } = await pair();
    await sql`insert into user_suspensions (user_id, reason, until) values (${a.id}, 'spam', now() + interval '1 day')`.execute(
      t.db,
    );
    const refused = await send(a, id, 'buy my stuff');
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('suspended');
    expect(await sqlAs(t, a, `insert into messages (conversation_id, body) values ('${id}', 'x')`)).toBe('42501');
  });

  it('the same Idempotency-Key sends once: the retry gets the same message and no second row', async () => {
    const { a, b, id } = await pair();
    const headers = { 'idempotency-key': 'outbox-7f3a' };
    const first = await send(a, id, 'Queued while offline', headers);
    expect(first.status).toBe(201);
    expect(messageSchema.parse(first.body.data)).toMatchObject({ idempotency_key: 'outbox-7f3a', sender_id: a.id });
    const retry = await send(a, id, 'Queued while offline', headers);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body.data.id).toBe(first.body.data.id);
    expect(await countAs(a, `select count(*) as n from messages where conversation_id = '${id}'`)).toBe(1);
    // The other participant sees the message, not the sender's key; their own key space is their own.
    expect((await history(b, id)).body.data[0].idempotency_key).toBeNull();
    expect((await send(b, id, 'Got it', headers)).body.data.id).not.toBe(first.body.data.id);
    const reused = await send(a, id, 'Something else', headers);
    expect(reused.status).toBe(409);
    expect(reused.body.error.code).toBe('idempotency_key_reused');
  });

  it('counts unread messages per conversation and in total, and shows the sender who has read what', async () => {
    const { a, b, id } = await pair();
    const first = (await send(a, id, 'First')).body.data.id as string;
    const second = (await send(a, id, 'Second')).body.data.id as string;
    const other = await pair();
    await send(other.b, other.id, 'Unrelated');

    const bView = await t.request('GET', `social/conversations/${id}`, { token: b.token });
    expect(bView.body.data.unread_count).toBe(2);
    expect(bView.body.data.last_message).toMatchObject({ id: second, body: 'Second' });
    expect((await t.request('GET', `social/conversations/${id}`, { token: a.token })).body.data.unread_count).toBe(0);
    expect((await t.request('GET', 'social/conversations/unread', { token: b.token })).body.data.total).toBe(2);
    expect(((await history(a, id)).body.data as MessageBody[]).map((m) => m.read_by)).toEqual([[], []]);

    const read = await t.request('POST', `social/conversations/${id}/read`, { token: b.token });
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ conversation_id: id, user_id: b.id, last_read_at: expect.any(String) });
    expect((await t.request('GET', 'social/conversations/unread', { token: b.token })).body.data.total).toBe(0);
    const third = (await send(a, id, 'Third')).body.data.id as string;
    const seen = (await history(a, id)).body.data as MessageBody[];
    expect(seen.map((m) => [m.id, m.read_by])).toEqual([
      [third, []],
      [second, [b.id]],
      [first, [b.id]],
    ]);
    const listed = (await t.request('GET', 'social/conversations', { token: b.token })).body.data as {
      id: string;
      unread_count: number;
      participants: { id: string; last_read_at: string | null }[];
    }[];
    expect(listed.find((c) => c.id === id)?.unread_count).toBe(1);
    expect(listed.find((c) => c.id === id)?.participants.find((p) => p.id === b.id)?.last_read_at).toBe(
      read.body.data.last_read_at,
    );
  });

  it('rings the bell once per catch-up, not once per message', async () => {
    const { a, b, id } = await pair();
    const bell = async () =>
      ((await t.request('GET', 'notifications', { token: b.token })).body.data as { kind: string }[]).filter(
        (n) => n.kind === 'social.message',
      );
    await send(a, id, 'one');
    await send(a, id, 'two');
    const rung = await bell();
    expect(rung).toHaveLength(1);
    expect(rung[0]).toMatchObject({ data: { conversation_id: id, sender_id: a.id } });
    await t.request('POST', `social/conversations/${id}/read`, { token: b.token });
    await send(a, id, 'three');
    expect(await bell()).toHaveLength(2);
  });

  it('pages the history newest first with an opaque cursor', async () => {
    const { a, b, id } = await pair();
    for (let i = 1; i <= 5; i++) expect((await send(i % 2 ? a : b, id, `message ${i}`)).status).toBe(201);
    const bodies: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: { body: { data: MessageBody[]; next_cursor: string | null } } = await history(
        b,
        id,
        `?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      bodies.push(...page.body.data.map((m) => m.body));
      cursor = page.body.next_cursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(bodies).toEqual(['message 5', 'message 4', 'message 3', 'message 2', 'message 1']);
    expect((await history(b, id, '?cursor=nonsense')).status).toBe(400);
    expect((await history(b, id, '?limit=0')).status).toBe(400);
  });

  it('a hidden message shows only to its sender, with the reason', async () => {
    const { a, b, id } = await pair();
    const sent = (await send(a, id, 'Cheap generator, wire me the money')).body.data.id as string;
    await sql`update messages set hidden_at = now(), hidden_reason = 'Scam' where id = ${sent}`.execute(t.db);
    expect((await history(b, id)).body.data).toEqual([]);
    expect(
      (await t.request('GET', `social/conversations/${id}`, { token: b.token })).body.data.last_message,
    ).toBeNull();
    expect(((await history(a, id)).body.data as MessageBody[])[0]).toMatchObject({ id: sent, hidden_reason: 'Scam' });
  });

  it('refuses empty and overlong messages, and more than the limit a minute (429)', async () => {
    const { a, id } = await pair();
    expect((await send(a, id, '   ')).status).toBe(400);
    expect((await send(a, id, 'x'.repeat(SOCIAL_LIMITS.messageMaxChars + 1))).status).toBe(400);
    for (let i = 0; i < SOCIAL_LIMITS.messagesPerMinute; i++) expect((await send(a, id, `m${i}`)).status).toBe(201);
    const limited = await send(a, id, 'one too many');
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('rate_limited');
  });
});
