import {
  classifyFailure,
  classifyHttpStatus,
  LlmError,
  type LlmChatRequest,
  type LlmChatResult,
  type LlmProvider,
  type LlmToolSpec,
} from './llm.ts';
import { readSse } from './sse.ts';

/** The reply's text as it streams in: each non-empty piece is added and handed to the caller's `onToken`. */
export type ReplyText = { readonly text: string; add(piece: string | null | undefined): void };

/** How a provider reads one streamed reply, event by event. */
export interface LlmStreamDecoder {
  /** One event's data: the whole reply when this event ends it, else undefined. */
  event(data: string): LlmChatResult | undefined;
  /** The stream closed with no ending event: the reply when it is whole anyway; else it throws. */
  end(): LlmChatResult;
}

/** What a provider's wire format is; the HTTP call, aborts, errors and the event stream are the client's. */
export interface LlmWireFormat {
  readonly name: LlmProvider['name'];
  readonly defaultBaseUrl: string;
  /** The endpoint's path below the base URL. */
  readonly path: string;
  /** The headers of every request besides the JSON content type: what the answer may be, the API's version. */
  readonly headers: Record<string, string>;
  /** The headers that carry an API key, when one is configured. */
  keyHeaders(apiKey: string): Record<string, string>;
  /** The request body's fields between the model and the tools (sent when there are any) and `stream: true`. */
  body(request: LlmChatRequest): Record<string, unknown>;
  /** One tool as this API declares it. */
  tool(spec: LlmToolSpec): unknown;
  /** A decoder for one streamed reply, adding the reply's text to `reply`. */
  decoder(reply: ReplyText): LlmStreamDecoder;
  /** An answer that is not an event stream, read as the whole reply; without it such an answer is invalid. */
  whole?(json: string, reply: ReplyText): LlmChatResult;
}

/** Where a model is and how to reach it, from the configuration. */
export type LlmClientOptions = { baseUrl?: string; apiKey?: string; model: string };

function createReplyText(onToken: ((token: string) => void) | undefined): ReplyText {
  let text = '';
  return {
    get text() {
      return text;
    },
    add(piece) {
      if (!piece) return;
      text += piece;
      onToken?.(piece);
    },
  };
}

async function readStream(body: ReadableStream<Uint8Array>, decoder: LlmStreamDecoder): Promise<LlmChatResult> {
  for await (const { data } of readSse(body)) {
    const result = decoder.event(data);
    if (result) return result;
  }
  return decoder.end();
}

/**
 * The factory of a provider's model clients: each posts the wire format's request, streamed, and maps every failure
 * to an LlmError.
 */
export const llmClientFactory = (wire: LlmWireFormat) => (options: LlmClientOptions) => createLlmClient(wire, options);

function createLlmClient(wire: LlmWireFormat, options: LlmClientOptions): LlmProvider {
  const url = `${(options.baseUrl ?? wire.defaultBaseUrl).replace(/\/$/, '')}${wire.path}`;
  const headers = {
    'content-type': 'application/json',
    ...wire.headers,
    ...(options.apiKey ? wire.keyHeaders(options.apiKey) : {}),
  };
  return {
    name: wire.name,
    model: options.model,
    async chat(request: LlmChatRequest): Promise<LlmChatResult> {
      const { signal } = request;
      const body = {
        model: options.model,
        ...wire.body(request),
        ...(request.tools.length ? { tools: request.tools.map((t) => wire.tool(t)) } : {}),
        stream: true,
      };
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers,
          body: JSON.stringify(body),
          signal,
        });
        if (!response.ok) throw await classifyHttpStatus(response);
        const reply = createReplyText(request.onToken);
        const isStream = (response.headers.get('content-type') ?? '').includes('text/event-stream');
        if (response.body && isStream) return await readStream(response.body, wire.decoder(reply));
        if (response.body && wire.whole) return wire.whole(await response.text(), reply);
        throw new LlmError('invalid_response', wire.whole ? 'empty answer' : 'the answer is not an event stream');
      } catch (err) {
        throw classifyFailure(err, signal);
      }
    },
  };
}
