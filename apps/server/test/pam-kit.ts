// How Pam's acceptance sets (modules/assistant/pam-*.int.test.ts) talk to the app: as a user, through the public API.
import { appendFileSync } from 'node:fs';
import { expect } from 'vitest';
import type { TestApp } from './harness.ts';

/** Set by bench/pam-acceptance.mjs: each request's language and the tools it ran, a JSON line each. */
const ACCEPTANCE_LOG = process.env.PAM_ACCEPTANCE_LOG;

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
  const ask = async (u: PamUser, message: string, context?: Row): Promise<PamAnswer> => {
    const answer = (await ok('POST', 'pam-simple/chat', u, { message, ...(context ? { context } : {}) })) as PamAnswer;
    if (ACCEPTANCE_LOG) {
      const { language, tools } = answer.metadata;
      appendFileSync(ACCEPTANCE_LOG, `${JSON.stringify({ language, tools })}\n`);
    }
    return answer;
  };
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

/** Letters only, as names are written: 1 → 'b', 27 → 'bb'. */
export const letters = (n: number) =>
  n.toString(26).replace(/./g, (d) => 'abcdefghijklmnopqrstuvwxyz'[parseInt(d, 26)]!);

/** Travellers of a suite with display names: each name gets letters of its own, so the app-wide search finds one. */
export function travellerKit(app: () => TestApp) {
  let serial = 0;
  return {
    /** A new traveller named `first` and `surname`, or `first` and a surname of its own ("Sam Testerb"). */
    traveller: async (first: string, surname?: string) => {
      const u = await app().signUp();
      const name = `${first} ${surname ?? `Tester${letters(++serial)}`}`;
      expect((await app().request('PATCH', 'profile', { token: u.token, json: { full_name: name } })).status).toBe(200);
      return Object.assign(u, { name });
    },
    /** A name of the user's words made unique per case: "Boondockers NZ" → "Boondockers NZ Qb". */
    unique: (name: string) => `${name} Q${letters(++serial)}`,
    /** The latest traveller's letters: another name of the same case stays unique with them ("Sam Brownb"). */
    tag: () => letters(serial),
  };
}
