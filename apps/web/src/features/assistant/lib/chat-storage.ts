import { PAM_CHAT_STORAGE, PAM_LIMITS, type PamPriority, type PamReplyMetadata } from '@ww/contracts';

/** SPEC §3, chat message: what the panel shows and keeps. */
export interface ChatMessage {
  id: string;
  content: string;
  sender: 'user' | 'pam';
  timestamp: number;
  shouldSpeak?: boolean;
  voicePriority?: PamPriority;
  isStreaming?: boolean;
  /** 1 helpful, -1 not helpful. */
  feedback?: 1 | -1;
  /** The server's id of a stored reply: what feedback refers to. */
  responseId?: string;
  /** The reply came from the offline queue's notice or an error text, not from Pam's engine. */
  kind?: 'reply' | 'greeting' | 'queued' | 'error';
  metadata?: PamReplyMetadata;
}

/** SPEC §3, stored conversation (per user, local). */
export interface StoredConversation {
  messages: ChatMessage[];
  sessionId: string;
  timestamp: number;
}

/** SPEC §3, feedback entry. */
export interface FeedbackEntry {
  response_id: string;
  rating: 1 | -1;
  timestamp: number;
}

export interface HistoryTurn {
  role: 'user' | 'assistant';
  content: string;
  timestamp: number;
}

const conversationKey = (userId: string) => `pam_conversation_${userId}`;
const feedbackKey = (userId: string) => `pam_feedback_${userId}`;
const sessionKey = (userId: string) => `pam_session_${userId}`;

function read(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or unavailable (private mode): the chat still works, it is only not restored next time.
  }
}

function isChatMessage(value: unknown): value is ChatMessage {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Record<string, unknown>;
  return (
    typeof m.id === 'string' &&
    typeof m.content === 'string' &&
    (m.sender === 'user' || m.sender === 'pam') &&
    typeof m.timestamp === 'number'
  );
}

/** The session id kept for this user, or a new one from the user id and the time (SPEC §9). */
export function sessionIdFor(userId: string, now: number = Date.now()): string {
  const stored = read(sessionKey(userId));
  if (typeof stored === 'string' && stored.length > 0) return stored;
  const id = `${userId}-${now}`;
  write(sessionKey(userId), id);
  return id;
}

export function setSessionId(userId: string, sessionId: string): void {
  write(sessionKey(userId), sessionId);
}

/** Starts a new conversation: the next message opens a new server-side session. */
export function forgetSession(userId: string): void {
  try {
    localStorage.removeItem(sessionKey(userId));
    localStorage.removeItem(conversationKey(userId));
  } catch {
    // Nothing stored, nothing to forget.
  }
}

/** Messages worth restoring: finished replies and the user's own words (no greeting, no half-streamed text). */
function keepable(message: ChatMessage): boolean {
  return !message.isStreaming && message.kind !== 'greeting';
}

export function loadConversation(userId: string): StoredConversation | null {
  const value = read(conversationKey(userId));
  if (typeof value !== 'object' || value === null) return null;
  const { messages, sessionId, timestamp } = value as Record<string, unknown>;
  if (!Array.isArray(messages) || typeof sessionId !== 'string') return null;
  return {
    messages: messages.filter(isChatMessage).slice(-PAM_CHAT_STORAGE.keptMessages),
    sessionId,
    timestamp: typeof timestamp === 'number' ? timestamp : 0,
  };
}

/** Keeps the last 10 messages of the user's conversation (SPEC §9). */
export function saveConversation(
  userId: string,
  messages: readonly ChatMessage[],
  sessionId: string,
  now = Date.now(),
): void {
  const kept = messages.filter(keepable).slice(-PAM_CHAT_STORAGE.keptMessages);
  write(conversationKey(userId), { messages: kept, sessionId, timestamp: now } satisfies StoredConversation);
}

/** The last 5 messages read as history and trimmed to the last 3 sent (SPEC §7, §9). */
export function conversationHistory(messages: readonly ChatMessage[]): HistoryTurn[] {
  return messages
    .filter((m) => keepable(m) && (m.kind === undefined || m.kind === 'reply'))
    .slice(-PAM_CHAT_STORAGE.historyRead)
    .slice(-PAM_CHAT_STORAGE.historySent)
    .map((m) => ({
      role: m.sender === 'user' ? 'user' : 'assistant',
      content: m.content.slice(0, PAM_LIMITS.messageMaxChars),
      timestamp: m.timestamp,
    }));
}

export function loadFeedback(userId: string): FeedbackEntry[] {
  const value = read(feedbackKey(userId));
  return Array.isArray(value)
    ? value.filter(
        (e): e is FeedbackEntry =>
          typeof e === 'object' &&
          e !== null &&
          typeof (e as FeedbackEntry).response_id === 'string' &&
          ((e as FeedbackEntry).rating === 1 || (e as FeedbackEntry).rating === -1),
      )
    : [];
}

/** Records a rating, replacing an earlier one for the same reply; the last 50 are kept (SPEC §9). */
export function recordFeedback(userId: string, entry: FeedbackEntry): FeedbackEntry[] {
  const entries = [...loadFeedback(userId).filter((e) => e.response_id !== entry.response_id), entry].slice(
    -PAM_CHAT_STORAGE.keptFeedback,
  );
  write(feedbackKey(userId), entries);
  return entries;
}
