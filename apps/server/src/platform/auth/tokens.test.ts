import { describe, expect, it } from 'vitest';
import { createAccessTokens } from './tokens.ts';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';

describe('access tokens', () => {
  it('verify to the user and session they were signed for', async () => {
    const tokens = createAccessTokens(SECRET, 3600);
    const { token, expiresAt } = await tokens.sign('user-1', 'session-1', 1_000_000);
    expect(expiresAt).toBe(1_003_600);
    expect(await tokens.verify(token, 1_000_010)).toEqual({
      userId: 'user-1',
      sessionId: 'session-1',
      expiresAt: 1_003_600,
    });
    // A second check (answered from the verified-token cache) gives the same claims.
    expect(await tokens.verify(token, 1_000_020)).toEqual({
      userId: 'user-1',
      sessionId: 'session-1',
      expiresAt: 1_003_600,
    });
  });

  it('stop verifying once expired, also after an earlier successful check', async () => {
    const tokens = createAccessTokens(SECRET, 60);
    const { token } = await tokens.sign('user-1', 'session-1', 1_000_000);
    expect(await tokens.verify(token, 1_000_030)).not.toBeNull();
    expect(await tokens.verify(token, 1_000_060)).toBeNull();
    expect(await createAccessTokens(SECRET, 60).verify(token, 1_000_061)).toBeNull();
  });

  it('reject a token signed with another secret or altered', async () => {
    const tokens = createAccessTokens(SECRET, 3600);
    const now = Math.floor(Date.now() / 1000);
    const foreign = await createAccessTokens('another-secret-that-is-long-enough-too', 3600).sign(
      'user-1',
      'session-1',
      now,
    );
    expect(await tokens.verify(foreign.token, now)).toBeNull();

    const { token } = await tokens.sign('user-1', 'session-1', now);
    expect(await tokens.verify(token, now)).not.toBeNull();
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'user-2' })).toString('base64url');
    expect(await tokens.verify(`${header}.${forged}.${signature}`, now)).toBeNull();
    const altered = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    expect(await tokens.verify(`${header}.${payload}.${altered}`, now)).toBeNull();
  });
});
