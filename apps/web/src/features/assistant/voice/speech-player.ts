import type { Language, PamPriority } from '@ww/contracts';
import { SpeechQueue, type SpeechItem } from './speech-queue.ts';
import type { SpokenBy } from './tts.ts';
import { VoiceActivity } from './voice-activity.ts';

export interface SpeechPlayerEvents {
  /** The playing message or the queue changed. */
  onChange(): void;
  onSpoken(by: SpokenBy): void;
  /** A message could not be said at all; the queue moves on. */
  onFailure(error: unknown): void;
}

/** Says one message, resolving when it is said; rejects with an AbortError when `signal` stops it. */
export type Say = (item: SpeechItem, signal: AbortSignal) => Promise<SpokenBy>;

function stopped(signal: AbortSignal, err: unknown): boolean {
  return signal.aborted || (err instanceof DOMException && err.name === 'AbortError');
}

/**
 * Plays the speech queue one message at a time, each after the user's pause (VoiceActivity). An urgent message stops
 * a non-urgent one, which is said again after it; the user talking over Pam stops the message being said (they have
 * taken the turn) and the rest waits for their next pause.
 */
export class SpeechPlayer {
  readonly queue = new SpeechQueue();
  readonly activity = new VoiceActivity();
  private playing: AbortController | null = null;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly say: Say,
    private readonly events: SpeechPlayerEvents,
  ) {
    this.unsubscribe = this.activity.onInterrupt(() => {
      if (!this.queue.current) return;
      this.queue.finish();
      this.abortPlaying();
      this.events.onChange();
    });
  }

  speak(text: string, priority: PamPriority = 'normal', language?: Language): void {
    if (!text.trim()) return;
    const { interrupt } = this.queue.add(text, priority, language);
    if (interrupt) {
      this.queue.interrupt();
      this.abortPlaying();
    }
    this.events.onChange();
    this.pump();
  }

  /** Stops the message being said and forgets the waiting ones. */
  stop(): void {
    this.queue.clear();
    this.abortPlaying();
    this.events.onChange();
  }

  dispose(): void {
    this.unsubscribe();
    this.queue.clear();
    this.abortPlaying();
    this.activity.reset();
  }

  private abortPlaying(): void {
    this.playing?.abort();
    this.playing = null;
  }

  private pump(): void {
    if (this.queue.current) return;
    const item = this.queue.take();
    if (!item) return;
    this.events.onChange();
    const controller = new AbortController();
    this.playing = controller;
    void this.play(item, controller);
  }

  private async play(item: SpeechItem, controller: AbortController): Promise<void> {
    const { signal } = controller;
    try {
      const turn = await this.activity.waitForTurn(signal);
      if (turn !== 'aborted' && !signal.aborted) this.events.onSpoken(await this.say(item, signal));
    } catch (err) {
      if (!stopped(signal, err)) this.events.onFailure(err);
    }
    // A stopped message: whoever stopped it has already put the queue in order (and may have started the next).
    if (signal.aborted) {
      this.pump();
      return;
    }
    this.playing = null;
    this.queue.finish();
    this.events.onChange();
    this.pump();
  }
}
