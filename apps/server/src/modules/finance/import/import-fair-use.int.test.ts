import { FINANCE_LIMITS } from '@ww/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';
import { sqlAs } from '#test/isolation.ts';
import { withUserTx } from '#db/with-user-tx.ts';
import { STATEMENT_LIMITS } from './statement-limits.ts';
import { EXPORT_FAIR_USE, IMPORT_FAIR_USE } from './import.service.ts';

type User = Awaited<ReturnType<TestApp['signUp']>>;

/** `rows` lines of a comma-separated statement, every line money out, each on its own description. */
const statement = (rows: number, from = 0) =>
  [
    'date,description,amount',
    ...Array.from(
      { length: rows },
      (_, i) =>
        `2026-0${1 + ((i + from) % 9)}-1${(i + from) % 10},Shop ${i + from},-1.${String((i + from) % 100).padStart(2, '0')}`,
    ),
  ].join('\n');

const ofxStatement = (transactions: number) =>
  `OFXHEADER:100\n\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD<BANKTRANLIST>\n${Array.from(
    { length: transactions },
    (_, i) => `<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20260105<TRNAMT>-1.00<FITID>${i}<NAME>Shop ${i}</STMTTRN>\n`,
  ).join('')}</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;

describe.each(DATABASE_KINDS)('bank import limits and fair use on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    // Starts the worker threads (seconds under tsx) before the tests.
    await upload(await t.signUp(), statement(2));
  }, 180_000);
  afterAll(() => t?.close());

  const upload = async (user: User, content: string, dryRun = true) => {
    const form = new FormData();
    form.set('file', new Blob([content], { type: 'text/csv' }), 'statement.csv');
    form.set('dry_run', String(dryRun));
    return t.request('POST', 'expenses/import', { token: user.token, body: form });
  };

  it.each([
    [
      '9 MB of blank lines',
      () => '\n'.repeat(9 * 1024 * 1024),
      'too_many_lines',
      `Line ${STATEMENT_LIMITS.maxLines + 1}: the file has more than ${STATEMENT_LIMITS.maxLines} lines; this is not a bank statement or it must be split`,
    ],
    [
      'one quoted field of 9 MB',
      () => `date,description,amount\n2026-01-05,"${'x'.repeat(9 * 1024 * 1024)}",-1.00\n`,
      'field_too_long',
      `Line 2: a quoted field runs on for more than ${STATEMENT_LIMITS.maxFieldChars} characters; its closing quote is probably missing`,
    ],
    [
      'a line of 200,000 columns',
      () => `date,description,amount\n${','.repeat(200_000)}\n`,
      'too_many_columns',
      `Line 2: the line has more than ${STATEMENT_LIMITS.maxColumns} columns; this is not a bank statement`,
    ],
    [
      '50,001 CSV transactions',
      () => statement(FINANCE_LIMITS.importMaxRows + 1),
      'too_many_rows',
      'Line 50002: the file has more than 50000 transactions; split it into smaller files',
    ],
    [
      '50,001 OFX transactions',
      () => ofxStatement(FINANCE_LIMITS.importMaxRows + 1),
      'too_many_rows',
      'Line 50004: the file has more than 50000 transactions; split it into smaller files',
    ],
  ])(
    'refuses %s as a whole with a 400 naming the line, without importing anything',
    async (_, content, code, message) => {
      const u = await t.signUp();
      const res = await upload(u, content(), false);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body).toEqual({ error: { class: 'validation', code, message, fields: { file: code } } });
      const rows = await t.db.selectFrom('expenses').select('id').where('user_id', '=', u.id).execute();
      expect(rows).toEqual([]);
    },
  );

  it('reads one import at a time per user: a second one while the first is written is a 429, another user goes on', async () => {
    const [a, b] = [await t.signUp(), await t.signUp()];
    const first = upload(a, statement(3_000), false);
    // The first import holds the user's slot from before it reads the file until its last batch is committed.
    for (let waited = 0; ; waited += 10) {
      const writing = await t.db.selectFrom('statement_imports').select('id').where('user_id', '=', a.id).execute();
      if (writing.length) break;
      if (waited > 30_000) throw new Error('the first import never started writing');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const second = await upload(a, statement(5));
    expect(second.status).toBe(429);
    expect(second.body.error).toEqual({
      class: 'other',
      code: 'import_in_progress',
      message: IMPORT_FAIR_USE.busy.message,
    });
    expect((await upload(b, statement(5))).status).toBe(200);
    expect((await first).body.data.imported).toEqual({ expenses: 3_000, income: 0 });
    // Released: the next one goes through.
    expect((await upload(a, statement(5))).status).toBe(200);
  });

  it('takes 30 MB of statements a minute per user, each file counting at least 1 MB, then says when to retry', async () => {
    const [a, b] = [await t.signUp(), await t.signUp()];
    for (let i = 0; i < IMPORT_FAIR_USE.pointsPerMinute; i++) expect((await upload(a, statement(2))).status).toBe(200);
    const refused = await upload(a, statement(2));
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({ class: 'other', code: 'rate_limited' });
    expect(refused.body.error.message).toMatch(
      /^You have sent many statements in the last minute\. Please try again in ([1-9]|[1-5]\d|60) seconds?\.$/,
    );
    expect((await upload(b, statement(2))).status).toBe(200);
    // A file of 9 MB counts 9: three of them (refused or not, they were read) and three small ones fill a minute.
    const c = await t.signUp();
    const large = '\n'.repeat(9 * 1024 * 1024 - 4096);
    for (let i = 0; i < 3; i++) expect((await upload(c, large)).status).toBe(400);
    for (let i = 0; i < 3; i++) expect((await upload(c, statement(2))).status).toBe(200);
    expect((await upload(c, statement(2))).status).toBe(429);
  });

  it('streams one export at a time per user and ten a minute', async () => {
    const [a, b] = [await t.signUp(), await t.signUp()];
    await upload(a, statement(2_500), false);
    const exportOf = (u: User) =>
      t.app.request('/api/v1/expenses/export.csv', { headers: { authorization: `Bearer ${u.token}` } });
    // Not read yet: the export is still running.
    const open = await exportOf(a);
    expect(open.status).toBe(200);
    const busy = await exportOf(a);
    expect(busy.status).toBe(429);
    expect(await busy.json()).toEqual({
      error: { class: 'other', code: 'export_in_progress', message: EXPORT_FAIR_USE.busy.message },
    });
    const other = await exportOf(b);
    expect(other.status).toBe(200);
    await other.text();
    expect((await open.text()).split('\r\n')).toHaveLength(2_500 + 2);
    for (let i = 1; i < EXPORT_FAIR_USE.pointsPerMinute; i++) {
      const res = await exportOf(a);
      expect(res.status).toBe(200);
      await res.text();
    }
    const limited = await exportOf(a);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ error: { code: 'rate_limited' } });
    // A download the reader gives up on frees the slot.
    const dropped = await exportOf(b);
    await dropped.body?.cancel();
    expect((await exportOf(b)).status).toBe(200);
  });

  it("keeps each user's imports to themselves", async () => {
    const [a, b] = [await t.signUp(), await t.signUp()];
    await upload(a, statement(3), false);
    const [own] = await t.db.selectFrom('statement_imports').select('id').where('user_id', '=', a.id).execute();
    expect(own).toBeDefined();
    const seen = await withUserTx(t.db, { userId: b.id }, (tx) =>
      tx.selectFrom('statement_imports').select('id').execute(),
    );
    expect(seen).toEqual([]);
    expect(await sqlAs(t, b, `update statement_imports set status = 'writing' where id = '${own!.id}'`)).toBe('ok');
    expect(await sqlAs(t, b, `delete from statement_imports where id = '${own!.id}'`)).toBe('ok');
    expect(await sqlAs(t, b, `insert into statement_imports (user_id, format) values ('${a.id}', 'csv')`)).toBe(
      '42501',
    );
    const still = await t.db.selectFrom('statement_imports').select('status').where('id', '=', own!.id).execute();
    expect(still).toEqual([{ status: 'done' }]);
  });
});
