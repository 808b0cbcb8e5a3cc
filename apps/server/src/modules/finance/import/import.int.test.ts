import { DEFAULT_SETTINGS, todayIn } from '@ww/contracts';
import { sql } from 'kysely';

import { beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, type TestApp } from '#test/harness.ts';
import { importSuite, OFX, spanishStatement } from '#test/import-kit.ts';

describe.each(DATABASE_KINDS)('bank import on %s', (kind) => {
  let t: TestApp;
  const { ctx, importFile, expensesOf, incomeOf } = importSuite(kind);
  beforeAll(() => ({ t } = ctx));

  describe('a 1,000-line Spanish statement', () => {
    const file = spanishStatement(1000);
    let a: Awaited<ReturnType<TestApp['signUp']>>;
    beforeAll(async () => {
      a = await t.signUp();
    });

    it('dry run previews all 1,000 lines with the detected formats and writes nothing', async () => {
      const data = await importFile(a.token, file);
      expect(data).toMatchObject({
        format: 'csv',
        dry_run: true,
        errors: [],
        imported: { expenses: 0, income: 0 },
        skipped_duplicates: 0,
      });
      expect(data.detected).toEqual({
        delimiter: ';',
        decimal: ',',
        date_format: 'DD/MM/YYYY',
        has_header: true,
        header: ['Fecha', 'Concepto', 'Importe', 'Saldo'],
        columns: { date: 0, description: 1, amount: 2, category: null },
      });
      expect(data.rows).toHaveLength(1000);
      expect(data.rows[0]).toEqual({
        line: 2,
        date: '2025-01-01',
        description: 'Tienda 0 nº0',
        amount: 0.01,
        currency: 'USD',
        kind: 'income',
        category: 'other',
        pattern: 'tienda nº',
        suggestion: null,
        duplicate: false,
      });
      // i = 1: 7920 cents, money out, 2 January.
      expect(data.rows[1]).toMatchObject({ line: 3, date: '2025-01-02', amount: 79.2, kind: 'expense' });
      // i = 44: (44 * 7919) % 300000 + 1 = 48437 cents -> "-484,37"; i = 35: "-2.771,66"; i = 400: "1.676,01" money in.
      expect(data.rows[44]).toMatchObject({ date: '2025-02-14', amount: 484.37, kind: 'expense' });
      expect(data.rows[35]).toMatchObject({ line: 37, date: '2025-02-05', amount: 2771.66, kind: 'expense' });
      expect(data.rows[400]).toMatchObject({ line: 402, date: '2025-02-05', amount: 1676.01, kind: 'income' });
      expect(await expensesOf(a.id)).toEqual([]);
      expect(await incomeOf(a.id)).toEqual([]);
    });

    it('imports 900 expenses and 100 income lines with exact amounts and dates, quickly', async () => {
      const started = performance.now();
      const data = await importFile(a.token, file, { dryRun: false });
      const elapsed = performance.now() - started;
      expect(data).toMatchObject({
        dry_run: false,
        errors: [],
        imported: { expenses: 900, income: 100 },
        skipped_duplicates: 0,
      });
      expect(elapsed).toBeLessThan(5_000);

      const { rows: counts } = await sql<{ e: number; i: number; total: string }>`
        select (select count(*)::int from expenses where user_id = ${a.id}) as e,
               (select count(*)::int from income where user_id = ${a.id}) as i,
               (select sum(amount)::text from expenses where user_id = ${a.id} and date = '2025-02-05') as total`.execute(
        t.db,
      );
      expect(counts[0]).toMatchObject({ e: 900, i: 100 });
      const expenses = await expensesOf(a.id);
      expect(expenses.find((e) => e.description === 'Tienda 35 nº35')).toEqual({
        date: '2025-02-05',
        amount: '2771.66',
        currency: 'USD',
        category: 'other',
        description: 'Tienda 35 nº35',
      });
      expect(expenses.find((e) => e.description === 'Tienda 7 nº44')).toMatchObject({
        date: '2025-02-14',
        amount: '484.37',
      });
      // 5 February is i = 35, 400 and 765; 400 is money in.
      const fifth = [35, 765].reduce((n, i) => n + ((i * 7919) % 300_000) + 1, 0);
      expect(counts[0]!.total).toBe((fifth / 100).toFixed(2));
      const income = await incomeOf(a.id);
      expect(income.find((r) => r.source === 'Tienda 10 nº10')).toEqual({
        date: '2025-01-11',
        amount: '791.91',
        currency: 'USD',
        source: 'Tienda 10 nº10',
        recurrence: 'none',
      });
      expect(income.find((r) => r.source === 'Tienda 30 nº400')).toMatchObject({
        date: '2025-02-05',
        amount: '1676.01',
      });
    });

    it('re-importing the same file skips all 1,000 lines', async () => {
      const preview = await importFile(a.token, file);
      expect(preview.rows.every((r) => r.duplicate)).toBe(true);
      expect(preview.skipped_duplicates).toBe(1000);
      const again = await importFile(a.token, file, { dryRun: false });
      expect(again).toMatchObject({ imported: { expenses: 0, income: 0 }, skipped_duplicates: 1000, errors: [] });
      expect(await expensesOf(a.id)).toHaveLength(900);
      expect(await incomeOf(a.id)).toHaveLength(100);
    });

    it("another user importing the same file gets all rows and leaves the first user's untouched", async () => {
      const before = await expensesOf(a.id);
      const b = await t.signUp();
      const data = await importFile(b.token, file, { dryRun: false, options: { currency: 'EUR' } });
      expect(data).toMatchObject({ imported: { expenses: 900, income: 100 }, skipped_duplicates: 0 });
      expect(await expensesOf(a.id)).toEqual(before);
      expect((await expensesOf(b.id)).every((e) => e.currency === 'EUR')).toBe(true);
    });
  });

  it('a file with one bad date at line 500 imports nothing and names that line', async () => {
    const u = await t.signUp();
    const lines = spanishStatement(1000).split('\r\n');
    lines[499] = lines[499]!.replace(/^[^;]+/, '31/02/2026');
    const bad = lines.join('\r\n');

    const preview = await importFile(u.token, bad);
    expect(preview.errors).toEqual([
      { line: 500, code: 'invalid_date', message: 'Line 500: "31/02/2026" is not a valid date' },
    ]);
    expect(preview.rows).toHaveLength(999);

    const real = await importFile(u.token, bad, { dryRun: false });
    expect(real.errors).toEqual(preview.errors);
    expect(real.imported).toEqual({ expenses: 0, income: 0 });
    expect(await expensesOf(u.id)).toEqual([]);
    expect(await incomeOf(u.id)).toEqual([]);
  });

  it("alerts a budget the import pushes over 80 % this month, once, and ignores last year's lines", async () => {
    const u = await t.signUp();
    const budget = await t.app.request('/api/v1/budgets', {
      method: 'POST',
      headers: { authorization: `Bearer ${u.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ category: null, period: 'monthly', amount: 100, currency: 'USD' }),
    });
    expect(budget.status).toBe(201);
    const today = todayIn(DEFAULT_SETTINGS.regional_preferences.timezone);
    const lastYear = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
    const file = `date,description,amount\n${today},Diesel,-85.00\n${lastYear},Winter site,-500.00\n`;

    expect((await importFile(u.token, file)).alerts).toEqual([]);
    const data = await importFile(u.token, file, { dryRun: false });
    expect(data.imported).toEqual({ expenses: 2, income: 0 });
    expect(data.alerts).toEqual([
      {
        budget_id: expect.any(String),
        category: null,
        period: 'monthly',
        threshold: 80,
        spent: 85,
        amount: 100,
        currency: 'USD',
        percent: 85,
      },
    ]);
    const notes = await t.db.selectFrom('notifications').select('kind').where('user_id', '=', u.id).execute();
    expect(notes).toEqual([{ kind: 'budget_alert' }]);
    expect((await importFile(u.token, file, { dryRun: false })).alerts).toEqual([]);
  });

  it('imports two identical lines of one day twice, and neither again', async () => {
    const u = await t.signUp();
    const file = 'date,description,amount\n2026-03-01,Coffee,-3.50\n2026-03-01,Coffee,-3.50\n';
    expect((await importFile(u.token, file, { dryRun: false })).imported).toEqual({ expenses: 2, income: 0 });
    expect((await importFile(u.token, file, { dryRun: false })).skipped_duplicates).toBe(2);
    expect(await expensesOf(u.id)).toHaveLength(2);
  });

  it('imports an OFX statement in its currency and skips it on re-import', async () => {
    const u = await t.signUp();
    const data = await importFile(u.token, OFX, { dryRun: false, name: 'statement.qfx' });
    expect(data).toMatchObject({ format: 'ofx', errors: [], imported: { expenses: 2, income: 1 } });
    expect(await expensesOf(u.id)).toEqual([
      { date: '2026-01-05', amount: '45.10', currency: 'CAD', category: 'fuel', description: 'PETRO-CANADA 1234' },
      { date: '2026-01-06', amount: '3.50', currency: 'CAD', category: 'food', description: 'Tim Hortons - coffee' },
    ]);
    expect(await incomeOf(u.id)).toEqual([
      { date: '2026-01-15', amount: '1250.00', currency: 'CAD', source: 'Workamping wages', recurrence: 'none' },
    ]);
    expect((await importFile(u.token, OFX, { dryRun: false })).skipped_duplicates).toBe(3);

    const broken = await importFile(u.token, OFX.replace('</BANKTRANLIST>', ''), { dryRun: false });
    expect(broken.errors).toEqual([
      {
        line: 13,
        code: 'unreadable_ofx',
        message: 'Line 13: <BANKTRANLIST> opened on line 9 is not closed before </STMTRS>',
      },
    ]);
  });
});
