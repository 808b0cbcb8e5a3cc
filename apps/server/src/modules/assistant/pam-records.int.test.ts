// Wins records by conversation, with no model configured, in English, Spanish and French: records named in plain
// words, numbered choices, confirmations, corrections of what Pam just did and follow-ups. Each request is judged by
// what changed in the user's data through the public API and by the figures in the reply, as a traveller would.
import { addDays, periodBefore } from '@ww/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pamKit } from '#test/pam-kit.ts';
import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';
import { figure, newAccountToday } from '#test/pam-replies.ts';

type User = Awaited<ReturnType<TestApp['signUp']>>;
type Row = Record<string, unknown>;

const TODAY = newAccountToday();
const YESTERDAY = addDays(TODAY, -1);
const TWO_DAYS_AGO = addDays(TODAY, -2);
const LAST_WEEK = periodBefore('week', TODAY, 1);
const LAST_MONTH = periodBefore('month', TODAY, 1);

describe.each(DATABASE_KINDS)("Pam's Wins records by words, without a model, on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 60_000);
  afterAll(() => t.close());

  const { reply: ask, get: list } = pamKit(() => t);
  const expense = async (u: User, json: Row) => {
    const res = await t.request('POST', 'expenses', { token: u.token, json: { date: TODAY, ...json } });
    expect(res.status).toBe(201);
    return (res.body as { data: Row }).data;
  };
  const income = async (u: User, json: Row) => {
    const res = await t.request('POST', 'income', { token: u.token, json: { date: TODAY, ...json } });
    expect(res.status).toBe(201);
    return (res.body as { data: Row }).data;
  };
  const goal = async (u: User, name: string, target_amount: number) => {
    const res = await t.request('POST', 'savings-goals', { token: u.token, json: { name, target_amount } });
    expect(res.status).toBe(201);
    return (res.body as { data: Row }).data;
  };
  const amounts = async (u: User, path = 'expenses') =>
    (await list(u, path)).map((r) => r.amount as number).sort((a, b) => a - b);

  /** A user with a museum ticket and a diesel fill-up, the two records most requests below name. */
  const museumAndDiesel = async () => {
    const u = await t.signUp();
    await expense(u, { amount: 12, category: 'entertainment', description: 'Museum ticket' });
    await expense(u, { amount: 60, category: 'fuel', description: 'diesel' });
    return u;
  };

  describe('English', () => {
    it('keeps a fortnightly budget as the weekly one it amounts to, and says so', async () => {
      const u = await t.signUp();
      const reply = await ask(u, 'set a fortnightly fuel budget of $300');
      expect(await list(u, 'budgets')).toMatchObject([{ category: 'fuel', period: 'weekly', amount: 150 }]);
      expect(reply).toMatch(/a fortnight is \$150\.00 a week/);
    });

    it('deletes the record named in words, after asking', async () => {
      const u = await museumAndDiesel();
      const asked = await ask(u, 'please delete the museum ticket');
      expect(asked).toMatch(figure(12));
      expect(await amounts(u)).toEqual([12, 60]);
      await ask(u, 'yes');
      expect(await amounts(u)).toEqual([60]);
    });

    it("changes yesterday's diesel, not today's", async () => {
      const u = await t.signUp();
      await expense(u, { amount: 48, category: 'fuel', description: 'diesel', date: YESTERDAY });
      await expense(u, { amount: 40, category: 'fuel', description: 'diesel' });
      const reply = await ask(u, "change yesterday's diesel to 52");
      expect(reply).toMatch(figure(52));
      const rows = await list(u, 'expenses');
      expect(rows.find((r) => r.date === YESTERDAY)).toMatchObject({ amount: 52 });
      expect(rows.find((r) => r.date === TODAY)).toMatchObject({ amount: 40 });
    });

    it('changes the rent income', async () => {
      const u = await t.signUp();
      await income(u, { source: 'Rent', amount: 1100 });
      await income(u, { source: 'Gig', amount: 300 });
      expect(await ask(u, 'change the rent income to 1200')).toMatch(figure(1200));
      expect(await amounts(u, 'income')).toEqual([300, 1200]);
    });

    it('corrects what it just logged: the amount, the day, the currency', async () => {
      const u = await t.signUp();
      await ask(u, 'I spent 40 on groceries');
      expect(await ask(u, 'make that 45')).toMatch(figure(45));
      await ask(u, 'no, it was yesterday');
      await ask(u, 'in euros');
      const rows = await list(u, 'expenses');
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ amount: 45, date: YESTERDAY, currency: 'EUR', category: 'food' });
    });

    it('lists the records that fit, numbered, and deletes the one picked', async () => {
      const u = await t.signUp();
      await expense(u, { amount: 12, category: 'entertainment', description: 'Museum ticket', date: YESTERDAY });
      await expense(u, { amount: 18, category: 'entertainment', description: 'museum ticket' });
      const listed = await ask(u, 'remove the museum ticket');
      expect(listed).toMatch(figure(12));
      expect(listed).toMatch(figure(18));
      expect(await ask(u, 'the second one')).toMatch(figure(12));
      await ask(u, 'yes');
      expect(await amounts(u)).toEqual([18]);
    });

    it('finds what was spent at a shop last week, with the total', async () => {
      const u = await t.signUp();
      await expense(u, { amount: 20.5, category: 'food', description: 'Tesco', date: LAST_WEEK.start });
      await expense(u, { amount: 14, category: 'food', description: 'Tesco Express', date: LAST_WEEK.end });
      await expense(u, { amount: 30, category: 'food', description: 'Aldi', date: LAST_WEEK.end });
      const reply = await ask(u, 'what did I spend at Tesco last week?');
      expect(reply).toMatch(figure(34.5));
      expect(reply).not.toMatch(figure(30));
    });

    it('does nothing when the answer is no', async () => {
      const u = await museumAndDiesel();
      await ask(u, 'get rid of the diesel expense');
      await ask(u, 'no');
      expect(await amounts(u)).toEqual([12, 60]);
    });

    it('deletes every food expense of yesterday once confirmed, naming them', async () => {
      const u = await t.signUp();
      await expense(u, { amount: 9, category: 'food', description: 'coffee', date: YESTERDAY });
      await expense(u, { amount: 25, category: 'food', description: 'dinner', date: YESTERDAY });
      await expense(u, { amount: 7, category: 'food', description: 'bread' });
      const asked = await ask(u, 'delete all food expenses from yesterday');
      expect(asked).toMatch(figure(9));
      expect(asked).toMatch(figure(25));
      await ask(u, 'yes');
      expect(await amounts(u)).toEqual([7]);
    });

    it('deletes "it": the record it just logged', async () => {
      const u = await t.signUp();
      await expense(u, { amount: 60, category: 'fuel' });
      await ask(u, 'paid 15 for a movie');
      await ask(u, 'delete it');
      await ask(u, 'yes');
      expect(await amounts(u)).toEqual([60]);
    });

    it('renames a savings goal, adds to it and corrects the contribution', async () => {
      const u = await t.signUp();
      await goal(u, 'Alaska', 5000);
      await ask(u, 'rename the Alaska goal to Alaska 2027');
      await ask(u, 'put 50 into the Alaska fund');
      await ask(u, 'make that 80');
      const goals = await list(u, 'savings-goals');
      expect(goals).toMatchObject([{ name: 'Alaska 2027', saved: 80 }]);
    });

    it('logs income that repeats every month', async () => {
      const u = await t.signUp();
      await ask(u, 'I get 1200 a month from my pension');
      expect(await list(u, 'income')).toMatchObject([{ amount: 1200, recurrence: 'monthly' }]);
    });

    it('opens the export of the expenses, saying how many lines it holds', async () => {
      const u = await museumAndDiesel();
      const reply = await ask(u, 'can you export my expenses to a spreadsheet');
      expect(reply).toMatch(/\b2 lines\b/);
      expect(reply).toMatch(figure(72));
    });
  });

  describe('Español', () => {
    it('borra el gasto nombrado tras preguntar', async () => {
      const u = await museumAndDiesel();
      expect(await ask(u, 'borra el gasto del museo')).toMatch(figure(12));
      await ask(u, 'sí');
      expect(await amounts(u)).toEqual([60]);
    });

    it('cambia el gasoil de ayer', async () => {
      const u = await t.signUp();
      await expense(u, { amount: 48, category: 'fuel', description: 'gasoil', date: YESTERDAY });
      await expense(u, { amount: 40, category: 'fuel', description: 'gasoil' });
      await ask(u, 'cambia el gasoil de ayer a 52');
      const rows = await list(u, 'expenses');
      expect(rows.find((r) => r.date === YESTERDAY)).toMatchObject({ amount: 52 });
      expect(rows.find((r) => r.date === TODAY)).toMatchObject({ amount: 40 });
    });

    it('corrige lo que acaba de anotar: importe y día', async () => {
      const u = await t.signUp();
      await ask(u, 'gasté 30 en comida');
      expect(await ask(u, 'no, fueron 35')).toMatch(figure(35));
      await ask(u, 'fue anteayer');
      expect(await list(u, 'expenses')).toMatchObject([{ amount: 35, date: TWO_DAYS_AGO, category: 'food' }]);
    });

    it('guarda un presupuesto semanal como semanal', async () => {
      const u = await t.signUp();
      await ask(u, 'pon un presupuesto semanal de 100 para comida');
      expect(await list(u, 'budgets')).toMatchObject([{ category: 'food', period: 'weekly', amount: 100 }]);
    });

    it('un presupuesto anual queda como mensual, y lo dice', async () => {
      const u = await t.signUp();
      const reply = await ask(u, 'pon un presupuesto anual de 1.200 para mantenimiento');
      expect(await list(u, 'budgets')).toMatchObject([{ category: 'maintenance', period: 'monthly', amount: 100 }]);
      expect(reply).toMatch(figure(1200));
      expect(reply).toMatch(figure(100));
    });

    it('encuentra lo gastado en una tienda la semana pasada', async () => {
      const u = await t.signUp();
      await expense(u, { amount: 22, category: 'food', description: 'Mercadona', date: LAST_WEEK.start });
      await expense(u, { amount: 13, category: 'food', description: 'mercadona', date: LAST_WEEK.end });
      await expense(u, { amount: 50, category: 'food', description: 'Mercadona' });
      expect(await ask(u, '¿qué gasté en Mercadona la semana pasada?')).toMatch(figure(35));
    });

    it('muestra los ingresos del mes pasado', async () => {
      const u = await t.signUp();
      await income(u, { source: 'Trabajo', amount: 640, date: LAST_MONTH.start });
      await income(u, { source: 'Venta', amount: 75, date: LAST_MONTH.end });
      await income(u, { source: 'Otro', amount: 10 });
      expect(await ask(u, 'muéstrame mis ingresos del mes pasado')).toMatch(figure(715));
    });

    it('pregunta cuál cuando hay varios y borra el segundo', async () => {
      const u = await t.signUp();
      await expense(u, { amount: 12, category: 'entertainment', description: 'museo', date: YESTERDAY });
      await expense(u, { amount: 18, category: 'entertainment', description: 'museo' });
      await ask(u, 'elimina el gasto del museo');
      await ask(u, 'el segundo');
      await ask(u, 'sí');
      expect(await amounts(u)).toEqual([18]);
    });

    it('bórralo: el gasto que acaba de anotar', async () => {
      const u = await t.signUp();
      await expense(u, { amount: 60, category: 'fuel' });
      await ask(u, 'apunta 9 euros de café');
      await ask(u, 'bórralo');
      await ask(u, 'sí');
      expect(await amounts(u)).toEqual([60]);
    });

    it('anota en libras', async () => {
      const u = await t.signUp();
      await ask(u, 'gasté 20 libras en el museo');
      expect(await list(u, 'expenses')).toMatchObject([{ amount: 20, currency: 'GBP', category: 'entertainment' }]);
    });

    it('cobra un sueldo al mes', async () => {
      const u = await t.signUp();
      await ask(u, 'cobro 1500 al mes de sueldo');
      expect(await list(u, 'income')).toMatchObject([{ amount: 1500, recurrence: 'monthly' }]);
    });

    it('no toca nada cuando dice que no', async () => {
      const u = await museumAndDiesel();
      await ask(u, 'borra el gasto del gasoil');
      await ask(u, 'no, déjalo');
      expect(await amounts(u)).toEqual([12, 60]);
    });
  });

  describe('Français', () => {
    it('supprime la dépense nommée après avoir demandé', async () => {
      const u = await museumAndDiesel();
      expect(await ask(u, 'supprime la dépense du musée')).toMatch(figure(12));
      await ask(u, 'oui');
      expect(await amounts(u)).toEqual([60]);
    });

    it("change le gazole d'hier", async () => {
      const u = await t.signUp();
      await expense(u, { amount: 48, category: 'fuel', description: 'gazole', date: YESTERDAY });
      await expense(u, { amount: 40, category: 'fuel', description: 'gazole' });
      await ask(u, "change le gazole d'hier à 52");
      const rows = await list(u, 'expenses');
      expect(rows.find((r) => r.date === YESTERDAY)).toMatchObject({ amount: 52 });
      expect(rows.find((r) => r.date === TODAY)).toMatchObject({ amount: 40 });
    });

    it("corrige ce qu'elle vient de noter : le jour puis le montant", async () => {
      const u = await t.signUp();
      await ask(u, "j'ai dépensé 30 € en courses");
      await ask(u, "c'était avant-hier");
      expect(await ask(u, "en fait c'était 42")).toMatch(figure(42));
      expect(await list(u, 'expenses')).toMatchObject([{ amount: 42, date: TWO_DAYS_AGO, currency: 'EUR' }]);
    });

    it('demande laquelle et supprime la deuxième', async () => {
      const u = await t.signUp();
      await expense(u, { amount: 12, category: 'entertainment', description: 'musée', date: YESTERDAY });
      await expense(u, { amount: 18, category: 'entertainment', description: 'musée' });
      await ask(u, 'efface la dépense du musée');
      await ask(u, 'la deuxième');
      await ask(u, 'oui');
      expect(await amounts(u)).toEqual([18]);
    });

    it('non, laisse tomber : rien ne change', async () => {
      const u = await museumAndDiesel();
      await ask(u, 'supprime la dépense de gazole');
      await ask(u, 'non, laisse tomber');
      expect(await amounts(u)).toEqual([12, 60]);
    });

    it('fixe un budget hebdomadaire', async () => {
      const u = await t.signUp();
      await ask(u, 'fixe un budget hebdomadaire de 80 € pour la nourriture');
      expect(await list(u, 'budgets')).toMatchObject([{ category: 'food', period: 'weekly', amount: 80 }]);
    });

    it('un budget par quinzaine devient hebdomadaire, et Pam le dit', async () => {
      const u = await t.signUp();
      const reply = await ask(u, 'fixe un budget de 150 € tous les quinze jours pour les courses');
      expect(await list(u, 'budgets')).toMatchObject([{ category: 'food', period: 'weekly', amount: 75 }]);
      expect(reply).toMatch(/quinzaine/);
    });

    it('retrouve ce qui a été dépensé chez Carrefour la semaine dernière', async () => {
      const u = await t.signUp();
      await expense(u, { amount: 31, category: 'food', description: 'Carrefour', date: LAST_WEEK.start });
      await expense(u, { amount: 9, category: 'food', description: 'Carrefour City', date: LAST_WEEK.end });
      expect(await ask(u, "qu'ai-je dépensé chez Carrefour la semaine dernière ?")).toMatch(figure(40));
    });

    it("supprime-la : la dépense qu'elle vient de noter", async () => {
      const u = await t.signUp();
      await expense(u, { amount: 60, category: 'fuel' });
      await ask(u, "j'ai payé 14 € pour le cinéma");
      await ask(u, 'supprime-la');
      await ask(u, 'oui');
      expect(await amounts(u)).toEqual([60]);
    });

    it('note une dépense en francs suisses il y a trois jours', async () => {
      const u = await t.signUp();
      await ask(u, "il y a trois jours j'ai payé 25 francs suisses pour le musée");
      expect(await list(u, 'expenses')).toMatchObject([
        { amount: 25, currency: 'CHF', date: addDays(TODAY, -3), category: 'entertainment' },
      ]);
    });

    it("le résumé du mois liste chaque devise, comme l'écran", async () => {
      const u = await t.signUp();
      await expense(u, { amount: 30, category: 'food' });
      await expense(u, { amount: 42, category: 'food', currency: 'EUR' });
      await expense(u, { amount: 55, category: 'fuel' });
      const reply = await ask(u, "combien j'ai dépensé ce mois-ci ?");
      const res = await t.request('GET', 'finance/summary?period=month', { token: u.token });
      const screen = (res.body as { data: { spending_by_category: { currency: string; total: number }[] } }).data;
      expect(screen.spending_by_category.length).toBe(3);
      for (const row of screen.spending_by_category) expect(reply).toMatch(figure(row.total));
      expect(reply).not.toMatch(/nourriture \(nourriture\)/);
    });

    it('exporte les revenus', async () => {
      const u = await t.signUp();
      await income(u, { source: 'Salaire', amount: 900 });
      const reply = await ask(u, 'exporte mes revenus en CSV');
      expect(reply).toMatch(/1 ligne/);
      expect(reply).toMatch(figure(900));
    });
  });

  describe("another user's records", () => {
    it('are never found, changed or deleted by words', async () => {
      const a = await museumAndDiesel();
      await income(a, { source: 'Rent', amount: 1100 });
      const b = await t.signUp();
      await ask(b, 'delete the museum ticket');
      await ask(b, 'yes');
      await ask(b, 'change the rent income to 1');
      await ask(b, 'borra todos los gastos de gasoil');
      await ask(b, 'sí');
      const found = await ask(b, 'find the museum ticket');
      expect(found).not.toMatch(figure(12));
      expect(await amounts(a)).toEqual([12, 60]);
      expect(await amounts(a, 'income')).toEqual([1100]);
    });
  });
});
