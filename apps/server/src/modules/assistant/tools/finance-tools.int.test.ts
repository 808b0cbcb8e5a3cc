import { addDays, addMonths, periodOf } from '@ww/contracts';
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '#test/harness.ts';
import type { ToolContext } from '../assistant.types.ts';
import { day } from './format.ts';
import { contextFor, expectOk, useToolsTestApp, type TestUser } from './tools-test-kit.ts';

describe.each(DATABASE_KINDS)("Pam's finance tools on %s", (kind) => {
  const suite = useToolsTestApp(kind);

  const expenses = async (u: TestUser) => (await suite.t.request('GET', 'expenses', { token: u.token })).body.data;
  /** Intl writes no-break spaces in es and fr; the tests spell them as plain spaces. */
  const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
  const run = (ctx: ToolContext, name: string, args: unknown) => suite.registry.run({ name, args }, ctx);

  it('log_expense writes the expense as the user and says what was written, in en, es and fr', async () => {
    const u = await suite.t.signUp();
    const ctx = await contextFor(suite.t, u);
    const en = expectOk(await run(ctx, 'log_expense', { amount: 45, category: 'fuel' }));
    expect(en.reply).toBe(`Logged $45.00 for fuel today (${day(ctx, ctx.today)}).`);
    expect(en.changed).toEqual(['expenses']);

    const yesterday = addDays(ctx.today, -1);
    const es = expectOk(
      await run({ ...ctx, language: 'es' }, 'log_expense', { amount: 60, category: 'fuel', date: yesterday }),
    );
    expect(plain(es.reply)).toBe(`Registré 60,00 US$ en combustible ayer (${day({ language: 'es' }, yesterday)}).`);

    const fr = expectOk(
      await run({ ...ctx, language: 'fr' }, 'log_expense', {
        amount: 25,
        category: 'food',
        currency: 'eur',
        description: 'Restaurant <b>Chez Paul</b>',
      }),
    );
    expect(plain(fr.reply)).toContain(
      "J'ai enregistré 25,00 € en nourriture (Restaurant <b>Chez Paul</b>) aujourd'hui",
    );

    const saved = await expenses(u);
    expect(saved).toHaveLength(3);
    expect(saved).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ amount: 45, category: 'fuel', date: ctx.today, currency: 'USD', user_id: u.id }),
        expect.objectContaining({ amount: 60, category: 'fuel', date: yesterday, currency: 'USD' }),
        expect.objectContaining({
          amount: 25,
          category: 'food',
          currency: 'EUR',
          description: 'Restaurant <b>Chez Paul</b>',
        }),
      ]),
    );
  });

  it('set_budget creates then updates the same budget; log_expense names the alert; budget_status computes it', async () => {
    const u = await suite.t.signUp();
    const ctx = await contextFor(suite.t, u);
    const none = expectOk(await run(ctx, 'budget_status', {}));
    expect(none.reply).toMatch(/^You have no budgets yet\. Want me to set one\?/);

    const created = expectOk(await run(ctx, 'set_budget', { category: 'fuel', amount: 50 }));
    expect(created.reply).toMatch(/^Set your monthly fuel budget to \$50\.00\./);
    expect(created.changed).toEqual(['budgets']);
    const logged = expectOk(await run(ctx, 'log_expense', { amount: 45, category: 'fuel' }));
    expect(logged.reply).toContain('That puts you at 90% of your monthly fuel budget.');

    const updated = expectOk(await run(ctx, 'set_budget', { category: 'fuel', period: 'monthly', amount: 100 }));
    expect(updated.reply).toMatch(/^Your monthly fuel budget is now \$100\.00 \(was \$50\.00\)\./);
    const budgets = (await suite.t.request('GET', 'budgets', { token: u.token })).body.data;
    expect(budgets).toHaveLength(1);
    expect(budgets[0]).toMatchObject({ category: 'fuel', period: 'monthly', amount: 100 });

    const status = expectOk(await run(ctx, 'budget_status', { category: 'fuel' }));
    expect(status.reply).toContain('Monthly fuel budget: $45.00 of $100.00 spent (45%), $55.00 left');
    const fr = expectOk(await run({ ...ctx, language: 'fr' }, 'budget_status', {}));
    expect(plain(fr.reply)).toContain('Budget carburant mensuel : 45,00 $US dépensé sur 100,00 $US (45 %)');
    const food = expectOk(await run(ctx, 'budget_status', { category: 'food' }));
    expect(food.reply).toMatch(/^You have no budget for food yet\./);
  });

  it('spending_summary and income_summary total the period asked for, with the top categories', async () => {
    const u = await suite.t.signUp();
    const ctx = await contextFor(suite.t, u);
    const month = periodOf('month', ctx.today);
    const lastMonth = periodOf('month', addDays(month.start, -1));
    await run(ctx, 'log_expense', { amount: 45.5, category: 'fuel', date: month.start });
    await run(ctx, 'log_expense', { amount: 20, category: 'food', date: month.start });
    await run(ctx, 'log_expense', { amount: 4.5, category: 'food', date: month.start });
    await run(ctx, 'log_expense', { amount: 100, category: 'campground', date: lastMonth.start });

    const all = expectOk(await run(ctx, 'spending_summary', {}));
    expect(all.reply).toBe('You spent $70.00 this month. Top categories: fuel $45.50 and food $24.50.');
    const food = expectOk(await run({ ...ctx, language: 'es' }, 'spending_summary', { category: 'food' }));
    expect(plain(food.reply)).toBe('Gastaste 24,50 US$ en comida este mes.');
    const before = expectOk(
      await run(ctx, 'spending_summary', { from: lastMonth.start, to: lastMonth.end, category: 'campground' }),
    );
    expect(before.reply).toBe(
      `You spent $100.00 on campgrounds from ${day(ctx, lastMonth.start)} to ${day(ctx, lastMonth.end)}.`,
    );
    const empty = expectOk(await run(ctx, 'spending_summary', { category: 'maintenance' }));
    expect(empty.reply).toBe('You have no maintenance expenses this month.');

    const income = expectOk(await run(ctx, 'log_income', { amount: 1200, source: 'Remote work', date: month.start }));
    expect(income.changed).toEqual(['income']);
    expect((await suite.t.request('GET', 'income', { token: u.token })).body.data).toMatchObject([
      { amount: 1200, source: 'Remote work', date: month.start },
    ]);
    expect(expectOk(await run(ctx, 'income_summary', {})).reply).toBe('Your income this month is $1,200.00 (1 entry).');

    const recent = expectOk(await run(ctx, 'recent_expenses', { limit: 2 }));
    expect(recent.reply).toMatch(/^Your latest expenses: \$(20\.00|4\.50|45\.50) /);
    expect((recent.data as { expenses: unknown[] }).expenses).toHaveLength(2);
  });

  it('savings goals: created with the monthly figure, found by name without case or accents, ambiguous or missing said so', async () => {
    const u = await suite.t.signUp();
    const ctx = await contextFor(suite.t, u);
    expect(await run(ctx, 'contribute_savings_goal', { amount: 10 })).toMatchObject({ ok: false, code: 'not_found' });
    const target = addMonths(ctx.today, 10);
    const created = expectOk(
      await run(ctx, 'create_savings_goal', { name: 'New Tires', target_amount: 2000, target_date: target }),
    );
    expect(created.reply).toMatch(
      /^Created your savings goal "New Tires" for \$2,000\.00\. Putting aside \$[\d,.]+ a month/,
    );
    // With one goal the name may be left out.
    const first = expectOk(await run(ctx, 'contribute_savings_goal', { amount: 500 }));
    expect(first.reply).toMatch(/^Added \$500\.00 to New Tires: \$500\.00 of \$2,000\.00 \(25%\)/);
    expect(first.changed).toEqual(['savings_goals']);

    await run(ctx, 'create_savings_goal', { name: 'Vacaciones en España', target_amount: 1000 });
    const es = expectOk(
      await run({ ...ctx, language: 'es' }, 'contribute_savings_goal', { goal: 'vacaciones espana', amount: 250 }),
    );
    expect(plain(es.reply)).toBe('Añadí 250,00 US$ a Vacaciones en España: 250,00 US$ de 1000,00 US$ (25 %).');
    const goals = (await suite.t.request('GET', 'savings-goals', { token: u.token })).body.data;
    expect(goals.find((g: { name: string }) => g.name === 'Vacaciones en España')).toMatchObject({ saved: 250 });

    await run(ctx, 'create_savings_goal', { name: 'Tires front', target_amount: 400 });
    const ambiguous = await run(ctx, 'contribute_savings_goal', { goal: 'tires', amount: 5 });
    expect(ambiguous).toMatchObject({ ok: false, code: 'ambiguous' });
    expect(ambiguous.reply).toBe('Which savings goal do you mean: New Tires and Tires front?');
    expect(await run(ctx, 'savings_progress', { goal: 'boat' })).toMatchObject({ ok: false, code: 'not_found' });
    const progress = expectOk(await run(ctx, 'savings_progress', { goal: 'NEW TIRES' }));
    expect(progress.reply).toMatch(/^New Tires: \$500\.00 of \$2,000\.00 \(25%\), \$[\d,.]+ a month to reach it by /);
    const past = await run(ctx, 'create_savings_goal', {
      name: 'Late',
      target_amount: 10,
      target_date: addDays(ctx.today, -2),
    });
    expect(past).toMatchObject({ ok: false, code: 'invalid' });
    expect(past.reply).toContain('the date is in the past');
  });

  it('delete_expense asks naming the one expense, then deletes exactly that one', async () => {
    const u = await suite.t.signUp();
    const ctx = await contextFor(suite.t, u);
    await run(ctx, 'log_expense', { amount: 45, category: 'fuel', date: addDays(ctx.today, -2) });
    await run(ctx, 'log_expense', { amount: 12, category: 'food', date: addDays(ctx.today, -1) });
    await run(ctx, 'log_expense', { amount: 30, category: 'fuel', date: addDays(ctx.today, -1) });
    const tool = suite.registry.get('delete_expense')!;
    const asked = await tool.confirmation!({ which: 'latest', category: 'fuel', amount: 45 }, ctx);
    expect('prompt' in asked && asked.prompt).toBe(
      `Delete the $45.00 fuel expense from ${day(ctx, addDays(ctx.today, -2))}? Reply yes to confirm.`,
    );
    expect(await expenses(u)).toHaveLength(3);
    const pinned = 'prompt' in asked ? asked.args : undefined;
    // Another fuel expense of the same amount arrives before the yes: the one named is still the one deleted.
    await run(ctx, 'log_expense', { amount: 45, category: 'fuel' });
    const done = expectOk(await suite.registry.run({ name: 'delete_expense', args: pinned }, ctx));
    expect(done.reply).toBe(`Deleted the $45.00 fuel expense from ${day(ctx, addDays(ctx.today, -2))}.`);
    expect(done.changed).toEqual(['expenses']);
    const left = await expenses(u);
    expect(left.map((e: { amount: number; date: string }) => [e.amount, e.date])).toEqual([
      [45, ctx.today],
      [30, addDays(ctx.today, -1)],
      [12, addDays(ctx.today, -1)],
    ]);
    const es = await tool.confirmation!({ which: 'latest' }, { ...ctx, language: 'es' });
    expect('prompt' in es && plain(es.prompt)).toMatch(
      /^¿Borro el gasto de 45,00 US\$ en combustible del .+\? Responde sí para confirmar\.$/,
    );
    expect(await tool.confirmation!({ which: 'latest', category: 'maintenance' }, ctx)).toMatchObject({
      ok: false,
      code: 'not_found',
    });
  });

  it("isolation: user B's tools never see or change user A's rows, whatever the arguments say", async () => {
    const a = await suite.t.signUp();
    const b = await suite.t.signUp();
    const ctxA = await contextFor(suite.t, a);
    const ctxB = await contextFor(suite.t, b);
    await run(ctxA, 'log_expense', { amount: 45, category: 'fuel' });
    await run(ctxA, 'set_budget', { category: null, amount: 500 });
    await run(ctxA, 'create_savings_goal', { name: 'Secret fund', target_amount: 900 });
    await run(ctxA, 'log_income', { amount: 700, source: 'Pension' });
    const [aExpense] = await expenses(a);

    expect(expectOk(await run(ctxB, 'spending_summary', {})).reply).toBe('You have no expenses this month.');
    expect(expectOk(await run(ctxB, 'income_summary', {})).reply).toBe('You have no income logged this month.');
    expect(expectOk(await run(ctxB, 'recent_expenses', {})).data).toEqual({ expenses: [] });
    expect(expectOk(await run(ctxB, 'budget_status', {})).data).toEqual({ budgets: [] });
    expect(expectOk(await run(ctxB, 'savings_progress', {})).data).toEqual({ goals: [] });
    expect(await run(ctxB, 'savings_progress', { goal: 'Secret fund' })).toMatchObject({
      ok: false,
      code: 'not_found',
    });
    expect(await run(ctxB, 'contribute_savings_goal', { goal: 'Secret fund', amount: 1 })).toMatchObject({
      ok: false,
      code: 'not_found',
    });
    expect(await suite.registry.get('delete_expense')!.confirmation!({ which: 'latest' }, ctxB)).toMatchObject({
      ok: false,
      code: 'not_found',
    });
    expect(await run(ctxB, 'delete_expense', { id: aExpense.id })).toMatchObject({ ok: false, code: 'not_found' });
    // B's budget of the same kind is B's own: A's stays as it was.
    expectOk(await run(ctxB, 'set_budget', { category: null, amount: 1 }));

    expect(await expenses(a)).toMatchObject([{ id: aExpense.id, amount: 45 }]);
    expect((await suite.t.request('GET', 'budgets', { token: a.token })).body.data).toMatchObject([{ amount: 500 }]);
    expect((await suite.t.request('GET', 'savings-goals', { token: a.token })).body.data).toMatchObject([{ saved: 0 }]);
  });
});
