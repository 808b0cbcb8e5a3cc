import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

const VERIFIED_TOKENS_KEPT = 10_000;

export type AccessClaims = { userId: string; sessionId: string; expiresAt: number };

/** Short-lived JWT access tokens (HS256) carrying the session id, so sign-out can end them at once. */
export function createAccessTokens(secret: string, lifetimeSeconds: number) {
  const key = new TextEncoder().encode(secret);
  // A token's signature is checked once (WebCrypto HMAC, the largest CPU cost of an authenticated request); later
  // requests with the same token only check its expiry. Whether its session still exists is checked every time,
  // by verifyAccessToken. Oldest entries go first once the map is full.
  const verified = new Map<string, AccessClaims>();
  return {
    lifetimeSeconds,
    async sign(userId: string, sessionId: string, now = Math.floor(Date.now() / 1000)) {
      const expiresAt = now + lifetimeSeconds;
      const token = await new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuedAt(now)
        .setExpirationTime(expiresAt)
        .sign(key);
      return { token, expiresAt };
    },
    async verify(token: string, now = Math.floor(Date.now() / 1000)): Promise<AccessClaims | null> {
      const known = verified.get(token);
      if (known) return known.expiresAt > now ? known : null;
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: new Date(now * 1000) });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.exp !== 'number')
          return null;
        const claims = { userId: payload.sub, sessionId: payload.sid, expiresAt: payload.exp };
        if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value as string);
        verified.set(token, claims);
        return claims;
      } catch {
        return null;
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;

/** Opaque random tokens (refresh, reset, confirmation): only their SHA-256 is stored. */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOpaqueToken(token) };
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
