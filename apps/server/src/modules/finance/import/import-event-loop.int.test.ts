import { FINANCE_LIMITS } from '@ww/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withUserTx } from '#db/with-user-tx.ts';
import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';
import { longestHold } from '#test/event-loop.ts';

/**
 * Issue 22's bank-import inputs hold the event loop no longer than MAX_HOLD_MS, on each database: the largest files a
 * user can send, refused or read, a 50,000-line import written for real, an export of 100,000 expenses and a preview
 * for a user with 100,000 expenses. (To be folded into src/event-loop.int.test.ts.)
 */
// A ceiling that catches work done on the loop (these inputs held it 0.5-16 s when parsed there) on a test machine
// that runs other suites, and the worker threads, on the same two cores; the 100 ms p99 of DESIGN §7 is
// bench/event-loop.mjs's figure, measured by the benchmark on a machine doing nothing else, not by a timed test.
const MAX_HOLD_MS = 500;

type User = Awaited<ReturnType<TestApp['signUp']>>;

/** A multipart upload encoded before the measurement: the client's own work is not the server's. */
async function encodeUpload(content: string, dryRun: boolean) {
  const form = new FormData();
  form.set('file', new Blob([content]), 'statement.csv');
  form.set('dry_run', String(dryRun));
  const request = new Request('http://test/', { method: 'POST', body: form });
  return { bytes: new Uint8Array(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}
type Upload = Awaited<ReturnType<typeof encodeUpload>>;

const csvStatement = (rows: number) =>
  [
    'Fecha;Concepto;Importe',
    ...Array.from({ length: rows }, (_, i) => {
      const day = String(1 + (i % 28)).padStart(2, '0');
      const month = String(1 + (i % 12)).padStart(2, '0');
      return `${day}/${month}/2025;Compra tarjeta ${i % 97} ref ${i};${i % 10 === 0 ? '' : '-'}${1 + (i % 900)},${String(i % 100).padStart(2, '0')}`;
    }),
  ].join('\r\n');

const ofxStatement = (transactions: number) =>
  `OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\n\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD<BANKTRANLIST>\n${Array.from(
    { length: transactions },
    (_, i) =>
      `<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>2025${String(1 + (i % 12)).padStart(2, '0')}15<TRNAMT>-${1 + (i % 500)}.25<FITID>${i}<NAME>SHELL ${i % 50}<MEMO>card ${i}</STMTTRN>\n`,
  ).join('')}</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>\n`;

describe.each(DATABASE_KINDS)('bank imports and exports do not hold the event loop on %s', (kind) => {
  let t: TestApp;
  let heavy: User;

  const send = async (user: User, upload: Upload) => {
    const res = await t.app.request('/api/v1/expenses/import', {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': upload.contentType },
      body: upload.bytes,
    });
    // Read as bytes: parsing a 50,000-row answer would be the test client's work, not the server's.
    const body = new Uint8Array(await res.arrayBuffer());
    return { status: res.status, body };
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    // Starts the worker threads, as a running server has long done.
    expect((await send(await t.signUp(), await encodeUpload(csvStatement(5), true))).status).toBe(200);
    heavy = await t.signUp();
    await withUserTx(t.db, { userId: heavy.id }, (tx) =>
      sql`insert into expenses (amount, currency, category, date, description, created_at)
        select (n % 5000 + 1) / 100.0, 'USD', (array['fuel','food','campground','other'])[n % 4 + 1],
          date '2026-06-30' - (n % 730), 'Compra tarjeta ' || (n % 97) || ' ref ' || n,
          now() - n * interval '1 second'
        from generate_series(1, 100000) n`.execute(tx),
    );
    await sql`analyze expenses`.execute(t.db);
  }, 300_000);
  afterAll(() => t?.close());

  /**
   * The request answers `status` and holds the loop under MAX_HOLD_MS. The machine is shared, so a garbage collection
   * or another process can stall one attempt: the best of `attempts` counts. Work that holds the loop does so every time.
   */
  const expectQuick = async (label: string, run: () => Promise<{ status: number }[]>, status: number, attempts = 3) => {
    const holds: number[] = [];
    for (let attempt = 0; attempt < attempts && !holds.some((h) => h < MAX_HOLD_MS); attempt++) {
      const { holdMs, result } = await longestHold(run);
      for (const r of result) expect(r.status, label).toBe(status);
      holds.push(holdMs);
    }
    expect(Math.min(...holds), `${label} held the event loop ${holds.map(Math.round).join(', ')} ms`).toBeLessThan(
      MAX_HOLD_MS,
    );
  };

  it('9 MB of blank lines, once and from three users at once', async () => {
    const blank = await encodeUpload('\n'.repeat(9 * 1024 * 1024), true);
    const alone = [await t.signUp(), await t.signUp(), await t.signUp()];
    let next = 0;
    await expectQuick('blank lines', async () => [await send(alone[next++]!, blank)], 400);
    const users = [await t.signUp(), await t.signUp(), await t.signUp()];
    // Each user three times: a minute's budget of 30 MB holds three 9 MB files.
    await expectQuick('three at once', () => Promise.all(users.map((u) => send(u, blank))), 400);
  }, 300_000);

  it('one quoted field of 9 MB', async () => {
    const quoted = await encodeUpload(`date,description,amount\n2026-01-05,"${'x'.repeat(9 * 1024 * 1024)}`, true);
    const users = [await t.signUp(), await t.signUp(), await t.signUp()];
    await expectQuick('quoted field', async () => [await send(users.pop()!, quoted)], 400);
  }, 300_000);

  it('an OFX statement of 49,000 transactions', async () => {
    const ofx = await encodeUpload(ofxStatement(49_000), true);
    const users = [await t.signUp(), await t.signUp(), await t.signUp()];
    await expectQuick('49,000-transaction OFX', async () => [await send(users.pop()!, ofx)], 200);
  }, 300_000);

  it('a 50,000-line statement imported for real', async () => {
    const upload = await encodeUpload(csvStatement(FINANCE_LIMITS.importMaxRows), false);
    const users = [await t.signUp(), await t.signUp()];
    await expectQuick('50,000-line import', async () => [await send(users.pop()!, upload)], 200, 2);
  }, 600_000);

  it('the preview of a statement for a user with 100,000 expenses', async () => {
    const upload = await encodeUpload(csvStatement(200), true);
    await expectQuick('preview with 100,000 past expenses', async () => [await send(heavy, upload)], 200);
  }, 300_000);

  it('an export of 100,000 expenses', async () => {
    const download = async () => {
      const res = await t.app.request('/api/v1/expenses/export.csv', {
        headers: { authorization: `Bearer ${heavy.token}` },
      });
      const bytes = await res.arrayBuffer();
      expect(bytes.byteLength).toBeGreaterThan(100_000 * 30);
      return [{ status: res.status }];
    };
    await expectQuick('export of 100,000 expenses', download, 200);
  }, 300_000);
});
