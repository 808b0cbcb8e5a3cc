import { DATA_CHANGED_EVENT, ERROR_MESSAGES, PAM_LIMITS, pamChatResponseSchema, pamHealthSchema } from '@ww/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';
import { expectCannotTouch } from '#test/isolation.ts';

type User = Awaited<ReturnType<TestApp['signUp']>>;

describe.each(DATABASE_KINDS)('Pam chat over HTTP on %s', (kind) => {
  let t: TestApp;
  const published: { userId: string; event: string; payload: unknown }[] = [];
  beforeAll(async () => {
    t = await createTestApp(kind);
    // The service reads this when a reply is sent, as server.ts wires it to the pub/sub.
    t.deps.publishToUser = async (userId, event, payload) => {
      published.push({ userId, event, payload });
    };
  }, 60_000);
  afterAll(() => t.close());

  const chat = (u: User, json: unknown, headers: Record<string, string> = {}) =>
    t.request('POST', 'pam-simple/chat', { token: u.token, json, headers });
  const expenses = async (u: User) =>
    (await t.request('GET', 'expenses', { token: u.token })).body.data as Record<string, unknown>[];

  it('logs an expense from a sentence and answers with exactly the spec fields', async () => {
    const u = await t.signUp();
    const res = await chat(u, { message: 'I spent $12 on coffee today', user_id: u.id, type: 'message' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(pamChatResponseSchema.parse(res.body)).toBeTruthy();
    expect(Object.keys(res.body).sort()).toEqual(['metadata', 'response', 'session_id']);
    expect(res.body.response).toMatch(/12\.00/);
    expect(res.body.metadata).toMatchObject({
      engine: 'builtin',
      intent: 'log_expense',
      changed: ['expenses'],
      awaiting_confirmation: false,
      fallback_cause: null,
      replayed: false,
    });
    const rows = await expenses(u);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: 12, category: 'food' });
    expect(published).toContainEqual({ userId: u.id, event: DATA_CHANGED_EVENT, payload: { topics: ['expenses'] } });
  });

  it('keeps the session id it was given; without one, makes one and then continues it', async () => {
    const u = await t.signUp();
    const made = await chat(u, { message: 'hello' });
    expect(made.body.session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await chat(u, { message: 'thanks' })).body.session_id).toBe(made.body.session_id);
    const given = await chat(u, { message: 'hello', session_id: 'my-session-1' });
    expect(given.body.session_id).toBe('my-session-1');
    expect((await chat(u, { message: 'thanks' })).body.session_id).toBe('my-session-1');
  });

  it('asks and deletes across messages that name no session, as the HTTP fallback sends them', async () => {
    const u = await t.signUp();
    await chat(u, { message: 'I spent $45 on diesel today' });
    expect((await chat(u, { message: 'delete my last expense' })).body.metadata.awaiting_confirmation).toBe(true);
    await chat(u, { message: 'yes' });
    expect(await expenses(u)).toEqual([]);
  });

  it.each(['', '   \n\t '])('refuses the empty message %j with a validation error', async (message) => {
    const u = await t.signUp();
    const res = await chat(u, { message });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      class: 'validation',
      message: ERROR_MESSAGES.validation,
      fields: { message: 'required' },
    });
    expect(await t.request('GET', 'pam/conversations', { token: u.token })).toMatchObject({ body: { data: [] } });
  });

  it('refuses a message longer than the limit', async () => {
    const u = await t.signUp();
    const res = await chat(u, { message: 'a'.repeat(PAM_LIMITS.messageMaxChars + 1) });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ message: 'too_long' });
  });

  it("refuses a body naming another user's id, and a request without a token", async () => {
    const [a, b] = [await t.signUp(), await t.signUp()];
    const res = await chat(a, { message: 'I spent $5 on coffee', user_id: b.id });
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({ class: 'rls_permission', message: ERROR_MESSAGES.rls_permission });
    expect(await expenses(a)).toEqual([]);
    expect(await expenses(b)).toEqual([]);
    expect((await t.request('POST', 'pam-simple/chat', { json: { message: 'hello' } })).status).toBe(401);
  });

  it('limits the messages one user sends per minute, with a clear error', async () => {
    const [u, other] = [await t.signUp(), await t.signUp()];
    for (let i = 0; i < PAM_LIMITS.messagesPerMinute; i++)
      expect((await chat(u, { message: 'hello' })).status).toBe(200);
    const res = await chat(u, { message: 'hello' });
    expect(res.status).toBe(429);
    expect(res.body.error.code).toBe('rate_limited');
    expect(res.body.error.message).toMatch(/Too many messages/);
    expect((await chat(other, { message: 'hello' })).status).toBe(200);
  });

  it('answers and acts once per idempotency key, also when the same key arrives twice at once', async () => {
    const u = await t.signUp();
    const headers = { 'idempotency-key': 'queued-message-0001' };
    const first = await chat(u, { message: 'I spent $20 on diesel today' }, headers);
    const again = await chat(u, { message: 'I spent $20 on diesel today' }, headers);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body.response).toBe(first.body.response);
    expect(again.body.session_id).toBe(first.body.session_id);
    expect(again.body.metadata).toMatchObject({ message_id: first.body.metadata.message_id, replayed: true });
    expect(first.body.metadata.replayed).toBe(false);
    expect(await expenses(u)).toHaveLength(1);

    const together = { 'idempotency-key': 'queued-message-0002' };
    const both = await Promise.all([
      chat(u, { message: 'I spent $7 on coffee today' }, together),
      chat(u, { message: 'I spent $7 on coffee today' }, together),
    ]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both.map((r) => r.body.metadata.replayed).sort()).toEqual([false, true]);
    expect(await expenses(u)).toHaveLength(2);
  });

  describe('confirmation of a destructive action', () => {
    const session = (name: string) => ({ session_id: `confirm-${name}` });

    it('asks first and deletes the expense on yes', async () => {
      const u = await t.signUp();
      await chat(u, { message: 'I spent $45 on diesel today', ...session('yes') });
      const asked = await chat(u, { message: 'delete my last expense', ...session('yes') });
      expect(asked.status).toBe(200);
      expect(asked.body.metadata.awaiting_confirmation).toBe(true);
      expect(asked.body.response).toMatch(/45\.00/);
      expect(await expenses(u)).toHaveLength(1);
      const done = await chat(u, { message: 'yes', ...session('yes') });
      expect(done.body.metadata).toMatchObject({ awaiting_confirmation: false, changed: ['expenses'] });
      expect(await expenses(u)).toEqual([]);
    });

    it('keeps the expense on no', async () => {
      const u = await t.signUp();
      await chat(u, { message: 'I spent $45 on diesel today', ...session('no') });
      await chat(u, { message: 'delete my last expense', ...session('no') });
      const kept = await chat(u, { message: 'no', ...session('no') });
      expect(kept.body.metadata).toMatchObject({ awaiting_confirmation: false, changed: [] });
      expect(await expenses(u)).toHaveLength(1);
      // The question is gone: a later yes deletes nothing.
      await chat(u, { message: 'yes', ...session('no') });
      expect(await expenses(u)).toHaveLength(1);
    });

    it('drops the question when the next message is about something else', async () => {
      const u = await t.signUp();
      await chat(u, { message: 'I spent $45 on diesel today', ...session('other') });
      await chat(u, { message: 'delete my last expense', ...session('other') });
      await chat(u, { message: 'how much did I spend this month?', ...session('other') });
      await chat(u, { message: 'yes', ...session('other') });
      expect(await expenses(u)).toHaveLength(1);
    });

    it('never asks in one conversation and deletes in another', async () => {
      const u = await t.signUp();
      await chat(u, { message: 'I spent $45 on diesel today', ...session('one') });
      await chat(u, { message: 'delete my last expense', ...session('one') });
      await chat(u, { message: 'yes', ...session('two') });
      expect(await expenses(u)).toHaveLength(1);
    });

    it('refuses to delete everything', async () => {
      const u = await t.signUp();
      await chat(u, { message: 'I spent $45 on diesel today' });
      const res = await chat(u, { message: 'delete all my expenses' });
      expect(res.body.metadata.awaiting_confirmation).toBe(false);
      await chat(u, { message: 'yes' });
      expect(await expenses(u)).toHaveLength(1);
    });
  });

  describe('stored conversations', () => {
    it('lists, reads, rates and deletes them, and another user can touch none of it', async () => {
      const [a, b] = [await t.signUp(), await t.signUp()];
      const reply = await chat(a, { message: 'I spent $9 on coffee today', session_id: 'shared-name' });
      const messageId = reply.body.metadata.message_id as string;

      const list = await t.request('GET', 'pam/conversations', { token: a.token });
      expect(list.body.data).toEqual([
        expect.objectContaining({ session_id: 'shared-name', message_count: 2, preview: 'I spent $9 on coffee today' }),
      ]);
      const messages = await t.request('GET', 'pam/conversations/shared-name/messages', { token: a.token });
      expect(messages.body.data.map((m: { role: string }) => m.role)).toEqual(['user', 'pam']);
      expect(messages.body.data[1]).toMatchObject({ id: messageId, content: reply.body.response, feedback: null });
      expect(messages.body.data[1].metadata).not.toHaveProperty('call');

      await expectCannotTouch(t, b, {
        lists: ['pam/conversations'],
        attempts: [
          ['GET', 'pam/conversations/shared-name/messages'],
          ['DELETE', 'pam/conversations/shared-name'],
          ['POST', 'pam/feedback', { message_id: messageId, rating: -1 }],
        ],
      });
      // B's "delete all" and B's own conversation of the same name leave A's alone.
      expect((await t.request('DELETE', 'pam/conversations', { token: b.token })).status).toBe(204);
      await chat(b, { message: 'hello', session_id: 'shared-name' });
      const bMessages = await t.request('GET', 'pam/conversations/shared-name/messages', { token: b.token });
      expect(bMessages.body.data.map((m: { content: string }) => m.content)).toEqual(['hello', expect.any(String)]);

      expect(
        (await t.request('POST', 'pam/feedback', { token: a.token, json: { message_id: messageId, rating: 1 } }))
          .status,
      ).toBe(204);
      const rated = await t.request('GET', 'pam/conversations/shared-name/messages', { token: a.token });
      expect(rated.body.data[1].feedback).toBe(1);

      expect((await t.request('DELETE', 'pam/conversations/shared-name', { token: a.token })).status).toBe(204);
      expect((await t.request('GET', 'pam/conversations/shared-name/messages', { token: a.token })).status).toBe(404);
      expect((await t.request('GET', 'pam/conversations', { token: b.token })).body.data).toHaveLength(1);
    });

    it('deletes all of the user’s conversations at once', async () => {
      const u = await t.signUp();
      await chat(u, { message: 'hello', session_id: 's1' });
      await chat(u, { message: 'hello', session_id: 's2' });
      expect((await t.request('GET', 'pam/conversations', { token: u.token })).body.data).toHaveLength(2);
      expect((await t.request('DELETE', 'pam/conversations', { token: u.token })).status).toBe(204);
      expect((await t.request('GET', 'pam/conversations', { token: u.token })).body.data).toEqual([]);
    });
  });

  describe('greeting', () => {
    it('names a budget past 80 % when suggestions are on, in the language asked', async () => {
      const u = await t.signUp();
      const budget = await t.request('POST', 'budgets', {
        token: u.token,
        json: { category: 'fuel', period: 'monthly', amount: 200 },
      });
      expect(budget.status, JSON.stringify(budget.body)).toBe(201);
      await chat(u, { message: 'I spent $170 on diesel today' });
      const en = await t.request('GET', 'pam/greeting', { token: u.token });
      expect(en.body.data.greeting).toMatch(/85%.*fuel.*\$170\.00.*\$200\.00/);
      const es = await t.request('GET', 'pam/greeting?language=es', { token: u.token });
      expect(es.body.data.greeting).toMatch(/85 %.*combustible/);

      await t.request('PATCH', 'settings', {
        token: u.token,
        json: { pam_preferences: { proactive_suggestions: false } },
      });
      const plain = await t.request('GET', 'pam/greeting', { token: u.token });
      expect(plain.body.data.greeting).toMatch(/^Hi, I'm Pam!/);
      expect(plain.body.data.greeting).not.toMatch(/%/);
    });

    it('greets plainly when there is nothing to point out', async () => {
      const u = await t.signUp();
      const fr = await t.request('GET', 'pam/greeting?language=fr', { token: u.token });
      expect(fr.body.data.greeting).toMatch(/^Bonjour, je suis Pam/);
    });
  });

  it('reports its health without sign-in', async () => {
    const res = await t.request('GET', 'pam/health');
    expect(res.status).toBe(200);
    const health = pamHealthSchema.parse(res.body);
    expect(health.status).toBe('healthy');
    expect(health.modules).toMatchObject({ builtin_engine: 'ok', database: 'ok', llm: 'not_configured' });
    expect(health.features).toMatchObject({ builtin_engine: true, llm: false, websocket: true });
    expect(health.features.languages).toEqual(['en', 'es', 'fr']);
  });
});
