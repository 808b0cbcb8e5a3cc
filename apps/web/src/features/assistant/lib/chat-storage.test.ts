import { beforeEach, describe, expect, it } from 'vitest';
import {
  conversationHistory,
  loadConversation,
  loadFeedback,
  recordFeedback,
  saveConversation,
  sessionIdFor,
  type ChatMessage,
} from './chat-storage.ts';

const USER = '00000000-0000-4000-8000-000000000071';
const OTHER = '00000000-0000-4000-8000-000000000072';

const message = (i: number, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id: `m${i}`,
  content: `message ${i}`,
  sender: i % 2 === 0 ? 'user' : 'pam',
  timestamp: 1_000 + i,
  ...extra,
});

beforeEach(() => localStorage.clear());

describe('chat storage', () => {
  it('keeps the last 10 messages per user and restores them', () => {
    saveConversation(
      USER,
      Array.from({ length: 14 }, (_, i) => message(i)),
      's1',
    );
    const restored = loadConversation(USER);
    expect(restored?.sessionId).toBe('s1');
    expect(restored?.messages.map((m) => m.id)).toEqual([
      'm4',
      'm5',
      'm6',
      'm7',
      'm8',
      'm9',
      'm10',
      'm11',
      'm12',
      'm13',
    ]);
    expect(loadConversation(OTHER)).toBeNull();
  });

  it('does not keep a greeting or a reply still streaming', () => {
    saveConversation(USER, [message(0, { kind: 'greeting' }), message(1), message(2, { isStreaming: true })], 's1');
    expect(loadConversation(USER)?.messages.map((m) => m.id)).toEqual(['m1']);
  });

  it('sends the last 3 turns as history, as role, content and timestamp', () => {
    const history = conversationHistory([
      message(0),
      message(1),
      message(2),
      message(3, { kind: 'queued' }),
      message(4),
    ]);
    expect(history).toEqual([
      { role: 'assistant', content: 'message 1', timestamp: 1_001 },
      { role: 'user', content: 'message 2', timestamp: 1_002 },
      { role: 'user', content: 'message 4', timestamp: 1_004 },
    ]);
  });

  it('keeps the last 50 feedback entries, one per reply', () => {
    for (let i = 0; i < 55; i++) recordFeedback(USER, { response_id: `r${i}`, rating: 1, timestamp: i });
    recordFeedback(USER, { response_id: 'r54', rating: -1, timestamp: 99 });
    const entries = loadFeedback(USER);
    expect(entries).toHaveLength(50);
    expect(entries[0]?.response_id).toBe('r5');
    expect(entries.at(-1)).toEqual({ response_id: 'r54', rating: -1, timestamp: 99 });
    expect(entries.filter((e) => e.response_id === 'r54')).toHaveLength(1);
  });

  it('keeps one session id per user, made from the user id and the time', () => {
    expect(sessionIdFor(USER, 5)).toBe(`${USER}-5`);
    expect(sessionIdFor(USER, 9)).toBe(`${USER}-5`);
    expect(sessionIdFor(OTHER, 9)).toBe(`${OTHER}-9`);
  });
});
