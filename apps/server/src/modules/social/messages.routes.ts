import { z } from '@hono/zod-openapi';
import {
  apiErrorSchema,
  conversationCreateSchema,
  conversationListResponseSchema,
  conversationResponseSchema,
  MESSAGE_IDEMPOTENCY_KEY_MAX_CHARS,
  messageInputSchema,
  messageListResponseSchema,
  messageReadResponseSchema,
  messageResponseSchema,
  socialPageQuerySchema,
  unreadTotalResponseSchema,
} from '@ww/contracts';
import type { AppDeps } from '#platform/app-env.ts';
import { jsonBody, jsonResponse } from '#platform/openapi.ts';
import { bearerRoutes, idParams, signedInRouter } from '#platform/routes-kit.ts';
import type { MessagesService } from './messages.service.ts';

const errorJson = (description: string) => ({
  description,
  content: { 'application/json': { schema: apiErrorSchema } },
});

/** /social/conversations: direct and group conversations, their messages, read marks and typing. */
export function messagesRoutes(deps: AppDeps, service: MessagesService) {
  const router = signedInRouter(deps);
  const notParticipant = { 404: errorJson('No such conversation, or the caller is not in it') } as const;
  const routes = bearerRoutes(['social: messages']);

  router.openapi(
    routes.read('/', {
      description:
        "The caller's conversations, newest activity first (last message, else creation), each with its participants, last message and unread count; paged by an opaque keyset cursor.",
      request: { query: socialPageQuerySchema },
      response: jsonResponse('One page of conversations', conversationListResponseSchema),
    }),
    async (c) => c.json(await service.list(c.get('auth').userId, c.req.valid('query')), 200),
  );

  router.openapi(
    routes.create('/', {
      description:
        'Starts a conversation. One other participant makes a direct conversation; when the two already have one, that one is answered (201 either way: a client asks for "the conversation with this traveller", the answer is the same). Two or more make a group conversation with the title. A participant who does not exist, is across a block or keeps their profile from the caller is refused with 404 participant_unavailable, the same answer for each.',
      body: conversationCreateSchema,
      response: jsonResponse(
        'The conversation: new, or the direct one the two already have',
        conversationResponseSchema,
      ),
      responses: { 403: errorJson('The caller is suspended'), 404: errorJson('A participant cannot be messaged') },
    }),
    async (c) => {
      return c.json({ data: await service.create(c.get('auth').userId, c.req.valid('json')) }, 201);
    },
  );

  // Before /{id}: 'unread' is not a conversation id.
  router.openapi(
    routes.read('/unread', {
      description:
        "Unread messages in all the caller's conversations together (messages from others after their read mark).",
      response: jsonResponse('The total', unreadTotalResponseSchema),
    }),
    async (c) => c.json({ data: await service.unreadTotal(c.get('auth').userId) }, 200),
  );

  router.openapi(
    routes.get('/{id}', {
      request: { params: idParams },
      responses: { 200: jsonResponse('The conversation', conversationResponseSchema), ...notParticipant },
    }),
    async (c) => c.json({ data: await service.get(c.get('auth').userId, c.req.valid('param').id) }, 200),
  );

  router.openapi(
    routes.get('/{id}/messages', {
      description:
        'Messages newest first, paged by an opaque keyset cursor. Hidden messages are shown only to their sender, with the reason; messages across a block are not shown. `read_by` lists the other participants whose read mark has reached each message.',
      request: { params: idParams, query: socialPageQuerySchema },
      responses: { 200: jsonResponse('One page of messages', messageListResponseSchema), ...notParticipant },
    }),
    async (c) =>
      c.json(await service.messages(c.get('auth').userId, c.req.valid('param').id, c.req.valid('query')), 200),
  );

  router.openapi(
    routes.post('/{id}/messages', {
      description:
        'Sends a message; every participant gets it live (`message.created` on their own channel). With an `Idempotency-Key` header, sending again with the same key answers the message already sent (201 again, header `Idempotent-Replayed: true`) and sends nothing; the same key with another conversation or text is a 409.',
      request: {
        params: idParams,
        ...jsonBody(messageInputSchema),
        headers: z.object({ 'idempotency-key': z.string().min(1).max(MESSAGE_IDEMPOTENCY_KEY_MAX_CHARS).optional() }),
      },
      responses: {
        201: jsonResponse('The message', messageResponseSchema),
        403: errorJson('Suspended, or the direct conversation is across a block'),
        409: errorJson('The Idempotency-Key was used for a different message'),
        429: errorJson(`Too many messages this minute`),
        ...notParticipant,
      },
    }),
    async (c) => {
      const { message, replayed } = await service.send(
        c.get('auth').userId,
        c.req.valid('param').id,
        c.req.valid('json').body,
        c.req.valid('header')['idempotency-key'] ?? null,
      );
      if (replayed) c.header('idempotent-replayed', 'true');
      return c.json({ data: message }, 201);
    },
  );

  router.openapi(
    routes.post('/{id}/read', {
      description:
        "Moves the caller's read mark to the newest message of the conversation; the participants get `message.read` live when it moved.",
      request: { params: idParams },
      responses: { 200: jsonResponse('The read mark', messageReadResponseSchema), ...notParticipant },
    }),
    async (c) => c.json({ data: await service.markRead(c.get('auth').userId, c.req.valid('param').id) }, 200),
  );

  router.openapi(
    routes.post('/{id}/typing', {
      description:
        'Tells the other participants live (`typing`) that the caller is typing; nothing is stored. At most one event a second per conversation is passed on; more are accepted and dropped.',
      request: { params: idParams },
      responses: { 204: { description: 'Passed on (or dropped as too frequent)' }, ...notParticipant },
    }),
    async (c) => {
      await service.typing(c.get('auth').userId, c.req.valid('param').id);
      return c.body(null, 204);
    },
  );

  return router;
}
