import { sql } from 'kysely';
import { createMiddleware } from 'hono/factory';
import type { Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';
import { withUserTx } from '#db/with-user-tx.ts';
import type { AppEnv, AuthContext } from '#platform/app-env.ts';
import { authFailure } from '#platform/errors.ts';
import { createIdempotency } from '#platform/idempotency.ts';
import type { AccessTokens } from './tokens.ts';

/**
 * An access token is good while its signature and expiry hold AND its session row still exists, so
 * signing out (or ending a session from another device) stops the token at once. last_activity is
 * touched at most once a minute.
 */
export async function verifyAccessToken(
  deps: { db: Kysely<Database>; accessTokens: AccessTokens },
  token: string,
): Promise<AuthContext | null> {
  const claims = await deps.accessTokens.verify(token);
  if (!claims) return null;
  const alive = await withUserTx(deps.db, { userId: claims.userId, sessionId: claims.sessionId }, async (tx) => {
    const { rows } = await sql<{ ok: number }>`
      with touched as (
        update user_active_sessions set last_activity = now()
        where session_id = ${claims.sessionId} and expires_at > now() and last_activity < now() - interval '60 seconds'
      )
      select 1 as ok from user_active_sessions where session_id = ${claims.sessionId} and expires_at > now()`.execute(
      tx,
    );
    return rows.length > 0;
  });
  return alive ? claims : null;
}

/**
 * Signs the request in, then honours its Idempotency-Key (platform/idempotency.ts): a replayed write gets its first
 * answer again and runs once.
 */
export function requireAuth(deps: { db: Kysely<Database>; accessTokens: AccessTokens }) {
  const idempotency = createIdempotency(deps.db);
  return createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header('authorization');
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : null;
    const auth = token ? await verifyAccessToken(deps, token) : null;
    if (!auth) throw authFailure('session_expired');
    c.set('auth', auth);
    return idempotency(c, next);
  });
}

/**
 * For routes visitors may use too (the shop's catalogue): a request with a token is signed in as requireAuth would
 * sign it in (a stale token is a 401, so the client refreshes it), one without is a visitor (`viewer` null).
 */
export function optionalAuth(deps: { db: Kysely<Database>; accessTokens: AccessTokens }) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header('authorization');
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : null;
    if (!token) {
      c.set('viewer', null);
      return next();
    }
    const auth = await verifyAccessToken(deps, token);
    if (!auth) throw authFailure('session_expired');
    c.set('viewer', auth);
    return next();
  });
}
