import { routeWrite, type OutboxEntry, type TypedOutboxWrite } from '#shared/lib/outbox/index.ts';
import { messagesQueries } from '../api/messages.ts';

/** How much of the user's own text names a write in the outbox panel. */
const SUMMARY_CHARS = 80;

/** The user's words, on one line and cut to a readable length, as the outbox panel and a refusal name the write. */
export function outboxSummary(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > SUMMARY_CHARS ? `${line.slice(0, SUMMARY_CHARS - 1)}…` : line;
}

const MESSAGE_PATH = /^\/social\/conversations\/([^/]+)\/messages$/;

/** One message as the shell outbox sends it: POST under its Idempotency-Key, the thread and the list read again after. */
export function messageWrite(conversationId: string, body: string): TypedOutboxWrite {
  return {
    kind: 'message',
    summary: outboxSummary(body),
    ...routeWrite('POST /social/conversations/{id}/messages', { params: { id: conversationId }, json: { body } }),
    invalidate: [messagesQueries.thread(conversationId).queryKey, messagesQueries.conversations().queryKey],
  };
}

/** A waiting message as the thread shows it: its conversation and its text, read back from the outbox entry. */
export function waitingMessage(entry: OutboxEntry): { conversationId: string; body: string } | null {
  const match = entry.kind === 'message' ? MESSAGE_PATH.exec(entry.path) : null;
  const body = (entry.json as { body?: unknown } | undefined)?.body;
  return match?.[1] && typeof body === 'string' ? { conversationId: match[1], body } : null;
}
