import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { DEFAULT_SETTINGS, todayIn } from '@ww/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';

const TODAY = todayIn(DEFAULT_SETTINGS.regional_preferences.timezone);
/** A service this server is not configured for (speech recognition without PAM_STT_URL) is a 503 by design. */
const NOT_CONFIGURED = /"code":"stt_not_configured"/;

/**
 * Every operation of the OpenAPI document, called as a signed-in user who has rows of every kind, with malformed and
 * extreme values derived from its schemas: no answer may be a 5xx. Deterministic: the same requests on every run.
 */

type Schema = {
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
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  security?: unknown[];
};
type Op = { method: string; path: string; op: Operation };
type Failure = { request: string; status: number; body: unknown };

const UNKNOWN_ID = '00000000-0000-4000-8000-00000000f00d';
const LONG = 'x'.repeat(100_000);
/** Values every field is set to in turn, besides leaving it out. */
const EXTREMES: unknown[] = [
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
const NESTED_EXTREMES: unknown[] = [null, 'a\u0000b', LONG, '0000-01-01', 1e308, 'NaN', {}];
/** The same, as they arrive in a query string or a path. */
const TEXT_EXTREMES = [
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
const SESSION_ENDING = new Set(['POST /auth/logout', 'DELETE /auth/sessions/{id}', 'POST /auth/password-update']);

/** Bodies JSON Schema cannot describe fully (one of two fields): what to leave out so that the base is valid. */
const LEAVE_OUT: Record<string, string[]> = {
  // A fill-up is given either as typed (unit, volume, price per unit) or in litres, not both.
  'POST /fuel-log': ['total_cost', 'volume_l', 'price_per_l'],
  'PATCH /fuel-log/{id}': ['total_cost', 'volume_l', 'price_per_l'],
  'POST /safety-checklists/runs': ['template_key'],
  // A schedule's distance interval is given as typed (distance and its unit) or in km, not both.
  'POST /maintenance/schedules': ['every_km'],
  'PATCH /maintenance/schedules/{id}': ['every_km'],
};

const pathKey = (path: string, param: string) => path.slice(0, path.indexOf(`{${param}}`) - 1);

type Answer = { status: number; text: string };
type Connection = {
  send(method: string, url: string, headers: Record<string, string>, body: RequestInit['body']): Promise<Answer>;
  close(): Promise<void>;
};

/**
 * The app on a real port, every request over one kept-alive connection, as a browser or a proxy sends them: a server
 * that answers early and then drops the socket it called kept-alive fails the client's next request on it.
 */
async function oneConnection(t: TestApp): Promise<Connection> {
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

function fuzzer(
  connection: Connection,
  doc: {
    paths: Record<string, Record<string, Operation>>;
    components?: { schemas?: Record<string, Schema> };
  },
) {
  /** Ids of existing rows by the collection path that created them ('/vehicles', '/savings-goals/{id}/contributions'). */
  const ids = new Map<string, string>();
  let emails = 0;

  const resolve = (s: Schema): Schema => (s.$ref ? resolve(doc.components!.schemas![s.$ref.split('/').pop()!]!) : s);

  const idFor = (name: string): string => {
    const base = name.replace(/_id$/, '');
    for (const [key, id] of ids) if (key.replace(/-/g, '_').replace(/s$/, '').endsWith(base)) return id;
    return UNKNOWN_ID;
  };

  /** A value the schema accepts (as far as JSON Schema says; refinements aside). */
  function sample(schema: Schema | undefined, name = ''): unknown {
    if (!schema) return 'fuzz';
    const s = resolve(schema);
    const branches = s.anyOf ?? s.oneOf;
    if (branches) return sample(branches.find((b) => resolve(b).type !== 'null') ?? branches[0], name);
    if (s.allOf) return sample(s.allOf[0], name);
    if (s.const !== undefined) return s.const;
    if (s.enum) return s.enum[0];
    const type = Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type;
    switch (type) {
      case 'string': {
        // Today: neither in the future (fill-ups, services) nor in the past (a savings goal's target).
        if (s.format === 'date') return TODAY;
        if (s.format === 'date-time') return `${TODAY}T10:00:00Z`;
        if (s.format === 'uuid') return idFor(name);
        if (s.format === 'email' || name === 'email') return `fuzz-${++emails}@example.com`;
        if (s.format === 'uri' || s.format === 'url' || /(^|_)(website|url|link)$/.test(name))
          return 'https://example.org/';
        if (/currency|^base$|^quote$/.test(name) || s.pattern?.includes('[A-Z]{3}')) return 'EUR';
        if (name === 'timezone') return 'Europe/London';
        if (/password/.test(name)) return 'correct horse battery';
        const text = 'Fuzz'.padEnd(s.minLength ?? 0, 'z');
        return s.maxLength !== undefined ? text.slice(0, Math.max(s.maxLength, s.minLength ?? 0)) : text;
      }
      case 'integer':
      case 'number': {
        const lo = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : -Infinity);
        const hi = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : Infinity);
        const v = Math.min(Math.max(name === 'lon' ? -3 : name === 'lat' ? 54 : 10, lo), hi);
        return type === 'integer' ? Math.ceil(v) : v;
      }
      case 'boolean':
        return true;
      case 'array': {
        if (s.prefixItems) return s.prefixItems.map((p, i) => sample(p, i === 0 ? 'lon' : 'lat'));
        const n = Math.min(Math.max(s.minItems ?? 0, 1), s.maxItems ?? 1);
        return Array.from({ length: n }, (_, i) => {
          const item = sample(s.items || undefined, name);
          // Distinct points, so that stops of a route are not all one place.
          if (item && typeof item === 'object' && 'lat' in item)
            Object.assign(item, { lat: 54 + i * 0.3, lon: -3 + i * 0.3 });
          return item;
        });
      }
      case 'object':
      default: {
        if (!s.properties) return {};
        const entries = Object.entries(s.properties).map(([k, v]): [string, unknown] => [k, sample(v, k)]);
        // An optional reference to a row the user does not have yet is left out rather than pointed at nothing.
        return Object.fromEntries(entries.filter(([k, v]) => v !== UNKNOWN_ID || s.required?.includes(k)));
      }
    }
  }

  /** Paths of the fields to mutate: top level, inside objects, and inside the first item of arrays (depth 2). */
  function leafPaths(value: unknown, prefix: (string | number)[] = [], depth = 0): (string | number)[][] {
    if (depth >= 2 || value === null || typeof value !== 'object') return [];
    const entries: [string | number, unknown][] = Array.isArray(value)
      ? value.length
        ? [[0, value[0]]]
        : []
      : Object.entries(value);
    return entries.flatMap(([k, v]) => [[...prefix, k], ...leafPaths(v, [...prefix, k], depth + 1)]);
  }

  function withValue(base: unknown, path: (string | number)[], value: unknown): unknown {
    const copy = structuredClone(base) as Record<string | number, unknown>;
    let node = copy;
    for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
    const last = path.at(-1)!;
    if (value === undefined) {
      if (Array.isArray(node)) node.splice(Number(last), 1);
      else delete node[last];
    } else node[last] = value;
    return copy;
  }

  const failures: Failure[] = [];
  let requests = 0;

  async function send(
    method: string,
    url: string,
    token: string | undefined,
    init: {
      json?: unknown;
      body?: RequestInit['body'];
      headers?: Record<string, string>;
    },
  ) {
    requests++;
    const headers: Record<string, string> = { ...init.headers };
    if (token) headers.authorization = `Bearer ${token}`;
    let body = init.body;
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    }
    const request = `${method} ${url.slice(0, 200)} ${String(body ?? '').slice(0, 300)}`;
    const { status, text } = await connection.send(method, url, headers, body);
    if (status >= 500 && !(status === 503 && NOT_CONFIGURED.test(text)))
      failures.push({ request, status, body: text.slice(0, 300) });
    if (status >= 400) {
      // The connection must still carry a request (or have been closed by the server's own `Connection: close`): the
      // cheapest one, an unknown path, answered without the database.
      const next = await connection.send('GET', '/api/v1/no-such-path', {}, undefined).catch((err: Error) => err);
      if (next instanceof Error || next.status !== 404)
        failures.push({
          request: `a second request after ${request}`,
          status: next instanceof Error ? 0 : next.status,
          body: next instanceof Error ? next.message : next.text.slice(0, 300),
        });
    }
    return { status, text };
  }

  const operations = (): Op[] =>
    Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        op,
      })),
    );

  const urlFor = (o: Op, params: Record<string, string>, query: Record<string, string> = {}) => {
    const path = o.path.replace(/\{(\w+)\}/g, (_, p: string) =>
      encodeURIComponent(params[p] ?? UNKNOWN_ID).replace(/%2525/g, '%25'),
    );
    const qs = new URLSearchParams(query).toString();
    return `/api/v1${path}${qs ? `?${qs}` : ''}`;
  };
  const pathParams = (o: Op) =>
    Object.fromEntries(
      (o.op.parameters ?? [])
        .filter((p) => p.in === 'path')
        .map((p) => [p.name, ids.get(pathKey(o.path, p.name)) ?? UNKNOWN_ID]),
    );
  const baseQuery = (o: Op) =>
    Object.fromEntries(
      (o.op.parameters ?? [])
        .filter((p) => p.in === 'query' && p.required)
        .map((p) => [p.name, String(sample(p.schema, p.name))]),
    );
  const jsonSchema = (o: Op) => o.op.requestBody?.content?.['application/json']?.schema;
  const baseBody = (o: Op) => {
    const body = sample(jsonSchema(o)) as Record<string, unknown>;
    for (const key of LEAVE_OUT[`${o.method} ${o.path}`] ?? []) delete body[key];
    return body;
  };

  /** Creates a row through every POST that makes one (twice over, so rows that need another row find it). */
  async function seed(token: string) {
    const creators = operations().filter((o) => o.method === 'POST' && jsonSchema(o) && !o.path.startsWith('/auth/'));
    for (let round = 0; round < 2; round++) {
      for (const o of creators) {
        const collection = o.path;
        if (ids.has(collection) || /\{/.test(o.path.replace(/\{id\}\/(contributions|reviews)$/, ''))) continue;
        if (o.path.includes('{') && !ids.has(pathKey(o.path, 'id'))) continue;
        const res = await send('POST', urlFor(o, pathParams(o)), token, {
          json: baseBody(o),
        });
        const data =
          res.status < 300
            ? (
                JSON.parse(res.text) as {
                  data?: { id?: string; items?: { id: string }[] };
                }
              ).data
            : undefined;
        if (data?.id) ids.set(collection, data.id);
        if (data?.items?.[0]?.id) ids.set(`${collection}/{id}/items`, data.items[0].id);
      }
    }
  }

  /** All the malformed and extreme requests for one operation. */
  async function attack(o: Op, token: string | undefined) {
    const params = pathParams(o);
    const query = baseQuery(o);
    const schema = jsonSchema(o);
    const base = schema ? baseBody(o) : undefined;
    const call = (p: Record<string, string>, q: Record<string, string>, json?: unknown) =>
      send(o.method, urlFor(o, p, q), token, json === undefined ? {} : { json });

    await call(params, query, base);
    for (const p of Object.keys(params)) {
      for (const v of ['not-a-uuid', UNKNOWN_ID, '%00', 'x'.repeat(300), ' '])
        await call({ ...params, [p]: v }, query, base);
    }
    for (const q of (o.op.parameters ?? []).filter((x) => x.in === 'query')) {
      for (const v of TEXT_EXTREMES) await call(params, { ...query, [q.name]: v }, base);
    }
    if (schema) {
      for (const whole of [{}, [], 'text', null, 1e308]) await call(params, query, whole);
      await send(o.method, urlFor(o, params, query), token, {
        body: '{"unclosed": ',
        headers: { 'content-type': 'application/json' },
      });
      await send(o.method, urlFor(o, params, query), token, {});
      for (const path of leafPaths(base)) {
        for (const v of [undefined, ...(path.length === 1 ? EXTREMES : NESTED_EXTREMES)])
          await call(params, query, withValue(base, path, v));
        const current = path.reduce<unknown>((n, k) => (n as Record<string | number, unknown>)[k], base);
        if (Array.isArray(current) && path.length === 1) {
          await call(
            params,
            query,
            withValue(
              base,
              path,
              Array.from({ length: 5_000 }, () => current[0] ?? 'x'),
            ),
          );
        }
      }
    }
    const media = Object.keys(o.op.requestBody?.content ?? {});
    if (media.includes('multipart/form-data')) {
      for (const content of ['', 'a\u0000b\n1,2', 'date,amount\n0000-01-01,1e308\n9999-12-31,NaN', LONG]) {
        const form = new FormData();
        form.set('file', new File([content], 'fuzz.csv', { type: 'text/csv' }));
        await send(o.method, urlFor(o, params, query), token, { body: form });
      }
      const form = new FormData();
      form.set('file', 'not a file');
      form.set('options', '{"mapping": null}');
      await send(o.method, urlFor(o, params, query), token, { body: form });
    }
    if (media.includes('application/gpx+xml')) {
      for (const xml of [
        '',
        'a\u0000b',
        '<!DOCTYPE gpx [<!ENTITY a "aaaaaaaaaa">]><gpx>&a;</gpx>',
        `<gpx><wpt lat="1e308" lon="NaN"><name>${LONG}</name></wpt></gpx>`,
      ]) {
        await send(o.method, urlFor(o, params, query), token, {
          body: xml,
          headers: { 'content-type': 'application/gpx+xml' },
        });
      }
    }
  }

  return { ids, failures, operations, seed, attack, requests: () => requests };
}

describe.each(DATABASE_KINDS)('every API operation with malformed and extreme input on %s', (kind) => {
  let t: TestApp;
  let user: Awaited<ReturnType<TestApp['signUp']>>;
  let f: ReturnType<typeof fuzzer>;
  let connection: Connection;

  beforeAll(async () => {
    t = await createTestApp(kind);
    user = await t.signUp();
    const res = await t.request('GET', 'openapi.json');
    expect(res.status).toBe(200);
    connection = await oneConnection(t);
    f = fuzzer(connection, res.body);
    await f.seed(user.token);
  }, 60_000);
  afterAll(async () => {
    await connection?.close();
    await t?.close();
  });

  it('the user has rows of every kind to aim at', () => {
    for (const collection of [
      '/expenses',
      '/income',
      '/budgets',
      '/savings-goals',
      '/savings-goals/{id}/contributions',
      '/side-income-sources',
      '/campgrounds',
      '/campgrounds/{id}/reviews',
      '/trips',
      '/vehicles',
      '/fuel-log',
      '/maintenance',
      '/maintenance/schedules',
      '/storage-items',
      '/safety-checklists',
      '/safety-checklists/runs',
    ]) {
      expect(f.ids.has(collection), collection).toBe(true);
    }
  });

  it('answers no request with a server error', async () => {
    // Deletes last, so that the other operations meet existing rows.
    const ops = f.operations().sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
    for (const o of ops) {
      const key = `${o.method} ${o.path}`;
      const token = SESSION_ENDING.has(key) ? (await t.signUp()).token : o.op.security?.length ? user.token : undefined;
      await f.attack(o, token);
    }
    expect(f.requests()).toBeGreaterThan(5_000);
    expect(f.failures).toEqual([]);
  }, 300_000);
});

describe.each(DATABASE_KINDS)('what a client is told about input the database cannot take, on %s', (kind) => {
  let t: TestApp;
  let user: Awaited<ReturnType<TestApp['signUp']>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    user = await t.signUp();
  }, 60_000);
  afterAll(() => t?.close());

  const expense = (over: Record<string, unknown>) =>
    t.request('POST', 'expenses', {
      token: user.token,
      json: { amount: 12.5, category: 'food', date: '2026-05-01', ...over },
    });

  it('refuses text with a NUL character, in a body or a query, naming the field', async () => {
    const res = await expense({ description: 'fish\u0000chips' });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: 'invalid_character',
      fields: { description: 'invalid_character' },
    });
    expect(res.body.error.message).toMatch(/NUL/);
    const stops = await t.request('POST', 'trips', {
      token: user.token,
      json: {
        name: 'Coast',
        stops: [{ lat: 54, lon: -3, name: 'Ke\u0000swick' }],
      },
    });
    expect(stops.body.error.fields).toEqual({
      'stops.0.name': 'invalid_character',
    });
    const query = await t.request('GET', 'expenses?q=a%00b', {
      token: user.token,
    });
    expect(query.status).toBe(400);
    expect(query.body.error.fields).toEqual({ q: 'invalid_character' });
  });

  it('takes dates from 1900-01-01 to 2199-12-31 and refuses the years 0000 and 9999', async () => {
    for (const date of ['0000-01-01', '9999-12-31', '1899-12-31', '2200-01-01']) {
      const res = await expense({ date });
      expect(res.status, date).toBe(400);
      expect(res.body.error.fields, date).toEqual({ date: 'invalid_date' });
    }
    for (const date of ['1900-01-01', '2199-12-31']) expect((await expense({ date })).status, date).toBe(201);
    expect(
      (
        await t.request('GET', 'expenses?from=0000-01-01', {
          token: user.token,
        })
      ).status,
    ).toBe(400);
  });

  it('refuses numbers beyond what a field can mean', async () => {
    const res = await t.request('POST', 'trips', {
      token: user.token,
      json: {
        name: 'Far',
        stops: [{ lat: 54, lon: -3, name: 'A' }],
        total_distance_km: 1e308,
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ total_distance_km: 'too_large' });
    expect((await expense({ amount: 1e308 })).body.error.fields).toEqual({
      amount: 'amount_too_large',
    });
  });

  it('an empty travel-preferences patch changes nothing and answers the current preferences', async () => {
    expect(
      (
        await t.request('PATCH', 'travel-preferences', {
          token: user.token,
          json: {},
        })
      ).body.data,
    ).toEqual({
      daily_limit_km: null,
      fuel_price_per_l: null,
      fuel_price_currency: null,
    });
    const set = await t.request('PATCH', 'travel-preferences', {
      token: user.token,
      json: { fuel_price_per_l: 1.8 },
    });
    expect(set.status).toBe(200);
    const empty = await t.request('PATCH', 'travel-preferences', {
      token: user.token,
      json: {},
    });
    expect(empty.status).toBe(200);
    expect(empty.body.data).toEqual(set.body.data);
  });

  it('refuses a GPX file with a DOCTYPE or entities with a 400 before reading it', async () => {
    const xml =
      '<?xml version="1.0"?><!DOCTYPE gpx [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]><gpx><wpt lat="54" lon="-3"><name>&b;</name></wpt></gpx>';
    const res = await t.request('POST', 'trips/import-gpx', {
      token: user.token,
      body: xml,
      headers: { 'content-type': 'application/gpx+xml' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: 'invalid_gpx',
      fields: { file: 'gpx_doctype' },
    });
    expect(res.body.error.message).toMatch(/DOCTYPE or entities/);
    expect((await t.request('GET', 'trips', { token: user.token })).body.data).toEqual([]);
  });

  it('a review added while its campground is deleted gets a 4xx, never a server error', async () => {
    const statuses = new Set<number>();
    for (let i = 0; i < 10; i++) {
      const site = await t.request('POST', 'campgrounds', {
        token: user.token,
        json: { name: `Race ${i}`, lat: 54, lon: -3 },
      });
      const [removed, review] = await Promise.all([
        t.request('DELETE', `campgrounds/${site.body.data.id}`, {
          token: user.token,
        }),
        t.request('POST', `campgrounds/${site.body.data.id}/reviews`, {
          token: user.token,
          json: { rating: 4 },
        }),
      ]);
      expect(removed.status).toBe(204);
      statuses.add(review.status);
    }
    for (const status of statuses) expect([201, 404, 409]).toContain(status);
  });
});
