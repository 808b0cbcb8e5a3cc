// The chat service with a model configured: what goes to the model, what never does, and the fallback to the built-in
// engine when the model fails. The model here is a scripted agent; the providers' own protocols are tested against
// loopback fakes in providers/llm.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '#platform/logger.ts';
import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';
import type { PamAgentResult } from './assistant.types.ts';
import { createAssistantService, type PamAgent } from './assistant.service.ts';
import { createPamMessageLimiter } from './pam-rate-limit.ts';

type User = Awaited<ReturnType<TestApp['signUp']>>;
/** Nothing in the engine's tables: only a model could answer it. */
const OPEN_QUESTION = 'Write me a haiku about autumn leaves';

describe.each(DATABASE_KINDS)('Pam with a model on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 60_000);
  afterAll(() => t.close());

  function serviceWith(respond: PamAgent['respond'], messageTimeoutMs = 2_000) {
    const calls: Parameters<PamAgent['respond']>[0][] = [];
    const published: unknown[] = [];
    const service = createAssistantService({
      db: t.deps.db,
      logger: createLogger('silent'),
      brain: { ...t.services.pam.brain, agent: { respond: (input) => (calls.push(input), respond(input)) } },
      greetingSources: t.services.pam.greeting,
      limiter: createPamMessageLimiter(),
      publishToUser: async (_userId, _event, payload) => void published.push(payload),
      messageTimeoutMs,
    });
    return { service, calls, published };
  }
  const expenses = async (u: User) => (await t.request('GET', 'expenses', { token: u.token })).body.data as unknown[];

  it('answers what the engine cannot with the model, streaming its tokens and passing the history', async () => {
    const u = await t.signUp();
    const tokens: string[] = [];
    const { service, calls, published } = serviceWith(async ({ onToken }) => {
      onToken?.('Once upon ');
      onToken?.('a time…');
      return {
        ok: true,
        reply: 'Once upon a time…',
        tools: [{ name: 'log_expense', ok: true }],
        changed: ['expenses'],
      };
    });
    await service.chat(u.id, { message: 'hello', session_id: 'story' });
    const reply = await service.chat(u.id, {
      message: OPEN_QUESTION,
      session_id: 'story',
      onToken: (token) => tokens.push(token),
    });
    expect(reply.response).toBe('Once upon a time…');
    expect(reply.metadata).toMatchObject({ engine: 'llm', intent: 'log_expense', changed: ['expenses'] });
    expect(tokens).toEqual(['Once upon ', 'a time…']);
    expect(published).toEqual([{ topics: ['expenses'] }]);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.history.map((h) => h.role)).toEqual(['user', 'assistant']);
    expect(calls[0]!.ctx).toMatchObject({ userId: u.id, language: 'en' });
  });

  it('never sends what the engine understands to the model', async () => {
    const u = await t.signUp();
    const { service, calls } = serviceWith(async () => ({ ok: true, reply: 'model', tools: [], changed: [] }));
    const reply = await service.chat(u.id, { message: 'I spent $18 on diesel today' });
    expect(reply.metadata.engine).toBe('builtin');
    expect(calls).toHaveLength(0);
    expect(await expenses(u)).toHaveLength(1);
  });

  it.each<[string, PamAgent['respond'], string]>([
    ['a model that is down', async () => ({ ok: false, cause: 'network', detail: 'ECONNREFUSED' }), 'network'],
    ['a rejected key', async () => ({ ok: false, cause: 'authentication', detail: '401' }), 'authentication'],
    ['a model that throws', () => Promise.reject(new Error('boom')), 'other'],
    ['a model slower than the message timeout', () => new Promise<PamAgentResult>(() => undefined), 'timeout'],
  ])('falls back to the built-in engine for %s, naming the cause', async (_what, respond, cause) => {
    const u = await t.signUp();
    const { service } = serviceWith(respond, 200);
    const reply = await service.chat(u.id, { message: OPEN_QUESTION });
    expect(reply.metadata).toMatchObject({ engine: 'builtin', fallback_cause: cause, intent: 'unknown' });
    expect(reply.response.length).toBeGreaterThan(0);
    // The next message is the engine's again: the failure swallowed nothing.
    expect((await service.chat(u.id, { message: 'I spent $5 on coffee today' })).metadata.changed).toEqual([
      'expenses',
    ]);
  });

  it("holds a model's destructive call for the user's yes", async () => {
    const u = await t.signUp();
    await t.request('POST', 'expenses', { token: u.token, json: { amount: 64, category: 'fuel', date: '2026-01-05' } });
    const { service } = serviceWith(async () => ({
      ok: true,
      reply: '',
      tools: [],
      changed: [],
      pendingConfirmation: { call: { name: 'delete_expense', args: {} }, prompt: 'Delete the $64.00 fuel expense?' },
    }));
    const asked = await service.chat(u.id, { message: OPEN_QUESTION, session_id: 'model-delete' });
    expect(asked.response).toBe('Delete the $64.00 fuel expense?');
    expect(asked.metadata.awaiting_confirmation).toBe(true);
    expect(await expenses(u)).toHaveLength(1);
    const done = await service.chat(u.id, { message: 'yes', session_id: 'model-delete' });
    expect(done.metadata.changed).toEqual(['expenses']);
    expect(await expenses(u)).toEqual([]);
  });
});
