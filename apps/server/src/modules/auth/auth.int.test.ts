import { AUTH_FAILURES } from '@ww/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';

const tokenFromMail = (text: string, param: string) => new RegExp(`${param}=([A-Za-z0-9_-]+)`).exec(text)?.[1];

describe.each(DATABASE_KINDS)('auth on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { ownerEmail: 'owner@example.com', rateLimits: { loginFailures: 3 } });
  }, 60_000);
  afterAll(() => t.close());

  it('signs up with a lower-cased e-mail, a profile and a usable session', async () => {
    const res = await t.request('POST', 'auth/signup', {
      json: {
        email: 'New.User@Example.com',
        password: 'long enough pw',
        password_confirmation: 'long enough pw',
        full_name: 'New User',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.user.email).toBe('new.user@example.com');
    expect(res.body.session.expires_at).toBeGreaterThan(Date.now() / 1000 + 3000);
    const profile = await t.request('GET', 'profile', { token: res.body.session.access_token });
    expect(profile.body.data).toMatchObject({
      full_name: 'New User',
      email: 'new.user@example.com',
      onboarding_completed: false,
    });
  });

  it('rejects a second account for the same address and mismatched passwords with field messages', async () => {
    const u = await t.signUp();
    const dup = await t.request('POST', 'auth/signup', {
      json: { email: u.email, password: 'another pw 1', password_confirmation: 'another pw 1' },
    });
    expect(dup.status).toBe(400);
    expect(dup.body.error.fields).toEqual({ email: 'email_taken' });
    const mismatch = await t.request('POST', 'auth/signup', {
      json: { email: 'x@example.com', password: 'abcdefgh', password_confirmation: 'abcdefgx' },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error).toMatchObject({
      class: 'validation',
      fields: { password_confirmation: 'passwords_do_not_match' },
    });
  });

  it('answers wrong credentials with the spec text and records the failed attempt', async () => {
    const u = await t.signUp();
    const res = await t.request('POST', 'auth/login', { json: { email: u.email, password: 'wrong password' } });
    expect(res.status).toBe(401);
    expect(res.body.error).toEqual({
      class: 'authentication',
      code: 'invalid_credentials',
      message: AUTH_FAILURES.invalid_credentials,
    });
    const unknown = await t.request('POST', 'auth/login', {
      json: { email: 'nobody@example.com', password: 'whatever' },
    });
    expect(unknown.body.error.message).toBe(AUTH_FAILURES.invalid_credentials);

    const history = await t.request('GET', 'auth/login-history', { token: u.token });
    expect(history.body.data.map((h: { success: boolean }) => h.success)).toEqual([false, true]);
  });

  it('writes a login-history row and an active-session row on sign-in', async () => {
    const u = await t.signUp();
    const login = await t.request('POST', 'auth/login', {
      json: { email: u.email, password: u.password },
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0' },
    });
    expect(login.status).toBe(200);
    const sessions = await t.request('GET', 'auth/sessions', { token: login.body.session.access_token });
    expect(sessions.body.data).toHaveLength(2);
    const current = sessions.body.data.filter((s: { is_current: boolean }) => s.is_current);
    expect(current).toHaveLength(1);
    expect(current[0].device_info).toBe('Chrome on Linux');
    const history = await t.request('GET', 'auth/login-history', { token: u.token });
    expect(history.body.data[0]).toMatchObject({
      success: true,
      login_method: 'password',
      device_info: 'Chrome on Linux',
    });
  });

  it('limits repeated failed sign-ins with the spec text, even for the right password', async () => {
    const u = await t.signUp();
    for (let i = 0; i < 3; i++) {
      expect((await t.request('POST', 'auth/login', { json: { email: u.email, password: 'nope nope' } })).status).toBe(
        401,
      );
    }
    const limited = await t.request('POST', 'auth/login', { json: { email: u.email, password: u.password } });
    expect(limited.status).toBe(429);
    expect(limited.body.error.message).toBe(AUTH_FAILURES.rate_limited);
  });

  it('ends the access token at once on sign-out', async () => {
    const u = await t.signUp();
    expect((await t.request('GET', 'auth/session', { token: u.token })).status).toBe(200);
    expect((await t.request('POST', 'auth/logout', { token: u.token })).status).toBe(204);
    const after = await t.request('GET', 'auth/session', { token: u.token });
    expect(after.status).toBe(401);
    expect(after.body.error.message).toBe(AUTH_FAILURES.session_expired);
    expect((await t.request('POST', 'auth/refresh', { json: { refresh_token: u.refresh } })).status).toBe(401);
  });

  it('rotates the refresh token on every use and revokes the family when an old one is reused', async () => {
    const u = await t.signUp();
    const first = await t.request('POST', 'auth/refresh', { json: { refresh_token: u.refresh } });
    expect(first.status).toBe(200);
    expect(first.body.session.refresh_token).not.toBe(u.refresh);
    const second = await t.request('POST', 'auth/refresh', {
      json: { refresh_token: first.body.session.refresh_token },
    });
    expect(second.status).toBe(200);
    expect((await t.request('GET', 'auth/session', { token: second.body.session.access_token })).status).toBe(200);

    const reuse = await t.request('POST', 'auth/refresh', { json: { refresh_token: u.refresh } });
    expect(reuse.status).toBe(401);
    // The whole family is gone: the newest refresh token and the access tokens no longer work.
    expect(
      (await t.request('POST', 'auth/refresh', { json: { refresh_token: second.body.session.refresh_token } })).status,
    ).toBe(401);
    expect((await t.request('GET', 'auth/session', { token: second.body.session.access_token })).status).toBe(401);
  });

  it('lets a user end another of their sessions, but not one of somebody else', async () => {
    const a = await t.signUp();
    const other = await t.request('POST', 'auth/login', { json: { email: a.email, password: a.password } });
    const b = await t.signUp();
    const sessions = (await t.request('GET', 'auth/sessions', { token: a.token })).body.data;
    const otherRow = sessions.find((s: { is_current: boolean }) => !s.is_current);

    expect((await t.request('DELETE', `auth/sessions/${otherRow.id}`, { token: b.token })).status).toBe(404);
    expect((await t.request('GET', 'auth/session', { token: other.body.session.access_token })).status).toBe(200);

    expect((await t.request('DELETE', `auth/sessions/${otherRow.id}`, { token: a.token })).status).toBe(204);
    expect((await t.request('GET', 'auth/session', { token: other.body.session.access_token })).status).toBe(401);
    expect((await t.request('GET', 'auth/session', { token: a.token })).status).toBe(200);
  });

  it('resets a password through the e-mailed link, once, and answers 202 for unknown addresses', async () => {
    const u = await t.signUp();
    expect((await t.request('POST', 'auth/password-reset', { json: { email: 'ghost@example.com' } })).status).toBe(202);
    expect(await t.lastMailTo('ghost@example.com')).toBeUndefined();

    expect((await t.request('POST', 'auth/password-reset', { json: { email: u.email } })).status).toBe(202);
    const mail = await t.lastMailTo(u.email);
    expect(mail?.body_text).toContain('http://app.test/update-password?token=');
    const token = tokenFromMail(mail!.body_text, 'token')!;

    const update = await t.request('POST', 'auth/password-update', {
      json: { token, password: 'a brand new pw', password_confirmation: 'a brand new pw' },
    });
    expect(update.status).toBe(200);
    expect((await t.request('GET', 'auth/session', { token: u.token })).status).toBe(401); // sessions ended
    expect((await t.request('POST', 'auth/login', { json: { email: u.email, password: u.password } })).status).toBe(
      401,
    );
    expect(
      (await t.request('POST', 'auth/login', { json: { email: u.email, password: 'a brand new pw' } })).status,
    ).toBe(200);

    const again = await t.request('POST', 'auth/password-update', {
      json: { token, password: 'third pw 123', password_confirmation: 'third pw 123' },
    });
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe('invalid_reset_token');
  });

  it('lets a signed-in user change their password only with the current one, ending their other sessions', async () => {
    const u = await t.signUp();
    const other = (await t.request('POST', 'auth/login', { json: { email: u.email, password: u.password } })).body
      .session;
    const change = (json: object) => t.request('POST', 'auth/password-update', { token: u.token, json });

    const missing = await change({ password: 'changed pw 99', password_confirmation: 'changed pw 99' });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toEqual({ current_password: 'required' });
    const wrong = await change({
      current_password: 'not my password',
      password: 'changed pw 99',
      password_confirmation: 'changed pw 99',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatchObject({
      code: 'wrong_current_password',
      message: 'The current password is not correct.',
      fields: { current_password: 'wrong_current_password' },
    });
    expect(
      (await t.request('POST', 'auth/login', { json: { email: u.email, password: 'changed pw 99' } })).status,
    ).toBe(401);

    const res = await change({
      current_password: u.password,
      password: 'changed pw 99',
      password_confirmation: 'changed pw 99',
    });
    expect(res.status).toBe(200);
    expect((await t.request('GET', 'auth/session', { token: u.token })).status).toBe(200); // this session stays
    expect((await t.request('GET', 'auth/session', { token: other.access_token })).status).toBe(401);
    expect((await t.request('POST', 'auth/refresh', { json: { refresh_token: other.refresh_token } })).status).toBe(
      401,
    );
    expect(
      (await t.request('POST', 'auth/login', { json: { email: u.email, password: 'changed pw 99' } })).status,
    ).toBe(200);
    expect(
      (
        await t.request('POST', 'auth/password-update', {
          json: { password: 'changed pw 99', password_confirmation: 'changed pw 99' },
        })
      ).status,
    ).toBe(400);
  });

  it('ends older reset links once a newer one is used or the password is changed', async () => {
    const u = await t.signUp();
    const resetLink = async () => {
      expect((await t.request('POST', 'auth/password-reset', { json: { email: u.email } })).status).toBe(202);
      return tokenFromMail((await t.lastMailTo(u.email))!.body_text, 'token')!;
    };
    const older = await resetLink();
    const newer = await resetLink();
    expect(
      (
        await t.request('POST', 'auth/password-update', {
          json: { token: newer, password: 'newer pw 123', password_confirmation: 'newer pw 123' },
        })
      ).status,
    ).toBe(200);
    const stale = await t.request('POST', 'auth/password-update', {
      json: { token: older, password: 'older pw 123', password_confirmation: 'older pw 123' },
    });
    expect(stale.status).toBe(400);
    expect(stale.body.error.code).toBe('invalid_reset_token');

    const pending = await resetLink();
    const token = (await t.request('POST', 'auth/login', { json: { email: u.email, password: 'newer pw 123' } })).body
      .session.access_token;
    const change = {
      current_password: 'newer pw 123',
      password: 'changed pw 456',
      password_confirmation: 'changed pw 456',
    };
    expect((await t.request('POST', 'auth/password-update', { token, json: change })).status).toBe(200);
    const afterChange = await t.request('POST', 'auth/password-update', {
      json: { token: pending, password: 'pending pw 1', password_confirmation: 'pending pw 1' },
    });
    expect(afterChange.body.error.code).toBe('invalid_reset_token');
  });

  it('refuses common and blank passwords on sign-up, reset and change with a clear message', async () => {
    for (const password of ['12345678', 'password', 'Password', 'iloveyou', '        ']) {
      const res = await t.request('POST', 'auth/signup', {
        json: { email: 'weak@example.com', password, password_confirmation: password },
      });
      expect(res.status, JSON.stringify(password)).toBe(400);
      expect(res.body.error.fields.password, JSON.stringify(password)).toMatch(/^password_(too_common|blank)$/);
    }
    const common = await t.request('POST', 'auth/signup', {
      json: { email: 'weak@example.com', password: 'password', password_confirmation: 'password' },
    });
    expect(common.body.error.message).toBe('This password is too common or easy to guess. Please choose another one.');

    const u = await t.signUp();
    const change = await t.request('POST', 'auth/password-update', {
      token: u.token,
      json: { current_password: u.password, password: 'qwertyuiop', password_confirmation: 'qwertyuiop' },
    });
    expect(change.status).toBe(400);
    expect(change.body.error.fields).toEqual({ password: 'password_too_common' });

    await t.request('POST', 'auth/password-reset', { json: { email: u.email } });
    const token = tokenFromMail((await t.lastMailTo(u.email))!.body_text, 'token')!;
    const reset = await t.request('POST', 'auth/password-update', {
      json: { token, password: 'football', password_confirmation: 'football' },
    });
    expect(reset.status).toBe(400);
    expect(reset.body.error.fields).toEqual({ password: 'password_too_common' });
    // The refused attempt did not spend the link.
    expect(
      (
        await t.request('POST', 'auth/password-update', {
          json: { token, password: 'not so common 7', password_confirmation: 'not so common 7' },
        })
      ).status,
    ).toBe(200);
  });

  it('checks no password past the limit, however many attempts arrive at once', async () => {
    const u = await t.signUp();
    const attempts = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.request('POST', 'auth/login', { json: { email: u.email, password: 'wrong in parallel' } }),
      ),
    );
    const statuses = attempts.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(17);
    expect((await t.request('POST', 'auth/login', { json: { email: u.email, password: u.password } })).status).toBe(
      429,
    );
  });

  it('makes the owner address admin only after its e-mailed confirmation link is followed', async () => {
    const signup = await t.request('POST', 'auth/signup', {
      json: { email: ' Owner@Example.COM ', password: 'owner password', password_confirmation: 'owner password' },
    });
    expect(signup.status).toBe(201);
    expect(signup.body).toMatchObject({ user: { email: 'owner@example.com', is_admin: false }, session: null });
    const early = await t.request('POST', 'auth/login', {
      json: { email: 'OWNER@example.com', password: 'owner password' },
    });
    expect(early.status).toBe(403);
    expect(early.body.error.code).toBe('email_not_confirmed');

    const token = tokenFromMail((await t.lastMailTo('owner@example.com'))!.body_text, 'confirm')!;
    const confirmed = await t.request('POST', 'auth/confirm-email', { json: { token } });
    expect(confirmed.body.user.is_admin).toBe(true);
    const session = await t.request('GET', 'auth/session', { token: confirmed.body.session.access_token });
    expect(session.body.user.is_admin).toBe(true);
    expect((await t.request('GET', 'admin/status', { token: confirmed.body.session.access_token })).body.data).toEqual({
      is_admin: true,
    });
  });
});
