import { capText, audioFormat, REMOTE_SPEECH_TIMEOUT_MS, SpeechUnavailableError, type TtsProvider } from './speech.ts';

export type RemoteTtsOptions = {
  /** PAM_TTS_URL without a trailing slash; the client posts to {baseUrl}/v1/audio/speech. */
  baseUrl: string;
  apiKey?: string;
  model?: string;
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
 * An OpenAI-compatible speech server (OpenAI, openedai-speech, Piper and Kokoro front ends): POST /v1/audio/speech
 * {model, input, voice, response_format} answered with the audio bytes. WAV is asked for, MP3 accepted.
 */
export function createRemoteTts(options: RemoteTtsOptions): TtsProvider {
  const model = options.model ?? DEFAULT_MODEL;
  const voice = options.voice ?? DEFAULT_VOICE;
  const timeoutMs = options.timeoutMs ?? REMOTE_SPEECH_TIMEOUT_MS;

  const speak = async (input: string) => {
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
        const { audio, format } = await speak(capText(request.text));
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
