import { z } from 'zod';
import { REMOTE_SPEECH_TIMEOUT_MS, SpeechUnavailableError, type SttProvider } from './speech.ts';

export type RemoteSttOptions = {
  /** PAM_STT_URL without a trailing slash; the client posts to {baseUrl}/v1/audio/transcriptions. */
  baseUrl: string;
  apiKey?: string;
  model?: string;
  timeoutMs?: number;
};

/** OpenAI's name for Whisper; whisper.cpp's server ignores the field. */
const DEFAULT_MODEL = 'whisper-1';

/** `json` answers {text}; servers that say more (verbose_json, faster-whisper) may add the language heard. */
const transcriptionSchema = z.object({ text: z.string(), language: z.string().optional() });

const EXTENSIONS: Record<string, string> = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/wave': 'wav',
  'audio/mpeg': 'mp3',
  'audio/mp4': 'm4a',
  'audio/x-m4a': 'm4a',
  'audio/aac': 'aac',
  'audio/flac': 'flac',
};

/** verbose_json names the language in English words; Pam's languages become their codes, others stay as said. */
const LANGUAGE_NAMES: Record<string, string> = { english: 'en', spanish: 'es', french: 'fr' };
const languageCode = (said: string) => LANGUAGE_NAMES[said.toLowerCase()] ?? said.toLowerCase();

/** Servers guess the container from the file name, so the upload is named after the recording's media type. */
export function recordingFileName(mimeType: string): string {
  const base = mimeType.split(';')[0]!.trim().toLowerCase();
  return `recording.${EXTENSIONS[base] ?? 'webm'}`;
}

/**
 * An OpenAI-compatible transcription server (OpenAI, whisper.cpp's server, faster-whisper-server):
 * POST /v1/audio/transcriptions as multipart/form-data with file, model, language and response_format=json.
 */
export function createRemoteStt(options: RemoteSttOptions): SttProvider {
  const model = options.model ?? DEFAULT_MODEL;
  const timeoutMs = options.timeoutMs ?? REMOTE_SPEECH_TIMEOUT_MS;
  return {
    engine: 'openai-compatible',
    transcribe: async ({ audio, mimeType, language }) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(audio)], { type: mimeType }), recordingFileName(mimeType));
      form.append('model', model);
      if (language) form.append('language', language);
      form.append('response_format', 'json');
      let res: Response;
      let body: string;
      try {
        res = await fetch(`${options.baseUrl}/v1/audio/transcriptions`, {
          method: 'POST',
          headers: options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {},
          body: form,
          signal: AbortSignal.timeout(timeoutMs),
        });
        body = await res.text();
      } catch (err) {
        const timedOut = err instanceof Error && err.name === 'TimeoutError';
        throw new SpeechUnavailableError(
          timedOut ? 'timeout' : 'unreachable',
          timedOut
            ? `Speech recognition server took longer than ${timeoutMs} ms.`
            : `Speech recognition server unreachable: ${String(err)}`,
        );
      }
      if (!res.ok) throw new SpeechUnavailableError('status', `Speech recognition server answered ${res.status}.`);
      let parsed;
      try {
        parsed = transcriptionSchema.safeParse(JSON.parse(body));
      } catch {
        parsed = null;
      }
      if (!parsed?.success)
        throw new SpeechUnavailableError('invalid', 'Speech recognition answer is not a transcript.');
      return {
        text: parsed.data.text.trim(),
        language: parsed.data.language ? languageCode(parsed.data.language) : (language ?? null),
      };
    },
  };
}
