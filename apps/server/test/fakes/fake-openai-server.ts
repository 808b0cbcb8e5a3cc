import type { ServerResponse } from 'node:http';
import { argumentsText, halves, startFakeLlmServer, type FakeLlmServer } from './fake-llm-server.ts';

function error(res: ServerResponse, status: number, message: string) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ error: { message, type: status === 401 ? 'invalid_request_error' : 'server_error' } }));
}

/**
 * An OpenAI-compatible chat completions server for tests: POST {url}/v1/chat/completions, streamed as the real one
 * streams (a role chunk, content deltas, tool call fragments by index, a finish reason, [DONE]).
 */
export function startFakeOpenAiServer(options: { apiKey?: string } = {}): Promise<FakeLlmServer> {
  return startFakeLlmServer({
    path: '/v1/chat/completions',
    authorized: (headers) => !options.apiKey || headers.authorization === `Bearer ${options.apiKey}`,
    error,
    async render(step, sse, request) {
      const base = { id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: 0, model: request.body.model };
      const chunk = (delta: unknown, finish_reason: string | null = null) => ({
        ...base,
        choices: [{ index: 0, delta, finish_reason }],
      });
      if (step.kind === 'garbage') return sse.event(null, step.data);
      if (step.kind === 'close_mid_stream') {
        await sse.event(null, chunk({ role: 'assistant', content: '' }));
        for (const token of step.tokens) await sse.event(null, chunk({ content: token }));
        return;
      }
      if (step.kind !== 'reply') return;
      const calls = (step.toolCalls ?? []).map((c, i) => ({
        id: c.id ?? `call_${i}`,
        name: c.name,
        args: argumentsText(c),
      }));
      if (step.whole) {
        sse.res.writeHead(200, { 'content-type': 'application/json' });
        const tool_calls = calls.map((c) => ({
          id: c.id,
          type: 'function',
          function: { name: c.name, arguments: c.args },
        }));
        const message = {
          role: 'assistant',
          content: (step.tokens ?? []).join('') || null,
          ...(calls.length ? { tool_calls } : {}),
        };
        const finish_reason = calls.length ? 'tool_calls' : 'stop';
        sse.res.end(
          JSON.stringify({ ...base, object: 'chat.completion', choices: [{ index: 0, message, finish_reason }] }),
        );
        return;
      }
      await sse.event(null, chunk({ role: 'assistant', content: '' }));
      for (const token of step.tokens ?? []) await sse.event(null, chunk({ content: token }));
      for (const [index, call] of calls.entries()) {
        const head = { index, id: call.id, type: 'function', function: { name: call.name, arguments: '' } };
        await sse.event(null, chunk({ tool_calls: [head] }));
        for (const part of halves(call.args)) {
          await sse.event(null, chunk({ tool_calls: [{ index, function: { arguments: part } }] }));
        }
      }
      await sse.event(null, chunk({}, calls.length ? 'tool_calls' : 'stop'));
      await sse.event(null, '[DONE]');
    },
  });
}
