import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, api, apiFetch, apiFile } from './api-client.ts';
import { getSession, setSession, subscribeSession, type StoredSession } from './session.ts';
import { invalidInput, jsonResponse, routeJson, stubApi } from '#testing/api-stub.ts';

const USER = { id: '00000000-0000-4000-8000-000000000001', email: 'ana@example.com' };
const nowSeconds = () => Math.floor(Date.now() / 1000);

function session(expiresInSeconds: number, suffix = 'a'): StoredSession {
  return {
    access_token: `access-${suffix}`,
    refresh_token: `refresh-token-${suffix}-0123456789`,
    expires_at: nowSeconds() + expiresInSeconds,
    user: USER,
  };
}

/** The rotated tokens POST /auth/refresh answers with, valid for the next hour. */
const renewedSession = () => ({
  access_token: 'access-b',
  refresh_token: 'refresh-token-b-0123456789',
  expires_at: nowSeconds() + 3_600,
});

const SETTINGS_OK = () => jsonResponse(200, { data: { ok: true } });

afterEach(() => {
  setSession(null, 'signed_out');
  vi.unstubAllGlobals();
});

describe('apiFetch', () => {
  it('sends the access token without refreshing while more than 300 s remain', async () => {
    setSession(session(3_000), 'signed_in');
    const calls = stubApi({ 'GET /settings': SETTINGS_OK });

    await expect(apiFetch('/settings')).resolves.toEqual({ data: { ok: true } });

    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /settings']);
    expect(calls[0]?.authorization).toBe('Bearer access-a');
  });

  it('refreshes first when fewer than 300 s remain, then uses and stores the rotated tokens', async () => {
    setSession(session(120), 'signed_in');
    const renewed = renewedSession();
    const calls = stubApi({
      'POST /auth/refresh': () => jsonResponse(200, { session: renewed }),
      'GET /settings': SETTINGS_OK,
    });

    await apiFetch('/settings');

    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /auth/refresh', 'GET /settings']);
    expect(calls[0]?.body).toEqual({ refresh_token: 'refresh-token-a-0123456789' });
    expect(calls[0]?.authorization).toBeNull();
    expect(calls[1]?.authorization).toBe('Bearer access-b');
    expect(getSession()).toMatchObject({ ...renewed, user: USER });
    expect(JSON.parse(localStorage.getItem('ww_session') ?? 'null')).toMatchObject({
      refresh_token: renewed.refresh_token,
    });
  });

  it('runs one refresh for several requests that start together', async () => {
    setSession(session(60), 'signed_in');
    const renewed = renewedSession();
    const calls = stubApi({
      'POST /auth/refresh': () => jsonResponse(200, { session: renewed }),
      'GET /settings': SETTINGS_OK,
      'GET /profile': SETTINGS_OK,
    });

    await Promise.all([apiFetch('/settings'), apiFetch('/profile'), apiFetch('/settings')]);

    expect(calls.filter((c) => c.path === '/auth/refresh')).toHaveLength(1);
    expect(calls.filter((c) => c.path !== '/auth/refresh').map((c) => c.authorization)).toEqual([
      'Bearer access-b',
      'Bearer access-b',
      'Bearer access-b',
    ]);
  });

  it('ends the session when the refresh token is rejected', async () => {
    setSession(session(30), 'signed_in');
    const reasons: string[] = [];
    const unsubscribe = subscribeSession((_s, reason) => reasons.push(reason));
    const calls = stubApi({
      'POST /auth/refresh': () =>
        jsonResponse(401, {
          error: {
            class: 'authentication',
            message: 'Your session has expired. Please log in again.',
            code: 'session_expired',
          },
        }),
      'GET /settings': SETTINGS_OK,
    });

    const error = await apiFetch('/settings').catch((err: unknown) => err);
    unsubscribe();

    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 401, errorClass: 'authentication', code: 'session_expired' });
    expect(getSession()).toBeNull();
    expect(reasons).toContain('expired');
    expect(calls.map((c) => c.path)).toEqual(['/auth/refresh']);
  });

  it('keeps the session and its still-valid token when the refresh cannot reach the server', async () => {
    setSession(session(200), 'signed_in');
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        if (input.endsWith('/auth/refresh')) throw new TypeError('Failed to fetch');
        return jsonResponse(200, { data: { ok: true } });
      }),
    );

    await expect(apiFetch('/settings')).resolves.toEqual({ data: { ok: true } });
    expect(getSession()?.access_token).toBe('access-a');
  });

  it('refreshes once and retries when the server rejects an access token before its time', async () => {
    setSession(session(3_000), 'signed_in');
    const renewed = renewedSession();
    const calls = stubApi({
      'POST /auth/refresh': () => jsonResponse(200, { session: renewed }),
      'GET /settings': (call) =>
        call.authorization === 'Bearer access-b'
          ? SETTINGS_OK()
          : jsonResponse(401, { error: { class: 'authentication', message: 'expired', code: 'session_expired' } }),
    });

    await expect(apiFetch('/settings')).resolves.toEqual({ data: { ok: true } });
    expect(calls.map((c) => `${c.method} ${c.path} ${c.authorization ?? '-'}`)).toEqual([
      'GET /settings Bearer access-a',
      'POST /auth/refresh -',
      'GET /settings Bearer access-b',
    ]);
  });

  it('reports the API error class, code and fields', async () => {
    stubApi({
      'POST /auth/signup': () => invalidInput({ code: 'email_taken', fields: { email: 'email_taken' } }),
    });

    const error = await apiFetch('/auth/signup', { json: {}, auth: false }).catch((err: unknown) => err);

    expect(error).toMatchObject({
      status: 400,
      errorClass: 'validation',
      code: 'email_taken',
      fields: { email: 'email_taken' },
    });
  });

  it('turns a failed connection into a network error with status 0', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));

    await expect(apiFetch('/health', { auth: false })).rejects.toMatchObject({ status: 0, errorClass: 'network' });
  });

  it('returns undefined for 204 No Content', async () => {
    setSession(session(3_000), 'signed_in');
    stubApi({ 'POST /auth/logout': () => jsonResponse(204) });

    await expect(apiFetch('/auth/logout', { method: 'POST' })).resolves.toBeUndefined();
  });
});

describe('api (typed routes)', () => {
  const EXPENSE = {
    id: '00000000-0000-4000-8000-0000000000e1',
    user_id: USER.id,
    amount: 12.5,
    currency: 'EUR',
    category: 'food' as const,
    date: '2026-11-20',
    description: 'Bread',
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
  };

  it('fills the path params, sends the JSON body with the token and resolves to the answer', async () => {
    setSession(session(3_000), 'signed_in');
    const calls = stubApi({
      [`PATCH /expenses/${EXPENSE.id}`]: () => routeJson('PATCH /expenses/{id}', { data: EXPENSE, alerts: [] }),
    });

    const saved = await api('PATCH /expenses/{id}', { params: { id: EXPENSE.id }, json: { description: 'Bread' } });

    expect(saved.data.description).toBe('Bread');
    expect(calls).toEqual([
      {
        method: 'PATCH',
        path: `/expenses/${EXPENSE.id}`,
        search: '',
        body: { description: 'Bread' },
        authorization: 'Bearer access-a',
      },
    ]);
  });

  it('encodes path params and leaves empty query values out', async () => {
    setSession(session(3_000), 'signed_in');
    const calls = stubApi({
      'GET /expenses': () => routeJson('GET /expenses', { data: [], next_cursor: null, totals: [] }),
      'DELETE /trips/a%2Fb': () => jsonResponse(204),
    });

    await api('GET /expenses', { query: { from: '2026-11-01', to: '', category: undefined, q: 'café & co' } });
    await expect(api('DELETE /trips/{id}', { params: { id: 'a/b' } })).resolves.toBeUndefined();

    expect(calls.map((c) => `${c.method} ${c.path}${c.search}`)).toEqual([
      'GET /expenses?from=2026-11-01&q=caf%C3%A9+%26+co',
      'DELETE /trips/a%2Fb',
    ]);
  });

  it('throws the API error of a failed route like apiFetch', async () => {
    setSession(session(3_000), 'signed_in');
    stubApi({
      'POST /expenses': () =>
        invalidInput({ message: 'Check the amount.', code: 'validation', fields: { amount: 'too_small' } }),
    });

    const failure = api('POST /expenses', { json: { amount: 0, category: 'food', date: '2026-11-20' } });

    await expect(failure).rejects.toBeInstanceOf(ApiRequestError);
    await expect(failure).rejects.toMatchObject({
      status: 400,
      message: 'Check the amount.',
      fields: { amount: 'too_small' },
    });
  });

  it('hands back the response of a file route', async () => {
    setSession(session(3_000), 'signed_in');
    const calls = stubApi({ 'GET /expenses/export.csv': () => new Response('date,amount\n', { status: 200 }) });

    const response = await apiFile('GET /expenses/export.csv', { query: { category: 'fuel' } });

    expect(await response.text()).toBe('date,amount\n');
    expect(calls[0]?.search).toBe('?category=fuel');
  });

  it('checks routes, params and bodies against the generated contract at compile time', () => {
    const unused = () => {
      // @ts-expect-error no such route
      void api('GET /expense');
      // @ts-expect-error the path param is required
      void api('DELETE /expenses/{id}');
      // @ts-expect-error the body lacks required fields
      void api('POST /expenses', { json: { amount: 1 } });
      // @ts-expect-error a category the contract does not list
      void api('GET /expenses', { query: { category: 'snacks' } });
      // @ts-expect-error a file route is read with apiFile
      void api('GET /expenses/export.csv');
      // @ts-expect-error a fixture must have the answer's shape
      void routeJson('GET /expenses', { data: [], cursor: null, totals: [] });
    };
    expect(unused).toBeTypeOf('function');
  });
});
