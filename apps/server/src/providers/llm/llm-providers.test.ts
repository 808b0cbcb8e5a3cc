import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAnthropicLlm } from './anthropic.ts';
import { startFakeAnthropicServer } from '#test/fakes/fake-anthropic-server.ts';
import type { FakeLlmServer } from '#test/fakes/fake-llm-server.ts';
import { startFakeOpenAiServer } from '#test/fakes/fake-openai-server.ts';
import { LlmError, type LlmMessage, type LlmProvider, type LlmToolSpec } from './llm.ts';
import { createOpenAiCompatibleLlm } from './openai-compatible.ts';

const API_KEY = 'sk-test-key';
const expenseTool: LlmToolSpec = {
  name: 'log_expense',
  description: 'Logs an expense.',
  parameters: {
    type: 'object',
    properties: { amount: { type: 'number' }, category: { type: 'string', enum: ['fuel', 'food'] } },
    required: ['amount', 'category'],
  },
};

const kinds = [
  {
    kind: 'openai-compatible',
    start: () => startFakeOpenAiServer({ apiKey: API_KEY }),
    // OpenAI-compatible servers are configured with their /v1 base (Ollama: http://127.0.0.1:11434/v1).
    create: (url: string, apiKey = API_KEY) =>
      createOpenAiCompatibleLlm({ baseUrl: `${url}/v1`, apiKey, model: 'm-1' }),
  },
  {
    kind: 'anthropic',
    start: () => startFakeAnthropicServer({ apiKey: API_KEY }),
    create: (url: string, apiKey = API_KEY) => createAnthropicLlm({ baseUrl: url, apiKey, model: 'm-1' }),
  },
] as const;

async function failure(promise: Promise<unknown>): Promise<LlmError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof LlmError) return err;
    throw err;
  }
  throw new Error('expected the call to fail');
}

const ask = (text: string): LlmMessage[] => [{ role: 'user', content: text }];

describe.each(kinds)('$kind client against its fake server', ({ kind, start, create }) => {
  let fake: FakeLlmServer;
  let llm: LlmProvider;
  beforeAll(async () => {
    fake = await start();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.requests.length = 0;
    llm = create(fake.url);
  });

  it('streams a plain reply: onToken gets each piece as it arrives, the result is the whole text', async () => {
    fake.enqueue({ kind: 'reply', tokens: ['Hel', 'lo ', 'there', '!'] });
    const tokens: string[] = [];
    const result = await llm.chat({
      system: 'You are Pam.',
      messages: ask('hi'),
      tools: [],
      onToken: (t) => tokens.push(t),
    });
    expect(result).toEqual({ text: 'Hello there!', toolCalls: [] });
    expect(tokens).toEqual(['Hel', 'lo ', 'there', '!']);
    const { body, headers } = fake.requests[0]!;
    expect(body).toMatchObject({ model: 'm-1', stream: true });
    expect(body).not.toHaveProperty('tools');
    if (kind === 'anthropic') {
      expect(headers['x-api-key']).toBe(API_KEY);
      expect(body).toMatchObject({
        system: 'You are Pam.',
        messages: [{ role: 'user', content: [{ type: 'text', text: 'hi' }] }],
      });
    } else {
      expect(headers.authorization).toBe(`Bearer ${API_KEY}`);
      expect(body.messages).toEqual([
        { role: 'system', content: 'You are Pam.' },
        { role: 'user', content: 'hi' },
      ]);
    }
  });

  it('assembles a streamed tool call, then sends the call and its result back in the next round', async () => {
    fake.enqueue(
      {
        kind: 'reply',
        tokens: ['Logging it.'],
        toolCalls: [{ id: 'c1', name: 'log_expense', arguments: { amount: 45, category: 'fuel' } }],
      },
      { kind: 'reply', tokens: ['Logged $45.00 for fuel.'] },
    );
    const messages = ask('I spent $45 on diesel');
    const first = await llm.chat({ system: 's', messages, tools: [expenseTool] });
    expect(first).toEqual({
      text: 'Logging it.',
      toolCalls: [{ id: 'c1', name: 'log_expense', arguments: { amount: 45, category: 'fuel' } }],
    });
    messages.push(
      { role: 'assistant', content: first.text, toolCalls: first.toolCalls },
      { role: 'tool', toolCallId: 'c1', name: 'log_expense', content: '{"ok":true,"reply":"Logged $45.00"}' },
    );
    const second = await llm.chat({ system: 's', messages, tools: [expenseTool] });
    expect(second).toEqual({ text: 'Logged $45.00 for fuel.', toolCalls: [] });

    const [round1, round2] = fake.requests.map((r) => r.body);
    if (kind === 'anthropic') {
      expect(round1!.tools).toEqual([
        { name: 'log_expense', description: 'Logs an expense.', input_schema: expenseTool.parameters },
      ]);
      expect(round2!.messages).toEqual([
        { role: 'user', content: [{ type: 'text', text: 'I spent $45 on diesel' }] },
        {
          role: 'assistant',
          content: [
            { type: 'text', text: 'Logging it.' },
            { type: 'tool_use', id: 'c1', name: 'log_expense', input: { amount: 45, category: 'fuel' } },
          ],
        },
        {
          role: 'user',
          content: [{ type: 'tool_result', tool_use_id: 'c1', content: '{"ok":true,"reply":"Logged $45.00"}' }],
        },
      ]);
    } else {
      expect(round1!.tools).toEqual([
        {
          type: 'function',
          function: { name: 'log_expense', description: 'Logs an expense.', parameters: expenseTool.parameters },
        },
      ]);
      expect((round2!.messages as unknown[]).slice(1)).toEqual([
        { role: 'user', content: 'I spent $45 on diesel' },
        {
          role: 'assistant',
          content: 'Logging it.',
          tool_calls: [
            {
              id: 'c1',
              type: 'function',
              function: { name: 'log_expense', arguments: '{"amount":45,"category":"fuel"}' },
            },
          ],
        },
        { role: 'tool', tool_call_id: 'c1', content: '{"ok":true,"reply":"Logged $45.00"}' },
      ]);
    }
  });

  it('sends the earlier turns of the conversation', async () => {
    fake.enqueue({ kind: 'reply', tokens: ['Yes.'] });
    await llm.chat({
      system: 's',
      messages: [
        { role: 'assistant', content: 'Hi, I am Pam.' },
        { role: 'user', content: 'How much on fuel?' },
        { role: 'assistant', content: '$120.00' },
        { role: 'user', content: 'and food?' },
      ],
      tools: [],
    });
    const texts = (fake.requests[0]!.body.messages as { role: string; content: unknown }[]).map((m) => [
      m.role,
      typeof m.content === 'string' ? m.content : (m.content as { text: string }[])[0]!.text,
    ]);
    // Anthropic's conversation has to start with the user: the greeting before the first question is left out.
    expect(texts).toEqual([
      ...(kind === 'anthropic'
        ? []
        : [
            ['system', 's'],
            ['assistant', 'Hi, I am Pam.'],
          ]),
      ['user', 'How much on fuel?'],
      ['assistant', '$120.00'],
      ['user', 'and food?'],
    ]);
  });

  it('a tool call with arguments that are not JSON is an invalid response', async () => {
    fake.enqueue({ kind: 'reply', toolCalls: [{ name: 'log_expense', rawArguments: '{"amount": 45, category' }] });
    const err = await failure(llm.chat({ system: 's', messages: ask('x'), tools: [expenseTool] }));
    expect(err.cause).toBe('invalid_response');
  });

  it('a stream of garbage is an invalid response', async () => {
    fake.enqueue({ kind: 'garbage', data: '<html>oops</html>' });
    expect((await failure(llm.chat({ system: 's', messages: ask('x'), tools: [] }))).cause).toBe('invalid_response');
    fake.enqueue({ kind: 'garbage', data: '{"type":"content_block_delta","choices":"no"}' });
    expect((await failure(llm.chat({ system: 's', messages: ask('x'), tools: [] }))).cause).toBe('invalid_response');
  });

  it('a wrong API key is an authentication failure; a 500 is a network failure; a 429 is other', async () => {
    const wrongKey = await failure(create(fake.url, 'sk-wrong').chat({ system: 's', messages: ask('x'), tools: [] }));
    expect(wrongKey.cause).toBe('authentication');
    expect(wrongKey.detail).toContain('401');
    fake.enqueue({ kind: 'status', status: 403 });
    expect((await failure(llm.chat({ system: 's', messages: ask('x'), tools: [] }))).cause).toBe('authentication');
    fake.enqueue({ kind: 'status', status: 500, message: 'boom' });
    const server = await failure(llm.chat({ system: 's', messages: ask('x'), tools: [] }));
    expect(server.cause).toBe('network');
    expect(server.detail).toContain('boom');
    fake.enqueue({ kind: 'status', status: 429 });
    expect((await failure(llm.chat({ system: 's', messages: ask('x'), tools: [] }))).cause).toBe('other');
  });

  it('a connection dropped mid-reply is a network failure', async () => {
    fake.enqueue({ kind: 'close_mid_stream', tokens: ['I will'] });
    const tokens: string[] = [];
    const err = await failure(llm.chat({ system: 's', messages: ask('x'), tools: [], onToken: (t) => tokens.push(t) }));
    expect(err.cause).toBe('network');
    expect(tokens).toEqual(['I will']);
  });

  it('a host that does not resolve is a DNS failure; a closed port is a network failure', async () => {
    const dns = await failure(create('http://pam-llm.invalid').chat({ system: 's', messages: ask('x'), tools: [] }));
    expect(dns.cause).toBe('dns');
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const refused = await failure(
      create(`http://127.0.0.1:${port}`).chat({ system: 's', messages: ask('x'), tools: [] }),
    );
    expect(refused.cause).toBe('network');
  });

  it('a model that does not answer in time is a timeout; a caller that gives up is other', async () => {
    fake.enqueue({ kind: 'hang' });
    const slow = await failure(
      llm.chat({ system: 's', messages: ask('x'), tools: [], signal: AbortSignal.timeout(150) }),
    );
    expect(slow.cause).toBe('timeout');
    fake.enqueue({ kind: 'reply', tokens: ['a', 'b', 'c'], chunkDelayMs: 200 });
    const controller = new AbortController();
    const aborted = llm.chat({
      system: 's',
      messages: ask('x'),
      tools: [],
      signal: controller.signal,
      onToken: () => controller.abort(),
    });
    expect((await failure(aborted)).cause).toBe('other');
  });
});

describe('openai-compatible client, servers that answer without streaming', () => {
  let fake: FakeLlmServer;
  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
  });
  afterAll(() => fake.close());

  it('reads a whole JSON completion with tool calls, and works without an API key (a local server)', async () => {
    fake.enqueue({
      kind: 'reply',
      whole: true,
      tokens: ['Sure.'],
      toolCalls: [{ id: 'x', name: 'log_expense', arguments: { amount: 3 } }],
    });
    const llm = createOpenAiCompatibleLlm({ baseUrl: `${fake.url}/v1/`, model: 'llama' });
    const tokens: string[] = [];
    const result = await llm.chat({ system: 's', messages: ask('x'), tools: [], onToken: (t) => tokens.push(t) });
    expect(result).toEqual({ text: 'Sure.', toolCalls: [{ id: 'x', name: 'log_expense', arguments: { amount: 3 } }] });
    expect(tokens).toEqual(['Sure.']);
    expect(fake.requests[0]!.headers.authorization).toBeUndefined();
  });
});
