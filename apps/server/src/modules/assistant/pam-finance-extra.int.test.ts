// Pam over what the Wins and Settings screens do beyond logging: undoing a delete (right after it, or by words within
// the restore window), the user's exchange rates, side income sources and hustles tried, a summary of the settings,
// and the way to the bank import. Asked with no model configured, in English, Spanish and French, and judged by what
// the public API then shows.
import { describe, expect, it } from 'vitest';
import { pamKit, travellerKit, type PamUser } from '#test/pam-kit.ts';
import { DATABASE_KINDS, useTestApp } from '#test/harness.ts';

describe.each(DATABASE_KINDS)('Pam restores, converts, tracks side income and summarises settings on %s', (kind) => {
  const suite = useTestApp(kind, { users: 0 });
  const { traveller, unique } = travellerKit(() => suite.t);
  const { ask, reply, get, post, user } = pamKit(() => suite.t);

  const expense = (u: PamUser, description: string, amount: number, category = 'entertainment') =>
    post(u, 'expenses', { description, amount, category, date: '2026-03-10' });
  const remove = async (u: PamUser, path: string) =>
    expect((await suite.t.request('DELETE', path, { token: u.token })).status).toBe(204);
  const descriptions = async (u: PamUser) => (await get(u, 'expenses')).map((e) => e.description).sort();
  const rates = async (u: PamUser) => (await get(u, 'exchange-rates')).map((r) => [r.base, r.quote, r.rate]);
  const sources = async (u: PamUser) => (await get(u, 'side-income-sources')).map((s) => [s.name, s.kind]);

  describe('undoing a delete', () => {
    it.each([
      ['en', 'delete the museum ticket', 'yes', 'undo that', 'Museum ticket'],
      ['es', 'borra el gasto del museo', 'sí', 'deshazlo', 'Entrada del museo'],
      ['fr', 'supprime la dépense du musée', 'oui', 'annule la suppression', 'Billet du musée'],
    ])(
      '%s: right after Pam deleted it, "%s" … "%s" brings back the very same expense',
      async (_l, del, yes, undo, label) => {
        const u = await traveller('Undoer');
        const museum = await expense(u, label, 12);
        await expense(u, 'Diesel', 60, 'fuel');
        await ask(u, del);
        await ask(u, yes);
        expect(await descriptions(u)).toEqual(['Diesel']);
        const answer = await ask(u, undo);
        expect(answer.response).toContain(label);
        expect(answer.metadata.changed).toEqual(['expenses']);
        expect((await get(u, 'expenses')).find((e) => e.id === museum.id)).toEqual(museum);
      },
    );

    it.each([
      ['en', 'bring back the museum ticket', 'Museum ticket'],
      ['es', 'recupera el gasto borrado del museo', 'Entrada del museo'],
      ['fr', 'récupère la dépense supprimée du musée', 'Billet du musée'],
    ])('%s: later, "%s" names the deleted line among others deleted', async (_l, say, label) => {
      const u = await traveller('Namer');
      const museum = await expense(u, label, 15);
      const diesel = await expense(u, 'Diesel', 60, 'fuel');
      await remove(u, `expenses/${museum.id}`);
      await remove(u, `expenses/${diesel.id}`);
      await ask(u, 'what is the weather like?');
      expect(await reply(u, say)).toContain(label);
      expect(await descriptions(u)).toEqual([label]);
    });

    it('an income line deleted comes back by its source, in Spanish', async () => {
      const u = await traveller('Earner');
      const market = await post(u, 'income', { source: 'Mercadillo', amount: 80, date: '2026-03-09' });
      await remove(u, `income/${market.id}`);
      expect(await reply(u, 'recupera el ingreso borrado del mercadillo')).toContain('Mercadillo');
      expect((await get(u, 'income')).map((i) => i.id)).toEqual([market.id]);
    });

    it('undoing a bulk delete brings every line back', async () => {
      const u = await traveller('Bulk');
      await expense(u, 'Tacos', 9, 'food');
      await expense(u, 'Pizza', 14, 'food');
      await ask(u, 'delete all my food expenses');
      await ask(u, 'yes');
      expect(await descriptions(u)).toEqual([]);
      await ask(u, 'undo that');
      expect(await descriptions(u)).toEqual(['Pizza', 'Tacos']);
    });

    it('asks which when two deleted lines fit, and "the second one" brings back the one listed second', async () => {
      const u = await traveller('Picker');
      const small = await expense(u, 'Coffee', 4, 'food');
      const large = await expense(u, 'Coffee beans', 18, 'food');
      await remove(u, `expenses/${small.id}`);
      await remove(u, `expenses/${large.id}`);
      const question = await reply(u, 'restore the coffee');
      expect(question).toMatch(/Which one/);
      expect(await descriptions(u)).toEqual([]);
      // The latest deleted is listed first.
      await ask(u, 'the second one');
      expect(await descriptions(u)).toEqual(['Coffee']);
    });

    it('the line brought back is what "make that 20" changes next', async () => {
      const u = await traveller('Corrector');
      const museum = await expense(u, 'Museum ticket', 12);
      await remove(u, `expenses/${museum.id}`);
      await ask(u, 'restore the museum ticket');
      await ask(u, 'make that 20');
      expect((await get(u, 'expenses')).map((e) => [e.id, e.amount])).toEqual([[museum.id, 20]]);
    });

    it('says there is nothing to bring back when nothing was deleted, and changes nothing', async () => {
      const u = await traveller('Nothing');
      await expense(u, 'Museum ticket', 12);
      const answer = await ask(u, 'restore the museum ticket');
      expect(answer.response).toMatch(/nothing I can bring back/);
      expect(answer.metadata.changed).toEqual([]);
      expect(await descriptions(u)).toEqual(['Museum ticket']);
    });

    it("user B cannot bring back user A's deleted line", async () => {
      const a = await traveller('Owner');
      const b = await traveller('Other');
      const museum = await expense(a, 'Museum ticket', 12);
      await remove(a, `expenses/${museum.id}`);
      expect(await reply(b, 'bring back the museum ticket')).toMatch(/nothing I can bring back/);
      expect(await descriptions(a)).toEqual([]);
      expect(await descriptions(b)).toEqual([]);
    });
  });

  describe('exchange rates', () => {
    it.each([
      ['en', 'use 1 EUR = 1.08 USD', "what's the euro to dollar rate I use?", '1 EUR = 1.08 USD'],
      ['es', 'usa 1 EUR = 1,08 USD', '¿qué tipo de cambio uso del euro al dólar?', '1 EUR = 1,08 USD'],
      ['fr', 'mets le taux euro dollar à 1,08', "quel taux euro dollar j'utilise ?", '1 EUR = 1,08 USD'],
    ])('%s: "%s" stores the rate, and "%s" says it', async (_l, set, question, said) => {
      const u = await traveller('Changer');
      await ask(u, set);
      expect(await rates(u)).toEqual([['EUR', 'USD', 1.08]]);
      expect(await reply(u, question)).toContain(said);
    });

    it('a rate asked the other way round is the inverse of the one stored; replacing it keeps one rate', async () => {
      const u = await traveller('Inverse');
      await ask(u, 'use 1 EUR = 1.25 USD');
      expect(await reply(u, 'what is the dollar to euro rate I use?')).toContain('1 USD = 0.8 EUR');
      await ask(u, 'set the euro to dollar rate to 1.1');
      expect(await rates(u)).toEqual([['EUR', 'USD', 1.1]]);
    });

    it('deletes a rate only after a yes; "no" keeps it; user B sees none of it', async () => {
      const a = await traveller('Deleter');
      const b = await traveller('Bystander');
      await ask(a, 'use 1 GBP = 1.17 EUR');
      expect(await reply(b, 'what exchange rates do I have?')).toMatch(/no exchange rates/);
      expect(await reply(b, 'delete my pound to euro rate')).toMatch(/no exchange rate/);
      expect(await reply(a, 'delete my pound to euro rate')).toContain('1 GBP = 1.17 EUR');
      await ask(a, 'no');
      expect(await rates(a)).toEqual([['GBP', 'EUR', 1.17]]);
      await ask(a, 'borra mi tipo de cambio libra euro');
      await ask(a, 'sí');
      expect(await rates(a)).toEqual([]);
    });
  });

  describe('side income', () => {
    it.each([
      ['en', 'add a side income source: Etsy shop', 'Etsy shop', 'my side income', 'in the last 12 months'],
      ['es', 'añade un ingreso extra: tienda de Etsy', 'tienda de Etsy', 'mis ingresos extra', 'últimos 12 meses'],
      [
        'fr',
        "ajoute un revenu d'appoint : boutique Etsy",
        'boutique Etsy',
        "mes revenus d'appoint",
        '12 derniers mois',
      ],
    ])('%s: "%s" adds %s to the Make Money tracker, and "%s" lists it', async (_l, add, name, list, months) => {
      const u = await traveller('Maker');
      const added = await ask(u, add);
      expect(added.ui_action).toEqual({ type: 'navigate', path: '/wins?tab=make-money' });
      expect(await sources(u)).toEqual([[name, 'crafts']]);
      const listed = await reply(u, list);
      expect(listed).toContain(name);
      expect(listed).toContain(months);
    });

    it('deletes a source after a yes, and user B cannot delete it', async () => {
      const a = await traveller('Seller');
      const b = await traveller('Stranger');
      await post(a, 'side-income-sources', { name: 'Etsy shop', kind: 'crafts' });
      expect(await reply(b, 'borra mi ingreso extra de Etsy')).toMatch(/No tienes ninguna fuente/);
      expect(await reply(a, 'borra mi ingreso extra de Etsy')).toContain('Etsy shop');
      expect(await sources(a)).toEqual([['Etsy shop', 'crafts']]);
      await ask(a, 'sí');
      expect(await sources(a)).toEqual([]);
    });

    it.each([
      ['en', 'Dog walking at campgrounds', (t: string) => `try the ${t} hustle`],
      ['es', 'Paseo de perros en campings', (t: string) => `prueba el trabajo ${t}`],
      ['fr', 'Promenade de chiens au camping', (t: string) => `essaie le petit boulot ${t}`],
    ])('%s: trying a hustle adds it to the tracker once', async (_l, idea, say) => {
      const author = await traveller('Author');
      const u = await traveller('Trier');
      const title = unique(idea);
      await post(author, 'social/hustles', { title, tags: [] });
      expect(await reply(u, say(title))).toContain(title);
      expect(await sources(u)).toEqual([[title, 'other']]);
      await ask(u, say(title));
      expect(await sources(u)).toEqual([[title, 'other']]);
    });
  });

  it('asks which hustle when two fit, and "the second one" tries the one listed second', async () => {
    const author = await traveller('Author');
    const u = await traveller('Chooser');
    const rvs = unique('Window washing for RVs');
    const marinas = unique('Window washing at marinas');
    await post(author, 'social/hustles', { title: rvs, tags: [] });
    await post(author, 'social/hustles', { title: marinas, tags: [] });
    const question = await reply(u, 'try the window washing hustle');
    expect(question).toContain(rvs);
    expect(question).toContain(marinas);
    expect(await sources(u)).toEqual([]);
    const second = question.indexOf(rvs) < question.indexOf(marinas) ? marinas : rvs;
    await ask(u, 'the second one');
    expect(await sources(u)).toEqual([[second, 'other']]);
  });

  describe('settings summary and bank import', () => {
    it.each([
      ['en', 'what can you do?', ['Money', 'Trips and places'], ['undo a delete', 'exchange rates', 'bank statement']],
      [
        'es',
        '¿qué puedes hacer?',
        ['Dinero', 'Viajes y lugares'],
        ['deshacer un borrado', 'tipos de cambio', 'extracto'],
      ],
      [
        'fr',
        'que peux-tu faire ?',
        ['Argent', 'Trajets et lieux'],
        ['annuler une suppression', 'taux de change', 'relevé'],
      ],
    ])('%s: "%s" names the new money requests in the money part', async (lang, question, [money, next], lines) => {
      const u = await user(lang === 'en' ? undefined : { display_preferences: { language: lang } });
      const help = await reply(u, question);
      const section = help.slice(help.indexOf(`${money}\n`), help.indexOf(`${next}\n`));
      for (const line of lines) expect(section).toContain(line);
    });

    it.each([
      ['en', 'what are my settings?', ['USD', 'English', 'New Zealand', 'email notifications']],
      ['es', '¿cuál es mi configuración?', ['EUR', 'español', 'Europe/Madrid']],
      ['fr', 'quels sont mes réglages ?', ['EUR', 'français', 'Europe/Paris']],
    ])('%s: "%s" summarises what Settings shows', async (lang, question, facts) => {
      const settings =
        lang === 'en'
          ? undefined
          : {
              regional_preferences: { currency: 'EUR', timezone: lang === 'es' ? 'Europe/Madrid' : 'Europe/Paris' },
              display_preferences: { language: lang },
            };
      const u = await user(settings, lang === 'en' ? { region: 'NZ' } : undefined);
      const answer = await ask(u, question);
      for (const fact of facts) expect(answer.response).toContain(fact);
      expect(answer.metadata.changed).toEqual([]);
    });

    it.each([
      ['en', 'import my bank statement', 'Import'],
      ['es', 'importa mi extracto bancario', 'Importar'],
      ['fr', 'importe mon relevé bancaire', 'Importer'],
    ])('%s: "%s" opens the expenses tab with the Import button', async (_l, say, button) => {
      const u = await traveller('Importer');
      const answer = await ask(u, say);
      expect(answer.ui_action).toEqual({ type: 'navigate', path: '/wins?tab=expenses' });
      expect(answer.response).toContain(button);
      expect(await get(u, 'expenses')).toEqual([]);
    });
  });
});
