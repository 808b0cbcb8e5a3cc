import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SpeechPlayer, type Say } from './speech-player.ts';
import type { SpeechItem } from './speech-queue.ts';

/** A voice that takes `durationMs` per message and records what it started and finished saying. */
function fakeVoice(durationMs = 1_000) {
  const started: string[] = [];
  const finished: string[] = [];
  const say: Say = (item: SpeechItem, signal: AbortSignal) =>
    new Promise((resolve, reject) => {
      started.push(`${item.priority}:${item.text}`);
      const timer = setTimeout(() => {
        finished.push(item.text);
        resolve({ engine: 'server', engine_used: 'espeak-ng', voice_used: 'en' });
      }, durationMs);
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(new DOMException('stopped', 'AbortError'));
      });
    });
  return { say, started, finished };
}

function events() {
  return { onChange: vi.fn(), onSpoken: vi.fn(), onFailure: vi.fn() };
}

describe('SpeechPlayer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says messages one at a time in priority order', async () => {
    const voice = fakeVoice();
    const player = new SpeechPlayer(voice.say, events());
    player.speak('first normal');
    player.speak('second normal');
    player.speak('a high one', 'high');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(voice.finished).toEqual(['first normal', 'a high one', 'second normal']);
  });

  it('an urgent message cuts in; the interrupted one is said again after it, before other high ones', async () => {
    const voice = fakeVoice();
    const player = new SpeechPlayer(voice.say, events());
    player.speak('your budget summary');
    await vi.advanceTimersByTimeAsync(400);
    player.speak('waiting high', 'high');
    player.speak('low fuel warning', 'urgent');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(voice.started).toEqual([
      'normal:your budget summary',
      'urgent:low fuel warning',
      'high:your budget summary',
      'high:waiting high',
    ]);
    expect(voice.finished).toEqual(['low fuel warning', 'your budget summary', 'waiting high']);
  });

  it('waits for the user to be silent for 1 s before speaking', async () => {
    const voice = fakeVoice();
    const player = new SpeechPlayer(voice.say, events());
    player.activity.userSpeechStarted();
    await vi.advanceTimersByTimeAsync(200);
    player.activity.userSpeechEnded();
    player.speak('hello');
    await vi.advanceTimersByTimeAsync(999);
    expect(voice.started).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(voice.started).toEqual(['normal:hello']);
  });

  it('the user talking over Pam for more than 300 ms stops her; the next message waits for their pause', async () => {
    const voice = fakeVoice(5_000);
    const player = new SpeechPlayer(voice.say, events());
    player.speak('a long answer');
    player.speak('the next one');
    await vi.advanceTimersByTimeAsync(100);
    player.activity.userSpeechStarted();
    await vi.advanceTimersByTimeAsync(300);
    // Stopped: the next message now waits for the user's pause.
    expect(player.queue.current?.text).toBe('the next one');
    await vi.advanceTimersByTimeAsync(500);
    player.activity.userSpeechEnded();
    await vi.advanceTimersByTimeAsync(999);
    expect(voice.started).toEqual(['normal:a long answer']);
    await vi.advanceTimersByTimeAsync(1);
    expect(voice.started).toEqual(['normal:a long answer', 'normal:the next one']);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(voice.finished).toEqual(['the next one']);
  });

  it('stop forgets everything; a failed message is reported and the queue moves on', async () => {
    const failing = new Error('no voice');
    const voice = fakeVoice();
    const handlers = events();
    let calls = 0;
    const player = new SpeechPlayer((item, signal) => {
      calls += 1;
      return calls === 1 ? Promise.reject(failing) : voice.say(item, signal);
    }, handlers);
    player.speak('cannot be said');
    player.speak('can be said');
    await vi.advanceTimersByTimeAsync(1_500);
    expect(handlers.onFailure).toHaveBeenCalledWith(failing);
    expect(voice.finished).toEqual(['can be said']);
    expect(handlers.onSpoken).toHaveBeenCalledTimes(1);

    player.speak('one');
    player.speak('two');
    player.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(voice.finished).toEqual(['can be said']);
    expect(player.queue.current).toBeNull();
  });
});
