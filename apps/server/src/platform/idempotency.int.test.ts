import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS, type TestApp, type TestUser as User } from '#test/harness.ts';
import { idempotencyCases } from '#test/idempotency-cases.ts';
import { idempotencySuite } from '#test/idempotency-kit.ts';

describe.each(DATABASE_KINDS)('Idempotency-Key on %s', (kind) => {
  let t: TestApp;
  let a: User;
  let admin: User;
  const suite = idempotencySuite(kind, (world) => ({ t, a, admin } = world));
  const { keyed, count } = suite;
  const CASES = idempotencyCases(suite);

  it('covers every authenticated create of the OpenAPI document', async () => {
    const doc = (await t.request('GET', 'openapi.json')).body as {
      paths: Record<string, Record<string, { responses?: Record<string, unknown>; security?: unknown[] }>>;
    };
    const creates = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([method, op]) => method === 'post' && op.responses?.['201'] && op.security?.length)
        .map(() => `POST ${path}`),
    );
    expect(creates.length).toBeGreaterThan(30);
    expect(Object.keys(CASES).sort()).toEqual(creates.sort());
  });

  it.each(Object.entries(CASES))('%s: the same key twice answers the same and makes one row', async (_, c) => {
    const user = c.as === 'admin' ? admin : a;
    const ids = (await c.prepare?.()) ?? {};
    const key = randomUUID();
    const before = await count(c.table);
    const first = await keyed(user, key, 'POST', c.path(ids), await c.send(ids));
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(await count(c.table)).toBe(before + 1);

    const again = await keyed(user, key, 'POST', c.path(ids), await c.send(ids));
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await count(c.table)).toBe(before + 1);
  });
});
