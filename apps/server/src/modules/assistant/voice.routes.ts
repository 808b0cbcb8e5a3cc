import { createRoute, z } from '@hono/zod-openapi';
import {
  apiErrorSchema,
  LANGUAGES,
  PAM_LIMITS,
  pamSttResponseSchema,
  pamTtsPayloadSchema,
  pamTtsRequestSchema,
} from '@ww/contracts';
import { bodyLimit } from 'hono/body-limit';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { withUserTx } from '#db/with-user-tx.ts';
import type { AppDeps, AuthContext } from '#platform/app-env.ts';
import { requireAuth } from '#platform/auth/require-auth.ts';
import { AppError, validationError } from '#platform/errors.ts';
import { bearer, createRouter, errorResponses, jsonBody, jsonResponse } from '#platform/openapi.ts';
import { tryConsume } from '#platform/rate-limits.ts';
import { SpeechUnavailableError } from '#providers/speech/speech.ts';
import { readSettings } from '#modules/settings/index.ts';

/** Spoken replies per user and minute: one per Pam answer with room for replays, not a free speech service. */
export const TTS_REQUESTS_PER_MINUTE = 60;
/** Recordings per user and minute; each one holds a transcription server for seconds. */
export const STT_REQUESTS_PER_MINUTE = 20;

const rateLimited = (what: string) =>
  new AppError(429, 'other', `Too many ${what}. Please wait a minute and try again.`, 'rate_limited');

export const STT_NOT_CONFIGURED = 'Speech recognition is not configured on this server.';

const sttNotConfigured = () => new AppError(503, 'other', STT_NOT_CONFIGURED, 'stt_not_configured');

const sttMegabytes = PAM_LIMITS.sttMaxBytes / 1024 / 1024;

export function voiceRoutes(deps: AppDeps) {
  const router = createRouter();
  router.use('/tts', requireAuth(deps));
  router.use('/stt', requireAuth(deps));
  const tags = ['pam'];
  // Per instance: what needs sparing is this server's voice worker and the speech servers behind it.
  const ttsLimiter = new RateLimiterMemory({ keyPrefix: 'pam-tts', points: TTS_REQUESTS_PER_MINUTE, duration: 60 });
  const sttLimiter = new RateLimiterMemory({ keyPrefix: 'pam-stt', points: STT_REQUESTS_PER_MINUTE, duration: 60 });

  router.openapi(
    createRoute({
      method: 'post',
      path: '/tts',
      tags,
      security: bearer,
      description:
        "Pam's reply as speech (SPEC §3 TTS payload, not wrapped in data): WAV from the embedded eSpeak NG voice, or WAV/MP3 from PAM_TTS_URL's OpenAI-compatible server when set (the embedded voice answers when it fails; engine_used says which spoke). language defaults to the user's language setting; urgent and high requests are spoken before normal ones.",
      request: jsonBody(pamTtsRequestSchema),
      responses: {
        200: jsonResponse('The audio, base64-encoded', pamTtsPayloadSchema),
        ...errorResponses,
        429: { description: 'Too many requests', content: { 'application/json': { schema: apiErrorSchema } } },
        503: { description: 'No voice could speak', content: { 'application/json': { schema: apiErrorSchema } } },
      },
    }),
    async (c) => {
      const { text, language, priority } = c.req.valid('json');
      const userId = c.get('auth').userId;
      if (!(await tryConsume(ttsLimiter, userId))) throw rateLimited('spoken replies');
      const spoken = language ?? (await withUserTx(deps.db, { userId }, readSettings)).display_preferences.language;
      try {
        const result = await deps.providers.tts.synthesize({ text, language: spoken, priority });
        return c.json(
          {
            audio_data: result.audio.toString('base64'),
            format: result.format,
            engine_used: result.engine_used,
            voice_used: result.voice_used,
          },
          200,
        );
      } catch (err) {
        if (!(err instanceof SpeechUnavailableError)) throw err;
        deps.logger.warn('text to speech failed', { reason: err.reason, error: err.message });
        throw new AppError(503, 'server', "Pam's voice is not available right now.", 'tts_unavailable');
      }
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/stt',
      tags,
      security: bearer,
      description: `A recording (the body, content-type audio/*, at most ${sttMegabytes} MB) transcribed by PAM_STT_URL's OpenAI-compatible server (whisper.cpp and others). Without PAM_STT_URL: 503 stt_not_configured, and the browser's own recogniser is the only one.`,
      middleware: [
        bodyLimit({
          maxSize: PAM_LIMITS.sttMaxBytes,
          onError: () => {
            throw new AppError(
              413,
              'validation',
              `The recording is larger than ${sttMegabytes} MB.`,
              'audio_too_large',
              {
                audio: 'too_large',
              },
            );
          },
        }),
      ] as const,
      request: {
        query: z.object({ language: z.enum(LANGUAGES).optional() }),
        body: { content: { 'audio/*': { schema: z.any().describe('The recording: WebM/Opus, Ogg, WAV, MP3, MP4') } } },
      },
      responses: {
        200: jsonResponse('The words heard', pamSttResponseSchema),
        ...errorResponses,
        413: { description: 'Recording too large', content: { 'application/json': { schema: apiErrorSchema } } },
        415: { description: 'Not an audio body', content: { 'application/json': { schema: apiErrorSchema } } },
        429: { description: 'Too many requests', content: { 'application/json': { schema: apiErrorSchema } } },
        503: {
          description: 'Speech recognition not configured or unreachable',
          content: { 'application/json': { schema: apiErrorSchema } },
        },
      },
    }),
    async (c) => {
      const stt = deps.providers.stt;
      if (!stt) throw sttNotConfigured();
      const mimeType = c.req.header('content-type') ?? '';
      if (!/^audio\/[\w.+-]+/i.test(mimeType)) {
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
      const { language } = c.req.valid('query');
      // A route with middleware gets an untyped context variable map from @hono/zod-openapi.
      const { userId } = c.get('auth') as AuthContext;
      if (!(await tryConsume(sttLimiter, userId))) throw rateLimited('recordings');
      const audio = Buffer.from(await c.req.arrayBuffer());
      if (audio.length === 0) throw validationError({ audio: 'required' });
      try {
        return c.json(await stt.transcribe({ audio, mimeType, language }), 200);
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
  );
  return router;
}
