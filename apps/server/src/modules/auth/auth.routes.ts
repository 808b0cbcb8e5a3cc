import { createRoute, z } from '@hono/zod-openapi';
import {
  activeSessionSchema,
  authResponseSchema,
  authUserSchema,
  confirmEmailRequestSchema,
  loginHistoryEntrySchema,
  loginRequestSchema,
  passwordResetRequestSchema,
  passwordUpdateRequestSchema,
  refreshRequestSchema,
  sessionSchema,
  signupRequestSchema,
} from '@ww/contracts';
import type { Context } from 'hono';
import type { AppDeps } from '#platform/app-env.ts';
import { requestMeta } from '#platform/auth/request-meta.ts';
import { isConfirmedOwner } from '#platform/auth/owner.ts';
import { requireAuth, verifyAccessToken } from '#platform/auth/require-auth.ts';
import { authFailure } from '#platform/errors.ts';
import { bearer, createRouter, errorResponses, jsonBody, jsonResponse } from '#platform/openapi.ts';
import { requestLanguage } from '#platform/request-language.ts';
import type { AuthService } from './auth.service.ts';

const iso = (d: Date) => d.toISOString();

export function authRoutes(deps: AppDeps, service: AuthService) {
  const router = createRouter();
  const meta = (c: Context) => requestMeta(c, deps.trustProxy);
  // Mail links never come from request headers (Host, X-Forwarded-Host): a client could point them anywhere.
  const baseUrl = () => deps.publicUrl ?? 'http://localhost';
  const auth = requireAuth(deps);

  router.openapi(
    createRoute({
      method: 'post',
      path: '/signup',
      tags: ['auth'],
      request: jsonBody(signupRequestSchema),
      description:
        'With e-mail confirmation on, an address that already has an account gets the same answer as a new one (no session; "check your e-mail"), and its owner is e-mailed instead; with it off (a private or local server), such an address is a 400 email_taken.',
      responses: { 201: jsonResponse('Account created', authResponseSchema), ...errorResponses },
    }),
    async (c) => c.json(await service.signup(c.req.valid('json'), meta(c), baseUrl(), requestLanguage(c)), 201),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/login',
      tags: ['auth'],
      request: jsonBody(loginRequestSchema),
      responses: { 200: jsonResponse('Signed in', authResponseSchema), ...errorResponses },
    }),
    async (c) => c.json(await service.login(c.req.valid('json'), meta(c)), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/refresh',
      tags: ['auth'],
      request: jsonBody(refreshRequestSchema),
      responses: {
        200: jsonResponse('New session tokens; the old refresh token is spent', z.object({ session: sessionSchema })),
        ...errorResponses,
      },
    }),
    async (c) => c.json({ session: await service.refresh(c.req.valid('json').refresh_token) }, 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/logout',
      tags: ['auth'],
      security: bearer,
      middleware: [auth] as const,
      responses: { 204: { description: 'Signed out; the session and its tokens are ended' }, ...errorResponses },
    }),
    async (c) => {
      const { userId, sessionId } = c.get('auth');
      await service.logout(userId, sessionId);
      return c.body(null, 204);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/session',
      tags: ['auth'],
      security: bearer,
      middleware: [auth] as const,
      responses: {
        200: jsonResponse(
          'The current user and session',
          z.object({
            user: authUserSchema,
            session: z.object({ session_id: z.uuid(), expires_at: z.number().int() }),
          }),
        ),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { userId, sessionId, expiresAt } = c.get('auth');
      const user = await service.currentUser(userId);
      return c.json(
        {
          user: { id: user.id, email: user.email, is_admin: isConfirmedOwner(deps.ownerEmail, user) },
          session: { session_id: sessionId, expires_at: expiresAt },
        },
        200,
      );
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/password-reset',
      tags: ['auth'],
      request: jsonBody(passwordResetRequestSchema),
      responses: { 202: { description: 'Accepted, whether or not the address has an account' }, ...errorResponses },
    }),
    async (c) => {
      await service.requestPasswordReset(c.req.valid('json').email, meta(c), baseUrl());
      return c.body(null, 202);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/password-update',
      tags: ['auth'],
      description:
        'With `token` from the reset e-mail (ends every session), or with a bearer token and `current_password` for a ' +
        "signed-in user (ends the user's other sessions). Either way, reset links sent earlier stop working.",
      request: jsonBody(passwordUpdateRequestSchema),
      responses: { 200: jsonResponse('Password changed', z.object({ ok: z.literal(true) })), ...errorResponses },
    }),
    async (c) => {
      const body = c.req.valid('json');
      if (body.token) {
        await service.resetPassword(body.token, body.password);
      } else {
        const header = c.req.header('authorization');
        const claims = header?.startsWith('Bearer ') ? await verifyAccessToken(deps, header.slice(7)) : null;
        if (!claims) throw authFailure('session_expired');
        await service.changePassword(claims.userId, claims.sessionId, body.current_password ?? '', body.password);
      }
      return c.json({ ok: true as const }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/confirm-email',
      tags: ['auth'],
      request: jsonBody(confirmEmailRequestSchema),
      responses: { 200: jsonResponse('E-mail confirmed and signed in', authResponseSchema), ...errorResponses },
    }),
    async (c) => c.json(await service.confirmEmail(c.req.valid('json').token, meta(c)), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/sessions',
      tags: ['auth'],
      security: bearer,
      middleware: [auth] as const,
      responses: {
        200: jsonResponse("The user's active sessions", z.object({ data: z.array(activeSessionSchema) })),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { userId, sessionId } = c.get('auth');
      const rows = await service.listSessions(userId, sessionId);
      return c.json(
        {
          data: rows.map((r) => ({
            ...r,
            created_at: iso(r.created_at),
            last_activity: iso(r.last_activity),
            expires_at: iso(r.expires_at),
          })),
        },
        200,
      );
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/sessions/{id}',
      tags: ['auth'],
      security: bearer,
      middleware: [auth] as const,
      request: { params: z.object({ id: z.uuid() }) },
      responses: { 204: { description: 'Session ended' }, ...errorResponses },
    }),
    async (c) => {
      const { userId, sessionId } = c.get('auth');
      await service.endSession(userId, sessionId, c.req.valid('param').id);
      return c.body(null, 204);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/login-history',
      tags: ['auth'],
      security: bearer,
      middleware: [auth] as const,
      responses: {
        200: jsonResponse('The last 20 sign-ins, newest first', z.object({ data: z.array(loginHistoryEntrySchema) })),
        ...errorResponses,
      },
    }),
    async (c) => {
      const rows = await service.loginHistory(c.get('auth').userId);
      return c.json({ data: rows.map((r) => ({ ...r, login_time: iso(r.login_time) })) }, 200);
    },
  );

  return router;
}
