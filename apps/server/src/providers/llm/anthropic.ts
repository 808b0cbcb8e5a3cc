import { z } from 'zod';
import { llmClientFactory, type LlmStreamDecoder, type LlmWireFormat, type ReplyText } from './llm-client.ts';
import { LlmError, parseEventJson, parseToolArguments, type LlmMessage, type LlmToolCall } from './llm.ts';

export const DEFAULT_ANTHROPIC_BASE_URL = 'https://api.anthropic.com';
export const ANTHROPIC_VERSION = '2023-06-01';
/** Pam's replies are a few sentences; the cap keeps a runaway model from streaming for the whole timeout. */
const MAX_TOKENS = 1024;

const eventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message_start') }),
  z.object({
    type: z.literal('content_block_start'),
    index: z.number().int().nonnegative(),
    content_block: z.union([
      z.object({ type: z.literal('text'), text: z.string() }),
      z.object({ type: z.literal('tool_use'), id: z.string(), name: z.string(), input: z.unknown() }),
      // Thinking and other blocks carry nothing Pam shows.
      z.object({ type: z.string() }),
    ]),
  }),
  z.object({
    type: z.literal('content_block_delta'),
    index: z.number().int().nonnegative(),
    delta: z.union([
      z.object({ type: z.literal('text_delta'), text: z.string() }),
      z.object({ type: z.literal('input_json_delta'), partial_json: z.string() }),
      z.object({ type: z.string() }),
    ]),
  }),
  z.object({ type: z.literal('content_block_stop'), index: z.number().int().nonnegative() }),
  z.object({ type: z.literal('message_delta') }),
  z.object({ type: z.literal('message_stop') }),
  z.object({ type: z.literal('ping') }),
  z.object({ type: z.literal('error'), error: z.object({ type: z.string(), message: z.string() }) }),
]);

const KNOWN_TYPES = new Set<string>(eventSchema.options.map((o) => o.shape.type.value));
const isKnownType = (json: unknown) =>
  typeof json === 'object' && json !== null && KNOWN_TYPES.has(String((json as { type?: unknown }).type));

type Block = { kind: 'text' } | { kind: 'tool'; id: string; name: string; json: string; input: unknown } | null;
type WireContent =
  | { type: 'text'; text: string }
  | { type: 'tool_use'; id: string; name: string; input: unknown }
  | { type: 'tool_result'; tool_use_id: string; content: string };
type WireMessage = { role: 'user' | 'assistant'; content: WireContent[] };

/**
 * The Messages API wants user and assistant turns alternating, starting with the user, tool results inside a user
 * turn and no empty text: history from a chat panel (a greeting first, two questions in a row) is folded to fit.
 */
function toWire(messages: LlmMessage[]): WireMessage[] {
  const out: WireMessage[] = [];
  for (const m of messages) {
    const role = m.role === 'assistant' ? 'assistant' : 'user';
    const content: WireContent[] =
      m.role === 'tool'
        ? [{ type: 'tool_result', tool_use_id: m.toolCallId, content: m.content }]
        : [
            ...(m.content.trim() ? [{ type: 'text' as const, text: m.content }] : []),
            ...(m.role === 'assistant'
              ? (m.toolCalls ?? []).map((c) => ({
                  type: 'tool_use' as const,
                  id: c.id,
                  name: c.name,
                  input: c.arguments,
                }))
              : []),
          ];
    if (!content.length) continue;
    const last = out.at(-1);
    if (last?.role === role) last.content.push(...content);
    else if (out.length || role === 'user') out.push({ role, content });
  }
  return out;
}

/** Reads the Messages API's stream: text blocks are the reply, tool_use blocks with their streamed JSON the calls. */
function createDecoder(reply: ReplyText): LlmStreamDecoder {
  const blocks: Block[] = [];
  const calls: LlmToolCall[] = [];
  return {
    event(data) {
      const json = parseEventJson(data);
      const parsed = eventSchema.safeParse(json);
      if (!parsed.success) {
        // Event types added to the API later are skipped; a known one in the wrong shape is a broken server.
        if (isKnownType(json)) throw new LlmError('invalid_response', 'a stream event has the wrong shape');
        return undefined;
      }
      const event = parsed.data;
      switch (event.type) {
        case 'content_block_start': {
          const b = event.content_block;
          blocks[event.index] =
            'id' in b && 'name' in b
              ? { kind: 'tool', id: b.id, name: b.name, json: '', input: b.input }
              : b.type === 'text'
                ? { kind: 'text' }
                : null;
          if ('text' in b) reply.add(b.text);
          return undefined;
        }
        case 'content_block_delta': {
          const block = blocks[event.index];
          const d = event.delta;
          if (block?.kind === 'text' && 'text' in d) reply.add(d.text);
          else if (block?.kind === 'tool' && 'partial_json' in d) block.json += d.partial_json;
          return undefined;
        }
        case 'content_block_stop': {
          const block = blocks[event.index];
          if (block?.kind === 'tool') {
            calls.push({
              id: block.id,
              name: block.name,
              arguments: block.json ? parseToolArguments(block.name, block.json) : (block.input ?? {}),
            });
          }
          blocks[event.index] = null;
          return undefined;
        }
        case 'error':
          throw new LlmError(
            event.error.type === 'overloaded_error' || event.error.type === 'api_error' ? 'network' : 'other',
            `${event.error.type}: ${event.error.message}`.slice(0, 240),
          );
        case 'message_stop':
          return { text: reply.text, toolCalls: calls };
        default:
          return undefined;
      }
    },
    end() {
      throw new LlmError('invalid_response', 'the stream ended before message_stop');
    },
  };
}

const messagesApi: LlmWireFormat = {
  name: 'anthropic',
  defaultBaseUrl: DEFAULT_ANTHROPIC_BASE_URL,
  path: '/v1/messages',
  headers: { accept: 'text/event-stream', 'anthropic-version': ANTHROPIC_VERSION },
  keyHeaders: (apiKey) => ({ 'x-api-key': apiKey }),
  body: (request) => ({ max_tokens: MAX_TOKENS, system: request.system, messages: toWire(request.messages) }),
  tool: (t) => ({ name: t.name, description: t.description, input_schema: t.parameters }),
  decoder: createDecoder,
};

/** Anthropic's Messages API, streamed, with tool use. */
export const createAnthropicLlm = llmClientFactory(messagesApi);
