import { sql } from 'kysely';
import type { Tx } from '#db/with-user-tx.ts';
import type { RequestMeta } from '#platform/auth/request-meta.ts';

/** SQL of sign-up, sign-in and token rotation; run inside withAuthTx or withUserTx by the service. */
export const authRepository = {
  findUserByEmail: (tx: Tx, email: string) =>
    tx
      .selectFrom('users')
      .select(['id', 'email', 'password_hash', 'email_confirmed_at'])
      .where('email', '=', email)
      .executeTakeFirst(),

  findUserWithHash: (tx: Tx, id: string) =>
    tx.selectFrom('users').select(['id', 'email', 'password_hash']).where('id', '=', id).executeTakeFirst(),

  findUserById: (tx: Tx, id: string) =>
    tx.selectFrom('users').select(['id', 'email', 'email_confirmed_at']).where('id', '=', id).executeTakeFirst(),

  insertUser: (tx: Tx, v: { email: string; passwordHash: string; confirmed: boolean }) =>
    tx
      .insertInto('users')
      .values({ email: v.email, password_hash: v.passwordHash, email_confirmed_at: v.confirmed ? new Date() : null })
      .onConflict((oc) => oc.column('email').doNothing())
      .returning(['id', 'email'])
      .executeTakeFirst(),

  insertProfile: async (tx: Tx, userId: string, fullName: string | null, isDemo = false) => {
    await tx.insertInto('profiles').values({ user_id: userId, full_name: fullName, is_demo: isDemo }).execute();
    await tx
      .insertInto('user_profiles_extended')
      .values({ user_id: userId, privacy_settings: JSON.stringify({ location_sharing_enabled: false }) })
      .execute();
  },

  setPassword: (tx: Tx, userId: string, passwordHash: string) =>
    tx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: new Date() })
      .where('id', '=', userId)
      .execute(),

  confirmEmail: (tx: Tx, userId: string) =>
    tx
      .updateTable('users')
      .set({ email_confirmed_at: new Date(), updated_at: new Date() })
      .where('id', '=', userId)
      .execute(),

  insertSession: (tx: Tx, v: { userId: string; sessionId: string; meta: RequestMeta; expiresAt: Date }) =>
    tx
      .insertInto('user_active_sessions')
      .values({
        user_id: v.userId,
        session_id: v.sessionId,
        user_agent: v.meta.userAgent,
        device_info: v.meta.deviceInfo,
        ip_address: v.meta.ip,
        location_info: null,
        expires_at: v.expiresAt,
      })
      .execute(),

  extendSession: (tx: Tx, sessionId: string, expiresAt: Date) =>
    tx
      .updateTable('user_active_sessions')
      .set({ expires_at: expiresAt, last_activity: new Date() })
      .where('session_id', '=', sessionId)
      .execute(),

  deleteSession: (tx: Tx, sessionId: string) =>
    tx.deleteFrom('user_active_sessions').where('session_id', '=', sessionId).execute(),

  /** Ends every session of a user and returns their ids. */
  deleteUserSessions: async (tx: Tx, userId: string) =>
    (await tx.deleteFrom('user_active_sessions').where('user_id', '=', userId).returning('session_id').execute()).map(
      (r) => r.session_id,
    ),

  /** Ends every session of a user but one and returns the ids of those ended. */
  deleteOtherSessions: async (tx: Tx, userId: string, keepSessionId: string) =>
    (
      await tx
        .deleteFrom('user_active_sessions')
        .where('user_id', '=', userId)
        .where('session_id', '!=', keepSessionId)
        .returning('session_id')
        .execute()
    ).map((r) => r.session_id),

  findLiveSession: (tx: Tx, sessionId: string) =>
    tx
      .selectFrom('user_active_sessions')
      .select(['session_id', 'user_id', 'expires_at'])
      .where('session_id', '=', sessionId)
      .where('expires_at', '>', sql<Date>`now()`)
      .executeTakeFirst(),

  insertRefreshToken: (tx: Tx, v: { sessionId: string; userId: string; tokenHash: string }) =>
    tx
      .insertInto('refresh_tokens')
      .values({ session_id: v.sessionId, user_id: v.userId, token_hash: v.tokenHash })
      .execute(),

  /** Locks the token row so two refreshes with the same token cannot both succeed. */
  findRefreshTokenForUpdate: (tx: Tx, tokenHash: string) =>
    tx
      .selectFrom('refresh_tokens')
      .select(['id', 'session_id', 'user_id', 'used_at'])
      .where('token_hash', '=', tokenHash)
      .forUpdate()
      .executeTakeFirst(),

  markRefreshTokenUsed: (tx: Tx, id: string) =>
    tx.updateTable('refresh_tokens').set({ used_at: new Date() }).where('id', '=', id).execute(),

  insertLoginHistory: (tx: Tx, v: { userId: string; meta: RequestMeta; success: boolean }) =>
    tx
      .insertInto('user_login_history')
      .values({
        user_id: v.userId,
        ip_address: v.meta.ip,
        user_agent: v.meta.userAgent,
        device_info: v.meta.deviceInfo,
        location_info: null,
        login_method: 'password',
        success: v.success,
      })
      .execute(),

  insertAuthToken: (
    tx: Tx,
    v: { userId: string; purpose: 'password_reset' | 'email_confirmation'; tokenHash: string; expiresAt: Date },
  ) =>
    tx
      .insertInto('auth_tokens')
      .values({ user_id: v.userId, purpose: v.purpose, token_hash: v.tokenHash, expires_at: v.expiresAt })
      .execute(),

  /** Marks a live token used and returns its user, or nothing when it is unknown, used or expired. */
  consumeAuthToken: (tx: Tx, purpose: 'password_reset' | 'email_confirmation', tokenHash: string) =>
    tx
      .updateTable('auth_tokens')
      .set({ used_at: new Date() })
      .where('token_hash', '=', tokenHash)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .returning('user_id')
      .executeTakeFirst(),

  /** Marks every live token of that purpose used, so older links die once a newer one works or the password changes. */
  spendAuthTokens: (tx: Tx, userId: string, purpose: 'password_reset' | 'email_confirmation') =>
    tx
      .updateTable('auth_tokens')
      .set({ used_at: new Date() })
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .execute(),

  listSessions: (tx: Tx) =>
    tx
      .selectFrom('user_active_sessions')
      .select([
        'id',
        'session_id',
        'user_agent',
        'device_info',
        'location_info',
        'ip_address',
        'created_at',
        'last_activity',
        'expires_at',
        sql<boolean>`session_id = current_app_session_id()`.as('is_current'),
      ])
      .where('expires_at', '>', sql<Date>`now()`)
      .orderBy('last_activity', 'desc')
      .execute(),

  deleteSessionById: (tx: Tx, id: string) =>
    tx.deleteFrom('user_active_sessions').where('id', '=', id).returning('session_id').executeTakeFirst(),

  listLoginHistory: (tx: Tx, limit: number) =>
    tx
      .selectFrom('user_login_history')
      .select([
        'id',
        'ip_address',
        'user_agent',
        'device_info',
        'location_info',
        'login_method',
        'login_time',
        'success',
      ])
      .orderBy('login_time', 'desc')
      .limit(limit)
      .execute(),
};
