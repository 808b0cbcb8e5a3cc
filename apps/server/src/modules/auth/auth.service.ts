import { randomUUID } from 'node:crypto';
import {
  AUTH_LIMITS,
  type AuthResponse,
  DAY_MS,
  type Language,
  type LoginRequest,
  regionConfigFor,
  type Session,
  type SignupRequest,
  TOO_MANY_ATTEMPTS,
} from '@ww/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';
import { withAuthTx, withUserTx } from '#db/with-user-tx.ts';
import { mergeSettings, readSettings } from '#modules/settings/index.ts';
import { isConfirmedOwner, isOwnerAddress, normaliseEmail } from '#platform/auth/owner.ts';
import { dummyPasswordHash, hashPassword, isWeakPassword, verifyPassword } from '#platform/auth/passwords.ts';
import type { RequestMeta } from '#platform/auth/request-meta.ts';
import { hashOpaqueToken, newOpaqueToken, type AccessTokens } from '#platform/auth/tokens.ts';
import { AppError, authFailure, validationError } from '#platform/errors.ts';
import type { Logger } from '#platform/logger.ts';
import { tryConsume, type RateLimits } from '#platform/rate-limits.ts';
import type { Mailer } from '#providers/mail/mailer.ts';
import { confirmationMail, resetMail, signupAttemptMail } from './auth-mail.ts';
import { authRepository as repo } from './auth.repository.ts';

export type AuthServiceDeps = {
  db: Kysely<Database>;
  accessTokens: AccessTokens;
  rateLimits: RateLimits;
  mailer: Mailer;
  logger: Logger;
  requireEmailConfirmation: boolean;
  ownerEmail?: string;
  onSessionsEnded?: (userId: string, sessionIds: string[]) => Promise<void>;
  /** After a sign-out (SPEC §4: tracking stops and the user is marked offline); a failure never undoes it. */
  onSignedOut?: (userId: string) => Promise<void>;
  /** The country of a sign-up's address (the region module), for the new user's currency and units. */
  countryOf?: (ip: string | null) => Promise<string | null>;
};

const refreshExpiry = () => new Date(Date.now() + AUTH_LIMITS.refreshTokenDays * DAY_MS);

/** Sign-up, reset requests and password changes past their limit; sign-in has SPEC §5's own text. */
const tooManyAttempts = () => new AppError(429, 'other', TOO_MANY_ATTEMPTS, 'too_many_attempts');

/** New passwords (sign-up, reset, change) must not be blank or on the common-password list. */
function assertStrongPassword(password: string) {
  if (isWeakPassword(password)) {
    throw new AppError(
      400,
      'validation',
      'This password is too common or easy to guess. Please choose another one.',
      'password_too_common',
      {
        password: 'password_too_common',
      },
    );
  }
}

export function createAuthService(deps: AuthServiceDeps) {
  const { db } = deps;

  /** Lets the realtime hub close the sockets of ended sessions; a failure there must not undo the sign-out. */
  async function announceEnded(userId: string, sessionIds: string[]) {
    if (!deps.onSessionsEnded || sessionIds.length === 0) return;
    try {
      await deps.onSessionsEnded(userId, sessionIds);
    } catch (err) {
      deps.logger.error('could not announce ended sessions', {
        user_id: userId,
        error: err instanceof Error ? err.message : String(err),
      });
    }
  }

  /** A new session: its active-session row, its first refresh token and an access token. */
  async function openSession(userId: string, meta: RequestMeta): Promise<Session> {
    const sessionId = randomUUID();
    const refresh = newOpaqueToken();
    await withAuthTx(db, async (tx) => {
      await repo.insertSession(tx, { userId, sessionId, meta, expiresAt: refreshExpiry() });
      await repo.insertRefreshToken(tx, { sessionId, userId, tokenHash: refresh.hash });
      await repo.insertLoginHistory(tx, { userId, meta, success: true });
    });
    const access = await deps.accessTokens.sign(userId, sessionId);
    return { access_token: access.token, refresh_token: refresh.token, expires_at: access.expiresAt };
  }

  async function sendConfirmation(userId: string, email: string, baseUrl: string, language: Language) {
    const { token, hash } = newOpaqueToken();
    await withAuthTx(db, (tx) =>
      repo.insertAuthToken(tx, {
        userId,
        purpose: 'email_confirmation',
        tokenHash: hash,
        expiresAt: new Date(Date.now() + DAY_MS),
      }),
    );
    await deps.mailer.send({ to: email, ...confirmationMail(language, baseUrl, token) });
  }

  /** The language an account's e-mails are written in: its own setting; English if it cannot be read. */
  async function accountLanguage(userId: string): Promise<Language> {
    try {
      return (await withUserTx(db, { userId }, (tx) => readSettings(tx))).display_preferences.language;
    } catch (err) {
      deps.logger.warn('account language not read', { error: err instanceof Error ? err.message : String(err) });
      return 'en';
    }
  }

  /**
   * Someone signed up with an address that has an account, on a server that confirms addresses (decision 041): they
   * are answered as a new sign-up is, and the address's owner is told instead, in their language. Unsolicited mail
   * to one address is capped together with reset requests (resetRequestsPerHourPerIp per address); past the cap the
   * answer is the same and nothing is sent.
   */
  async function answerTakenAddress(email: string, baseUrl: string): Promise<AuthResponse> {
    const owner = await withAuthTx(db, (tx) => repo.findUserByEmail(tx, email));
    if (owner && (await tryConsume(deps.rateLimits.passwordReset, `email:${email}`))) {
      await deps.mailer.send({ to: owner.email, ...signupAttemptMail(await accountLanguage(owner.id), baseUrl) });
    }
    // A new sign-up gets its new account's id; an unused random one here keeps the two answers alike.
    return { user: { id: randomUUID(), email, is_admin: false }, session: null };
  }

  /** Where a sign-up comes from; a failed lookup only means the spec's defaults. */
  async function signupCountry(meta: RequestMeta): Promise<string | null> {
    try {
      return (await deps.countryOf?.(meta.ip)) ?? null;
    } catch (err) {
      deps.logger.warn('sign-up region not detected', { error: err instanceof Error ? err.message : String(err) });
      return null;
    }
  }

  /**
   * A new user from a known country starts with its region's currency and units (SPEC §9, AU → AUD metric); from an
   * unknown one, with the settings defaults (USD, imperial). Only here, at creation: later the user's own choice rules.
   */
  async function regionalDefaults(userId: string, country: string) {
    const { currency, units, unit_preferences } = regionConfigFor(country);
    try {
      await withUserTx(db, { userId }, (tx) =>
        mergeSettings(tx, { regional_preferences: { currency, units, ...unit_preferences } }),
      );
    } catch (err) {
      deps.logger.error('regional defaults not saved', {
        user_id: userId,
        error: err instanceof Error ? err.message : String(err),
      });
    }
  }

  return {
    /**
     * With e-mail confirmation on, a registered address and a new one get the same answer (decision 041); without
     * it (a private or local server) a registered one is 'email_taken', under the same per-address limit.
     */
    async signup(input: SignupRequest, meta: RequestMeta, baseUrl: string, language: Language): Promise<AuthResponse> {
      if (!(await tryConsume(deps.rateLimits.signup, meta.ip ?? 'unknown'))) throw tooManyAttempts();
      assertStrongPassword(input.password);
      const email = normaliseEmail(input.email);
      // The owner address is admin, so it must be proven by the e-mailed link even when confirmation is off.
      const mustConfirm = deps.requireEmailConfirmation || isOwnerAddress(deps.ownerEmail, email);
      const [passwordHash, country] = await Promise.all([hashPassword(input.password), signupCountry(meta)]);
      const user = await withAuthTx(db, async (tx) => {
        const created = await repo.insertUser(tx, { email, passwordHash, confirmed: !mustConfirm });
        if (created) await repo.insertProfile(tx, created.id, input.full_name || null);
        return created;
      });
      if (!user && deps.requireEmailConfirmation) return answerTakenAddress(email, baseUrl);
      if (!user) throw validationError({ email: 'email_taken' }, 'email_taken');
      if (country) await regionalDefaults(user.id, country);
      if (mustConfirm) {
        await sendConfirmation(user.id, user.email, baseUrl, language);
        return { user: { id: user.id, email: user.email, is_admin: false }, session: null };
      }
      return { user: { id: user.id, email: user.email, is_admin: false }, session: await openSession(user.id, meta) };
    },

    async login(input: LoginRequest, meta: RequestMeta): Promise<AuthResponse> {
      const email = normaliseEmail(input.email);
      const limitKey = `${email}|${meta.ip ?? 'unknown'}`;
      // Points are taken BEFORE the (slow) password check, so parallel attempts past the limit are all refused.
      // Per address and e-mail, and per e-mail from every address together.
      const addressOk = await tryConsume(deps.rateLimits.loginFailures, limitKey);
      if (!addressOk || !(await tryConsume(deps.rateLimits.loginAccount, email))) throw authFailure('rate_limited');
      const user = await withAuthTx(db, (tx) => repo.findUserByEmail(tx, email));
      const ok = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), input.password);
      if (!user || !ok) {
        if (user) await withAuthTx(db, (tx) => repo.insertLoginHistory(tx, { userId: user.id, meta, success: false }));
        throw authFailure('invalid_credentials');
      }
      // The right password: this address starts afresh, and this attempt does not count against the account.
      await deps.rateLimits.loginFailures.delete(limitKey);
      await deps.rateLimits.loginAccount.reward(email, 1);
      if (!user.email_confirmed_at) throw authFailure('email_not_confirmed');
      return {
        user: { id: user.id, email: user.email, is_admin: isConfirmedOwner(deps.ownerEmail, user) },
        session: await openSession(user.id, meta),
      };
    },

    /**
     * Rotates the refresh token. A token that was already used means it leaked (or raced): the whole
     * session (its family of tokens) is revoked, which also ends its access tokens.
     */
    async refresh(refreshToken: string): Promise<Session> {
      const next = newOpaqueToken();
      const outcome = await withAuthTx(db, async (tx) => {
        const row = await repo.findRefreshTokenForUpdate(tx, hashOpaqueToken(refreshToken));
        if (!row) return { kind: 'unknown' as const };
        if (row.used_at) {
          await repo.deleteSession(tx, row.session_id);
          return { kind: 'reused' as const, sessionId: row.session_id, userId: row.user_id };
        }
        const session = await repo.findLiveSession(tx, row.session_id);
        if (!session) return { kind: 'unknown' as const };
        await repo.markRefreshTokenUsed(tx, row.id);
        await repo.insertRefreshToken(tx, { sessionId: row.session_id, userId: row.user_id, tokenHash: next.hash });
        await repo.extendSession(tx, row.session_id, refreshExpiry());
        return { kind: 'ok' as const, sessionId: row.session_id, userId: row.user_id };
      });
      if (outcome.kind === 'reused') {
        deps.logger.warn('refresh token reused; session revoked', {
          user_id: outcome.userId,
          session_id: outcome.sessionId,
        });
        await announceEnded(outcome.userId, [outcome.sessionId]);
      }
      if (outcome.kind !== 'ok') throw authFailure('session_expired');
      const access = await deps.accessTokens.sign(outcome.userId, outcome.sessionId);
      return { access_token: access.token, refresh_token: next.token, expires_at: access.expiresAt };
    },

    async logout(userId: string, sessionId: string) {
      await withUserTx(db, { userId, sessionId }, (tx) => repo.deleteSession(tx, sessionId));
      await announceEnded(userId, [sessionId]);
      await deps.onSignedOut?.(userId).catch((err: unknown) =>
        deps.logger.error('sign-out follow-up failed', {
          user_id: userId,
          error: err instanceof Error ? err.message : String(err),
        }),
      );
    },

    async currentUser(userId: string) {
      const user = await withUserTx(db, { userId }, (tx) => repo.findUserById(tx, userId));
      if (!user) throw authFailure('session_expired');
      return user;
    },

    /** Always succeeds from the caller's view, so it never tells whether an address has an account. */
    async requestPasswordReset(email: string, meta: RequestMeta, baseUrl: string) {
      const ipOk = await tryConsume(deps.rateLimits.passwordReset, meta.ip ?? 'unknown');
      const emailOk = ipOk && (await tryConsume(deps.rateLimits.passwordReset, `email:${email}`));
      if (!ipOk || !emailOk) throw tooManyAttempts();
      const user = await withAuthTx(db, (tx) => repo.findUserByEmail(tx, email));
      if (!user) return;
      const { token, hash } = newOpaqueToken();
      await withAuthTx(db, (tx) =>
        repo.insertAuthToken(tx, {
          userId: user.id,
          purpose: 'password_reset',
          tokenHash: hash,
          expiresAt: new Date(Date.now() + AUTH_LIMITS.resetTokenMinutes * 60_000),
        }),
      );
      await deps.mailer.send({ to: user.email, ...resetMail(await accountLanguage(user.id), baseUrl, token) });
    },

    /** With a reset token: sets the password, ends every session of the account and every other reset link. */
    async resetPassword(token: string, password: string) {
      assertStrongPassword(password);
      const passwordHash = await hashPassword(password);
      const done = await withAuthTx(db, async (tx) => {
        const row = await repo.consumeAuthToken(tx, 'password_reset', hashOpaqueToken(token));
        if (!row) return null;
        await repo.setPassword(tx, row.user_id, passwordHash);
        await repo.spendAuthTokens(tx, row.user_id, 'password_reset');
        await repo.confirmEmail(tx, row.user_id); // following the e-mailed link proves the address
        return { userId: row.user_id, ended: await repo.deleteUserSessions(tx, row.user_id) };
      });
      if (done) await announceEnded(done.userId, done.ended);
      if (!done)
        throw new AppError(
          400,
          'validation',
          'This password reset link is invalid or has expired.',
          'invalid_reset_token',
        );
    },

    /**
     * A signed-in user's change: the current password must be right (checked under the account's sign-in limit).
     * Ends the user's other sessions and any reset link still open; the session making the change stays.
     */
    async changePassword(userId: string, sessionId: string, currentPassword: string, password: string) {
      const user = await withAuthTx(db, (tx) => repo.findUserWithHash(tx, userId));
      if (!user) throw authFailure('session_expired');
      if (!(await tryConsume(deps.rateLimits.loginAccount, user.email))) throw tooManyAttempts();
      if (!(await verifyPassword(user.password_hash, currentPassword))) {
        throw new AppError(400, 'validation', 'The current password is not correct.', 'wrong_current_password', {
          current_password: 'wrong_current_password',
        });
      }
      await deps.rateLimits.loginAccount.reward(user.email, 1);
      assertStrongPassword(password);
      const passwordHash = await hashPassword(password);
      const ended = await withAuthTx(db, async (tx) => {
        await repo.setPassword(tx, userId, passwordHash);
        await repo.spendAuthTokens(tx, userId, 'password_reset');
        return repo.deleteOtherSessions(tx, userId, sessionId);
      });
      await announceEnded(userId, ended);
    },

    async confirmEmail(token: string, meta: RequestMeta): Promise<AuthResponse> {
      const user = await withAuthTx(db, async (tx) => {
        const row = await repo.consumeAuthToken(tx, 'email_confirmation', hashOpaqueToken(token));
        if (!row) return null;
        await repo.confirmEmail(tx, row.user_id);
        return repo.findUserById(tx, row.user_id);
      });
      if (!user)
        throw new AppError(
          400,
          'validation',
          'This confirmation link is invalid or has expired.',
          'invalid_confirmation_token',
        );
      return {
        user: { id: user.id, email: user.email, is_admin: isConfirmedOwner(deps.ownerEmail, user) },
        session: await openSession(user.id, meta),
      };
    },

    listSessions: (userId: string, sessionId: string) =>
      withUserTx(db, { userId, sessionId }, (tx) => repo.listSessions(tx)),

    async endSession(userId: string, sessionId: string, id: string) {
      const row = await withUserTx(db, { userId, sessionId }, (tx) => repo.deleteSessionById(tx, id));
      if (!row) throw new AppError(404, 'other', 'Not found.', 'not_found');
      await announceEnded(userId, [row.session_id]);
    },

    loginHistory: (userId: string) => withUserTx(db, { userId }, (tx) => repo.listLoginHistory(tx, 20)),
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
