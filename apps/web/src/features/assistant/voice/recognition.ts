import type { Language } from '@ww/contracts';
import { api } from '#shared/lib/api-client.ts';

export type RecognitionKind = 'browser' | 'server' | 'none';
/** Why listening stopped or could not start, for the mic control to say. */
export type RecognitionFailure = 'not_allowed' | 'no_microphone' | 'network' | 'server' | 'other';

/** The part of the Web Speech API used here: TypeScript's DOM library does not declare it. */
interface SpeechRecognitionLike extends EventTarget {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  start(): void;
  stop(): void;
  abort(): void;
  onresult: ((event: SpeechRecognitionResultEventLike) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  onspeechstart: (() => void) | null;
  onspeechend: (() => void) | null;
}
interface SpeechRecognitionResultEventLike {
  resultIndex: number;
  results: ArrayLike<{ isFinal: boolean; 0: { transcript: string } }>;
}
type SpeechRecognitionConstructor = new () => SpeechRecognitionLike;

const RECOGNITION_LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-ES', fr: 'fr-FR' };

export function browserRecognitionConstructor(): SpeechRecognitionConstructor | null {
  if (typeof window === 'undefined') return null;
  const scope = window as unknown as Record<string, SpeechRecognitionConstructor | undefined>;
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition ?? null;
}

function canRecord(): boolean {
  return (
    typeof MediaRecorder === 'function' &&
    typeof navigator !== 'undefined' &&
    typeof navigator.mediaDevices?.getUserMedia === 'function'
  );
}

/** The recogniser to use: the browser's own, else the server's (when it has one and the browser can record), else none. */
export function detectRecognition(serverStt: boolean): RecognitionKind {
  if (browserRecognitionConstructor()) return 'browser';
  if (serverStt && canRecord()) return 'server';
  return 'none';
}

// "Hey Pam", "Oye Pam", "Dis Pam" and how recognisers write them: any case, with or without accents or a comma.
const WAKE_PHRASE =
  /(?:^|[^\p{L}])(?:h[eéèê]y|h[eéèê]|hei|ey|oy[eé]|oi|dis|di)[\s,.!¡:;-]*p[aá]m(?!\p{L})[\s,.!?¡¿:;-]*/iu;

/**
 * In hands-free mode only speech addressed to Pam is a message: the words after the wake phrase. null when the
 * transcript has no wake phrase; '' when it is the wake phrase alone (the next utterance is the message).
 */
export function wakePhraseMessage(transcript: string): string | null {
  const text = transcript.normalize('NFC');
  const match = WAKE_PHRASE.exec(text);
  if (!match) return null;
  return text.slice(match.index + match[0].length).trim();
}

export interface RecogniserEvents {
  /** A final transcript of one utterance. */
  onTranscript(text: string): void;
  onSpeechStart(): void;
  onSpeechEnd(): void;
  onError(failure: RecognitionFailure): void;
  /** The recogniser stopped (by itself, after stop(), or after an error). */
  onEnd(): void;
}

export interface Recogniser {
  start(): void;
  stop(): void;
}

/** The browser's SpeechRecognition; `continuous` keeps it open across utterances (hands-free). */
export function createBrowserRecogniser(
  Recognition: SpeechRecognitionConstructor,
  options: { language: Language; continuous: boolean },
  events: RecogniserEvents,
): Recogniser {
  const recognition = new Recognition();
  recognition.lang = RECOGNITION_LOCALES[options.language];
  recognition.continuous = options.continuous;
  recognition.interimResults = false;
  recognition.maxAlternatives = 1;
  recognition.onresult = (event) => {
    for (let i = event.resultIndex; i < event.results.length; i++) {
      const result = event.results[i];
      const text = result?.[0].transcript.trim();
      if (result?.isFinal && text) events.onTranscript(text);
    }
  };
  recognition.onspeechstart = () => events.onSpeechStart();
  recognition.onspeechend = () => events.onSpeechEnd();
  recognition.onerror = (event) => {
    // 'no-speech' and 'aborted' are a silent room and our own stop, not failures.
    if (event.error === 'no-speech' || event.error === 'aborted') return;
    events.onError(
      event.error === 'not-allowed' || event.error === 'service-not-allowed'
        ? 'not_allowed'
        : event.error === 'audio-capture'
          ? 'no_microphone'
          : event.error === 'network'
            ? 'network'
            : 'other',
    );
  };
  recognition.onend = () => events.onEnd();
  return {
    start: () => recognition.start(),
    stop: () => recognition.stop(),
  };
}

/** Tells speech from silence in a stream of loudness readings (RMS, 0..1). */
export class SpeechEndpointer {
  private speechStartedAt: number | null = null;
  private lastLoudAt = 0;
  private inSpeech = false;

  constructor(
    private readonly threshold = 0.02,
    /** Silence after speech that ends an utterance. */
    private readonly silenceMs = 1_200,
    /** Loudness shorter than this is a click, not speech. */
    private readonly minSpeechMs = 150,
  ) {}

  feed(rms: number, now: number): 'start' | 'end' | null {
    const loud = rms >= this.threshold;
    if (loud) {
      this.lastLoudAt = now;
      this.speechStartedAt ??= now;
      if (!this.inSpeech && now - this.speechStartedAt >= this.minSpeechMs) {
        this.inSpeech = true;
        return 'start';
      }
      return null;
    }
    if (!this.inSpeech) {
      this.speechStartedAt = null;
      return null;
    }
    if (now - this.lastLoudAt >= this.silenceMs) {
      this.inSpeech = false;
      this.speechStartedAt = null;
      return 'end';
    }
    return null;
  }

  get speaking(): boolean {
    return this.inSpeech;
  }
}

const LEVEL_POLL_MS = 100;
/** One recording never grows past this, so a forgotten microphone does not fill memory or the upload limit. */
const MAX_RECORDING_MS = 15_000;

function rmsOf(analyser: AnalyserNode, buffer: Float32Array<ArrayBuffer>): number {
  analyser.getFloatTimeDomainData(buffer);
  let sum = 0;
  for (const sample of buffer) sum += sample * sample;
  return Math.sqrt(sum / buffer.length);
}

/**
 * Records with MediaRecorder and sends the recording to the server's recogniser (POST /pam/stt). Where the browser
 * can measure loudness the recording ends 1.2 s after the user stops speaking and silent recordings are never sent;
 * elsewhere it runs until stop() (push to talk) or 15 s.
 */
export function createServerRecogniser(language: Language, events: RecogniserEvents): Recogniser {
  let stream: MediaStream | null = null;
  let recorder: MediaRecorder | null = null;
  let context: AudioContext | null = null;
  let poll: ReturnType<typeof setInterval> | null = null;
  let maxTimer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;

  const release = () => {
    if (poll !== null) clearInterval(poll);
    if (maxTimer !== null) clearTimeout(maxTimer);
    poll = null;
    maxTimer = null;
    stream?.getTracks().forEach((track) => track.stop());
    void context?.close().catch(() => undefined);
    stream = null;
    context = null;
  };

  const transcribe = async (blob: Blob) => {
    try {
      const { text } = await api('POST /pam/stt', {
        query: { language },
        body: blob,
        headers: { 'Content-Type': blob.type || 'audio/webm' },
      });
      if (text.trim()) events.onTranscript(text.trim());
    } catch {
      events.onError('server');
    }
  };

  const begin = async () => {
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (err) {
      events.onError(err instanceof DOMException && err.name === 'NotAllowedError' ? 'not_allowed' : 'no_microphone');
      events.onEnd();
      return;
    }
    if (stopped) {
      release();
      events.onEnd();
      return;
    }
    const chunks: Blob[] = [];
    const active = new MediaRecorder(stream);
    recorder = active;
    let heardSpeech = typeof AudioContext !== 'function';
    if (typeof AudioContext === 'function') {
      context = new AudioContext();
      const analyser = context.createAnalyser();
      analyser.fftSize = 2048;
      context.createMediaStreamSource(stream).connect(analyser);
      const buffer = new Float32Array(analyser.fftSize);
      const endpointer = new SpeechEndpointer();
      poll = setInterval(() => {
        const change = endpointer.feed(rmsOf(analyser, buffer), Date.now());
        if (change === 'start') {
          heardSpeech = true;
          events.onSpeechStart();
        } else if (change === 'end') {
          events.onSpeechEnd();
          if (active.state === 'recording') active.stop();
        }
      }, LEVEL_POLL_MS);
    }
    active.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    active.onstop = () => {
      release();
      const blob = new Blob(chunks, { type: active.mimeType || 'audio/webm' });
      const send = heardSpeech && blob.size > 0 ? transcribe(blob) : Promise.resolve();
      void send.finally(() => events.onEnd());
    };
    maxTimer = setTimeout(() => {
      if (active.state === 'recording') active.stop();
    }, MAX_RECORDING_MS);
    active.start();
  };

  return {
    start: () => {
      stopped = false;
      void begin();
    },
    stop: () => {
      stopped = true;
      if (recorder?.state === 'recording') recorder.stop();
    },
  };
}
