import { FINANCE_LIMITS, type CsvImportOptions } from '@ww/contracts';

import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, type TestApp } from '#test/harness.ts';
import { importSuite } from '#test/import-kit.ts';

describe.each(DATABASE_KINDS)('bank import rules, CSV export and errors on %s', (kind) => {
  let t: TestApp;
  const { ctx, upload, importFile, exportCsv, expensesOf, incomeOf } = importSuite(kind);
  beforeAll(() => ({ t } = ctx));

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
    for (const what of ['expenses', 'income'] as const) {
      const reversed = await exportCsv(a.token, what, '?from=2026-01-09&to=2026-01-06');
      expect([reversed.status, JSON.parse(reversed.text).error.fields]).toEqual([400, { to: 'range_reversed' }]);
    }

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
