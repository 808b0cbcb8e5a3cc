import { createRoute, z } from '@hono/zod-openapi';
import { sql } from 'kysely';
import {
  apiErrorSchema,
  LANGUAGES,
  pamChatRequestSchema,
  pamChatResponseSchema,
  pamConversationSchema,
  pamFeedbackSchema,
  pamHealthSchema,
  pamStoredMessageSchema,
  type PamHealth,
} from '@ww/contracts';
import type { AppDeps } from '#platform/app-env.ts';
import { requireAuth } from '#platform/auth/require-auth.ts';
import { AppError } from '#platform/errors.ts';
import { bearer, createRouter, errorResponses, jsonBody, jsonResponse } from '#platform/openapi.ts';
import type { AssistantService } from './assistant.service.ts';

const errorJson = (description: string) => ({
  description,
  content: { 'application/json': { schema: apiErrorSchema } },
});
const forbidden = () => new AppError(403, 'rls_permission', undefined, 'forbidden');
const sessionParams = z.object({ session_id: z.string().min(1).max(200) });
const HEALTH_CHECK_TIMEOUT_MS = 1_000;

/** POST /pam-simple/chat: Pam over HTTP, the fallback of the WebSocket (SPEC §7). */
export function pamSimpleRoutes(deps: AppDeps, service: AssistantService) {
  const router = createRouter();
  const auth = requireAuth(deps);
  router.openapi(
    createRoute({
      method: 'post',
      path: '/chat',
      tags: ['pam'],
      security: bearer,
      middleware: [auth] as const,
      request: {
        ...jsonBody(pamChatRequestSchema),
        headers: z.object({
          /** A queued message's key: the same key is answered, and acted on, once. */
          'idempotency-key': z.string().min(1).max(200).optional(),
        }),
      },
      responses: {
        200: jsonResponse(
          "Pam's reply (no data envelope: the spec's clients read these fields)",
          pamChatResponseSchema,
        ),
        403: errorJson('user_id is not the signed-in user'),
        409: errorJson('A message with this idempotency key is still being answered'),
        429: errorJson('Too many messages this minute'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const userId = c.get('auth').userId;
      const body = c.req.valid('json');
      if (body.user_id && body.user_id !== userId) throw forbidden();
      const reply = await service.chat(userId, {
        message: body.message,
        session_id: body.session_id,
        context: body.context,
        idempotencyKey: c.req.valid('header')['idempotency-key'],
      });
      return c.json(reply, 200);
    },
  );
  return router;
}

type OptionalProviders = { llm?: { name?: string }; tts?: { engine?: string }; stt?: unknown };

async function databaseAnswers(deps: AppDeps): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      sql`select 1`.execute(deps.db),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), HEALTH_CHECK_TIMEOUT_MS);
      }),
    ]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Pam's own routes under /pam: health, greeting, stored conversations and feedback. */
export function assistantRoutes(deps: AppDeps, service: AssistantService) {
  const router = createRouter();
  // Per route rather than router.use('*'): other routers share the /pam prefix, and /pam/health is public.
  const auth = requireAuth(deps);

  router.openapi(
    createRoute({
      method: 'get',
      path: '/health',
      tags: ['pam'],
      responses: { 200: jsonResponse("Pam's modules and features", pamHealthSchema) },
    }),
    async (c) => {
      // Read defensively: the model, voice and recognition providers are optional.
      const providers = deps.providers as typeof deps.providers & OptionalProviders;
      const database = await databaseAnswers(deps);
      const health: PamHealth = {
        status: database ? 'healthy' : 'degraded',
        modules: {
          builtin_engine: 'ok',
          database: database ? 'ok' : 'unavailable',
          llm: providers.llm ? 'ok' : 'not_configured',
          tts: providers.tts ? 'ok' : 'not_configured',
          stt: providers.stt ? 'ok' : 'not_configured',
        },
        features: {
          builtin_engine: true,
          llm: !!providers.llm,
          llm_provider: providers.llm?.name ?? null,
          websocket: true,
          tts: !!providers.tts,
          tts_engine: providers.tts?.engine ?? null,
          stt: !!providers.stt,
          languages: [...LANGUAGES],
        },
      };
      return c.json(health, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/greeting',
      tags: ['pam'],
      security: bearer,
      middleware: [auth] as const,
      request: { query: z.object({ language: z.enum(LANGUAGES).optional() }) },
      responses: {
        200: jsonResponse(
          "Pam's greeting in the user's language; with proactive suggestions on, it names the most useful thing",
          z.object({ data: z.object({ greeting: z.string() }) }),
        ),
        ...errorResponses,
      },
    }),
    async (c) => {
      const greeting = await service.greeting(c.get('auth').userId, c.req.valid('query').language);
      return c.json({ data: { greeting } }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/conversations',
      tags: ['pam'],
      security: bearer,
      middleware: [auth] as const,
      responses: {
        200: jsonResponse(
          "The user's conversations with Pam, newest first",
          z.object({ data: z.array(pamConversationSchema) }),
        ),
        ...errorResponses,
      },
    }),
    async (c) => c.json({ data: await service.conversations(c.get('auth').userId) }, 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/conversations/{session_id}/messages',
      tags: ['pam'],
      security: bearer,
      middleware: [auth] as const,
      request: { params: sessionParams },
      responses: {
        200: jsonResponse(
          'The messages of one conversation, oldest first',
          z.object({ data: z.array(pamStoredMessageSchema) }),
        ),
        404: errorJson('No such conversation'),
        ...errorResponses,
      },
    }),
    async (c) => c.json({ data: await service.messages(c.get('auth').userId, c.req.valid('param').session_id) }, 200),
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/conversations/{session_id}',
      tags: ['pam'],
      security: bearer,
      middleware: [auth] as const,
      request: { params: sessionParams },
      responses: {
        204: { description: 'Conversation deleted' },
        404: errorJson('No such conversation'),
        ...errorResponses,
      },
    }),
    async (c) => {
      await service.deleteConversation(c.get('auth').userId, c.req.valid('param').session_id);
      return c.body(null, 204);
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/conversations',
      tags: ['pam'],
      security: bearer,
      middleware: [auth] as const,
      responses: { 204: { description: "All of the user's conversations deleted" }, ...errorResponses },
    }),
    async (c) => {
      await service.deleteAll(c.get('auth').userId);
      return c.body(null, 204);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/feedback',
      tags: ['pam'],
      security: bearer,
      middleware: [auth] as const,
      request: jsonBody(pamFeedbackSchema),
      responses: { 204: { description: 'Feedback kept' }, 404: errorJson('No such reply'), ...errorResponses },
    }),
    async (c) => {
      const { message_id, rating } = c.req.valid('json');
      await service.feedback(c.get('auth').userId, message_id, rating);
      return c.body(null, 204);
    },
  );
  return router;
}
