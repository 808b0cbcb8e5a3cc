import { PAM_VOICE } from '@ww/contracts';

export type TurnOutcome = 'pause' | 'timeout' | 'aborted';

/**
 * Turn-taking between the user and Pam (SPEC §4, §9): Pam may start speaking only when the user is silent and at
 * least `pauseThresholdMs` have passed since their speech ended; she waits for such a pause at most `maxPauseWaitMs`
 * (then speaks anyway, as the user may simply be near a noisy road); and user speech lasting longer than
 * `interruptThresholdMs` interrupts her (shorter sounds are coughs and clicks, not a reply).
 * Times come from Date.now and setTimeout, so tests drive it with fake timers.
 */
export class VoiceActivity {
  private speakingSince: number | null = null;
  private lastSpeechEnd = Number.NEGATIVE_INFINITY;
  private interruptTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly changeListeners = new Set<() => void>();
  private readonly interruptListeners = new Set<() => void>();

  constructor(private readonly limits: typeof PAM_VOICE = PAM_VOICE) {}

  userSpeechStarted(): void {
    if (this.speakingSince !== null) return;
    this.speakingSince = Date.now();
    this.interruptTimer = setTimeout(() => {
      this.interruptTimer = null;
      if (this.speakingSince !== null) for (const listener of [...this.interruptListeners]) listener();
    }, this.limits.interruptThresholdMs);
    this.changed();
  }

  userSpeechEnded(): void {
    if (this.speakingSince === null) return;
    this.speakingSince = null;
    this.lastSpeechEnd = Date.now();
    if (this.interruptTimer !== null) clearTimeout(this.interruptTimer);
    this.interruptTimer = null;
    this.changed();
  }

  get userSpeaking(): boolean {
    return this.speakingSince !== null;
  }

  /** True when the user is silent and has been for at least the pause threshold. */
  maySpeak(): boolean {
    return this.speakingSince === null && Date.now() - this.lastSpeechEnd >= this.limits.pauseThresholdMs;
  }

  /** Calls `listener` each time the user has been speaking past the interrupt threshold; returns the unsubscribe. */
  onInterrupt(listener: () => void): () => void {
    this.interruptListeners.add(listener);
    return () => this.interruptListeners.delete(listener);
  }

  /** Resolves when Pam may speak: at a pause, after the maximum wait, or when `signal` aborts. */
  waitForTurn(signal?: AbortSignal): Promise<TurnOutcome> {
    return new Promise((resolve) => {
      const deadline = Date.now() + this.limits.maxPauseWaitMs;
      let timer: ReturnType<typeof setTimeout> | null = null;
      const finish = (outcome: TurnOutcome) => {
        if (timer !== null) clearTimeout(timer);
        this.changeListeners.delete(check);
        signal?.removeEventListener('abort', onAbort);
        resolve(outcome);
      };
      const onAbort = () => finish('aborted');
      const check = () => {
        if (timer !== null) clearTimeout(timer);
        timer = null;
        if (signal?.aborted) return finish('aborted');
        if (this.maySpeak()) return finish('pause');
        const now = Date.now();
        if (now >= deadline) return finish('timeout');
        // While the user speaks only their silence (a change) or the deadline can end the wait.
        const untilPause = this.userSpeaking ? Infinity : this.lastSpeechEnd + this.limits.pauseThresholdMs - now;
        timer = setTimeout(check, Math.min(untilPause, deadline - now));
      };
      this.changeListeners.add(check);
      signal?.addEventListener('abort', onAbort);
      check();
    });
  }

  /** Forgets the user's speech (e.g. the microphone was turned off) and stops every timer. */
  reset(): void {
    if (this.interruptTimer !== null) clearTimeout(this.interruptTimer);
    this.interruptTimer = null;
    this.speakingSince = null;
    this.lastSpeechEnd = Number.NEGATIVE_INFINITY;
    this.changed();
  }

  private changed(): void {
    for (const listener of [...this.changeListeners]) listener();
  }
}
