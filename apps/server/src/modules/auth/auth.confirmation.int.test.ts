import { AUTH_FAILURES, TOO_MANY_ATTEMPTS } from '@ww/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';

const tokenFromMail = (text: string, param: string) => new RegExp(`${param}=([A-Za-z0-9_-]+)`).exec(text)?.[1];

describe.each(DATABASE_KINDS)('e-mail confirmation on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { requireEmailConfirmation: true });
  }, 60_000);
  afterAll(() => t.close());

  it('signs up without a session, refuses sign-in until the link is followed', async () => {
    const signup = await t.request('POST', 'auth/signup', {
      json: { email: 'confirm@example.com', password: 'confirm me pw', password_confirmation: 'confirm me pw' },
    });
    expect(signup.status).toBe(201);
    expect(signup.body.session).toBeNull();

    const early = await t.request('POST', 'auth/login', {
      json: { email: 'confirm@example.com', password: 'confirm me pw' },
    });
    expect(early.status).toBe(403);
    expect(early.body.error).toMatchObject({ code: 'email_not_confirmed', message: AUTH_FAILURES.email_not_confirmed });

    const mail = await t.lastMailTo('confirm@example.com');
    const token = tokenFromMail(mail!.body_text, 'confirm')!;
    const confirmed = await t.request('POST', 'auth/confirm-email', { json: { token } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.session.access_token).toBeTruthy();
    expect(
      (await t.request('POST', 'auth/login', { json: { email: 'confirm@example.com', password: 'confirm me pw' } }))
        .status,
    ).toBe(200);
  });

  it('writes the confirmation in the language the sign-up was made in', async () => {
    const signup = await t.request('POST', 'auth/signup', {
      json: { email: 'nueva@example.com', password: 'confirm me pw', password_confirmation: 'confirm me pw' },
      headers: { cookie: 'i18next=es', 'accept-language': 'fr-FR,fr;q=0.9' },
    });
    expect(signup.status).toBe(201);
    const mail = await t.lastMailTo('nueva@example.com');
    expect(mail?.subject).toBe('Confirma tu cuenta de Wheels & Wins');
    expect(mail?.body_text).toMatch(/^¡Te damos la bienvenida a Wheels & Wins!/);
    expect(tokenFromMail(mail!.body_text, 'confirm')).toBeTruthy();
  });

  it('answers a registered address as a new one, and tells its owner instead, in their language', async () => {
    const owner = await t.signUp('taken@example.com', 'the owner pw 1');
    await t.request('PATCH', 'settings', { token: owner.token, json: { display_preferences: { language: 'fr' } } });
    const attempt = (email: string) =>
      t.request('POST', 'auth/signup', {
        json: { email, password: 'someone else pw', password_confirmation: 'someone else pw' },
      });
    const taken = await attempt('Taken@Example.com');
    const fresh = await attempt('fresh@example.com');
    // The same status, the same shape, no session, and no id that belongs to anyone.
    expect([taken.status, fresh.status]).toEqual([201, 201]);
    expect(taken.body).toEqual({
      user: { id: expect.any(String), email: 'taken@example.com', is_admin: false },
      session: null,
    });
    expect(fresh.body).toEqual({
      user: { id: expect.any(String), email: 'fresh@example.com', is_admin: false },
      session: null,
    });
    expect(taken.body.user.id).not.toBe(owner.id);
    expect(Object.keys(taken.body.user)).toEqual(Object.keys(fresh.body.user));

    const notice = await t.lastMailTo('taken@example.com');
    expect(notice?.subject).toBe('Quelqu’un a essayé de créer un compte Wheels & Wins avec votre adresse');
    expect(notice?.body_text).toContain('http://app.test/login');
    expect(notice?.body_text).toContain('http://app.test/reset-password');
    expect(notice?.body_text).not.toMatch(/confirm=/);
    expect((await t.lastMailTo('fresh@example.com'))?.subject).toBe('Confirm your Wheels & Wins account');
    // Nothing changed on the account: its password still signs in, the other does not.
    const signIn = (password: string) =>
      t.request('POST', 'auth/login', { json: { email: 'taken@example.com', password } });
    expect((await signIn('the owner pw 1')).status).toBe(200);
    expect((await signIn('someone else pw')).status).toBe(401);
  });

  it('writes the reset link in the language of the account', async () => {
    const u = await t.signUp('reset-es@example.com', 'the owner pw 2');
    await t.request('PATCH', 'settings', { token: u.token, json: { display_preferences: { language: 'es' } } });
    expect((await t.request('POST', 'auth/password-reset', { json: { email: u.email } })).status).toBe(202);
    const mail = await t.lastMailTo(u.email);
    expect(mail?.subject).toBe('Restablece tu contraseña de Wheels & Wins');
    expect(tokenFromMail(mail!.body_text, 'token')).toBeTruthy();
  });
});

describe.each(DATABASE_KINDS)('sign-up notices to an address, capped on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { requireEmailConfirmation: true, rateLimits: { resetRequestsPerHourPerIp: 2 } });
  }, 60_000);
  afterAll(() => t.close());

  it('mails the owner at most as often as reset links, and answers every attempt the same', async () => {
    await t.signUp('busy@example.com', 'the owner pw 3');
    for (let i = 0; i < 4; i++) {
      const res = await t.request('POST', 'auth/signup', {
        json: { email: 'busy@example.com', password: 'someone else pw', password_confirmation: 'someone else pw' },
      });
      expect(res.status).toBe(201);
      expect(res.body.session).toBeNull();
    }
    const mails = await t.db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('to_address', '=', 'busy@example.com')
      .where('subject', 'like', 'Someone tried%')
      .execute();
    expect(mails).toHaveLength(2);
  });
});

describe.each(DATABASE_KINDS)('sign-in limits behind a trusted proxy on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      trustProxy: true,
      rateLimits: {
        loginFailures: 3,
        loginFailuresPerAccount: 6,
        signupsPerHourPerIp: 4,
        resetRequestsPerHourPerIp: 1,
      },
    });
  }, 60_000);
  afterAll(() => t.close());

  const login = (email: string, password: string, forwardedFor: string) =>
    t.request('POST', 'auth/login', { json: { email, password }, headers: { 'x-forwarded-for': forwardedFor } });

  it('limits by the address the proxy added, not one the client wrote before it', async () => {
    const u = await t.signUp(undefined, 'proxy user pw 1');
    const statuses = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await login(u.email, 'wrong pw', `198.51.100.${i}, 203.0.113.7`)).status);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    // Another real address is limited on its own.
    expect((await login(u.email, u.password, '203.0.113.8')).status).toBe(200);
  });

  it('limits failed sign-ins per account across every address, even for the right password', async () => {
    const u = await t.signUp(undefined, 'account user pw 1');
    for (let i = 0; i < 6; i++)
      expect((await login(u.email.toUpperCase(), 'wrong pw', `203.0.113.${10 + i}`)).status).toBe(401);
    const limited = await login(u.email, u.password, '203.0.113.99');
    expect(limited.status).toBe(429);
    expect(limited.body.error.message).toBe(AUTH_FAILURES.rate_limited);
  });

  it('does not count successful sign-ins against the account', async () => {
    const u = await t.signUp(undefined, 'often signs in 1');
    for (let i = 0; i < 8; i++) expect((await login(u.email, u.password, `203.0.113.${120 + i}`)).status).toBe(200);
  });

  it('answers too many sign-ups and reset requests with their own text, not the sign-in one', async () => {
    const signup = (n: number) =>
      t.request('POST', 'auth/signup', {
        json: { email: `many${n}@example.com`, password: 'many signups pw', password_confirmation: 'many signups pw' },
        headers: { 'x-forwarded-for': '192.0.2.50' },
      });
    for (let n = 1; n <= 4; n++) expect((await signup(n)).status).toBe(201);
    const fifth = await signup(5);
    expect(fifth.status).toBe(429);
    expect(fifth.body.error).toEqual({ class: 'other', code: 'too_many_attempts', message: TOO_MANY_ATTEMPTS });

    const reset = () =>
      t.request('POST', 'auth/password-reset', {
        json: { email: 'many1@example.com' },
        headers: { 'x-forwarded-for': '192.0.2.60' },
      });
    expect((await reset()).status).toBe(202);
    const again = await reset();
    expect(again.status).toBe(429);
    expect(again.body.error).toMatchObject({
      code: 'too_many_attempts',
      message: 'Too many attempts. Please wait a few minutes and try again.',
    });
  });
});
