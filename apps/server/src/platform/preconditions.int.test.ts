import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS, useTestApp } from '#test/harness.ts';
import { PRECONDITION_ERROR } from '#platform/preconditions.ts';

type Row = { id: string; updated_at: string; [field: string]: unknown };
/** An editable row kind: how to make one, where it lives, an edit, and how to read it back. */
type Resource = {
  create: () => Promise<Row>;
  path: (row: Row) => string;
  edit: Record<string, unknown>;
  read: (row: Row) => Promise<Row | undefined>;
  deletable: boolean;
};

const DATE = '2026-05-04';
const quoted = (iso: string) => `"${iso}"`;
/** A version the row never had: a millisecond before the one the client saw. */
const stale = (iso: string) => quoted(new Date(Date.parse(iso) - 1).toISOString());

describe.each(DATABASE_KINDS)('If-Match preconditions on %s', (kind) => {
  const ctx = useTestApp(kind);

  const req = (method: string, path: string, opts: { json?: unknown; ifMatch?: string } = {}) =>
    ctx.t.request(method, path, {
      token: ctx.a.token,
      json: opts.json,
      headers: opts.ifMatch === undefined ? {} : { 'if-match': opts.ifMatch },
    });
  const created = async (path: string, json: unknown) => {
    const res = await req('POST', path, { json });
    if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data as Row;
  };
  const fromList = (path: string) => async (row: Row) =>
    ((await req('GET', path)).body.data as Row[]).find((r) => r.id === row.id);

  const RESOURCES: Record<string, Resource> = {
    expense: {
      create: () => created('expenses', { amount: 12.5, category: 'food', date: DATE, description: 'Groceries' }),
      path: (r) => `expenses/${r.id}`,
      edit: { description: 'Groceries and bread' },
      read: fromList('expenses'),
      deletable: true,
    },
    income: {
      create: () => created('income', { source: 'Harvest work', amount: 300, date: DATE }),
      path: (r) => `income/${r.id}`,
      edit: { source: 'Harvest work, week 2' },
      read: fromList('income'),
      deletable: true,
    },
    'fill-up': {
      create: () => created('fuel-log', { filled_on: DATE, volume_l: 60, price_per_l: 1.5, place: 'Moab' }),
      path: (r) => `fuel-log/${r.id}`,
      edit: { place: 'Green River' },
      read: fromList('fuel-log'),
      deletable: true,
    },
    'maintenance record': {
      create: () => created('maintenance', { task: 'Wipers', date: DATE }),
      path: (r) => `maintenance/${r.id}`,
      edit: { task: 'Wipers and washer fluid' },
      read: fromList('maintenance'),
      deletable: true,
    },
    'storage item': {
      create: () => created('storage-items', { name: 'Hose', location: 'Wet locker' }),
      path: (r) => `storage-items/${r.id}`,
      edit: { location: 'Rear locker' },
      read: fromList('storage-items'),
      deletable: true,
    },
    'checklist tick': {
      create: async () => {
        const run = (await created('safety-checklists/runs', { template_key: 'pre_departure' })) as Row & {
          items: Row[];
        };
        return { ...run.items[0]!, run_id: run.id };
      },
      path: (r) => `safety-checklists/runs/${r.run_id as string}/items/${r.id}`,
      edit: { checked: true },
      read: async (r) => {
        const run = (await req('GET', `safety-checklists/runs/${r.run_id as string}`)).body.data as { items: Row[] };
        const item = run.items.find((i) => i.id === r.id);
        return item && { ...item, run_id: r.run_id };
      },
      deletable: false,
    },
  };

  describe.each(Object.entries(RESOURCES))('%s', (_, r) => {
    it('a stale If-Match is a 412 and changes nothing; the version last read edits it', async () => {
      const row = await r.create();
      const refused = await req('PATCH', r.path(row), { json: r.edit, ifMatch: stale(row.updated_at) });
      expect(refused.status).toBe(412);
      expect(refused.body.error).toEqual({ class: 'other', ...PRECONDITION_ERROR });
      expect(await r.read(row)).toEqual(row);

      const edited = await req('PATCH', r.path(row), { json: r.edit, ifMatch: quoted(row.updated_at) });
      expect(edited.status).toBe(200);
      expect(edited.body.data).toMatchObject(r.edit);
      // The first edit made a new version: the same If-Match again is now stale.
      const twice = await req('PATCH', r.path(row), { json: r.edit, ifMatch: quoted(row.updated_at) });
      expect(twice.status).toBe(412);
      // Without If-Match the edit is made as before.
      expect((await req('PATCH', r.path(row), { json: r.edit })).status).toBe(200);
    });

    it('an item deleted meanwhile is a 404 with If-Match too', async () => {
      const row = await r.create();
      const gone = r.path({ ...row, id: randomUUID() });
      expect((await req('PATCH', gone, { json: r.edit, ifMatch: quoted(row.updated_at) })).status).toBe(404);
      if (r.deletable) expect((await req('DELETE', gone, { ifMatch: quoted(row.updated_at) })).status).toBe(404);
    });

    if (r.deletable) {
      it('a delete with a stale If-Match is a 412 and keeps the row; the version last read deletes it', async () => {
        const row = await r.create();
        const refused = await req('DELETE', r.path(row), { ifMatch: stale(row.updated_at) });
        expect(refused.status).toBe(412);
        expect(refused.body.error.code).toBe('conflict_changed');
        expect(await r.read(row)).toEqual(row);
        expect((await req('DELETE', r.path(row), { ifMatch: quoted(row.updated_at) })).status).toBe(204);
        expect(await r.read(row)).toBeUndefined();
        expect((await req('DELETE', r.path(row), { ifMatch: quoted(row.updated_at) })).status).toBe(404);
        expect((await req('PATCH', r.path(row), { json: r.edit, ifMatch: quoted(row.updated_at) })).status).toBe(404);
      });
    }
  });

  it('accepts W/ and * forms, and refuses an If-Match that is not a timestamp', async () => {
    const row = await RESOURCES['storage item']!.create();
    expect((await req('PATCH', `storage-items/${row.id}`, { json: { notes: 'a' }, ifMatch: '*' })).status).toBe(200);
    const fresh = (await RESOURCES['storage item']!.read(row))!;
    const weak = await req('PATCH', `storage-items/${row.id}`, {
      json: { notes: 'b' },
      ifMatch: `W/"${fresh.updated_at}"`,
    });
    expect(weak.status).toBe(200);
    // JavaScript's Date reads the last three (30 Feb as 2 March); PostgreSQL refuses them.
    for (const bad of [
      '"yesterday"',
      '"2026-13-45T99:00:00Z"',
      '""',
      '12345',
      '"2026-02-30T10:00:00.000Z"',
      '"0000-01-01T00:00:00Z"',
      '"2026-05-04T10:00:00+99:00"',
    ]) {
      const res = await req('PATCH', `storage-items/${row.id}`, { json: { notes: 'c' }, ifMatch: bad });
      expect(res.status, bad).toBe(400);
      expect(res.body.error).toMatchObject({ class: 'validation', code: 'invalid_if_match' });
    }
    expect((await RESOURCES['storage item']!.read(row))!.notes).toBe('b');
  });

  it('documents the 412 on every route that honours If-Match', async () => {
    const doc = (await ctx.t.request('GET', 'openapi.json')).body as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const routes: [string, string][] = [
      ['/expenses/{id}', 'patch'],
      ['/expenses/{id}', 'delete'],
      ['/income/{id}', 'patch'],
      ['/income/{id}', 'delete'],
      ['/fuel-log/{id}', 'patch'],
      ['/fuel-log/{id}', 'delete'],
      ['/maintenance/{id}', 'patch'],
      ['/maintenance/{id}', 'delete'],
      ['/storage-items/{id}', 'patch'],
      ['/storage-items/{id}', 'delete'],
      ['/safety-checklists/runs/{id}/items/{itemId}', 'patch'],
    ];
    for (const [path, method] of routes)
      expect(doc.paths[path]?.[method]?.responses, `${method} ${path}`).toHaveProperty('412');
  });
});
