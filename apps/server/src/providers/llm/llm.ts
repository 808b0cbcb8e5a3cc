import type { PamFallbackCause } from '@ww/contracts';

/** A tool as a model sees it: its parameters are a JSON Schema (from the contract's zod schema). */
export type LlmToolSpec = { name: string; description: string; parameters: Record<string, unknown> };

/** A tool call a model asked for; `arguments` is the parsed JSON, not yet validated against the tool's schema. */
export type LlmToolCall = { id: string; name: string; arguments: unknown };

export type LlmMessage =
  | { role: 'user'; content: string }
  | { role: 'assistant'; content: string; toolCalls?: LlmToolCall[] }
  /** The result of one tool call, as the JSON text the model reads. */
  | { role: 'tool'; toolCallId: string; name: string; content: string };

export type LlmChatRequest = {
  system: string;
  messages: LlmMessage[];
  tools: LlmToolSpec[];
  signal?: AbortSignal;
  /** Each piece of reply text as it streams in. */
  onToken?: (token: string) => void;
};

export type LlmChatResult = { text: string; toolCalls: LlmToolCall[] };

/** One round with a model: a reply, tool calls, or both. The caller runs the tools and asks again. */
export interface LlmProvider {
  readonly name: 'openai-compatible' | 'anthropic';
  readonly model: string;
  chat(request: LlmChatRequest): Promise<LlmChatResult>;
}

/** Every failure of a model call, classified so the fallback can tell the user why Pam answers in simplified mode. */
export class LlmError extends Error {
  constructor(
    override readonly cause: PamFallbackCause,
    readonly detail: string,
  ) {
    super(`${cause}: ${detail}`);
    this.name = 'LlmError';
  }
}

const DNS_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME', 'EAI_FAIL']);
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENETDOWN',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
]);

/** fetch wraps the socket's error (with its code) in `cause`, sometimes twice. */
function errorCode(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Turns whatever a fetch or a stream read threw into an LlmError. */
export function classifyFailure(err: unknown, signal: AbortSignal | undefined): LlmError {
  if (err instanceof LlmError) return err;
  if (signal?.aborted) {
    const reason: unknown = signal.reason;
    const timedOut = reason instanceof DOMException && reason.name === 'TimeoutError';
    return new LlmError(timedOut ? 'timeout' : 'other', timedOut ? 'the model did not answer in time' : 'aborted');
  }
  const code = errorCode(err);
  const message = err instanceof Error ? err.message : String(err);
  if (code && DNS_CODES.has(code)) return new LlmError('dns', `host not found (${code})`);
  if (code && NETWORK_CODES.has(code)) return new LlmError('network', `${code}: ${message}`);
  if (message === 'terminated') return new LlmError('network', 'the connection closed mid-reply');
  return new LlmError('other', message);
}

/** An HTTP error answer: the status decides the cause; the provider's own message (cut short) is the detail. */
export async function classifyHttpStatus(response: Response): Promise<LlmError> {
  const body = await response.text().catch(() => '');
  const detail = `HTTP ${response.status}${body ? `: ${body.slice(0, 200)}` : ''}`;
  if (response.status === 401 || response.status === 403) return new LlmError('authentication', detail);
  if (response.status >= 500) return new LlmError('network', detail);
  return new LlmError('other', detail);
}

/** A tool call's arguments as the model streamed them: JSON text, where empty means no arguments. */
export function parseToolArguments(name: string, json: string): unknown {
  if (json.trim() === '') return {};
  try {
    return JSON.parse(json) as unknown;
  } catch {
    throw new LlmError('invalid_response', `tool call ${name} has arguments that are not JSON`);
  }
}

/** Parses one streamed event's JSON; a model server sending anything else is broken. */
export function parseEventJson(data: string): unknown {
  try {
    return JSON.parse(data) as unknown;
  } catch {
    throw new LlmError('invalid_response', `stream event is not JSON: ${data.slice(0, 80)}`);
  }
}
