import { randomUUID } from 'node:crypto';
import { baseUrl, clientAddress } from './browser.ts';
import { OWNER_EMAIL } from './constants.ts';
import { waitForMailLink } from './mail.ts';

/** A new address on a reserved test domain, different for every call. */
export function uniqueEmail(label = 'traveller'): string {
  return `${label}-${randomUUID().slice(0, 8)}@e2e.test`;
}

export const TEST_PASSWORD = 'open-road-2026';

export interface ApiResult {
  status: number;
  body: unknown;
}

/** Calls the API directly (as another client would), to arrange accounts and to check what the server stored. */
export async function api(
  path: string,
  init: { method?: string; json?: unknown; token?: string; clientIp?: string } = {},
): Promise<ApiResult> {
  const headers: Record<string, string> = { 'x-forwarded-for': init.clientIp ?? clientAddress() };
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const res = await fetch(`${baseUrl()}/api/v1${path}`, {
    method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  const text = await res.text();
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  return { status: res.status, body };
}

export interface Account {
  email: string;
  password: string;
  accessToken: string;
}

/**
 * Creates an account through the API. With `onboarded` it also completes onboarding, so signing in lands on
 * the personal area instead of the onboarding steps.
 */
export async function createAccount(
  options: { email?: string; password?: string; onboarded?: boolean; fullName?: string } = {},
): Promise<Account> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? TEST_PASSWORD;
  const signup = await api('/auth/signup', { json: { email, password, password_confirmation: password } });
  let token = (signup.body as { session?: { access_token?: unknown } | null } | null)?.session?.access_token;
  if (signup.status === 201 && token === undefined) {
    // The owner's address (OWNER_EMAIL) is confirmed by its e-mailed link before it may sign in.
    const [, confirm] = await waitForMailLink(email, /confirm=([A-Za-z0-9_-]+)/);
    const confirmed = await api('/auth/confirm-email', { json: { token: confirm } });
    token = (confirmed.body as { session?: { access_token?: unknown } | null } | null)?.session?.access_token;
  }
  if (signup.status !== 201 || typeof token !== 'string') {
    throw new Error(`sign-up of ${email} failed: ${signup.status} ${JSON.stringify(signup.body)}`);
  }
  if (options.onboarded) {
    const onboarding = await api('/profile/onboarding', {
      token,
      json: {
        full_name: options.fullName ?? 'Robin Roads',
        rig_type: 'caravan',
        region: 'US',
        units: 'imperial',
        currency: 'USD',
        language: 'en',
      },
    });
    if (onboarding.status !== 200) {
      throw new Error(`onboarding of ${email} failed: ${onboarding.status} ${JSON.stringify(onboarding.body)}`);
    }
  }
  return { email, password, accessToken: token };
}

/**
 * The owner's account (OWNER_EMAIL, an admin): created by the first journey that needs it, signed in to by the others,
 * since the journeys share one server.
 */
export async function ownerAccount(): Promise<Account> {
  const login = await api('/auth/login', { json: { email: OWNER_EMAIL, password: TEST_PASSWORD } });
  const token = (login.body as { session?: { access_token?: unknown } } | null)?.session?.access_token;
  if (login.status === 200 && typeof token === 'string')
    return { email: OWNER_EMAIL, password: TEST_PASSWORD, accessToken: token };
  return createAccount({ email: OWNER_EMAIL, onboarded: true });
}
