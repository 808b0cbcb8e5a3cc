// How Pam's acceptance sets (modules/assistant/pam-*.int.test.ts) talk to the app: as a user, through the public API.
import { expect } from 'vitest';
import type { TestApp } from './harness.ts';

export type PamUser = Awaited<ReturnType<TestApp['signUp']>>;
export type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
/** Pam's answer to one message: the reply, what it did (metadata) and what it asks the web to do. */
export type PamAnswer = { response: string; metadata: Row; ui_action?: Row };

/** `app()` is the suite's TestApp, read when a helper runs (it is created in beforeAll). */
export function pamKit(app: () => TestApp) {
  const request = (method: string, path: string, u: PamUser, json?: unknown) =>
    app().request(method, path, { token: u.token, ...(json === undefined ? {} : { json }) });
  const ok = async (method: string, path: string, u: PamUser, json?: unknown) => {
    const res = await request(method, path, u, json);
    expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
    return res.body;
  };
  /** One message to Pam, with the client's context if given. */
  const ask = async (u: PamUser, message: string, context?: Row): Promise<PamAnswer> =>
    (await ok('POST', 'pam-simple/chat', u, { message, ...(context ? { context } : {}) })) as PamAnswer;
  return {
    /** A new user with these settings and profile fields. */
    user: async (settings?: Row, profile?: Row) => {
      const u = await app().signUp();
      if (settings) await ok('PATCH', 'settings', u, settings);
      if (profile) await ok('PATCH', 'profile', u, profile);
      return u;
    },
    ask,
    /** Pam's reply text alone. */
    reply: async (u: PamUser, message: string, context?: Row) => (await ask(u, message, context)).response,
    /** A list the API answers (its `data`). */
    get: async (u: PamUser, path: string): Promise<Row[]> => (await ok('GET', path, u)).data as Row[],
    /** One record the API answers (its `data`). */
    one: async (u: PamUser, path: string): Promise<Row> => (await ok('GET', path, u)).data as Row,
    post: async (u: PamUser, path: string, json: Row = {}): Promise<Row> =>
      (await ok('POST', path, u, json)).data as Row,
  };
}
