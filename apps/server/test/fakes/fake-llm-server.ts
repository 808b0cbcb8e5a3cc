import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { listenLocally } from './fake-http.ts';

/** A tool call a fake model makes; `rawArguments` is sent as is (to script arguments that are not JSON). */
export type FakeToolCall = { id?: string; name: string; arguments?: unknown; rawArguments?: string };

/** What a fake model server does with the next request it receives. */
export type FakeLlmStep =
  /** A streamed reply: the text in these pieces, then these tool calls. `whole`: one JSON answer, not a stream. */
  | {
      kind: 'reply';
      tokens?: string[];
      toolCalls?: FakeToolCall[];
      delayMs?: number;
      chunkDelayMs?: number;
      whole?: boolean;
    }
  /** An HTTP error with the protocol's error body. */
  | { kind: 'status'; status: number; message?: string }
  /** A stream whose event data is this text (not JSON, or JSON of the wrong shape). */
  | { kind: 'garbage'; data: string }
  /** Streams these pieces, then drops the connection without finishing. */
  | { kind: 'close_mid_stream'; tokens: string[] }
  /** Accepts the request and never answers. */
  | { kind: 'hang' };

export type RecordedRequest = { path: string; headers: IncomingMessage['headers']; body: Record<string, unknown> };

export type FakeLlmServer = {
  /** The base URL to configure (PAM_LLM_BASE_URL). */
  url: string;
  requests: RecordedRequest[];
  enqueue(...steps: FakeLlmStep[]): void;
  /** Scripted steps no request has taken yet. */
  pending(): number;
  close(): Promise<void>;
};

export type SseWriter = { event(name: string | null, data: unknown): Promise<void>; res: ServerResponse };

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Splits a string in two, so the client has to join streamed fragments. */
export function halves(text: string): string[] {
  const mid = Math.ceil(text.length / 2);
  return text.length > 1 ? [text.slice(0, mid), text.slice(mid)] : [text];
}

export function argumentsText(call: FakeToolCall): string {
  return call.rawArguments ?? JSON.stringify(call.arguments ?? {});
}

/**
 * A loopback HTTP server (127.0.0.1, a free port) that answers each request with the next scripted step; the
 * protocol-specific `render` writes it the way the real service does. Unscripted requests get a 500.
 */
export async function startFakeLlmServer(options: {
  path: string;
  authorized(headers: IncomingMessage['headers']): boolean;
  error(res: ServerResponse, status: number, message: string): void;
  render(step: FakeLlmStep, sse: SseWriter, request: RecordedRequest): Promise<void>;
}): Promise<FakeLlmServer> {
  const requests: RecordedRequest[] = [];
  const queue: FakeLlmStep[] = [];
  const server = createServer((req, res) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      } catch {
        return options.error(res, 400, 'body is not JSON');
      }
      const request = { path: url.pathname, headers: req.headers, body };
      requests.push(request);
      if (url.pathname !== options.path) return options.error(res, 404, `no route ${url.pathname}`);
      if (!options.authorized(req.headers)) return options.error(res, 401, 'invalid api key');
      const step = queue.shift();
      if (!step) return options.error(res, 500, 'no scripted reply');
      if (step.kind === 'status') return options.error(res, step.status, step.message ?? `status ${step.status}`);
      if (step.kind === 'hang') return;
      if (step.kind === 'reply' && step.delayMs) await sleep(step.delayMs);
      if (step.kind === 'reply' && step.whole) return options.render(step, { res, event: async () => {} }, request);
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const chunkDelay = step.kind === 'reply' ? (step.chunkDelayMs ?? 0) : 0;
      const sse: SseWriter = {
        res,
        async event(name, data) {
          const text = typeof data === 'string' ? data : JSON.stringify(data);
          await new Promise((resolve) => res.write(`${name ? `event: ${name}\n` : ''}data: ${text}\n\n`, resolve));
          if (chunkDelay) await sleep(chunkDelay);
        },
      };
      await options.render(step, sse, request);
      // A FIN before the body's last chunk: the client reads the pieces, then the reply breaks off.
      if (step.kind === 'close_mid_stream') res.socket?.end();
      else res.end();
    })().catch(() => res.destroy());
  });
  return {
    ...(await listenLocally(server)),
    requests,
    enqueue: (...steps) => queue.push(...steps),
    pending: () => queue.length,
  };
}
