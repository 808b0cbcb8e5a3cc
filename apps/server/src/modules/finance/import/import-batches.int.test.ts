import { sql } from 'kysely';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withUserTx } from '#db/with-user-tx.ts';
import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';
import { WRITE_BATCH } from './import-tasks.ts';
import { UNFINISHED_AFTER_SECONDS } from './import-writer.ts';
import { EXPORT_PAGE } from './import.service.ts';

type User = Awaited<ReturnType<TestApp['signUp']>>;

/** `rows` lines, every tenth money in; line `marked` (1-based, among the rows) carries the description MARKED. */
const statement = (rows: number, marked = -1) =>
  [
    'date,description,amount',
    ...Array.from({ length: rows }, (_, i) => {
      const description = i + 1 === marked ? 'MARKED' : `Shop ${i}`;
      return `2026-0${1 + (i % 9)}-1${i % 10},${description},${i % 10 === 0 ? '' : '-'}${1 + (i % 50)}.25`;
    }),
  ].join('\n');

describe.each(DATABASE_KINDS)('bank imports written in batches, and exports in pages, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 60_000);
  afterAll(() => t?.close());

  const importFile = async (user: User, content: string) => {
    const form = new FormData();
    form.set('file', new Blob([content], { type: 'text/csv' }), 'statement.csv');
    form.set('dry_run', 'false');
    return t.request('POST', 'expenses/import', { token: user.token, body: form });
  };
  const counts = async (userId: string) => {
    const { rows } = await sql<{ expenses: number; income: number; imports: number }>`
      select (select count(*)::int from expenses where user_id = ${userId}) as expenses,
             (select count(*)::int from income where user_id = ${userId}) as income,
             (select count(*)::int from statement_imports where user_id = ${userId}) as imports`.execute(t.db);
    return rows[0];
  };

  it('undoes the batches already committed when a later one fails, and the same file then imports whole', async () => {
    const u = await t.signUp();
    const rows = WRITE_BATCH * 4;
    // The database refuses one line near the end, as a full disk would: by then three batches are committed.
    await sql`create function refuse_marked() returns trigger language plpgsql as $$
      begin
        if new.description = 'MARKED' then raise exception 'could not extend file' using errcode = '53100'; end if;
        return new;
      end $$`.execute(t.db);
    await sql`create trigger refuse_marked before insert on expenses for each row execute function refuse_marked()`.execute(
      t.db,
    );
    try {
      const failed = await importFile(u, statement(rows, rows - 10));
      expect(failed.status).toBe(500);
      expect(await counts(u.id)).toEqual({ expenses: 0, income: 0, imports: 0 });
    } finally {
      await sql`drop trigger refuse_marked on expenses`.execute(t.db);
      await sql`drop function refuse_marked()`.execute(t.db);
    }
    const done = await importFile(u, statement(rows, rows - 10));
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ errors: [], imported: { expenses: rows * 0.9, income: rows * 0.1 } });
    expect(await counts(u.id)).toEqual({ expenses: rows * 0.9, income: rows * 0.1, imports: 1 });
  }, 120_000);

  it('undoes an import a stopped server left half written before the next import of that user', async () => {
    const u = await t.signUp();
    // What a server stopped after two batches leaves: the import still 'writing', long ago, and its rows.
    await withUserTx(t.db, { userId: u.id }, async (tx) => {
      const { id } = await tx
        .insertInto('statement_imports')
        .values({
          format: 'csv',
          started_at: sql<Date>`now() - make_interval(secs => ${UNFINISHED_AFTER_SECONDS + 60})`,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await sql`insert into expenses (amount, currency, category, date, description, import_key, import_id)
        select 1, 'USD', 'other', '2026-01-01', 'half ' || n, 'half-' || n, ${id}::uuid
        from generate_series(1, ${WRITE_BATCH * 2}) n`.execute(tx);
    });
    // One being written right now (another instance) is left alone.
    await withUserTx(t.db, { userId: u.id }, (tx) =>
      tx.insertInto('statement_imports').values({ format: 'csv' }).execute(),
    );
    expect(await counts(u.id)).toEqual({ expenses: WRITE_BATCH * 2, income: 0, imports: 2 });

    const next = await importFile(u, statement(20));
    expect(next.status).toBe(200);
    expect(await counts(u.id)).toEqual({ expenses: 18, income: 2, imports: 2 });
    const statuses = await t.db.selectFrom('statement_imports').select('status').where('user_id', '=', u.id).execute();
    expect(statuses.map((s) => s.status).sort()).toEqual(['done', 'writing']);
  });

  it('exports every expense and income line once, in the list order, across many pages with equal dates', async () => {
    const u = await t.signUp();
    const total = EXPORT_PAGE * 2 + 345;
    // One statement each: every row of it has the same created_at, so pages are told apart by date and id alone.
    await withUserTx(t.db, { userId: u.id }, async (tx) => {
      await sql`insert into expenses (amount, currency, category, date, description)
        select (n % 997 + 1) / 4.0, 'EUR', 'food', date '2026-03-01' - (n % 40), 'Market, stall "' || n || '"'
        from generate_series(1, ${total}) n`.execute(tx);
      await sql`insert into income (amount, currency, source, date, recurrence)
        select n, 'EUR', '=Tips ' || n, date '2026-03-01' - (n % 7), 'none' from generate_series(1, ${total}) n`.execute(
        tx,
      );
    });
    const download = async (what: string) => {
      const res = await t.app.request(`/api/v1/${what}/export.csv`, {
        headers: { authorization: `Bearer ${u.token}` },
      });
      expect(res.status).toBe(200);
      return Papa.parse<string[]>((await res.text()).trimEnd(), { newline: '\r\n' }).data;
    };

    const expenses = await download('expenses');
    const expected = await t.db
      .selectFrom('expenses')
      .select(['date', 'category', 'amount', 'currency', 'description'])
      .where('user_id', '=', u.id)
      .orderBy('date', 'desc')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    expect(expenses[0]).toEqual(['date', 'category', 'amount', 'currency', 'description']);
    expect(expenses.slice(1)).toEqual(expected.map((e) => [e.date, e.category, e.amount, e.currency, e.description]));
    expect(new Set(expenses.slice(1).map((r) => r[4])).size).toBe(total);

    const income = await download('income');
    expect(income).toHaveLength(total + 1);
    expect(new Set(income.slice(1).map((r) => r[1])).size).toBe(total);
    // Text a spreadsheet would run stays text.
    expect(income.slice(1).every((r) => r[1]!.startsWith("'=Tips "))).toBe(true);
  });
});
