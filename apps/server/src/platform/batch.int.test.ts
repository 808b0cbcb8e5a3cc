import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';
import { batchRoutes } from './batch.ts';

type User = Awaited<ReturnType<TestApp['signUp']>>;
type Result = { status: number; body: { data?: Record<string, unknown>; error?: { code?: string } } | null };

const expense = (description: string) => ({ amount: 12.5, category: 'fuel', date: '2026-05-04', description });

describe.each(DATABASE_KINDS)('POST /batch on %s', (kind) => {
  let t: TestApp;
  let a: User;
  let b: User;

  const batch = async (u: User, requests: unknown[]) => {
    const res = await t.request('POST', 'batch', { token: u.token, json: { requests } });
    return { status: res.status, body: res.body, results: (res.body.data?.results ?? []) as Result[] };
  };
  const descriptions = async (u: User) => {
    const res = await t.request('GET', 'expenses?limit=100', { token: u.token });
    return (res.body.data as { description: string }[]).map((e) => e.description).sort();
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    [a, b] = [await t.signUp(), await t.signUp()];
  }, 60_000);
  afterAll(() => t.close());

  it('runs each write in order as if sent alone, and a replay of the same batch adds nothing', async () => {
    const keys = [randomUUID(), randomUUID()];
    const writes = [
      { method: 'POST', path: '/expenses', idempotency_key: keys[0], body: expense('Diesel at Moab') },
      {
        method: 'POST',
        path: '/income',
        idempotency_key: keys[1],
        body: { amount: 300, source: 'Bookkeeping', date: '2026-05-04' },
      },
    ];
    const first = await batch(a, writes);
    expect(first.status).toBe(200);
    expect(first.results.map((r) => r.status)).toEqual([201, 201]);
    const created = first.results[0]!.body!.data!;
    expect(created.description).toBe('Diesel at Moab');

    // The connection dropped before the answer came: the outbox sends the same batch again.
    const again = await batch(a, writes);
    expect(again.results).toEqual(first.results);
    expect(await descriptions(a)).toEqual(['Diesel at Moab']);

    // An edit based on the version the user saw, then a delete, in the order written.
    const id = created.id as string;
    const edited = await batch(a, [
      {
        method: 'PATCH',
        path: `/expenses/${id}`,
        idempotency_key: randomUUID(),
        if_match: created.updated_at,
        body: { description: 'Diesel at Green River' },
      },
      { method: 'DELETE', path: `/expenses/${id}`, idempotency_key: randomUUID() },
    ]);
    expect(edited.results.map((r) => r.status)).toEqual([200, 204]);
    expect(await descriptions(a)).toEqual([]);
  });

  it("gives each write its own refusal and goes on: a stale edit, and user B's attempt on A's row", async () => {
    const [row] = (
      await batch(a, [{ method: 'POST', path: '/expenses', idempotency_key: randomUUID(), body: expense('Propane') }])
    ).results;
    const id = row!.body!.data!.id as string;
    const stale = await batch(a, [
      {
        method: 'PATCH',
        path: `/expenses/${id}`,
        idempotency_key: randomUUID(),
        if_match: '2020-01-01T00:00:00.000Z',
        body: { amount: 1 },
      },
      {
        method: 'POST',
        path: '/expenses',
        idempotency_key: randomUUID(),
        body: { amount: -5, category: 'fuel', date: '2026-05-04' },
      },
      { method: 'POST', path: '/expenses', idempotency_key: randomUUID(), body: expense('Water') },
    ]);
    expect(stale.results.map((r) => r.status)).toEqual([412, 400, 201]);
    expect(stale.results[0]!.body!.error!.code).toBe('conflict_changed');

    // B cannot reach A's expense through a batch any more than directly.
    const foreign = await batch(b, [
      { method: 'PATCH', path: `/expenses/${id}`, idempotency_key: randomUUID(), body: { amount: 1 } },
      { method: 'DELETE', path: `/expenses/${id}`, idempotency_key: randomUUID() },
    ]);
    expect(foreign.results.map((r) => r.status)).toEqual([404, 404]);
    expect(await descriptions(a)).toEqual(['Propane', 'Water']);
  });

  it('stops after the first write that must be tried later: the ones behind it wait with it', async () => {
    const statuses = [201, 503, 201];
    const sent: string[] = [];
    const router = batchRoutes(t.deps, (request) => {
      sent.push(request.headers.get('idempotency-key')!);
      const status = statuses[sent.length - 1]!;
      return Response.json(status === 201 ? { data: { ok: true } } : { error: { message: 'Busy' } }, { status });
    });
    const requests = ['k1', 'k2', 'k3'].map((key) => ({ method: 'POST', path: '/expenses', idempotency_key: key }));
    const res = await router.request('/', {
      method: 'POST',
      headers: { authorization: `Bearer ${a.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ requests }),
    });
    const body = (await res.json()) as { data: { results: Result[] } };
    expect(body.data.results.map((r) => r.status)).toEqual([201, 503]);
    expect(sent).toEqual(['k1', 'k2']);
  });

  it('goes on after a refusal for good, and refuses paths outside the API or nested batches', async () => {
    const key = randomUUID();
    // The same key with a different request: refused for good (409 reused), and the batch goes on.
    await batch(a, [{ method: 'POST', path: '/expenses', idempotency_key: key, body: expense('Tyres') }]);
    const reused = await batch(a, [
      { method: 'POST', path: '/expenses', idempotency_key: key, body: expense('Not tyres') },
      { method: 'POST', path: '/expenses', idempotency_key: randomUUID(), body: expense('Oil') },
    ]);
    expect(reused.results.map((r) => [r.status, r.body?.error?.code ?? null])).toEqual([
      [409, 'idempotency_key_reused'],
      [201, null],
    ]);

    for (const path of ['/batch', '/../health', '//evil.example/expenses', '/batch/']) {
      const refused = await batch(a, [{ method: 'POST', path, idempotency_key: randomUUID(), body: {} }]);
      expect(refused.status).toBe(400);
    }
    const tooMany = Array.from({ length: 26 }, () => ({
      method: 'POST',
      path: '/expenses',
      idempotency_key: randomUUID(),
    }));
    expect((await batch(a, tooMany)).status).toBe(400);
    expect((await t.request('POST', 'batch', { json: { requests: [] } })).status).toBe(401);
  });
});
