import type { Language } from '@ww/contracts';
import {
  browserRecognitionConstructor,
  createBrowserRecogniser,
  createServerRecogniser,
  wakePhraseMessage,
  type Recogniser,
  type RecogniserEvents,
  type RecognitionFailure,
  type RecognitionKind,
} from './recognition.ts';
import type { VoiceActivity } from './voice-activity.ts';

/** After "Hey Pam" alone, the next utterance within this time is the message. */
export const WAKE_ARMED_MS = 8_000;
/** A recogniser that ends by itself in hands-free mode is restarted after this pause, not in a tight loop. */
const RESTART_DELAY_MS = 300;

export interface VoiceListenerEvents {
  onListening(listening: boolean): void;
  onFailure(failure: RecognitionFailure | null): void;
}

export interface ListenOptions {
  kind: Exclude<RecognitionKind, 'none'>;
  language: Language;
}

type RecogniserFactory = (options: ListenOptions & { continuous: boolean }, events: RecogniserEvents) => Recogniser;

const defaultFactory: RecogniserFactory = (options, events) => {
  const Recognition = browserRecognitionConstructor();
  return options.kind === 'browser' && Recognition
    ? createBrowserRecogniser(Recognition, options, events)
    : createServerRecogniser(options.language, events);
};

/**
 * Listening, one utterance at a time, or continuously in hands-free mode where only speech after the wake phrase is
 * passed on. Tells `activity` when the user speaks, so Pam waits for their pause and stops when talked over.
 */
export class VoiceListener {
  private recogniser: Recogniser | null = null;
  private wanted: ListenOptions | null = null;
  private handsFree = false;
  private armedUntil = 0;
  private restartTimer: ReturnType<typeof setTimeout> | null = null;
  private messageHandler: (text: string) => void = () => undefined;

  constructor(
    private readonly activity: VoiceActivity,
    private readonly events: VoiceListenerEvents,
    private readonly create: RecogniserFactory = defaultFactory,
  ) {}

  /** Where words meant for Pam go: a whole utterance, or in hands-free mode what follows the wake phrase. */
  onMessage(handler: (text: string) => void): void {
    this.messageHandler = handler;
  }

  get active(): boolean {
    return this.wanted !== null;
  }

  start(options: ListenOptions): void {
    if (this.wanted) return;
    this.wanted = options;
    this.events.onFailure(null);
    this.launch();
  }

  stop(): void {
    this.wanted = null;
    this.clearRestart();
    if (this.recogniser) this.recogniser.stop();
    else this.events.onListening(false);
  }

  setHandsFree(on: boolean, options: ListenOptions): void {
    this.handsFree = on;
    this.armedUntil = 0;
    if (!on) this.stop();
    else if (!this.wanted) this.start(options);
    // A one-utterance recogniser already running ends by itself; onEnd then restarts it as a continuous one.
  }

  dispose(): void {
    this.wanted = null;
    this.clearRestart();
    this.recogniser?.stop();
    this.recogniser = null;
  }

  private clearRestart(): void {
    if (this.restartTimer !== null) clearTimeout(this.restartTimer);
    this.restartTimer = null;
  }

  private deliver(text: string): void {
    if (!this.handsFree) {
      this.messageHandler(text);
      return;
    }
    const message = wakePhraseMessage(text);
    if (message === null) {
      if (Date.now() > this.armedUntil) return;
      this.armedUntil = 0;
      this.messageHandler(text);
    } else if (message === '') {
      this.armedUntil = Date.now() + WAKE_ARMED_MS;
    } else {
      this.armedUntil = 0;
      this.messageHandler(message);
    }
  }

  private launch(): void {
    this.clearRestart();
    const options = this.wanted;
    if (!options) return;
    const recogniser = this.create(
      { ...options, continuous: this.handsFree },
      {
        onTranscript: (text) => this.deliver(text),
        onSpeechStart: () => this.activity.userSpeechStarted(),
        onSpeechEnd: () => this.activity.userSpeechEnded(),
        onError: (failure) => {
          this.events.onFailure(failure);
          // Without the microphone there is nothing to restart.
          if (failure === 'not_allowed' || failure === 'no_microphone') this.wanted = null;
        },
        onEnd: () => {
          if (this.recogniser === recogniser) this.recogniser = null;
          this.activity.userSpeechEnded();
          if (this.wanted && this.handsFree) {
            this.restartTimer = setTimeout(() => this.launch(), RESTART_DELAY_MS);
            return;
          }
          this.wanted = null;
          this.events.onListening(false);
        },
      },
    );
    this.recogniser = recogniser;
    this.events.onListening(true);
    try {
      recogniser.start();
    } catch {
      // A browser recogniser that is already running throws on start; it is listening, which is what was asked.
    }
  }
}
