import { SAFETY_TEMPLATES } from '@ww/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, useTestApp } from '#test/harness.ts';
import { expectCannotTouch, expectRlsRefused, sqlAs, expectSqlRefused } from '#test/isolation.ts';
import { addVehicle } from '#test/travel-kit.ts';

type Item = { id: string; item_key: string | null; text: string; checked: boolean; ticked_at: string | null };

describe.each(DATABASE_KINDS)('safety checklists on %s', (kind) => {
  const ctx = useTestApp(kind);
  const { req } = ctx;

  it('runs a built-in template: each tick is stored at once, then the run completes and is listed', async () => {
    const started = await req('POST', 'safety-checklists/runs', { template_key: 'pre_departure' });
    expect(started.status).toBe(201);
    const run = started.body.data;
    expect(run).toMatchObject({
      template_key: 'pre_departure',
      checklist_id: null,
      completed_at: null,
      checked_count: 0,
    });
    expect(run.items.map((i: Item) => i.item_key)).toEqual(SAFETY_TEMPLATES.pre_departure);

    const [first, second] = run.items as Item[];
    const ticked = await req('PATCH', `safety-checklists/runs/${run.id}/items/${first!.id}`, { checked: true });
    expect(ticked.status).toBe(200);
    expect(ticked.body.data).toMatchObject({ id: first!.id, checked: true, ticked_at: expect.any(String) });
    await req('PATCH', `safety-checklists/runs/${run.id}/items/${second!.id}`, { checked: true });
    await req('PATCH', `safety-checklists/runs/${run.id}/items/${second!.id}`, { checked: false });

    const reread = (await req('GET', `safety-checklists/runs/${run.id}`)).body.data;
    expect(reread.checked_count).toBe(1);
    expect(reread.items.slice(0, 2)).toMatchObject([
      { id: first!.id, checked: true },
      { id: second!.id, checked: false, ticked_at: null },
    ]);

    const done = await req('POST', `safety-checklists/runs/${run.id}/complete`);
    expect(done.status).toBe(200);
    expect(done.body.data.completed_at).toEqual(expect.any(String));
    const late = await req('PATCH', `safety-checklists/runs/${run.id}/items/${second!.id}`, { checked: true });
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('run_completed');
    expect((await req('POST', `safety-checklists/runs/${run.id}/complete`)).status).toBe(409);

    expect((await req('GET', 'safety-checklists/runs')).body.data).toMatchObject([
      {
        id: run.id,
        template_key: 'pre_departure',
        item_count: SAFETY_TEMPLATES.pre_departure.length,
        checked_count: 1,
      },
    ]);
  });

  it("runs the user's own checklist, keeping its items and name after the checklist is edited or deleted", async () => {
    const created = await req('POST', 'safety-checklists', {
      name: 'Dog on board',
      items: [' Water bowl filled ', 'Harness clipped in'],
    });
    expect(created.status).toBe(201);
    const list = created.body.data;
    expect(list.items).toEqual(['Water bowl filled', 'Harness clipped in']);

    const run = (await req('POST', 'safety-checklists/runs', { checklist_id: list.id })).body.data;
    expect(run).toMatchObject({ name: 'Dog on board', checklist_id: list.id, template_key: null });
    expect(run.items.map((i: Item) => [i.item_key, i.text])).toEqual([
      [null, 'Water bowl filled'],
      [null, 'Harness clipped in'],
    ]);

    expect(
      (await req('PATCH', `safety-checklists/${list.id}`, { items: ['Lead by the door'] })).body.data.items,
    ).toEqual(['Lead by the door']);
    expect((await req('DELETE', `safety-checklists/${list.id}`)).status).toBe(204);
    const kept = (await req('GET', `safety-checklists/runs/${run.id}`)).body.data;
    expect(kept).toMatchObject({ name: 'Dog on board', checklist_id: null });
    expect(kept.items.map((i: Item) => i.text)).toEqual(['Water bowl filled', 'Harness clipped in']);

    expect((await req('DELETE', `safety-checklists/runs/${run.id}`)).status).toBe(204);
    expect((await req('GET', `safety-checklists/runs/${run.id}`)).status).toBe(404);
  });

  it('refuses a run without exactly one source and a checklist without items', async () => {
    expect((await req('POST', 'safety-checklists/runs', {})).status).toBe(400);
    expect((await req('POST', 'safety-checklists/runs', { template_key: 'nope' })).status).toBe(400);
    const empty = await req('POST', 'safety-checklists', { name: 'Empty', items: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toMatchObject({ items: 'required' });
  });
});

describe.each(DATABASE_KINDS)('safety isolation between users on %s', (kind) => {
  const ctx = useTestApp(kind, { users: 2 });
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    ids.vehicle = await addVehicle(ctx.t, ctx.a, 'A caravan', { kind: 'caravan' });
    ids.checklist = (
      await ctx.t.request('POST', 'safety-checklists', { token: ctx.a.token, json: { name: 'Mine', items: ['One'] } })
    ).body.data.id;
    const run = (
      await ctx.t.request('POST', 'safety-checklists/runs', {
        token: ctx.a.token,
        json: { template_key: 'hitching', vehicle_id: ids.vehicle },
      })
    ).body.data;
    ids.run = run.id;
    ids.item = run.items[0].id;
  });

  it("user B cannot read, tick, complete or delete user A's checklists and runs", async () => {
    await expectCannotTouch(ctx.t, ctx.b, {
      lists: ['safety-checklists', 'safety-checklists/runs'],
      attempts: [
        ['GET', `safety-checklists/runs/${ids.run}`],
        ['PATCH', `safety-checklists/runs/${ids.run}/items/${ids.item}`, { checked: true }],
        ['POST', `safety-checklists/runs/${ids.run}/complete`],
        ['DELETE', `safety-checklists/runs/${ids.run}`],
        ['PATCH', `safety-checklists/${ids.checklist}`, { name: 'mine now' }],
        ['DELETE', `safety-checklists/${ids.checklist}`],
      ],
    });
    const run = (await ctx.t.request('GET', `safety-checklists/runs/${ids.run}`, { token: ctx.a.token })).body.data;
    expect(run).toMatchObject({ completed_at: null, checked_count: 0 });

    // Another user's checklist is not found; another user's vehicle is refused by the database.
    expect(
      (
        await ctx.t.request('POST', 'safety-checklists/runs', {
          token: ctx.b.token,
          json: { checklist_id: ids.checklist },
        })
      ).status,
    ).toBe(400);
    const foreign = await ctx.t.request('POST', 'safety-checklists/runs', {
      token: ctx.b.token,
      json: { template_key: 'weekly', vehicle_id: ids.vehicle },
    });
    expectRlsRefused(foreign);
  });

  it('a cross-user insert fails with 42501 in the database', async () => {
    await expectSqlRefused(ctx.t, ctx.b, [
      `insert into safety_checklists (user_id, name, items) values ('${ctx.a.id}', 'x', '["x"]')`,
      `insert into safety_checklist_runs (user_id, template_key) values ('${ctx.a.id}', 'weekly')`,
      `insert into safety_checklist_runs (checklist_id, name) values ('${ids.checklist}', 'x')`,
      `insert into safety_run_items (run_id, position, text) values ('${ids.run}', 99, 'x')`,
    ]);
    expect(
      await sqlAs(
        ctx.t,
        ctx.b,
        `update safety_run_items set checked = true, ticked_at = now() where id = '${ids.item}'`,
      ),
    ).toBe('ok');
    const run = (await ctx.t.request('GET', `safety-checklists/runs/${ids.run}`, { token: ctx.a.token })).body.data;
    expect(run.items[0].checked).toBe(false);
  });
});
