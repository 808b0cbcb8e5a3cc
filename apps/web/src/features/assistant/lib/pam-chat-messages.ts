import type { PamChatContext, PamChatResponse, PamLocationContext } from '@ww/contracts';
import { getSession } from '#shared/lib/session.ts';
import type { ChatMessage } from './chat-storage.ts';

/** The address of Pam's socket for `userId`, on this page's host, with the access token. */
export const pamSocketUrl = (userId: string, token: string) => {
  const { protocol, host } = window.location;
  const scheme = protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${host}/api/v1/pam/ws/${encodeURIComponent(userId)}?token=${encodeURIComponent(token)}`;
};

/** The current session's tokens as the socket needs them, or null when signed out. */
export const sessionTokens = () => {
  const session = getSession();
  return session ? { access_token: session.access_token, expires_at: session.expires_at } : null;
};

const browserTimezone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
};

const streamId = (requestId: string) => `stream-${requestId}`;

/** The messages with a streamed chunk of request `requestId`'s reply added to its growing message. */
export function withStreamChunk(messages: ChatMessage[], requestId: string, content: string): ChatMessage[] {
  const id = streamId(requestId);
  const existing = messages.find((m) => m.id === id);
  if (existing) return messages.map((m) => (m === existing ? { ...m, content: m.content + content } : m));
  return [...messages, { id, content, sender: 'pam', timestamp: Date.now(), isStreaming: true }];
}

/** The messages with request `requestId`'s streamed text replaced by its final `message`. */
export function withFinalMessage(messages: ChatMessage[], requestId: string, message: ChatMessage): ChatMessage[] {
  return [...messages.filter((m) => m.id !== streamId(requestId)), message];
}

/** Pam's reply as a message (spoken when voice is on); an empty reply reads `fallbackText`. */
export function replyMessage(requestId: string, reply: PamChatResponse, fallbackText: string): ChatMessage {
  return {
    id: `reply-${requestId}`,
    content: reply.response.trim() ? reply.response : fallbackText,
    sender: 'pam',
    timestamp: Date.now(),
    shouldSpeak: true,
    voicePriority: 'normal',
    responseId: reply.metadata.message_id,
    kind: 'reply',
    metadata: reply.metadata,
  };
}

/** A note from Pam about request `requestId`: why it failed ('error'), or that it waits offline ('queued'). */
export function noteMessage(requestId: string, kind: 'error' | 'queued', content: string): ChatMessage {
  return { id: `${kind}-${requestId}`, content, sender: 'pam', timestamp: Date.now(), kind };
}

/** What a message tells Pam besides its text: language, page, history, timezone, location and the page's extras. */
export function chatContext(
  language: PamChatContext['language'],
  history: PamChatContext['conversation_history'],
  location: PamLocationContext | null,
  extra: Partial<PamChatContext> | undefined,
): PamChatContext {
  const timezone = browserTimezone();
  return {
    language,
    current_page: 'pam_chat',
    conversation_history: history,
    ...(timezone ? { timezone } : {}),
    ...(location ? { location, userLocation: { latitude: location.latitude, longitude: location.longitude } } : {}),
    ...extra,
  };
}
