// Pam over more of the Wins screens, with no model configured, in English, Spanish and French: income logged from
// one of the Make Money tracker's side income sources is linked to it (as the tracker's "Add income" does), what a
// source earned, a source renamed or changed (as the tracker's Edit does), and an amount converted at the user's own
// exchange rate. Judged by what the public API then shows.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, todayIn } from '@ww/contracts';
import { pamKit, travellerKit, type PamUser, type Row } from '#test/pam-kit.ts';
import { DATABASE_KINDS, useTestApp } from '#test/harness.ts';

// The user's today, in the time zone a new user's settings hold.
const recent = todayIn(DEFAULT_SETTINGS.regional_preferences.timezone);
const year = Number(recent.slice(0, 4));

describe.each(DATABASE_KINDS)('Pam links income to side income, renames sources and converts on %s', (kind) => {
  const suite = useTestApp(kind, { users: 0 });
  const { traveller } = travellerKit(() => suite.t);
  const { ask, reply, get, post } = pamKit(() => suite.t);

  const source = (u: PamUser, name: string, k = 'other') => post(u, 'side-income-sources', { name, kind: k });
  const sources = async (u: PamUser) => (await get(u, 'side-income-sources')).map((s) => [s.name, s.kind, s.notes]);
  const income = (u: PamUser) => get(u, 'income');
  const setRate = async (u: PamUser, base: string, quote: string, rate: number) =>
    expect(
      (await suite.t.request('PUT', 'exchange-rates', { token: u.token, json: { base, quote, rate } })).status,
    ).toBeLessThan(300);

  it.each([
    ['en', 'create a savings goal of 2000 for solar panels', 'put 100 in it', 'how is it going?'],
    ['es', 'crea una meta de ahorro de 2000 para placas solares', 'pon 100 ahí', '¿cómo va?'],
    ['fr', "crée un objectif d'épargne de 2000 pour les panneaux solaires", 'mets-y 100', 'où en est-il ?'],
  ])('%s: adds to the savings goal just created, named "it", and says how it stands', async (_l, create, add, how) => {
    const u = await traveller('Saver');
    await post(u, 'savings-goals', { name: 'Alaska', target_amount: 5000 });
    await ask(u, create);
    await ask(u, add);
    const goals = await get(u, 'savings-goals');
    expect(goals.map((g) => g.saved).sort()).toEqual([0, 100]);
    expect(goals.find((g) => g.saved === 100)?.target_amount).toBe(2000);
    expect(await reply(u, how)).toMatch(/\b5\s?%/);
  });

  describe('income from a side income source', () => {
    it.each([
      ['en', 'Dog walking', 'got $120 from dog walking'],
      ['es', 'Paseo de perros', 'gané 120 € paseando perros'],
      ['fr', "Garde d'animaux", "j'ai gagné 120 € avec la garde d'animaux"],
    ])('%s: "%s" … "%s" logs income linked to that source', async (_l, name, say) => {
      const u = await traveller('Walker');
      const src = await source(u, name);
      const other = await source(u, 'Etsy shop', 'crafts');
      const answer = await reply(u, say);
      const lines = await income(u);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ amount: 120, source: name, side_income_source_id: src.id });
      expect(answer).toContain(name);
      const tracked = await get(u, 'side-income-sources');
      expect(tracked.find((s) => s.id === src.id)!.totals).toEqual([expect.objectContaining({ total: 120, count: 1 })]);
      expect(tracked.find((s) => s.id === other.id)!.totals).toEqual([]);
    });

    it('income from elsewhere stays unlinked', async () => {
      const u = await traveller('Freelancer');
      await source(u, 'Dog walking');
      await ask(u, 'I earned $500 from freelance writing');
      expect((await income(u)).map((l) => [l.source, l.side_income_source_id])).toEqual([['freelance writing', null]]);
    });

    it('asks which source when two fit, and "the second one" links the one listed second', async () => {
      const u = await traveller('Sitter');
      const walking = await source(u, 'Dog walking');
      const sitting = await source(u, 'Dog sitting');
      const question = await reply(u, 'got $40 from dog');
      expect(question).toMatch(/Dog sitting/);
      expect(question).toMatch(/Dog walking/);
      expect(await income(u)).toEqual([]);
      await ask(u, 'the second one');
      const second = question.indexOf('Dog sitting') > question.indexOf('Dog walking') ? sitting : walking;
      expect((await income(u)).map((l) => [l.amount, l.side_income_source_id])).toEqual([[40, second.id]]);
    });

    it("another user's source of the same name is never linked", async () => {
      const a = await traveller('Owner');
      const theirs = await source(a, 'Dog walking');
      const b = await traveller('Other');
      await ask(b, 'got $75 from dog walking');
      expect((await income(b)).map((l) => l.side_income_source_id)).toEqual([null]);
      expect((await get(a, 'side-income-sources')).find((s) => s.id === theirs.id)!.totals).toEqual([]);
    });
  });

  describe('what a source earned', () => {
    const earner = async (name: string) => {
      const u = await traveller('Earner');
      const src = await source(u, name);
      const other = await source(u, 'Etsy shop', 'crafts');
      for (const [amount, date, linked] of [
        [100, recent, src.id],
        [50.5, recent, src.id],
        [999, `${year - 1}-01-15`, src.id],
        [70, recent, other.id],
        [30, recent, null],
      ] as const)
        await post(u, 'income', { source: name, amount, date, side_income_source_id: linked });
      return u;
    };

    it.each([
      ['en', 'Dog walking', 'how much has dog walking earned this year?', /150\.50/],
      ['es', 'Paseo de perros', '¿cuánto ha ganado el paseo de perros este año?', /150,50/],
      ['fr', "Garde d'animaux", "combien la garde d'animaux a rapporté cette année ?", /150,50/],
    ])('%s: "%s" counts only the income linked to it in the period', async (_l, name, say, figure) => {
      const u = await earner(name);
      const answer = await reply(u, say);
      expect(answer).toContain(name);
      expect(answer).toMatch(figure);
      expect(answer).not.toMatch(/999|1[ .,]?149|220|250/);
    });

    it('a source named with no period answers with the tracker figure of the last 12 months', async () => {
      const u = await earner('Dog walking');
      const tracked = (await get(u, 'side-income-sources')).find((s) => s.name === 'Dog walking')!;
      const total = (tracked.totals as Row[])[0]!.total as number;
      const answer = await reply(u, 'how much have I made from dog walking?');
      expect(answer).toContain(total.toFixed(2));
      expect(answer).toMatch(/12 months/);
    });
  });

  describe('changing a source', () => {
    it.each([
      ['en', 'Dog walking', 'rename my dog walking source to Pet sitting', 'Pet sitting'],
      ['es', 'Paseo de perros', 'cambia la fuente paseo de perros a Cuidado de mascotas', 'Cuidado de mascotas'],
      ['fr', "Garde d'animaux", "renomme la source garde d'animaux en Promenade de chiens", 'Promenade de chiens'],
    ])('%s: "%s" … "%s" renames it and leaves the other', async (_l, name, say, renamed) => {
      const u = await traveller('Renamer');
      await source(u, name);
      await source(u, 'Etsy shop', 'crafts');
      const answer = await reply(u, say);
      expect(answer).toContain(renamed);
      expect(await sources(u)).toEqual([
        [renamed, 'other', ''],
        ['Etsy shop', 'crafts', ''],
      ]);
    });

    it('after adding a source, "rename it to …" and "change its kind to seasonal" change that one', async () => {
      const u = await traveller('Adder');
      await ask(u, 'add a side income: orchard picking');
      await ask(u, 'rename it to Apple harvest');
      await ask(u, 'change the kind of my apple harvest source to seasonal');
      expect(await sources(u)).toEqual([['Apple harvest', 'seasonal', '']]);
    });

    it("user B cannot rename user A's source through Pam", async () => {
      const a = await traveller('Keeper');
      await source(a, 'Dog walking');
      const b = await traveller('Stranger');
      const answer = await reply(b, 'rename my dog walking source to Mine now');
      expect(answer).toMatch(/no side income source/i);
      expect(await sources(a)).toEqual([['Dog walking', 'other', '']]);
    });
  });

  describe('converting an amount', () => {
    it.each([
      ['en', 'how much is 50 euros in dollars?', /50\.00/, /54\.00/],
      ['es', '¿cuánto son 50 euros en dólares?', /50,00/, /54,00/],
      ['fr', 'combien font 50 € en dollars ?', /50,00/, /54,00/],
    ])('%s: "%s" converts at the rate the user set', async (_l, say, given, result) => {
      const u = await traveller('Converter');
      await setRate(u, 'EUR', 'USD', 1.08);
      const answer = await reply(u, say);
      expect(answer).toMatch(given);
      expect(answer).toMatch(result);
      expect(answer).toMatch(/1 EUR = 1[.,]08 USD/);
    });

    it('"and 100?" and "¿y en libras?" follow a conversion up', async () => {
      const u = await traveller('Follower');
      await setRate(u, 'EUR', 'USD', 1.08);
      await setRate(u, 'EUR', 'GBP', 0.85);
      await ask(u, 'how much is 50 euros in dollars?');
      expect(await reply(u, 'and 100?')).toMatch(/108\.00/);
      expect(await reply(u, '¿y en libras?')).toMatch(/85,00/);
    });

    it('converts the other way with the inverse, exactly to the cent', async () => {
      const u = await traveller('Inverse');
      await setRate(u, 'EUR', 'USD', 1.08);
      expect(await reply(u, 'how much is 54 dollars in euros?')).toMatch(/50\.00/);
      expect(await reply(u, 'convert 19.99 EUR to USD')).toMatch(/21\.59/);
    });

    it('with no rate it says so and how to set one; the rate then set converts', async () => {
      const u = await traveller('Rateless');
      const answer = await reply(u, 'convert 120 GBP to AUD');
      expect(answer).toMatch(/haven't set a rate between GBP and AUD/);
      expect(answer).toMatch(/use 1 GBP = /);
      expect(await get(u, 'exchange-rates')).toEqual([]);
      await ask(u, 'use 1 GBP = 1.95 AUD');
      expect(await reply(u, 'and 120 GBP to AUD?')).toMatch(/234\.00/);
    });

    it('in Spanish and French, a missing rate is said in the language asked', async () => {
      const u = await traveller('Idiomas');
      expect(await reply(u, 'convierte 120 libras a dólares australianos')).toMatch(/No has fijado un tipo/);
      expect(await reply(u, 'peux-tu convertir 120 livres en dollars australiens ?')).toMatch(
        /pas de taux entre GBP et AUD/,
      );
    });
  });
});
