import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { getSession, setSession } from '#shared/lib/session.ts';
import { invalidInput, jsonResponse, stubApi } from '#testing/api-stub.ts';
import { renderApp } from '#testing/render-app.tsx';

const USER = { id: '00000000-0000-4000-8000-000000000005', email: 'dee@example.com' };
const SESSION = {
  access_token: 'access',
  refresh_token: 'refresh-token-0123456789',
  expires_at: Math.floor(Date.now() / 1000) + 3_600,
};

afterEach(() => {
  cleanup();
  setSession(null, 'signed_out');
  vi.unstubAllGlobals();
  localStorage.clear();
});

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function fillSignup(password = 'long enough', confirmation = password) {
  await screen.findByRole('heading', { name: 'Create your account' });
  fill('Full name', '  Dee Ortiz ');
  fill('Email', 'Dee@Example.com');
  fill('Password', password);
  fill('Confirm password', confirmation);
  fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('sign-up', () => {
  it('checks the fields before sending anything', async () => {
    const calls = stubApi({});
    renderApp('/signup');
    await screen.findByRole('heading', { name: 'Create your account' });
    fill('Email', 'not-an-email');
    fill('Password', 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy();
    expect(screen.getByText('The password must be at least 8 characters long.')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('says when the passwords do not match', async () => {
    stubApi({});
    renderApp('/signup');

    await fillSignup('long enough', 'long enuff');

    expect(await screen.findByText('The passwords do not match.')).toBeTruthy();
  });

  it('says plainly when there were too many sign-ups, without the sign-in text', async () => {
    stubApi({
      'POST /auth/signup': () =>
        jsonResponse(429, {
          error: {
            class: 'other',
            code: 'too_many_attempts',
            message: 'Too many attempts. Please wait a few minutes and try again.',
          },
        }),
    });
    renderApp('/signup');

    await fillSignup();

    expect((await screen.findByRole('alert')).textContent).toContain(
      'Too many attempts. Please wait a few minutes and try again.',
    );
  });

  it('creates the account and continues to onboarding', async () => {
    const calls = stubApi({
      'POST /auth/signup': () => jsonResponse(201, { user: USER, session: SESSION }),
      'GET /auth/session': () =>
        jsonResponse(200, { user: USER, session: { expires_at: SESSION.expires_at, session_id: USER.id } }),
    });
    renderApp('/signup');

    await fillSignup();

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/onboarding'));
    expect(calls.find((c) => c.path === '/auth/signup')?.body).toEqual({
      email: 'dee@example.com',
      password: 'long enough',
      password_confirmation: 'long enough',
      full_name: 'Dee Ortiz',
    });
    expect(getSession()?.user.email).toBe(USER.email);
  });

  it('asks the user to confirm the e-mail address when the server requires it', async () => {
    stubApi({ 'POST /auth/signup': () => jsonResponse(201, { user: USER, session: null }) });
    renderApp('/signup');

    await fillSignup();

    expect(
      await screen.findByText('Please check your email and click the confirmation link to verify your account.'),
    ).toBeTruthy();
    expect(getSession()).toBeNull();
  });

  it('shows the server field error for an e-mail address already in use', async () => {
    stubApi({
      'POST /auth/signup': () => invalidInput({ code: 'email_taken', fields: { email: 'email_taken' } }),
    });
    renderApp('/signup');

    await fillSignup();

    expect(await screen.findByText('An account with this email already exists.')).toBeTruthy();
  });

  it("shows 'Error creating account' when sign-up fails otherwise", async () => {
    stubApi({ 'POST /auth/signup': () => jsonResponse(500, { error: { class: 'server', message: 'Server error.' } }) });
    renderApp('/signup');

    await fillSignup();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error creating account');
    expect(alert.textContent).toContain('Server error. Please try again in a few minutes.');
  });
});

describe('e-mail confirmation link', () => {
  it('confirms the address and signs the user in', async () => {
    const calls = stubApi({
      'POST /auth/confirm-email': () => jsonResponse(200, { user: USER, session: SESSION }),
      'GET /profile': () => jsonResponse(200, { data: { onboarding_completed: false } }),
    });
    renderApp('/login?confirm=confirmation-token-0123456789');

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/onboarding'));
    expect(calls.find((c) => c.path === '/auth/confirm-email')?.body).toEqual({
      token: 'confirmation-token-0123456789',
    });
    expect(calls.filter((c) => c.path === '/auth/confirm-email')).toHaveLength(1);
  });

  it('says so when the link is invalid, and offers the sign-in form', async () => {
    stubApi({
      'POST /auth/confirm-email': () =>
        jsonResponse(400, { error: { class: 'validation', message: 'invalid', code: 'invalid_confirmation_token' } }),
    });
    renderApp('/login?confirm=confirmation-token-0123456789');

    expect(await screen.findByText('This confirmation link is invalid or has expired.')).toBeTruthy();
    expect(screen.getByLabelText('Email')).toBeTruthy();
    // The spent token is removed from the address bar (the router applies it on its next tick).
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
  });
});

describe('password reset', () => {
  it('always answers with the same neutral message', async () => {
    const calls = stubApi({ 'POST /auth/password-reset': () => jsonResponse(202, { ok: true }) });
    renderApp('/reset-password');
    await screen.findByRole('heading', { name: 'Reset your password' });

    fill('Email', 'nobody@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(
      await screen.findByText(
        'If an account exists for this email address, we have sent it a link to reset the password. The link is valid for 60 minutes.',
      ),
    ).toBeTruthy();
    expect(calls[0]?.body).toEqual({ email: 'nobody@example.com' });
  });

  it('sets a new password with the token from the e-mail', async () => {
    const token = 'reset-token-0123456789abcdef';
    const calls = stubApi({ 'POST /auth/password-update': () => jsonResponse(200, { ok: true }) });
    renderApp(`/update-password?token=${token}`);
    await screen.findByRole('heading', { name: 'Set a new password' });

    fill('New password', 'a new secret');
    fill('Confirm password', 'a new secret');
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));

    expect(await screen.findByText('Your password has been updated.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveProperty('pathname', '/login');
    expect(calls[0]?.body).toEqual({ token, password: 'a new secret', password_confirmation: 'a new secret' });
  });

  it('explains an expired reset link', async () => {
    stubApi({
      'POST /auth/password-update': () =>
        jsonResponse(400, { error: { class: 'validation', message: 'invalid', code: 'invalid_reset_token' } }),
    });
    renderApp('/update-password?token=reset-token-0123456789abcdef');
    await screen.findByRole('heading', { name: 'Set a new password' });

    fill('New password', 'a new secret');
    fill('Confirm password', 'a new secret');
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));

    expect((await screen.findByRole('alert')).textContent).toContain(
      'This password reset link is invalid or has expired.',
    );
  });

  it('asks a signed-in user for the current password and shows when it is wrong or the new one too common', async () => {
    setSession({ ...SESSION, user: USER }, 'signed_in');
    let answer = jsonResponse(400, {
      error: {
        class: 'validation',
        message: 'x',
        code: 'wrong_current_password',
        fields: { current_password: 'wrong_current_password' },
      },
    });
    const calls = stubApi({
      'GET /auth/session': () =>
        jsonResponse(200, { user: USER, session: { expires_at: SESSION.expires_at, session_id: USER.id } }),
      'POST /auth/password-update': () => answer,
    });
    renderApp('/update-password');
    await screen.findByRole('heading', { name: 'Set a new password' });

    fill('New password', 'a new secret');
    fill('Confirm password', 'a new secret');
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/auth/password-update')).toEqual([]);

    fill('Current password', 'not it');
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('The current password is not correct.')).toBeTruthy();

    answer = jsonResponse(400, {
      error: {
        class: 'validation',
        message: 'x',
        code: 'password_too_common',
        fields: { password: 'password_too_common' },
      },
    });
    fill('Current password', 'the old secret');
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(
      await screen.findByText('This password is too common or easy to guess. Please choose another one.'),
    ).toBeTruthy();

    answer = jsonResponse(200, { ok: true });
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Your password has been updated.')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/auth/password-update').at(-1)?.body).toEqual({
      current_password: 'the old secret',
      password: 'a new secret',
      password_confirmation: 'a new secret',
    });
  });

  it('asks a signed-out visitor without a token for the e-mail link', async () => {
    stubApi({});
    renderApp('/update-password');

    expect(
      await screen.findByText('To set a new password, open the link from your password reset email, or sign in first.'),
    ).toBeTruthy();
  });
});
