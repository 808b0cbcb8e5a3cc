import type { Language } from '@ww/contracts';
import type { Kysely } from 'kysely';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { Database } from '#db/schema.ts';
import { withUserTx } from '#db/with-user-tx.ts';
import { AppError, validationError } from '#platform/errors.ts';
import type { Logger } from '#platform/logger.ts';
import { tryConsume } from '#platform/rate-limits.ts';
import type { Providers } from '#providers/providers.ts';
import { SpeechUnavailableError, type SttRequest, type TtsRequest } from '#providers/speech/speech.ts';
import { readSettings } from '#modules/settings/index.ts';

/** Spoken replies per user and minute: one per Pam answer with room for replays, not a free speech service. */
export const TTS_REQUESTS_PER_MINUTE = 60;
/** Recordings per user and minute; each one holds a transcription server for seconds. */
export const STT_REQUESTS_PER_MINUTE = 20;

export const STT_NOT_CONFIGURED = 'Speech recognition is not configured on this server.';

const rateLimited = (what: string) =>
  new AppError(429, 'other', `Too many ${what}. Please wait a minute and try again.`, 'rate_limited');

/** Pam's voice: a reply spoken, a recording heard, each within its per-user limit. */
export function createVoiceService(deps: { db: Kysely<Database>; logger: Logger; providers: Providers }) {
  // Per instance: what needs sparing is this server's voice worker and the speech servers behind it.
  const ttsLimiter = new RateLimiterMemory({ keyPrefix: 'pam-tts', points: TTS_REQUESTS_PER_MINUTE, duration: 60 });
  const sttLimiter = new RateLimiterMemory({ keyPrefix: 'pam-stt', points: STT_REQUESTS_PER_MINUTE, duration: 60 });

  return {
    /** `text` as speech, in `language` or else the user's language setting. */
    async speak(userId: string, { text, language, priority }: Omit<TtsRequest, 'language'> & { language?: Language }) {
      if (!(await tryConsume(ttsLimiter, userId))) throw rateLimited('spoken replies');
      const spoken = language ?? (await withUserTx(deps.db, { userId }, readSettings)).display_preferences.language;
      try {
        return await deps.providers.tts.synthesize({ text, language: spoken, priority });
      } catch (err) {
        if (!(err instanceof SpeechUnavailableError)) throw err;
        deps.logger.warn('text to speech failed', { reason: err.reason, error: err.message });
        throw new AppError(503, 'server', "Pam's voice is not available right now.", 'tts_unavailable');
      }
    },

    /** The words of a recording, by PAM_STT_URL's server (503 without one). */
    async transcribe(userId: string, recording: SttRequest) {
      const stt = deps.providers.stt;
      if (!stt) throw new AppError(503, 'other', STT_NOT_CONFIGURED, 'stt_not_configured');
      if (!/^audio\/[\w.+-]+/i.test(recording.mimeType)) {
        throw new AppError(
          415,
          'validation',
          'Send the recording as audio (content-type audio/*).',
          'unsupported_audio',
          {
            audio: 'unsupported_type',
          },
        );
      }
      if (!(await tryConsume(sttLimiter, userId))) throw rateLimited('recordings');
      if (recording.audio.length === 0) throw validationError({ audio: 'required' });
      try {
        return await stt.transcribe(recording);
      } catch (err) {
        if (!(err instanceof SpeechUnavailableError)) throw err;
        deps.logger.warn('speech recognition failed', { reason: err.reason, error: err.message });
        throw new AppError(
          503,
          'network',
          'The speech recognition service cannot be reached. Please try again or type your message.',
          'stt_unavailable',
        );
      }
    },
  };
}
export type VoiceService = ReturnType<typeof createVoiceService>;
