import type { ServerResponse } from 'node:http';
import { ANTHROPIC_VERSION } from '#providers/llm/anthropic.ts';
import { argumentsText, halves, startFakeLlmServer, type FakeLlmServer } from './fake-llm-server.ts';

const ERROR_TYPES: Record<number, string> = {
  400: 'invalid_request_error',
  401: 'authentication_error',
  403: 'permission_error',
  404: 'not_found_error',
  429: 'rate_limit_error',
  529: 'overloaded_error',
};

function error(res: ServerResponse, status: number, message: string) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ type: 'error', error: { type: ERROR_TYPES[status] ?? 'api_error', message } }));
}

/**
 * An Anthropic Messages server for tests: POST {url}/v1/messages with x-api-key and anthropic-version, streamed as
 * the real one streams (message_start, content blocks with text_delta / input_json_delta, ping, message_delta,
 * message_stop).
 */
export function startFakeAnthropicServer(options: { apiKey?: string } = {}): Promise<FakeLlmServer> {
  return startFakeLlmServer({
    path: '/v1/messages',
    authorized: (headers) =>
      headers['anthropic-version'] === ANTHROPIC_VERSION &&
      (!options.apiKey || headers['x-api-key'] === options.apiKey),
    error,
    async render(step, sse, request) {
      const start = {
        type: 'message_start',
        message: {
          id: 'msg_fake',
          type: 'message',
          role: 'assistant',
          model: request.body.model,
          content: [],
          stop_reason: null,
          usage: { input_tokens: 1, output_tokens: 1 },
        },
      };
      if (step.kind === 'garbage') {
        await sse.event('message_start', start);
        return sse.event('content_block_delta', step.data);
      }
      const text = async (index: number, tokens: string[]) => {
        await sse.event('content_block_start', {
          type: 'content_block_start',
          index,
          content_block: { type: 'text', text: '' },
        });
        for (const token of tokens) {
          await sse.event('content_block_delta', {
            type: 'content_block_delta',
            index,
            delta: { type: 'text_delta', text: token },
          });
        }
      };
      await sse.event('message_start', start);
      if (step.kind === 'close_mid_stream') return text(0, step.tokens);
      if (step.kind !== 'reply') return;
      let index = 0;
      if (step.tokens?.length) {
        await text(index, step.tokens);
        await sse.event('content_block_stop', { type: 'content_block_stop', index: index++ });
      }
      await sse.event('ping', { type: 'ping' });
      for (const [n, call] of (step.toolCalls ?? []).entries()) {
        const content_block = { type: 'tool_use', id: call.id ?? `toolu_${n}`, name: call.name, input: {} };
        await sse.event('content_block_start', { type: 'content_block_start', index, content_block });
        for (const partial_json of halves(argumentsText(call))) {
          const delta = { type: 'input_json_delta', partial_json };
          await sse.event('content_block_delta', { type: 'content_block_delta', index, delta });
        }
        await sse.event('content_block_stop', { type: 'content_block_stop', index: index++ });
      }
      const stop_reason = step.toolCalls?.length ? 'tool_use' : 'end_turn';
      await sse.event('message_delta', {
        type: 'message_delta',
        delta: { stop_reason, stop_sequence: null },
        usage: { output_tokens: 1 },
      });
      await sse.event('message_stop', { type: 'message_stop' });
    },
  });
}
