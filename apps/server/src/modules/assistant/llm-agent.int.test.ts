// Pam with a model configured, end to end: the HTTP chat, the real tool registry on the real database (row-level
// security), and a fake OpenAI-compatible server on 127.0.0.1 scripted to call the tools the way a model does.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PAM_TOOL_NAMES } from '@ww/contracts';
import type { FakeLlmServer } from '#test/fakes/fake-llm-server.ts';
import { startFakeOpenAiServer } from '#test/fakes/fake-openai-server.ts';
import { createOpenAiCompatibleLlm } from '#providers/llm/openai-compatible.ts';
import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';

type User = Awaited<ReturnType<TestApp['signUp']>>;
type Row = Record<string, unknown>;

/** Nothing the built-in engine understands: these go to the model. */
const FOR_THE_MODEL = 'could you sort out that laundromat thing from this morning';
/** Today in a new account's time zone (America/New_York). */
const TODAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());

describe.each(DATABASE_KINDS)('Pam with a model on %s', (kind) => {
  let t: TestApp;
  let fake: FakeLlmServer;
  beforeAll(async () => {
    fake = await startFakeOpenAiServer({ apiKey: 'sk-local' });
    t = await createTestApp(kind, {
      providers: { llm: createOpenAiCompatibleLlm({ baseUrl: `${fake.url}/v1`, apiKey: 'sk-local', model: 'local' }) },
    });
  }, 60_000);
  // Every scripted step taken: the model was asked exactly as often as the test says.
  afterEach(() => expect(fake.pending()).toBe(0));
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const chat = async (u: User, message: string, session_id = 'llm') => {
    const res = await t.request('POST', 'pam-simple/chat', { token: u.token, json: { message, session_id } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as { response: string; metadata: Row };
  };
  const addExpense = async (u: User, amount: number, category: string) => {
    const res = await t.request('POST', 'expenses', { token: u.token, json: { amount, category, date: TODAY } });
    expect(res.status).toBe(201);
  };
  const expenses = async (u: User) => {
    const res = await t.request('GET', 'expenses', { token: u.token });
    return res.body.data as Row[];
  };
  /** The tool results the server sent back to the model in its last request. */
  const toolResults = () =>
    (fake.requests.at(-1)!.body.messages as { role: string; content: string }[])
      .filter((m) => m.role === 'tool')
      .map((m) => JSON.parse(m.content) as { ok: boolean; reply: string; data: unknown });

  it('a message the engine does not understand goes to the model, whose tool call writes as the user', async () => {
    const [a, b] = [await t.signUp(), await t.signUp()];
    fake.enqueue(
      {
        kind: 'reply',
        toolCalls: [{ name: 'log_expense', arguments: { amount: 7.25, category: 'other', description: 'Laundromat' } }],
      },
      { kind: 'reply', tokens: ['Done: ', '$7.25 for the laundromat.'] },
    );
    const answer = await chat(a, FOR_THE_MODEL);
    expect(answer.response).toBe('Done: $7.25 for the laundromat.');
    expect(answer.metadata).toMatchObject({
      engine: 'llm',
      tools: [{ name: 'log_expense', ok: true }],
      changed: ['expenses'],
      fallback_cause: null,
    });
    expect(await expenses(a)).toMatchObject([{ amount: 7.25, category: 'other', description: 'Laundromat' }]);
    expect(await expenses(b)).toEqual([]);
    const [result] = toolResults();
    expect(result).toMatchObject({ ok: true });
    expect(result!.reply).toMatch(/7\.25/);
    expect(fake.requests.at(-1)!.headers.authorization).toBe('Bearer sk-local');
  });

  it("a model asked for another user's expenses still reads only the signed-in user's", async () => {
    const [a, b] = [await t.signUp(), await t.signUp()];
    await addExpense(b, 987.65, 'food');
    await addExpense(a, 12.34, 'food');
    fake.enqueue(
      { kind: 'reply', toolCalls: [{ name: 'recent_expenses', arguments: { limit: 20, user_id: b.id } }] },
      { kind: 'reply', tokens: ['Here are your expenses.'] },
    );
    // The built-in engine refuses such a message outright; a model is told to, and is tested here as if it did not.
    await chat(a, FOR_THE_MODEL);
    const sent = JSON.stringify(toolResults());
    expect(sent).toContain('12.34');
    expect(sent).not.toContain('987.65');
  });

  it('a destructive call from the model is asked first and done on yes, once', async () => {
    const a = await t.signUp();
    await addExpense(a, 45, 'fuel');
    fake.enqueue({ kind: 'reply', toolCalls: [{ name: 'delete_expense', arguments: {} }] });
    const asked = await chat(a, 'the one I added, bin it', 'confirm');
    expect(asked.metadata).toMatchObject({ engine: 'llm', awaiting_confirmation: true });
    expect(asked.response).toMatch(/45\.00/);
    expect(await expenses(a)).toHaveLength(1);
    const done = await chat(a, 'yes', 'confirm');
    expect(done.metadata).toMatchObject({ changed: ['expenses'] });
    expect(await expenses(a)).toEqual([]);
  });

  it("sees every tool of the registry, the app's other families included, with the same confirmations", async () => {
    const a = await t.signUp();
    const stowed = await t.request('POST', 'storage-items', {
      token: a.token,
      json: { name: 'Awning crank', location: 'Rear locker' },
    });
    expect(stowed.status).toBe(201);
    fake.enqueue({ kind: 'reply', toolCalls: [{ name: 'delete_storage_item', arguments: { item: 'awning crank' } }] });
    const asked = await chat(a, FOR_THE_MODEL, 'registry');
    const offered = (fake.requests.at(-1)!.body.tools as { function: { name: string } }[]).map((x) => x.function.name);
    expect(offered.toSorted()).toEqual([...PAM_TOOL_NAMES].toSorted());
    expect(offered).toEqual(expect.arrayContaining(['create_post', 'add_to_cart', 'add_vehicle', 'delete_record']));
    // A destructive tool of another family is asked first, naming the item, exactly as the built-in engine asks.
    expect(asked.metadata).toMatchObject({ engine: 'llm', awaiting_confirmation: true });
    expect(asked.response).toMatch(/Awning crank/i);
    const items = async () => (await t.request('GET', 'storage-items', { token: a.token })).body.data as Row[];
    expect(await items()).toHaveLength(1);
    const done = await chat(a, 'yes', 'registry');
    expect(done.metadata).toMatchObject({ changed: expect.arrayContaining(['storage_items']) });
    expect(await items()).toEqual([]);
  });

  it('a model that refuses the key or sends garbage leaves the answer to the built-in engine, with the cause', async () => {
    const a = await t.signUp();
    fake.enqueue({ kind: 'status', status: 401 });
    const denied = await chat(a, FOR_THE_MODEL);
    expect(denied.metadata).toMatchObject({ engine: 'builtin', fallback_cause: 'authentication', changed: [] });
    expect(denied.response.length).toBeGreaterThan(0);
    fake.enqueue({ kind: 'garbage', data: '<html>502 Bad Gateway</html>' });
    expect((await chat(a, FOR_THE_MODEL)).metadata).toMatchObject({ fallback_cause: 'invalid_response' });
    // The engine is asked first on every message: a model that failed does not swallow the next one.
    const logged = await chat(a, 'I spent $12 on coffee today');
    expect(logged.metadata).toMatchObject({ engine: 'builtin', changed: ['expenses'] });
    expect(await expenses(a)).toMatchObject([{ amount: 12, category: 'food' }]);
  });

  it('Mock Mode (context.engine builtin) answers with the built-in engine alone, the model untouched', async () => {
    const a = await t.signUp();
    const before = fake.requests.length;
    const res = await t.request('POST', 'pam-simple/chat', {
      token: a.token,
      json: { message: FOR_THE_MODEL, session_id: 'mock', context: { engine: 'builtin' } },
    });
    expect(res.status).toBe(200);
    expect(res.body.metadata).toMatchObject({ engine: 'builtin', intent: 'unknown', fallback_cause: null });
    expect(fake.requests.length).toBe(before);
  });
});
