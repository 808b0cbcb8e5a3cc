// The API fuzzer: every operation of the OpenAPI document, called with malformed and extreme values from its schemas.
import {
  EXTREMES,
  LEAVE_OUT,
  LONG,
  NESTED_EXTREMES,
  NOT_CONFIGURED,
  pathKey,
  TEXT_EXTREMES,
  TODAY,
  UNKNOWN_ID,
  type Connection,
  type Failure,
  type Op,
  type Operation,
  type Schema,
} from './inputs.ts';

export function fuzzer(
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
