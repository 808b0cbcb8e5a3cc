import { PAM_TOOL_NAMES } from '@ww/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';
import { contextFor, registryFor } from './tools-test-kit.ts';

describe.each(DATABASE_KINDS)("Pam's tool registry on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 60_000);
  afterAll(() => t.close());

  it('has exactly one tool per name in PAM_TOOL_PARAMETERS, every destructive one with a confirmation', () => {
    const registry = registryFor(t);
    const names = registry.tools().map((tool) => tool.name);
    expect([...names].sort()).toEqual([...PAM_TOOL_NAMES].sort());
    expect(new Set(names).size).toBe(names.length);
    for (const name of PAM_TOOL_NAMES) expect(registry.get(name)?.description.length).toBeGreaterThan(10);
    const destructive = registry.tools().filter((tool) => tool.destructive);
    expect(destructive.map((tool) => tool.name)).toEqual(expect.arrayContaining(['delete_expense', 'delete_record']));
    for (const tool of destructive) expect(typeof tool.confirmation).toBe('function');
  });

  it('answers bad arguments with invalid naming the field, in the user language, and writes nothing', async () => {
    const u = await t.signUp();
    const registry = registryFor(t);
    const en = await contextFor(t, u);
    const bad = await registry.run({ name: 'log_expense', args: { amount: -5, category: 'fuel' } }, en);
    expect(bad).toMatchObject({ ok: false, code: 'invalid' });
    expect(bad.reply).toContain('amount');
    const es = await registry.run(
      { name: 'log_expense', args: { amount: 'lots', category: 'yachts' } },
      { ...en, language: 'es' },
    );
    expect(es).toMatchObject({ ok: false, code: 'invalid' });
    expect(es.reply).toMatch(/importe/);
    expect(es.reply).toMatch(/categoría/);
    const fr = await registry.run({ name: 'create_savings_goal', args: null }, { ...en, language: 'fr' });
    expect(fr).toMatchObject({ ok: false, code: 'invalid' });
    expect(fr.reply).toMatch(/nom/);
    const nothing = await registry.run({ name: 'update_settings', args: {} }, en);
    expect(nothing).toMatchObject({ ok: false, code: 'invalid' });
    expect(nothing.reply).toMatch(/nothing to change/);
    const unknown = await registry.run({ name: 'drop_tables', args: {} }, en);
    expect(unknown).toMatchObject({ ok: false, code: 'unknown_tool' });
    expect((await t.request('GET', 'expenses', { token: u.token })).body.data).toEqual([]);
  });

  it('ignores a user id slipped into the arguments: the tool acts as ctx.userId only', async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    const registry = registryFor(t);
    const out = await registry.run(
      { name: 'log_expense', args: { amount: 9, category: 'food', user_id: a.id } },
      await contextFor(t, b),
    );
    expect(out.ok).toBe(true);
    expect((await t.request('GET', 'expenses', { token: a.token })).body.data).toEqual([]);
    expect((await t.request('GET', 'expenses', { token: b.token })).body.data).toMatchObject([
      { amount: 9, user_id: b.id },
    ]);
  });
});
