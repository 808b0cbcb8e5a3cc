import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RecogniserEvents } from './recognition.ts';
import { VoiceActivity } from './voice-activity.ts';
import { VoiceListener, WAKE_ARMED_MS } from './voice-listener.ts';

/** A recogniser the test speaks into: `say` delivers one utterance, `end` ends the session. */
function fakeRecognisers() {
  const sessions: { continuous: boolean; events: RecogniserEvents; stop: ReturnType<typeof vi.fn> }[] = [];
  const create = vi.fn((options: { continuous: boolean }, events: RecogniserEvents) => {
    const session = { continuous: options.continuous, events, stop: vi.fn(() => events.onEnd()) };
    sessions.push(session);
    return { start: vi.fn(), stop: session.stop };
  });
  const latest = () => {
    const session = sessions.at(-1);
    if (!session) throw new Error('no recogniser was started');
    return session;
  };
  return {
    create,
    sessions,
    say: (text: string) => {
      const { events } = latest();
      events.onSpeechStart();
      events.onTranscript(text);
      events.onSpeechEnd();
    },
    end: () => latest().events.onEnd(),
  };
}

function setup() {
  const recognisers = fakeRecognisers();
  const activity = new VoiceActivity();
  const listening = vi.fn();
  const failures = vi.fn();
  const listener = new VoiceListener(activity, { onListening: listening, onFailure: failures }, recognisers.create);
  const messages: string[] = [];
  listener.onMessage((text) => messages.push(text));
  return { recognisers, activity, listener, listening, failures, messages };
}

const OPTIONS = { kind: 'browser', language: 'en' } as const;

describe('VoiceListener', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('without hands-free, one utterance is the message and listening ends with it', () => {
    const { recognisers, listener, listening, messages } = setup();
    listener.start(OPTIONS);
    expect(recognisers.sessions[0]?.continuous).toBe(false);
    expect(listening).toHaveBeenLastCalledWith(true);
    recognisers.say('I spent $12 on coffee today');
    recognisers.end();
    expect(messages).toEqual(['I spent $12 on coffee today']);
    expect(listening).toHaveBeenLastCalledWith(false);
    expect(listener.active).toBe(false);
  });

  it('hands-free: only words after the wake phrase are messages, and listening goes on', async () => {
    const { recognisers, listener, messages } = setup();
    listener.setHandsFree(true, OPTIONS);
    expect(recognisers.sessions[0]?.continuous).toBe(true);
    recognisers.say('we should stop for lunch soon');
    recognisers.say('Hey Pam, how far is Moab?');
    recognisers.say('Oye Pam gasté 60 dólares en gasolina');
    expect(messages).toEqual(['how far is Moab?', 'gasté 60 dólares en gasolina']);

    // The browser ends its session after a silence: a new one starts by itself.
    recognisers.end();
    await vi.advanceTimersByTimeAsync(300);
    expect(recognisers.sessions).toHaveLength(2);
    expect(recognisers.sessions[1]?.continuous).toBe(true);
  });

  it('hands-free: the wake phrase alone makes the next utterance the message, for 8 s', async () => {
    const { recognisers, listener, messages } = setup();
    listener.setHandsFree(true, OPTIONS);
    recognisers.say('Dis Pam');
    recognisers.say("combien j'ai dépensé cette semaine");
    recognisers.say('et en essence');
    recognisers.say('Hey Pam');
    await vi.advanceTimersByTimeAsync(WAKE_ARMED_MS + 1);
    recognisers.say('too late');
    expect(messages).toEqual(["combien j'ai dépensé cette semaine"]);
  });

  it('tells the voice activity when the user speaks', () => {
    const { recognisers, listener, activity } = setup();
    listener.start(OPTIONS);
    recognisers.sessions[0]?.events.onSpeechStart();
    expect(activity.userSpeaking).toBe(true);
    recognisers.sessions[0]?.events.onSpeechEnd();
    expect(activity.userSpeaking).toBe(false);
  });

  it('a refused microphone is reported and not retried', async () => {
    const { recognisers, listener, failures, listening } = setup();
    listener.setHandsFree(true, OPTIONS);
    recognisers.sessions[0]?.events.onError('not_allowed');
    recognisers.end();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(failures).toHaveBeenLastCalledWith('not_allowed');
    expect(recognisers.sessions).toHaveLength(1);
    expect(listening).toHaveBeenLastCalledWith(false);
  });

  it('turning hands-free off stops listening', async () => {
    const { recognisers, listener, listening } = setup();
    listener.setHandsFree(true, OPTIONS);
    listener.setHandsFree(false, OPTIONS);
    expect(recognisers.sessions[0]?.stop).toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(recognisers.sessions).toHaveLength(1);
    expect(listening).toHaveBeenLastCalledWith(false);
  });
});
