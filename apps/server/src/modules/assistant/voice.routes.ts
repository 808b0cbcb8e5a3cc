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
import type { AppDeps, AuthContext } from '#platform/app-env.ts';
import { requireAuth } from '#platform/auth/require-auth.ts';
import { AppError } from '#platform/errors.ts';
import { bearer, createRouter, errorResponses, jsonBody, jsonResponse } from '#platform/openapi.ts';
import { bearerRoutes } from '#platform/routes-kit.ts';
import type { VoiceService } from './voice.service.ts';

const sttMegabytes = PAM_LIMITS.sttMaxBytes / 1024 / 1024;

export function voiceRoutes(deps: AppDeps, service: VoiceService) {
  const router = createRouter();
  router.use('/tts', requireAuth(deps));
  router.use('/stt', requireAuth(deps));
  const tags = ['pam'];
  const routes = bearerRoutes(tags);

  router.openapi(
    routes.post('/tts', {
      description:
        "Pam's reply as speech (SPEC §3 TTS payload, not wrapped in data): WAV from the embedded eSpeak NG voice, or WAV/MP3 from PAM_TTS_URL's OpenAI-compatible server when set (the embedded voice answers when it fails; engine_used says which spoke). language defaults to the user's language setting; urgent and high requests are spoken before normal ones.",
      request: jsonBody(pamTtsRequestSchema),
      responses: {
        200: jsonResponse('The audio, base64-encoded', pamTtsPayloadSchema),
        429: { description: 'Too many requests', content: { 'application/json': { schema: apiErrorSchema } } },
        503: { description: 'No voice could speak', content: { 'application/json': { schema: apiErrorSchema } } },
      },
    }),
    async (c) => {
      const result = await service.speak(c.get('auth').userId, c.req.valid('json'));
      return c.json(
        {
          audio_data: result.audio.toString('base64'),
          format: result.format,
          engine_used: result.engine_used,
          voice_used: result.voice_used,
        },
        200,
      );
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
      const mimeType = c.req.header('content-type') ?? '';
      const { language } = c.req.valid('query');
      // A route with middleware gets an untyped context variable map from @hono/zod-openapi.
      const { userId } = c.get('auth') as AuthContext;
      const audio = Buffer.from(await c.req.arrayBuffer());
      return c.json(await service.transcribe(userId, { audio, mimeType, ...(language ? { language } : {}) }), 200);
    },
  );
  return router;
}
