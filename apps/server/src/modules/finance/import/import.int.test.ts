import { DEFAULT_SETTINGS, FINANCE_LIMITS, type CsvImportOptions, type ImportResult, todayIn } from '@ww/contracts';
import { sql } from 'kysely';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';

/** A Spanish bank export: ';' delimiter, decimal comma with '.' thousands, day-first dates; every 10th line money in. */
function spanishStatement(rows: number) {
  const lines = ['Fecha;Concepto;Importe;Saldo'];
  for (let i = 0; i < rows; i++) {
    const day = new Date(Date.UTC(2025, 0, 1 + (i % 365)));
    const date = `${String(day.getUTCDate()).padStart(2, '0')}/${String(day.getUTCMonth() + 1).padStart(2, '0')}/${day.getUTCFullYear()}`;
    const cents = ((i * 7919) % 300_000) + 1;
    const euros = Math.floor(cents / 100).toLocaleString('de-DE');
    const amount = `${i % 10 === 0 ? '' : '-'}${euros},${String(cents % 100).padStart(2, '0')}`;
    lines.push(`${date};Tienda ${i % 37} nº${i};${amount};1.000,00`);
  }
  return `${lines.join('\r\n')}\r\n`;
}

const OFX = `OFXHEADER:100
DATA:OFXSGML
VERSION:102

<OFX>
<BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS>
<STMTRS><CURDEF>CAD
<BANKACCTFROM><BANKID>1<ACCTID>2<ACCTTYPE>CHECKING</BANKACCTFROM>
<BANKTRANLIST><DTSTART>20260101<DTEND>20260131
<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20260105<TRNAMT>-45.10<FITID>1<NAME>PETRO-CANADA 1234</STMTTRN>
<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20260106<TRNAMT>-3.50<FITID>2<NAME>Tim Hortons<MEMO>coffee</STMTTRN>
<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20260115<TRNAMT>1250.00<FITID>3<NAME>Workamping wages</STMTTRN>
</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1>
</OFX>
`;

describe.each(DATABASE_KINDS)('bank import and CSV export on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    // Starts the worker threads that read statements (seconds under tsx), so that no test below times out on it.
    await upload((await t.signUp()).token, 'date,description,amount\n2026-01-05,Coffee,-3.50\n');
  }, 180_000);
  afterAll(() => t?.close());

  const upload = async (
    token: string | undefined,
    content: string,
    opts: { dryRun?: boolean; options?: CsvImportOptions | string; name?: string } = {},
  ) => {
    const form = new FormData();
    form.set('file', new Blob([content], { type: 'text/csv' }), opts.name ?? 'statement.csv');
    if (opts.options !== undefined)
      form.set('options', typeof opts.options === 'string' ? opts.options : JSON.stringify(opts.options));
    if (opts.dryRun !== undefined) form.set('dry_run', String(opts.dryRun));
    const res = await t.app.request('/api/v1/expenses/import', {
      method: 'POST',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      body: form,
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: res.status, body: (await res.json()) as any };
  };
  const importFile = async (token: string, content: string, opts: Parameters<typeof upload>[2] = {}) => {
    const res = await upload(token, content, opts);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as ImportResult;
  };
  const exportCsv = async (token: string, what: 'expenses' | 'income', query = '') => {
    const res = await t.app.request(`/api/v1/${what}/export.csv${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return { status: res.status, headers: res.headers, text: await res.text() };
  };
  const expensesOf = (userId: string) =>
    t.db
      .selectFrom('expenses')
      .select(['date', 'amount', 'currency', 'category', 'description'])
      .where('user_id', '=', userId)
      .orderBy('date')
      .orderBy('amount')
      .orderBy('description')
      .execute();
  const incomeOf = (userId: string) =>
    t.db
      .selectFrom('income')
      .select(['date', 'amount', 'currency', 'source', 'recurrence'])
      .where('user_id', '=', userId)
      .orderBy('date')
      .orderBy('amount')
      .orderBy('source')
      .execute();

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

  it('remembers the categories changed in the preview and applies them to the next import', async () => {
    const u = await t.signUp();
    const january =
      'Date,Description,Amount\n2026-01-05,SHELL 4411 TUCSON,-45.10\n2026-01-06,KOA Campground #12,-38.00\n2026-01-07,Hardware store,-9.00\n';
    // The shop at the Shell was lunch; KOA is confirmed as proposed (no rule needed); the hardware store had no proposal.
    const overrides = {
      category_overrides: {
        'shell tucson': 'food',
        'KOA Campground #12': 'campground',
        'Hardware store': 'maintenance',
      },
    } as const;

    const preview = await importFile(u.token, january, { options: overrides });
    expect(preview.rows.map((r) => [r.pattern, r.category, r.suggestion])).toEqual([
      ['shell tucson', 'food', { category: 'fuel', source: 'keyword' }],
      ['koa campground', 'campground', { category: 'campground', source: 'keyword' }],
      ['hardware store', 'maintenance', null],
    ]);
    expect(await t.db.selectFrom('category_rules').select('id').where('user_id', '=', u.id).execute()).toEqual([]);

    await importFile(u.token, january, { dryRun: false, options: overrides });
    const rules = await t.db
      .selectFrom('category_rules')
      .select(['pattern', 'category'])
      .where('user_id', '=', u.id)
      .orderBy('pattern')
      .execute();
    expect(rules).toEqual([
      { pattern: 'hardware store', category: 'maintenance' },
      { pattern: 'shell tucson', category: 'food' },
    ]);

    const february =
      'Date,Description,Amount\n2026-02-02,SHELL 9921 TUCSON,-50.00\n2026-02-03,Koa campground 7,-40.00\n2026-02-04,Hardware store,-12.00\n';
    const next = await importFile(u.token, february, { dryRun: false });
    expect(next.rows.map((r) => r.suggestion)).toEqual([
      { category: 'food', source: 'rule' },
      { category: 'campground', source: 'history' },
      { category: 'maintenance', source: 'rule' },
    ]);
    expect((await expensesOf(u.id)).filter((e) => e.date >= '2026-02-01').map((e) => e.category)).toEqual([
      'food',
      'campground',
      'maintenance',
    ]);

    const other = await t.signUp();
    expect((await importFile(other.token, february)).rows.map((r) => [r.category, r.suggestion?.source])).toEqual([
      ['fuel', 'keyword'],
      ['campground', 'keyword'],
      ['other', undefined],
    ]);
  });

  it('exports CSV newest first with safe cells, and the export imports back as the same rows for another user', async () => {
    const a = await t.signUp();
    const file = [
      'Date,Description,Amount,Category',
      '2026-01-05,"Shell, Tucson",-45.10,Fuel',
      '2026-01-07,=HYPERLINK("http://evil"),-1.00,',
      '2026-01-06,"Café ""Olé""",-3.50,Food',
      '2026-01-08,Workamping wages,1250.00,',
      '2026-01-09,+Tip jar,20.00,',
    ].join('\n');
    await importFile(a.token, file, { dryRun: false, options: { currency: 'MXN' } });

    const expenses = await exportCsv(a.token, 'expenses');
    expect(expenses.status).toBe(200);
    expect(expenses.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(expenses.headers.get('content-disposition')).toMatch(
      /^attachment; filename="expenses-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(expenses.text).toBe(
      [
        'date,category,amount,currency,description',
        `2026-01-07,other,1.00,MXN,"'=HYPERLINK(""http://evil"")"`,
        '2026-01-06,food,3.50,MXN,"Café ""Olé"""',
        '2026-01-05,fuel,45.10,MXN,"Shell, Tucson"',
        '',
      ].join('\r\n'),
    );
    const income = await exportCsv(a.token, 'income');
    expect(income.headers.get('content-disposition')).toMatch(/^attachment; filename="income-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(income.text).toBe(
      [
        'date,source,amount,currency,recurrence',
        "2026-01-09,'+Tip jar,20.00,MXN,none",
        '2026-01-08,Workamping wages,1250.00,MXN,none',
        '',
      ].join('\r\n'),
    );

    const filtered = await exportCsv(a.token, 'expenses', '?from=2026-01-06&category=food');
    expect(Papa.parse(filtered.text.trim()).data).toEqual([
      ['date', 'category', 'amount', 'currency', 'description'],
      ['2026-01-06', 'food', '3.50', 'MXN', 'Café "Olé"'],
    ]);
    expect((await exportCsv(a.token, 'expenses', '?from=yesterday')).status).toBe(400);

    const b = await t.signUp();
    expect((await importFile(b.token, expenses.text, { dryRun: false })).imported).toEqual({ expenses: 3, income: 0 });
    expect((await importFile(b.token, income.text, { dryRun: false })).imported).toEqual({ expenses: 0, income: 2 });
    expect(await expensesOf(b.id)).toEqual(await expensesOf(a.id));
    expect(await incomeOf(b.id)).toEqual(await incomeOf(a.id));
    expect((await exportCsv(b.token, 'expenses')).text).toBe(expenses.text);
  });

  it('answers bad requests with the API error shape', async () => {
    const u = await t.signUp();
    expect((await upload(undefined, 'x')).status).toBe(401);
    expect((await exportCsv('nope', 'expenses')).status).toBe(401);

    const noFile = await t.app.request('/api/v1/expenses/import', {
      method: 'POST',
      headers: { authorization: `Bearer ${u.token}` },
      body: new FormData(),
    });
    expect(noFile.status).toBe(400);
    expect(await noFile.json()).toMatchObject({ error: { class: 'validation', fields: { file: 'required' } } });

    const badJson = await upload(u.token, 'a', { options: '{nope' });
    expect(badJson.status).toBe(400);
    expect(badJson.body.error.fields).toEqual({ options: 'invalid_json' });
    const badOption = await upload(u.token, 'a', { options: { delimiter: '#' } as unknown as CsvImportOptions });
    expect(badOption.body.error.fields).toHaveProperty(['options.delimiter']);

    const tooLarge = await upload(u.token, 'x'.repeat(FINANCE_LIMITS.importMaxBytes + 1));
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body.error).toMatchObject({
      class: 'validation',
      code: 'file_too_large',
      message: 'The file is larger than 10 MB.',
    });

    // A file of nothing but nested unclosed tags is not a statement: refused at once, not parsed for minutes.
    const nested = `OFXHEADER:100\n\n<OFX>${'<A>'.repeat(40_000)}</OFX>`;
    const started = performance.now();
    const deep = await upload(u.token, nested, { name: 'statement.ofx' });
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(deep.status).toBe(400);
    expect(deep.body.error).toMatchObject({
      class: 'validation',
      code: 'ofx_too_deep',
      fields: { file: 'ofx_too_deep' },
    });
    expect(deep.body.error.message).toBe(
      'Line 3: the elements are nested more than 100 deep; this is not a bank statement',
    );

    const empty = await importFile(u.token, '');
    expect(empty.errors).toEqual([{ line: 1, code: 'empty_file', message: 'Line 1: the file is empty' }]);
    const binary = await importFile(u.token, '%PDF-1.7\u0000\u0001binary');
    expect(binary.errors).toEqual([
      {
        line: 1,
        code: 'unreadable_file',
        message: 'Line 1: this is not a text file; export the statement as CSV, OFX or QFX',
      },
    ]);
  });
});
