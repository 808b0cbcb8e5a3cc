import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VoiceActivity, type TurnOutcome } from './voice-activity.ts';

function track(promise: Promise<TurnOutcome>) {
  const state: { outcome: TurnOutcome | null } = { outcome: null };
  void promise.then((outcome) => {
    state.outcome = outcome;
  });
  return state;
}

describe('VoiceActivity', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets Pam speak at once when the user has not spoken', async () => {
    const gate = new VoiceActivity();
    expect(gate.maySpeak()).toBe(true);
    await expect(gate.waitForTurn()).resolves.toBe('pause');
  });

  it('waits until 1000 ms after the user stopped speaking', async () => {
    const gate = new VoiceActivity();
    gate.userSpeechStarted();
    await vi.advanceTimersByTimeAsync(500);
    gate.userSpeechEnded();
    const turn = track(gate.waitForTurn());
    await vi.advanceTimersByTimeAsync(999);
    expect(turn.outcome).toBeNull();
    expect(gate.maySpeak()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(turn.outcome).toBe('pause');
  });

  it('a user who starts again restarts the pause', async () => {
    const gate = new VoiceActivity();
    gate.userSpeechStarted();
    gate.userSpeechEnded();
    const turn = track(gate.waitForTurn());
    await vi.advanceTimersByTimeAsync(800);
    gate.userSpeechStarted();
    await vi.advanceTimersByTimeAsync(400);
    gate.userSpeechEnded();
    await vi.advanceTimersByTimeAsync(999);
    expect(turn.outcome).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(turn.outcome).toBe('pause');
  });

  it('gives up waiting for a pause after 3 s', async () => {
    const gate = new VoiceActivity();
    gate.userSpeechStarted();
    const turn = track(gate.waitForTurn());
    await vi.advanceTimersByTimeAsync(2_999);
    expect(turn.outcome).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(turn.outcome).toBe('timeout');
  });

  it('an aborted wait ends at once', async () => {
    const gate = new VoiceActivity();
    gate.userSpeechStarted();
    const controller = new AbortController();
    const turn = track(gate.waitForTurn(controller.signal));
    controller.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(turn.outcome).toBe('aborted');
  });

  it('user speech longer than 300 ms interrupts Pam; a shorter sound does not', async () => {
    const gate = new VoiceActivity();
    const interrupted = vi.fn();
    gate.onInterrupt(interrupted);

    gate.userSpeechStarted();
    await vi.advanceTimersByTimeAsync(299);
    gate.userSpeechEnded();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(interrupted).not.toHaveBeenCalled();

    gate.userSpeechStarted();
    await vi.advanceTimersByTimeAsync(299);
    expect(interrupted).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(interrupted).toHaveBeenCalledTimes(1);
  });

  it('reset forgets the speech: Pam may speak again', () => {
    const gate = new VoiceActivity();
    gate.userSpeechStarted();
    expect(gate.maySpeak()).toBe(false);
    gate.reset();
    expect(gate.maySpeak()).toBe(true);
  });
});
