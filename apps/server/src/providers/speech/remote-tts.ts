import type { Language } from '@ww/contracts';
import { capText, audioFormat, REMOTE_SPEECH_TIMEOUT_MS, SpeechUnavailableError, type TtsProvider } from './speech.ts';

export type RemoteTtsOptions = {
  /** PAM_TTS_URL without a trailing slash; the client posts to {baseUrl}/v1/audio/speech. */
  baseUrl: string;
  apiKey?: string;
  model?: string;
  /** PAM_TTS_VOICE: one voice for every language, or one per language as 'en=af_heart,es=ef_dora,fr=ff_siwis'. */
  voice?: string;
  timeoutMs?: number;
  /** Answers whenever the remote server cannot: Pam keeps speaking offline. */
  fallback: TtsProvider;
  /** Told why the remote voice was skipped (the answer itself says which engine spoke). */
  onFallback?: (err: SpeechUnavailableError) => void;
};

/** What OpenAI's API calls its default model and voice; Piper and Kokoro servers map or ignore them. */
const DEFAULT_MODEL = 'tts-1';
const DEFAULT_VOICE = 'alloy';

/**
 * The voice for a language from PAM_TTS_VOICE. Piper and Kokoro voices speak one language each, so a list names one
 * per language; a language the list leaves out gets the list's first voice.
 */
export function voiceFor(setting: string | undefined, language: Language): string {
  if (!setting) return DEFAULT_VOICE;
  if (!setting.includes('=')) return setting.trim();
  const pairs = setting
    .split(',')
    .map((pair) => pair.split('=').map((part) => part.trim()))
    .filter((pair): pair is [string, string] => pair.length === 2 && pair[0] !== '' && pair[1] !== '');
  return pairs.find(([lang]) => lang.toLowerCase() === language)?.[1] ?? pairs[0]?.[1] ?? DEFAULT_VOICE;
}

/**
 * An OpenAI-compatible speech server (OpenAI, openedai-speech, Piper and Kokoro front ends): POST /v1/audio/speech
 * {model, input, voice, response_format} answered with the audio bytes. WAV is asked for, MP3 accepted.
 */
export function createRemoteTts(options: RemoteTtsOptions): TtsProvider {
  const model = options.model ?? DEFAULT_MODEL;
  const timeoutMs = options.timeoutMs ?? REMOTE_SPEECH_TIMEOUT_MS;

  const speak = async (input: string, voice: string) => {
    let res: Response;
    try {
      res = await fetch(`${options.baseUrl}/v1/audio/speech`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body: JSON.stringify({ model, input, voice, response_format: 'wav' }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      const timedOut = err instanceof Error && err.name === 'TimeoutError';
      throw new SpeechUnavailableError(
        timedOut ? 'timeout' : 'unreachable',
        timedOut ? `Speech server took longer than ${timeoutMs} ms.` : `Speech server unreachable: ${String(err)}`,
      );
    }
    let audio: Buffer;
    try {
      audio = Buffer.from(await res.arrayBuffer());
    } catch (err) {
      throw new SpeechUnavailableError('unreachable', `Speech server answer cut off: ${String(err)}`);
    }
    if (!res.ok) throw new SpeechUnavailableError('status', `Speech server answered ${res.status}.`);
    const format = audioFormat(audio);
    if (!format) throw new SpeechUnavailableError('invalid', 'Speech server answer is neither WAV nor MP3.');
    return { audio, format };
  };

  return {
    engine: 'openai-compatible',
    synthesize: async (request) => {
      try {
        const voice = voiceFor(options.voice, request.language);
        const { audio, format } = await speak(capText(request.text), voice);
        return { audio, format, engine_used: 'openai-compatible', voice_used: voice };
      } catch (err) {
        if (!(err instanceof SpeechUnavailableError)) throw err;
        options.onFallback?.(err);
        return options.fallback.synthesize(request);
      }
    },
    close: () => options.fallback.close(),
  };
}
