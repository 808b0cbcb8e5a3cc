import { z } from '@hono/zod-openapi';
import {
  apiErrorSchema,
  groupInputSchema,
  groupListQuerySchema,
  groupListResponseSchema,
  groupMemberListQuerySchema,
  groupMemberListResponseSchema,
  groupMemberResponseSchema,
  groupPatchSchema,
  groupResponseSchema,
  groupRolePatchSchema,
  groupTransferSchema,
} from '@ww/contracts';
import type { AppDeps } from '#platform/app-env.ts';
import { jsonBody, jsonResponse } from '#platform/openapi.ts';
import { bearerRoutes, idParams, signedInRouter } from '#platform/routes-kit.ts';
import type { GroupsService } from './groups.service.ts';

const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: apiErrorSchema } },
});

export function groupsRoutes(deps: AppDeps, service: GroupsService) {
  const router = signedInRouter(deps);
  const memberParams = z.object({ id: z.uuid(), user_id: z.uuid() });
  const refusals = {
    403: errorAnswer('Not allowed for the caller’s role in the group'),
    404: errorAnswer('No such group (or member)'),
  } as const;
  const routes = bearerRoutes(['social-groups']);

  router.openapi(
    routes.read('/', {
      description:
        'Groups newest first, with their member count and the caller’s role and status. `q` matches a part of the name; `mine=true` keeps the groups the caller belongs to or asked to join.',
      request: { query: groupListQuerySchema },
      response: jsonResponse('One page of groups', groupListResponseSchema),
    }),
    async (c) => c.json(await service.list(c.get('auth').userId, c.req.valid('query')), 200),
  );

  router.openapi(
    routes.create('/', {
      description: 'Creates a group; the creator is its owner.',
      body: groupInputSchema,
      response: jsonResponse('The new group', groupResponseSchema),
    }),
    async (c) => c.json({ data: await service.create(c.get('auth').userId, c.req.valid('json')) }, 201),
  );

  router.openapi(
    routes.get('/{id}', {
      request: { params: idParams },
      responses: { 200: jsonResponse('The group', groupResponseSchema), ...refusals },
    }),
    async (c) => c.json({ data: await service.get(c.get('auth').userId, c.req.valid('param').id) }, 200),
  );

  router.openapi(
    routes.patch('/{id}', {
      description: 'Name, description, rules and join policy: the owner and moderators.',
      request: { params: idParams, ...jsonBody(groupPatchSchema) },
      responses: { 200: jsonResponse('The updated group', groupResponseSchema), ...refusals },
    }),
    async (c) =>
      c.json({ data: await service.update(c.get('auth').userId, c.req.valid('param').id, c.req.valid('json')) }, 200),
  );

  router.openapi(
    routes.delete('/{id}', {
      description: 'The owner deletes the group, its memberships and what was shared in it.',
      request: { params: idParams },
      responses: { 204: { description: 'Group deleted' }, ...refusals },
    }),
    async (c) => {
      await service.remove(c.get('auth').userId, c.req.valid('param').id);
      return c.body(null, 204);
    },
  );

  router.openapi(
    routes.post('/{id}/join', {
      description:
        'An open group: member at once (`my_status` active). A request group: `my_status` pending, and the owner and moderators are notified.',
      request: { params: idParams },
      responses: {
        201: jsonResponse('The group with the caller’s new status', groupResponseSchema),
        409: errorAnswer('Already a member, or a request already waits'),
        ...refusals,
      },
    }),
    async (c) => c.json({ data: await service.join(c.get('auth').userId, c.req.valid('param').id) }, 201),
  );

  router.openapi(
    routes.post('/{id}/leave', {
      description: 'Leaves the group, or withdraws a request. The owner hands the group over first (409).',
      request: { params: idParams },
      responses: {
        200: jsonResponse('The group as the caller now sees it', groupResponseSchema),
        409: errorAnswer('The owner cannot leave'),
        ...refusals,
      },
    }),
    async (c) => c.json({ data: await service.leave(c.get('auth').userId, c.req.valid('param').id) }, 200),
  );

  router.openapi(
    routes.get('/{id}/members', {
      description:
        'Active members newest first (members only), or with `status=pending` the join requests (owner and moderators).',
      request: { params: idParams, query: groupMemberListQuerySchema },
      responses: { 200: jsonResponse('One page of members', groupMemberListResponseSchema), ...refusals },
    }),
    async (c) =>
      c.json(await service.members(c.get('auth').userId, c.req.valid('param').id, c.req.valid('query')), 200),
  );

  router.openapi(
    routes.post('/{id}/members/{user_id}/approve', {
      description: 'Accepts a join request: the owner and moderators.',
      request: { params: memberParams },
      responses: {
        200: jsonResponse('The new member', groupMemberResponseSchema),
        409: errorAnswer('Already a member'),
        ...refusals,
      },
    }),
    async (c) => {
      const { id, user_id } = c.req.valid('param');
      return c.json({ data: await service.approve(c.get('auth').userId, id, user_id) }, 200);
    },
  );

  router.openapi(
    routes.post('/{id}/members/{user_id}/decline', {
      description: 'Declines a join request: the owner and moderators.',
      request: { params: memberParams },
      responses: { 204: { description: 'Request declined' }, ...refusals },
    }),
    async (c) => {
      const { id, user_id } = c.req.valid('param');
      await service.decline(c.get('auth').userId, id, user_id);
      return c.body(null, 204);
    },
  );

  router.openapi(
    routes.patch('/{id}/members/{user_id}', {
      description: 'Makes a member a moderator or a plain member again: the owner only.',
      request: { params: memberParams, ...jsonBody(groupRolePatchSchema) },
      responses: {
        200: jsonResponse('The member with their new role', groupMemberResponseSchema),
        409: errorAnswer('The owner’s role moves only with a transfer'),
        ...refusals,
      },
    }),
    async (c) => {
      const { id, user_id } = c.req.valid('param');
      return c.json({ data: await service.setRole(c.get('auth').userId, id, user_id, c.req.valid('json').role) }, 200);
    },
  );

  router.openapi(
    routes.delete('/{id}/members/{user_id}', {
      description:
        'Removes a member or a request: the owner anyone but themselves, moderators plain members. Nobody removes the owner.',
      request: { params: memberParams },
      responses: { 204: { description: 'Member removed' }, ...refusals },
    }),
    async (c) => {
      const { id, user_id } = c.req.valid('param');
      await service.removeMember(c.get('auth').userId, id, user_id);
      return c.body(null, 204);
    },
  );

  router.openapi(
    routes.post('/{id}/transfer', {
      description: 'The owner hands the group to another active member and stays on as a moderator.',
      request: { params: idParams, ...jsonBody(groupTransferSchema) },
      responses: { 200: jsonResponse('The group with its new owner', groupResponseSchema), ...refusals },
    }),
    async (c) =>
      c.json(
        { data: await service.transfer(c.get('auth').userId, c.req.valid('param').id, c.req.valid('json').user_id) },
        200,
      ),
  );

  return router;
}
