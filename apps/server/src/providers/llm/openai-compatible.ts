import { z } from 'zod';
import { llmClientFactory, type LlmStreamDecoder, type LlmWireFormat, type ReplyText } from './llm-client.ts';
import { LlmError, parseEventJson, parseToolArguments, type LlmChatResult, type LlmMessage } from './llm.ts';

export const DEFAULT_OPENAI_BASE_URL = 'https://api.openai.com/v1';

const toolCallDeltaSchema = z.object({
  index: z.number().int().nonnegative().optional(),
  id: z.string().nullish(),
  function: z.object({ name: z.string().nullish(), arguments: z.string().nullish() }).nullish(),
});
const chunkSchema = z.object({
  choices: z.array(
    z.object({
      delta: z.object({ content: z.string().nullish(), tool_calls: z.array(toolCallDeltaSchema).nullish() }).nullish(),
      finish_reason: z.string().nullish(),
    }),
  ),
});
/** Some servers report a failure inside the stream instead of with a status. */
const streamErrorSchema = z.object({ error: z.union([z.string(), z.object({ message: z.string() }).loose()]) });
/** The whole completion, from a server that ignores stream:true. */
const completionSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z.string().nullish(),
          tool_calls: z
            .array(z.object({ id: z.string(), function: z.object({ name: z.string(), arguments: z.string() }) }))
            .nullish(),
        }),
      }),
    )
    .min(1),
});

type PartialCall = { id: string; name: string; args: string };

function toWire(system: string, messages: LlmMessage[]) {
  return [
    { role: 'system', content: system },
    ...messages.map((m) => {
      if (m.role === 'tool') return { role: 'tool', tool_call_id: m.toolCallId, content: m.content };
      if (m.role === 'assistant' && m.toolCalls?.length) {
        return {
          role: 'assistant',
          content: m.content || null,
          tool_calls: m.toolCalls.map((c) => ({
            id: c.id,
            type: 'function',
            function: { name: c.name, arguments: JSON.stringify(c.arguments) },
          })),
        };
      }
      return { role: m.role, content: m.content };
    }),
  ];
}

function finish(text: string, calls: PartialCall[]): LlmChatResult {
  return {
    text,
    toolCalls: calls.filter(Boolean).map((c, i) => {
      if (!c.name) throw new LlmError('invalid_response', 'tool call without a name');
      return { id: c.id || `call_${i}`, name: c.name, arguments: parseToolArguments(c.name, c.args) };
    }),
  };
}

/** Reads streamed chat completion chunks: content deltas are the reply, tool call deltas are joined by index. */
function createDecoder(reply: ReplyText): LlmStreamDecoder {
  const calls: PartialCall[] = [];
  let finished = false;
  return {
    event(data) {
      if (data === '[DONE]') return finish(reply.text, calls);
      const json = parseEventJson(data);
      const failure = streamErrorSchema.safeParse(json);
      if (failure.success) {
        const e = failure.data.error;
        throw new LlmError('other', `model error: ${typeof e === 'string' ? e : e.message}`.slice(0, 240));
      }
      const chunk = chunkSchema.safeParse(json);
      if (!chunk.success) throw new LlmError('invalid_response', 'stream chunk is not a chat completion chunk');
      for (const choice of chunk.data.choices) {
        reply.add(choice.delta?.content);
        for (const [n, delta] of (choice.delta?.tool_calls ?? []).entries()) {
          const index = delta.index ?? n;
          const call = (calls[index] ??= { id: '', name: '', args: '' });
          if (delta.id) call.id = delta.id;
          if (delta.function?.name) call.name += delta.function.name;
          if (delta.function?.arguments) call.args += delta.function.arguments;
        }
        if (choice.finish_reason) finished = true;
      }
      return undefined;
    },
    end() {
      // Not every server sends [DONE]; a finish reason says the reply is whole.
      if (finished) return finish(reply.text, calls);
      throw new LlmError('invalid_response', 'the stream ended before the reply finished');
    },
  };
}

/** A server that ignores stream:true answers with the whole completion. */
function readWhole(json: string, reply: ReplyText): LlmChatResult {
  const whole = completionSchema.safeParse(parseEventJson(json));
  if (!whole.success) throw new LlmError('invalid_response', 'the answer is not a chat completion');
  const message = whole.data.choices[0]!.message;
  reply.add(message.content);
  return finish(
    message.content ?? '',
    (message.tool_calls ?? []).map((c) => ({ id: c.id, name: c.function.name, args: c.function.arguments })),
  );
}

const chatCompletions: LlmWireFormat = {
  name: 'openai-compatible',
  defaultBaseUrl: DEFAULT_OPENAI_BASE_URL,
  path: '/chat/completions',
  headers: { accept: 'text/event-stream, application/json' },
  keyHeaders: (apiKey) => ({ authorization: `Bearer ${apiKey}` }),
  body: (request) => ({ messages: toWire(request.system, request.messages) }),
  tool: (t) => ({ type: 'function', function: { name: t.name, description: t.description, parameters: t.parameters } }),
  decoder: createDecoder,
  whole: readWhole,
};

/** Chat completions as OpenAI, Ollama, llama.cpp's server, vLLM and LM Studio speak them, streamed. */
export const createOpenAiCompatibleLlm = llmClientFactory(chatCompletions);
