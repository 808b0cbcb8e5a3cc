import type { CategoryRule, ImportResult } from '@ww/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';
import { expectCannotTouch, sqlAs } from '#test/isolation.ts';

type User = Awaited<ReturnType<TestApp['signUp']>>;

/** Category suggestions of the bank import preview, the rules a correction makes, and who may see them. */
describe.each(DATABASE_KINDS)('import category suggestions and rules on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 60_000);
  afterAll(() => t?.close());

  const importCsv = async (
    user: User,
    csv: string,
    opts: { dryRun?: boolean; overrides?: Record<string, string> } = {},
  ) => {
    const form = new FormData();
    form.set('file', new Blob([csv], { type: 'text/csv' }), 'statement.csv');
    form.set('options', JSON.stringify({ category_overrides: opts.overrides ?? {} }));
    form.set('dry_run', String(opts.dryRun ?? true));
    const res = await t.app.request('/api/v1/expenses/import', {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}` },
      body: form,
    });
    const body = (await res.json()) as { data: ImportResult };
    expect(res.status, JSON.stringify(body)).toBe(200);
    return body.data;
  };
  const addExpense = async (user: User, description: string, category: string, date = '2026-01-10') => {
    const res = await t.request('POST', 'expenses', {
      token: user.token,
      json: { amount: 20, category, date, description },
    });
    expect(res.status).toBe(201);
  };
  const rulesOf = async (user: User) => {
    const res = await t.request('GET', 'category-rules', { token: user.token });
    expect(res.status).toBe(200);
    return res.body.data as CategoryRule[];
  };

  const STATEMENT = [
    'Date,Description,Amount',
    '2026-03-01,CARD 4411 SHELL 7 TUCSON 01/03,-40.00',
    '2026-03-02,CHEVRON 0099 YUMA,-55.00',
    '2026-03-03,SHELL GAS STATION,-61.20',
    '2026-03-04,Hardware store,-12.00',
    '2026-03-05,Refund,30.00',
  ].join('\n');

  it('proposes a rule before past expenses before the built-in keywords, and other when nothing matches', async () => {
    const u = await t.signUp();
    await addExpense(u, 'SHELL 4411 TUCSON', 'maintenance');
    await addExpense(u, 'Shell 12 Tucson', 'maintenance');
    await addExpense(u, 'SHELL 9 TUCSON', 'food');
    await addExpense(u, 'Chevron 12 Yuma', 'entertainment');
    // Past imports that all landed in 'other' say nothing: the keyword still decides.
    await addExpense(u, 'SHELL GAS STATION', 'other');

    const first = await importCsv(u, STATEMENT);
    expect(first.rows.map((r) => [r.description, r.category, r.suggestion])).toEqual([
      ['CARD 4411 SHELL 7 TUCSON 01/03', 'maintenance', { category: 'maintenance', source: 'history' }],
      ['CHEVRON 0099 YUMA', 'entertainment', { category: 'entertainment', source: 'history' }],
      ['SHELL GAS STATION', 'fuel', { category: 'fuel', source: 'keyword' }],
      ['Hardware store', 'other', null],
      ['Refund', 'other', null],
    ]);

    // The user changes the Tucson Shell to fuel: a rule, which then beats the two maintenance expenses of history.
    await importCsv(u, STATEMENT, { dryRun: false, overrides: { [first.rows[0]!.pattern]: 'fuel' } });
    expect((await rulesOf(u)).map((r) => [r.pattern, r.category])).toEqual([['shell tucson', 'fuel']]);
    const again = await importCsv(u, STATEMENT.replace('SHELL 7 TUCSON', 'SHELL 8 TUCSON'));
    expect(again.rows[0]!.suggestion).toEqual({ category: 'fuel', source: 'rule' });
  });

  it('a correction creates a rule, a second correction updates it, a confirmation makes none, and delete forgets it', async () => {
    const u = await t.signUp();
    await importCsv(u, STATEMENT, {
      dryRun: false,
      overrides: { 'CHEVRON 0099 YUMA': 'maintenance', 'SHELL GAS STATION': 'fuel' },
    });
    const [created] = await rulesOf(u);
    expect(await rulesOf(u)).toEqual([
      {
        id: expect.any(String),
        pattern: 'chevron yuma',
        category: 'maintenance',
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    ]);

    await importCsv(u, STATEMENT.replace(/2026-03/g, '2026-04'), {
      dryRun: false,
      overrides: { 'chevron yuma': 'entertainment' },
    });
    const [updated] = await rulesOf(u);
    expect(updated).toMatchObject({ id: created!.id, category: 'entertainment', created_at: created!.created_at });
    expect(Date.parse(updated!.updated_at)).toBeGreaterThanOrEqual(Date.parse(created!.updated_at));

    expect((await t.request('DELETE', `category-rules/${created!.id}`, { token: u.token })).status).toBe(204);
    expect(await rulesOf(u)).toEqual([]);
    expect((await t.request('DELETE', `category-rules/${created!.id}`, { token: u.token })).status).toBe(404);
    const bad = await t.request('DELETE', 'category-rules/not-an-id', { token: u.token });
    expect(bad.status).toBe(400);
    expect((await t.request('GET', 'category-rules')).status).toBe(401);
  });

  it("user B cannot read, change or delete user A's rules, and A's rules do not shape B's import", async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    await importCsv(a, STATEMENT, { dryRun: false, overrides: { 'Hardware store': 'maintenance' } });
    const [rule] = await rulesOf(a);
    expect(rule).toMatchObject({ pattern: 'hardware store', category: 'maintenance' });

    await expectCannotTouch(t, b, { lists: ['category-rules'], attempts: [['DELETE', `category-rules/${rule!.id}`]] });
    expect((await importCsv(b, STATEMENT)).rows[3]).toMatchObject({ category: 'other', suggestion: null });
    // Nor in the database: B's transaction sees none of A's rules and cannot write one for A.
    expect(await sqlAs(t, b, `update category_rules set category = 'food' where id = '${rule!.id}'`)).toBe('ok');
    expect(
      await sqlAs(t, b, `insert into category_rules (user_id, pattern, category) values ('${a.id}', 'x', 'food')`),
    ).toBe('42501');
    expect(await rulesOf(a)).toEqual([rule]);
  });
});
