// The API fuzzer's inputs: the OpenAPI shapes it reads, the extreme values it sends, one keep-alive connection.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { DEFAULT_SETTINGS, todayIn } from '@ww/contracts';

import type { TestApp } from '#test/harness.ts';

export const TODAY = todayIn(DEFAULT_SETTINGS.regional_preferences.timezone);
/** A service this server is not configured for (speech recognition without PAM_STT_URL) is a 503 by design. */
export const NOT_CONFIGURED = /"code":"stt_not_configured"/;

/**
 * Every operation of the OpenAPI document, called as a signed-in user who has rows of every kind, with malformed and
 * extreme values derived from its schemas: no answer may be a 5xx. Deterministic: the same requests on every run.
 */

export type Schema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: Schema | boolean;
  items?: Schema | false;
  prefixItems?: Schema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  format?: string;
  pattern?: string;
  $ref?: string;
};
type Parameter = {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema?: Schema;
};
export type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  security?: unknown[];
};
export type Op = { method: string; path: string; op: Operation };
export type Failure = { request: string; status: number; body: unknown };

export const UNKNOWN_ID = '00000000-0000-4000-8000-00000000f00d';
export const LONG = 'x'.repeat(100_000);
/** Values every field is set to in turn, besides leaving it out. */
export const EXTREMES: unknown[] = [
  null,
  'a\u0000b',
  LONG,
  '0000-01-01',
  '9999-12-31',
  1e308,
  -1e308,
  'NaN',
  -1,
  0,
  0.5,
  true,
  [],
  {},
  'not-a-uuid',
  UNKNOWN_ID,
];
/** Inside objects and array items: fewer, so that large bodies (a trip with its plan) stay quick. */
export const NESTED_EXTREMES: unknown[] = [null, 'a\u0000b', LONG, '0000-01-01', 1e308, 'NaN', {}];
/** The same, as they arrive in a query string or a path. */
export const TEXT_EXTREMES = [
  'a\u0000b',
  'x'.repeat(5_000),
  '0000-01-01',
  '9999-12-31',
  '1e308',
  '-1e308',
  'NaN',
  '',
  '-1',
  'not-a-uuid',
  UNKNOWN_ID,
  '%00',
  'true',
];
/** Ends the caller's session or changes their password: run with a user of their own. */
export const SESSION_ENDING = new Set([
  'POST /auth/logout',
  'DELETE /auth/sessions/{id}',
  'POST /auth/password-update',
]);

/** Bodies JSON Schema cannot describe fully (one of two fields): what to leave out so that the base is valid. */
export const LEAVE_OUT: Record<string, string[]> = {
  // A fill-up is given either as typed (unit, volume, price per unit) or in litres, not both.
  'POST /fuel-log': ['total_cost', 'volume_l', 'price_per_l'],
  'PATCH /fuel-log/{id}': ['total_cost', 'volume_l', 'price_per_l'],
  'POST /safety-checklists/runs': ['template_key'],
  // A schedule's distance interval is given as typed (distance and its unit) or in km, not both.
  'POST /maintenance/schedules': ['every_km'],
  'PATCH /maintenance/schedules/{id}': ['every_km'],
};

export const pathKey = (path: string, param: string) => path.slice(0, path.indexOf(`{${param}}`) - 1);

type Answer = { status: number; text: string };
export type Connection = {
  send(method: string, url: string, headers: Record<string, string>, body: RequestInit['body']): Promise<Answer>;
  close(): Promise<void>;
};

/**
 * The app on a real port, every request over one kept-alive connection, as a browser or a proxy sends them: a server
 * that answers early and then drops the socket it called kept-alive fails the client's next request on it.
 */
export async function oneConnection(t: TestApp): Promise<Connection> {
  const server = await new Promise<http.Server>((resolve) => {
    const s = serve({ fetch: t.app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(s as http.Server));
  });
  const { port } = server.address() as AddressInfo;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return {
    async send(method, url, headers, body) {
      // The bytes and content type a fetch would send for this body (a form becomes multipart with its boundary).
      const encoded =
        body === undefined || body === null ? undefined : new Request('http://fuzz/', { method: 'POST', body });
      const bytes = encoded ? Buffer.from(await encoded.arrayBuffer()) : undefined;
      const type = encoded?.headers.get('content-type');
      return new Promise<Answer>((resolve, reject) => {
        const req = http.request(
          {
            agent,
            host: '127.0.0.1',
            port,
            method,
            path: url,
            headers: { ...(type && !headers['content-type'] ? { 'content-type': type } : {}), ...headers },
          },
          (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (text += chunk));
            res.on('end', () => resolve({ status: res.statusCode!, text }));
          },
        );
        req.on('error', reject);
        req.end(bytes);
      });
    },
    async close() {
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
