// Wins records named in plain words by a traveller with a long ledger, with no model configured, in English, Spanish
// and French: the record meant is found in the database by what the user says, however many newer records there are
// (not only among the latest page), changed or deleted after a question naming it; a delete of "all" that finds one
// record asks about it in the singular. Judged through the public API.
import { addDays } from '@ww/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pamKit, type PamUser, type Row } from '#test/pam-kit.ts';
import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';
import { figure, newAccountToday } from '#test/pam-replies.ts';

const TODAY = newAccountToday();
/** More newer expenses than a page of the list holds (FINANCE_LIMITS.pageSizeMax is 500). */
const NEWER = 620;

describe.each(DATABASE_KINDS)('Pam finds old Wins records by words in a long ledger, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 60_000);
  afterAll(() => t.close());

  const { reply: ask, post, user, get } = pamKit(() => t);
  /** The user's expenses as the Expenses screen lists them: every page. */
  const ledger = async (u: PamUser) => {
    const rows: Row[] = [];
    let cursor: string | null = null;
    do {
      const res = await t.request('GET', `expenses?limit=500${cursor ? `&cursor=${cursor}` : ''}`, { token: u.token });
      expect(res.status).toBe(200);
      rows.push(...(res.body.data as Row[]));
      cursor = res.body.next_cursor as string | null;
    } while (cursor);
    return rows;
  };
  /** A traveller whose oldest expense is `old`, under NEWER groceries and fuel of the last two years. */
  const longLedger = async (old: Row) => {
    const u = await t.signUp();
    const first = await post(u, 'expenses', { date: addDays(TODAY, -800), ...old });
    await t.db
      .insertInto('expenses')
      .values(
        Array.from({ length: NEWER }, (_, i) => ({
          user_id: u.id,
          amount: 40 + (i % 40),
          currency: 'USD',
          category: i % 2 ? 'food' : 'fuel',
          date: addDays(TODAY, -(i % 700)),
          description: i % 2 ? 'Groceries' : 'Diesel',
        })),
      )
      .execute();
    expect(await ledger(u)).toHaveLength(NEWER + 1);
    return { u, old: first };
  };

  it.each([
    ['en', 'Museum ticket', 'delete the museum ticket', 'yes'],
    ['es', 'Entrada del museo', 'borra la entrada del museo', 'sí'],
    ['fr', 'Billet du musée', 'supprime le billet du musée', 'oui'],
  ])(
    '%s: "%s", older than a page of newer records, is deleted after the question',
    async (_l, description, say, yes) => {
      const { u, old } = await longLedger({ amount: 14.5, category: 'entertainment', description });
      const asked = await ask(u, say);
      expect(asked).toContain(description);
      expect(asked).toMatch(figure(14.5));
      expect((await ledger(u)).some((r) => r.id === old.id)).toBe(true);
      await ask(u, yes);
      const after = await ledger(u);
      expect(after).toHaveLength(NEWER);
      expect(after.some((r) => r.id === old.id)).toBe(false);
    },
  );

  it.each([
    ['en', 'delete the 14.50 expense', 'yes'],
    ['es', 'borra el gasto de 14,50', 'sí'],
    ['fr', 'supprime la dépense de 14,50', 'oui'],
  ])('%s: an old record named by its amount alone is found in the database and deleted', async (_l, say, yes) => {
    const { u, old } = await longLedger({ amount: 14.5, category: 'entertainment', description: 'Cable car' });
    const byAmount = await t.request('GET', 'expenses?amount=14.50', { token: u.token });
    expect(byAmount.body.data.map((r: Row) => r.id)).toEqual([old.id]);
    expect((await t.request('GET', 'expenses?amount=ten', { token: u.token })).body.error.fields).toEqual({
      amount: 'invalid_amount',
    });
    expect(await ask(u, say)).toContain('Cable car');
    await ask(u, yes);
    expect((await ledger(u)).some((r) => r.id === old.id)).toBe(false);
  });

  it('changes an old record named in words, and only that one', async () => {
    const { u, old } = await longLedger({ amount: 30, category: 'other', description: 'Ferry to Skye' });
    expect(await ask(u, 'change the ferry to Skye to 35')).toMatch(figure(35));
    const after = await ledger(u);
    expect(after.find((r) => r.id === old.id)).toMatchObject({ amount: 35, description: 'Ferry to Skye' });
    expect(after.filter((r) => r.amount === 35)).toHaveLength(1);
  });

  it.each([
    ['en', 'delete the workamping income', 'yes'],
    ['es', 'borra el ingreso de workamping', 'sí'],
    ['fr', 'supprime le revenu workamping', 'oui'],
  ])('%s: an income line older than a page of newer ones is found by its source and deleted', async (_l, say, yes) => {
    const u = await t.signUp();
    await post(u, 'income', { source: 'Workamping pay', amount: 640, date: addDays(TODAY, -800) });
    await t.db
      .insertInto('income')
      .values(
        Array.from({ length: NEWER }, (_, i) => ({
          user_id: u.id,
          source: i % 2 ? 'Blog ads' : 'Pension',
          amount: 100 + (i % 50),
          currency: 'USD',
          date: addDays(TODAY, -(i % 700)),
          recurrence: 'none',
        })),
      )
      .execute();
    const asked = await ask(u, say);
    expect(asked).toContain('Workamping pay');
    expect(asked).toMatch(figure(640));
    await ask(u, yes);
    const left = await t.request('GET', `income?q=workamping`, { token: u.token });
    expect(left.body.data).toEqual([]);
    const all = await t.request('GET', 'income?limit=1', { token: u.token });
    expect(all.body.totals[0].count).toBe(NEWER);
  });

  it.each([
    [
      'en',
      'delete all my food expenses',
      /^Delete this expense: .+ food, .+ \(museum ticket\)\? Reply yes/,
      'yes',
      /^Deleted the /,
    ],
    [
      'es',
      'borra todos mis gastos de comida',
      /^¿Borro este gasto: .+ comida, .+ \(museum ticket\)\? Responde sí/,
      'sí',
      /^Borré el gasto/,
    ],
    [
      'fr',
      'supprime toutes mes dépenses de nourriture',
      /^Supprimer cette dépense : .+ nourriture, .+ \(museum ticket\) \? Répondez oui/,
      'oui',
      /^J'ai supprimé la dépense/,
    ],
  ])('%s: "%s" that finds one expense asks about it in the singular', async (language, say, asked, yes, done) => {
    const u = await user({ display_preferences: { language } });
    await post(u, 'expenses', {
      amount: 12.5,
      category: 'food',
      description: 'museum ticket',
      date: addDays(TODAY, -2),
    });
    await post(u, 'expenses', { amount: 30, category: 'fuel', description: 'Diesel', date: TODAY });
    const question = await ask(u, say);
    expect(question).toMatch(asked);
    expect(question).toMatch(figure(12.5));
    expect(question).not.toMatch(/\b1\./);
    expect(await ask(u, yes)).toMatch(done);
    expect((await get(u, 'expenses')).map((e) => e.amount)).toEqual([30]);
  });
});
