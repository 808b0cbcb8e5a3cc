import { AUTH_FAILURES } from '@ww/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../../test/harness.ts';

const tokenFromMail = (text: string, param: string) => new RegExp(`${param}=([A-Za-z0-9_-]+)`).exec(text)?.[1];

describe.each(DATABASE_KINDS)('auth on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { ownerEmail: 'owner@example.com', rateLimits: { loginFailures: 3 } });
  }, 60_000);
  afterAll(() => t.close());

  it('signs up with a lower-cased e-mail, a profile and a usable session', async () => {
    const res = await t.request('POST', 'auth/signup', {
      json: { email: 'New.User@Example.com', password: 'long enough pw', password_confirmation: 'long enough pw', full_name: 'New User' },
    });
    expect(res.status).toBe(201);
    expect(res.body.user.email).toBe('new.user@example.com');
    expect(res.body.session.expires_at).toBeGreaterThan(Date.now() / 1000 + 3000);
    const profile = await t.request('GET', 'profile', { token: res.body.session.access_token });
    expect(profile.body.data).toMatchObject({ full_name: 'New User', email: 'new.user@example.com', onboarding_completed: false });
  });

  it('rejects a second account for the same address and mismatched passwords with field messages', async () => {
    const u = await t.signUp();
    const dup = await t.request('POST', 'auth/signup', { json: { email: u.email, password: 'another pw 1', password_confirmation: 'another pw 1' } });
    expect(dup.status).toBe(400);
    expect(dup.body.error.fields).toEqual({ email: 'email_taken' });
    const mismatch = await t.request('POST', 'auth/signup', { json: { email: 'x@example.com', password: 'abcdefgh', password_confirmation: 'abcdefgx' } });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error).toMatchObject({ class: 'validation', fields: { password_confirmation: 'passwords_do_not_match' } });
  });

  it('answers wrong credentials with the spec text and records the failed attempt', async () => {
    const u = await t.signUp();
    const res = await t.request('POST', 'auth/login', { json: { email: u.email, password: 'wrong password' } });
    expect(res.status).toBe(401);
    expect(res.body.error).toEqual({ class: 'authentication', code: 'invalid_credentials', message: AUTH_FAILURES.invalid_credentials });
    const unknown = await t.request('POST', 'auth/login', { json: { email: 'nobody@example.com', password: 'whatever' } });
    expect(unknown.body.error.message).toBe(AUTH_FAILURES.invalid_credentials);

    const history = await t.request('GET', 'auth/login-history', { token: u.token });
    expect(history.body.data.map((h: { success: boolean }) => h.success)).toEqual([false, true]);
  });

  it('writes a login-history row and an active-session row on sign-in', async () => {
    const u = await t.signUp();
    const login = await t.request('POST', 'auth/login', { json: { email: u.email, password: u.password }, headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0' } });
    expect(login.status).toBe(200);
    const sessions = await t.request('GET', 'auth/sessions', { token: login.body.session.access_token });
    expect(sessions.body.data).toHaveLength(2);
    const current = sessions.body.data.filter((s: { is_current: boolean }) => s.is_current);
    expect(current).toHaveLength(1);
    expect(current[0].device_info).toBe('Chrome on Linux');
    const history = await t.request('GET', 'auth/login-history', { token: u.token });
    expect(history.body.data[0]).toMatchObject({ success: true, login_method: 'password', device_info: 'Chrome on Linux' });
  });

  it('limits repeated failed sign-ins with the spec text, even for the right password', async () => {
    const u = await t.signUp();
    for (let i = 0; i < 3; i++) {
      expect((await t.request('POST', 'auth/login', { json: { email: u.email, password: 'nope nope' } })).status).toBe(401);
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
    const second = await t.request('POST', 'auth/refresh', { json: { refresh_token: first.body.session.refresh_token } });
    expect(second.status).toBe(200);
    expect((await t.request('GET', 'auth/session', { token: second.body.session.access_token })).status).toBe(200);

    const reuse = await t.request('POST', 'auth/refresh', { json: { refresh_token: u.refresh } });
    expect(reuse.status).toBe(401);
    // The whole family is gone: the newest refresh token and the access tokens no longer work.
    expect((await t.request('POST', 'auth/refresh', { json: { refresh_token: second.body.session.refresh_token } })).status).toBe(401);
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

    const update = await t.request('POST', 'auth/password-update', { json: { token, password: 'a brand new pw', password_confirmation: 'a brand new pw' } });
    expect(update.status).toBe(200);
    expect((await t.request('GET', 'auth/session', { token: u.token })).status).toBe(401); // sessions ended
    expect((await t.request('POST', 'auth/login', { json: { email: u.email, password: u.password } })).status).toBe(401);
    expect((await t.request('POST', 'auth/login', { json: { email: u.email, password: 'a brand new pw' } })).status).toBe(200);

    const again = await t.request('POST', 'auth/password-update', { json: { token, password: 'third pw 123', password_confirmation: 'third pw 123' } });
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe('invalid_reset_token');
  });

  it('lets a signed-in user change their password without a token', async () => {
    const u = await t.signUp();
    const res = await t.request('POST', 'auth/password-update', { token: u.token, json: { password: 'changed pw 99', password_confirmation: 'changed pw 99' } });
    expect(res.status).toBe(200);
    expect((await t.request('POST', 'auth/login', { json: { email: u.email, password: 'changed pw 99' } })).status).toBe(200);
    expect((await t.request('POST', 'auth/password-update', { json: { password: 'changed pw 99', password_confirmation: 'changed pw 99' } })).status).toBe(401);
  });

  it('reports the owner address as admin in the session', async () => {
    const res = await t.request('POST', 'auth/signup', { json: { email: 'owner@example.com', password: 'owner password', password_confirmation: 'owner password' } });
    expect(res.body.user.is_admin).toBe(true);
  });
});

describe.each(DATABASE_KINDS)('e-mail confirmation on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { requireEmailConfirmation: true });
  }, 60_000);
  afterAll(() => t.close());

  it('signs up without a session, refuses sign-in until the link is followed', async () => {
    const signup = await t.request('POST', 'auth/signup', { json: { email: 'confirm@example.com', password: 'confirm me pw', password_confirmation: 'confirm me pw' } });
    expect(signup.status).toBe(201);
    expect(signup.body.session).toBeNull();

    const early = await t.request('POST', 'auth/login', { json: { email: 'confirm@example.com', password: 'confirm me pw' } });
    expect(early.status).toBe(403);
    expect(early.body.error).toMatchObject({ code: 'email_not_confirmed', message: AUTH_FAILURES.email_not_confirmed });

    const mail = await t.lastMailTo('confirm@example.com');
    const token = tokenFromMail(mail!.body_text, 'confirm')!;
    const confirmed = await t.request('POST', 'auth/confirm-email', { json: { token } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.session.access_token).toBeTruthy();
    expect((await t.request('POST', 'auth/login', { json: { email: 'confirm@example.com', password: 'confirm me pw' } })).status).toBe(200);
  });
});
