import type { Language, PamPriority, PamTtsPayload } from '@ww/contracts';
import { api } from '#shared/lib/api-client.ts';
import type { AudioPool } from './audio-pool.ts';

/** Who spoke a reply: the server's voice (its engine and voice as it reported them) or the browser's own. */
export type SpokenBy =
  | { engine: 'server'; engine_used: string; voice_used: string }
  | { engine: 'browser'; engine_used: 'speechSynthesis'; voice_used: string };

/** Neither the server's voice nor the browser's could say the text (SPEC §8: 'Failed to play TTS audio'). */
export class TtsError extends Error {
  constructor(options?: ErrorOptions) {
    super('Failed to play TTS audio', options);
    this.name = 'TtsError';
  }
}

const SPEECH_LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-ES', fr: 'fr-FR' };

export function audioSource(payload: Pick<PamTtsPayload, 'audio_data' | 'format'>): string {
  return `data:${payload.format === 'mp3' ? 'audio/mpeg' : 'audio/wav'};base64,${payload.audio_data}`;
}

function abortError(): DOMException {
  return new DOMException('Speech stopped', 'AbortError');
}

export function isAbortError(err: unknown): boolean {
  return err instanceof DOMException && err.name === 'AbortError';
}

/** Plays `src` on `element` to its end; rejects when it cannot be played, with an AbortError when stopped. */
export function playOn(element: HTMLAudioElement, src: string, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const cleanup = () => {
      element.removeEventListener('ended', onEnded);
      element.removeEventListener('error', onError);
      signal?.removeEventListener('abort', onAbort);
    };
    const onEnded = () => {
      cleanup();
      resolve();
    };
    const onError = () => {
      cleanup();
      reject(new Error(element.error?.message || 'The audio could not be played'));
    };
    const onAbort = () => {
      cleanup();
      element.pause();
      reject(abortError());
    };
    element.addEventListener('ended', onEnded);
    element.addEventListener('error', onError);
    signal?.addEventListener('abort', onAbort);
    element.src = src;
    element.play().catch((err: unknown) => {
      cleanup();
      reject(signal?.aborted ? abortError() : err instanceof Error ? err : new Error(String(err)));
    });
  });
}

function pickVoice(language: Language): SpeechSynthesisVoice | null {
  const voices = window.speechSynthesis.getVoices().filter((voice) => voice.lang.toLowerCase().startsWith(language));
  const preferred = navigator.language.toLowerCase();
  return (
    voices.find((voice) => voice.lang.toLowerCase() === preferred) ??
    voices.find((voice) => voice.lang === SPEECH_LOCALES[language]) ??
    voices[0] ??
    null
  );
}

/**
 * How long the browser's voice may take to start. Without a voice or an audio device some browsers neither start nor
 * fail an utterance; the message then counts as unsaid instead of holding the queue for ever.
 */
const BROWSER_VOICE_START_MS = 5_000;

/** Says `text` with the browser's speechSynthesis; resolves with the voice's name once it is said. */
export function speakWithBrowser(text: string, language: Language, signal?: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    if (
      typeof window === 'undefined' ||
      !('speechSynthesis' in window) ||
      typeof SpeechSynthesisUtterance !== 'function'
    ) {
      return reject(new Error('speechSynthesis is not available'));
    }
    if (signal?.aborted) return reject(abortError());
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = SPEECH_LOCALES[language];
    const voice = pickVoice(language);
    if (voice) utterance.voice = voice;
    const settle = (outcome: () => void) => {
      clearTimeout(notStarted);
      signal?.removeEventListener('abort', onAbort);
      outcome();
    };
    const onAbort = () =>
      settle(() => {
        window.speechSynthesis.cancel();
        reject(abortError());
      });
    const notStarted = setTimeout(
      () =>
        settle(() => {
          window.speechSynthesis.cancel();
          reject(new Error('speechSynthesis did not start'));
        }),
      BROWSER_VOICE_START_MS,
    );
    utterance.onstart = () => clearTimeout(notStarted);
    utterance.onend = () => settle(() => resolve(voice?.name ?? utterance.lang));
    utterance.onerror = (event) =>
      settle(() =>
        reject(event.error === 'interrupted' || event.error === 'canceled' ? abortError() : new Error(event.error)),
      );
    signal?.addEventListener('abort', onAbort);
    window.speechSynthesis.speak(utterance);
  });
}

export interface SpeakOptions {
  language: Language;
  priority?: PamPriority;
  pool: AudioPool;
  signal?: AbortSignal;
}

/**
 * Says `text` (issue 11 point 6): the server's voice (POST /pam/tts, its embedded eSpeak NG or a configured speech
 * server) played through a pooled audio element; when that fails, the browser's speechSynthesis; when both fail a
 * TtsError. A stop (the signal) rejects with an AbortError and tries nothing else.
 */
export async function speakText(text: string, options: SpeakOptions): Promise<SpokenBy> {
  const { language, priority, pool, signal } = options;
  let serverFailure: unknown;
  try {
    const payload = await api('POST /pam/tts', {
      json: { text, language, ...(priority ? { priority } : {}) },
      ...(signal ? { signal } : {}),
    });
    const element = pool.acquire();
    try {
      await playOn(element, audioSource(payload), signal);
    } finally {
      pool.release(element);
    }
    return { engine: 'server', engine_used: payload.engine_used, voice_used: payload.voice_used };
  } catch (err) {
    if (isAbortError(err) || signal?.aborted) throw isAbortError(err) ? err : abortError();
    serverFailure = err;
  }
  try {
    const voice = await speakWithBrowser(text, language, signal);
    return { engine: 'browser', engine_used: 'speechSynthesis', voice_used: voice };
  } catch (err) {
    if (isAbortError(err)) throw err;
    throw new TtsError({ cause: [serverFailure, err] });
  }
}
