// The bank import tests' shared ground: statements to read, and an app whose import and export they call.
import type { CsvImportOptions, ImportResult } from '@ww/contracts';
import { afterAll, beforeAll, expect } from 'vitest';
import type { DatabaseKind } from '#db/database.ts';
import { createTestApp, type TestApp } from '#test/harness.ts';

/** A Spanish bank export: ';' delimiter, decimal comma with '.' thousands, day-first dates; every 10th line money in. */
export function spanishStatement(rows: number) {
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

export const OFX = `OFXHEADER:100
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

/** An app on `kind` for the tests of one describe, its statement workers started, with helpers that use it. */
export function importSuite(kind: DatabaseKind) {
  const ctx = {} as { t: TestApp };
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
    const res = await ctx.t.app.request('/api/v1/expenses/import', {
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
    const res = await ctx.t.app.request(`/api/v1/${what}/export.csv${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return { status: res.status, headers: res.headers, text: await res.text() };
  };
  const expensesOf = (userId: string) =>
    ctx.t.db
      .selectFrom('expenses')
      .select(['date', 'amount', 'currency', 'category', 'description'])
      .where('user_id', '=', userId)
      .orderBy('date')
      .orderBy('amount')
      .orderBy('description')
      .execute();
  const incomeOf = (userId: string) =>
    ctx.t.db
      .selectFrom('income')
      .select(['date', 'amount', 'currency', 'source', 'recurrence'])
      .where('user_id', '=', userId)
      .orderBy('date')
      .orderBy('amount')
      .orderBy('source')
      .execute();
  beforeAll(async () => {
    ctx.t = await createTestApp(kind);
    // Starts the worker threads that read statements (seconds under tsx), so that no test below times out on it.
    await upload((await ctx.t.signUp()).token, 'date,description,amount\n2026-01-05,Coffee,-3.50\n');
  }, 180_000);
  afterAll(() => ctx.t?.close());

  return { ctx, upload, importFile, exportCsv, expensesOf, incomeOf };
}
